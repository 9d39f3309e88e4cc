import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FsError, type FsStats, MemFs, OPEN_FLAGS, resolvePath } from './memfs.ts';

const { O_RDONLY, O_WRONLY, O_RDWR, O_CREAT, O_EXCL, O_TRUNC, O_APPEND } = OPEN_FLAGS;

/** The callback API as promises: how fs_js.go sees it (an error, or a value). */
function call<T>(f: (cb: (err: FsError | null, value?: T) => void) => void): T {
  let out: { err: FsError | null; value?: T } | undefined;
  f((err, value) => {
    out = { err, value };
  });
  if (!out) throw new Error('callback not called synchronously');
  if (out.err) throw out.err;
  return out.value as T;
}

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
    return undefined;
  } catch (error) {
    return (error as FsError).code;
  }
};

const bytes = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array) => new TextDecoder().decode(b);

function writeAll(fs: MemFs, path: string, data: Uint8Array, flags = O_WRONLY | O_CREAT | O_TRUNC): void {
  const fd = call<number>((cb) => fs.open(path, flags, 0o644, cb));
  call((cb) => fs.write(fd, data, 0, data.length, null, cb));
  call((cb) => fs.close(fd, cb));
}

function readAll(fs: MemFs, path: string, chunk = 7): Uint8Array {
  const fd = call<number>((cb) => fs.open(path, O_RDONLY, 0, cb));
  const parts: number[] = [];
  const buf = new Uint8Array(chunk);
  for (;;) {
    const n = call<number>((cb) => fs.read(fd, buf, 0, chunk, null, cb));
    if (n === 0) break;
    parts.push(...buf.subarray(0, n));
  }
  call((cb) => fs.close(fd, cb));
  return Uint8Array.from(parts);
}

describe('MemFs', () => {
  it('reads back what was written, in any chunking (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 8 }), fc.integer({ min: 1, max: 64 }), (writes, chunk) => {
        const fs = new MemFs();
        const fd = call<number>((cb) => fs.open('/a/../f.bin', O_WRONLY | O_CREAT, 0o644, cb));
        for (const w of writes) call((cb) => fs.write(fd, w, 0, w.length, null, cb));
        call((cb) => fs.close(fd, cb));
        const expected = Uint8Array.from(writes.flatMap((w) => [...w]));
        expect(readAll(fs, '/f.bin', chunk)).toEqual(expected);
        expect(call<FsStats>((cb) => fs.stat('/f.bin', cb)).size).toBe(expected.length);
        expect(fs.openCount()).toBe(0);
      }),
    );
  });

  it('lists exactly the names created in a directory, sorted (property)', () => {
    const name = fc.stringMatching(/^[a-z0-9_.-]{1,8}$/).filter((n) => n !== '.' && n !== '..');
    fc.assert(
      fc.property(fc.uniqueArray(name, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 5 }), (names, removals) => {
        const fs = new MemFs();
        call((cb) => fs.mkdir('/d', 0o755, cb));
        names.forEach((n, i) => (i % 2 === 0 ? writeAll(fs, `/d/${n}`, bytes(n)) : call<unknown>((cb) => fs.mkdir(`/d/${n}`, 0o755, cb))));
        const left = new Set(names);
        for (const r of removals) {
          const victim = names[r % Math.max(1, names.length)];
          if (victim === undefined || !left.has(victim)) continue;
          const isDir = names.indexOf(victim) % 2 === 1;
          call<unknown>((cb) => (isDir ? fs.rmdir(`/d/${victim}`, cb) : fs.unlink(`/d/${victim}`, cb)));
          left.delete(victim);
        }
        expect(call<string[]>((cb) => fs.readdir('/d', cb))).toEqual([...left].sort());
      }),
    );
  });

  it('gives the Node error codes fs_js.go maps to Go errors', () => {
    const fs = new MemFs();
    writeAll(fs, '/file', bytes('x'));
    call((cb) => fs.mkdir('/dir', 0o755, cb));
    writeAll(fs, '/dir/inner', bytes('y'));
    expect(codeOf(() => call((cb) => fs.open('/missing', O_RDONLY, 0, cb)))).toBe('ENOENT');
    expect(codeOf(() => call((cb) => fs.open('/missing/x', O_WRONLY | O_CREAT, 0o644, cb)))).toBe('ENOENT');
    expect(codeOf(() => call((cb) => fs.open('/file', O_WRONLY | O_CREAT | O_EXCL, 0o644, cb)))).toBe('EEXIST');
    expect(codeOf(() => call((cb) => fs.open('/dir', O_WRONLY, 0, cb)))).toBe('EISDIR');
    expect(codeOf(() => call((cb) => fs.open('/file/x', O_RDONLY, 0, cb)))).toBe('ENOTDIR');
    expect(codeOf(() => call((cb) => fs.mkdir('/dir', 0o755, cb)))).toBe('EEXIST');
    expect(codeOf(() => call((cb) => fs.rmdir('/dir', cb)))).toBe('ENOTEMPTY');
    expect(codeOf(() => call((cb) => fs.unlink('/dir', cb)))).toBe('EISDIR');
    expect(codeOf(() => call((cb) => fs.readdir('/file', cb)))).toBe('ENOTDIR');
    expect(codeOf(() => call((cb) => fs.close(99, cb)))).toBe('EBADF');
    expect(codeOf(() => call((cb) => fs.stat('/nope', cb)))).toBe('ENOENT');
  });

  it('truncates, appends and writes at a position as a POSIX file does', () => {
    const fs = new MemFs();
    writeAll(fs, '/f', bytes('hello world'));
    writeAll(fs, '/f', bytes('!'), O_WRONLY | O_APPEND);
    expect(text(fs.readFile('/f'))).toBe('hello world!');
    const fd = call<number>((cb) => fs.open('/f', O_RDWR, 0, cb));
    call((cb) => fs.write(fd, bytes('J'), 0, 1, 0, cb)); // pwrite: the position does not move
    call((cb) => fs.write(fd, bytes('Y'), 0, 1, null, cb));
    call((cb) => fs.close(fd, cb));
    expect(text(fs.readFile('/f'))).toBe('Yello world!');
    call((cb) => fs.truncate('/f', 5, cb));
    expect(text(fs.readFile('/f'))).toBe('Yello');
    call((cb) => fs.truncate('/f', 7, cb));
    expect([...fs.readFile('/f').subarray(5)]).toEqual([0, 0]);
    writeAll(fs, '/f', bytes('new'));
    expect(text(fs.readFile('/f'))).toBe('new');
  });

  it('renames files and directories with their contents', () => {
    const fs = new MemFs();
    fs.mkdirAll('/a/b');
    writeAll(fs, '/a/b/c.txt', bytes('c'));
    call((cb) => fs.rename('/a', '/z', cb));
    expect(text(fs.readFile('/z/b/c.txt'))).toBe('c');
    expect(fs.exists('/a')).toBe(false);
    writeAll(fs, '/other', bytes('o'));
    call((cb) => fs.rename('/other', '/z/b/c.txt', cb)); // replaces a file, as rename(2) does
    expect(text(fs.readFile('/z/b/c.txt'))).toBe('o');
    expect(codeOf(() => call((cb) => fs.rename('/z', '/z/b/inside', cb)))).toBe('EINVAL');
    expect(codeOf(() => call((cb) => fs.rename('/z/b/c.txt', '/z', cb)))).toBe('EISDIR');
  });

  it('sends writes to descriptors 1 and 2 to the output, in order', () => {
    const fs = new MemFs();
    const seen: string[] = [];
    fs.output = (fd, b) => seen.push(`${fd}:${text(b)}`);
    call((cb) => fs.write(1, bytes('out'), 0, 3, null, cb));
    fs.writeSync(2, bytes('panic'));
    call((cb) => fs.write(1, bytes('xx!'), 2, 1, null, cb));
    expect(seen).toEqual(['1:out', '2:panic', '1:!']);
    expect(call<number>((cb) => fs.read(0, new Uint8Array(4), 0, 4, null, cb))).toBe(0);
  });

  it('resolves relative paths against the working directory, like path.resolve', () => {
    expect(resolvePath('/work', 'main.go')).toBe('/work/main.go');
    expect(resolvePath('/work', './a/../b//c/.')).toBe('/work/b/c');
    expect(resolvePath('/work', '/abs', 'rel')).toBe('/abs/rel');
    expect(resolvePath('/', '../..')).toBe('/');
    const fs = new MemFs();
    fs.mkdirAll('/home/gopher');
    const proc = fs.process() as { chdir(d: string): void; cwd(): string };
    proc.chdir('/home/gopher');
    writeAll(fs, 'notes.txt', bytes('n'));
    expect(fs.exists('/home/gopher/notes.txt')).toBe(true);
    expect(codeOf(() => proc.chdir('/home/gopher/notes.txt'))).toBe('ENOTDIR');
  });
});
