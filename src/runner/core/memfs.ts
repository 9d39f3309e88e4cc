/**
 * An in-memory file system with the callback API of Node's `fs` that Go's syscall/fs_js.go calls
 * (GOOS=js), plus the `process` and `path` objects it reads. A browser has no file system, and the
 * compiler, the linker and a learner's program all need one; verify:wasm runs the same class in Node.
 *
 * What fs_js.go relies on (Go 1.27, src/syscall/fs_js.go): every call takes a callback `(err, value)`;
 * an error carries a Node errno name in `code` (fs_js.go panics on a code it does not know, so only
 * names from syscall/tables_js.go are used); `read`/`write` with position null use and move the
 * descriptor's own position; `fstat(...).isDirectory()` decides whether `open` lists the directory.
 * Callbacks are called synchronously: Go waits on a channel that the callback fills, and a synchronous
 * call spares a trip through the event loop for each of the thousands of reads the compiler makes.
 */

/** Linux values, as Node reports them; fs_js.go maps Go's flags to whatever these are. */
export const OPEN_FLAGS = {
  O_RDONLY: 0,
  O_WRONLY: 1,
  O_RDWR: 2,
  O_CREAT: 0o100,
  O_EXCL: 0o200,
  O_TRUNC: 0o1000,
  O_APPEND: 0o2000,
  O_DIRECTORY: 0o200000,
} as const;

const S_IFDIR = 0o040000;
const S_IFREG = 0o100000;

type Callback<T = unknown> = (err: FsError | null, value?: T) => void;

export interface FsError extends Error {
  code: string;
}

function fsError(code: string, syscall: string, path?: string): FsError {
  const err = new Error(`${code}: ${syscall}${path === undefined ? '' : ` '${path}'`}`) as FsError;
  err.code = code;
  return err;
}

interface FileNode {
  kind: 'file';
  ino: number;
  mode: number;
  mtimeMs: number;
  /** Bytes [0, size) are the content; the rest is spare capacity so appends do not copy each time. */
  data: Uint8Array;
  size: number;
}

interface DirNode {
  kind: 'dir';
  ino: number;
  mode: number;
  mtimeMs: number;
  entries: Map<string, FsNode>;
}

type FsNode = FileNode | DirNode;

interface OpenFile {
  node: FsNode;
  path: string;
  flags: number;
  pos: number;
}

/** What `fstat`/`stat` give back: the fields fs_js.go reads. */
export interface FsStats {
  dev: number;
  ino: number;
  mode: number;
  nlink: number;
  uid: number;
  gid: number;
  rdev: number;
  size: number;
  blksize: number;
  blocks: number;
  atimeMs: number;
  mtimeMs: number;
  ctimeMs: number;
  isDirectory(): boolean;
}

/** Where the bytes written to descriptors 1 and 2 go. */
export type OutputSink = (fd: 1 | 2, bytes: Uint8Array) => void;

/** Splits an absolute, normalised path into its names ("/" → []). */
function namesOf(path: string): string[] {
  return path.split('/').filter((n) => n !== '');
}

/** `path.resolve` of Node for POSIX paths: absolute, without ".", ".." or doubled slashes. */
export function resolvePath(cwd: string, ...paths: string[]): string {
  let joined = cwd;
  for (const p of paths) joined = p.startsWith('/') ? p : `${joined}/${p}`;
  const out: string[] = [];
  for (const name of namesOf(joined)) {
    if (name === '.') continue;
    if (name === '..') out.pop();
    else out.push(name);
  }
  return `/${out.join('/')}`;
}

export class MemFs {
  readonly constants = OPEN_FLAGS;
  private readonly root: DirNode;
  private readonly fds = new Map<number, OpenFile>();
  private nextFd = 3;
  private nextIno = 1;
  cwd = '/';
  /** Where writes to descriptors 1 and 2 go; replaced per run. */
  output: OutputSink = () => {};

  constructor(private readonly now: () => number = () => Date.now()) {
    this.root = this.newDir(0o755);
  }

  // ——— helpers for the harness (synchronous, throw FsError) ———

  /** Creates the file and its missing parent directories; the bytes are kept, not copied. */
  writeFile(path: string, data: Uint8Array | string): void {
    const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
    const abs = resolvePath(this.cwd, path);
    const names = namesOf(abs);
    const base = names.pop();
    if (base === undefined) throw fsError('EISDIR', 'open', path);
    const dir = this.ensureDirs(names, path);
    const existing = dir.entries.get(base);
    if (existing?.kind === 'dir') throw fsError('EISDIR', 'open', path);
    dir.entries.set(base, { kind: 'file', ino: this.nextIno++, mode: S_IFREG | 0o644, mtimeMs: this.now(), data: bytes, size: bytes.length });
  }

  /** Creates the directory and its missing parents (like `mkdir -p`). */
  mkdirAll(path: string): void {
    this.ensureDirs(namesOf(resolvePath(this.cwd, path)), path);
  }

  /** The directory at these names below the root, made with its missing parents; `path` names it in errors. */
  private ensureDirs(names: readonly string[], path: string) {
    let dir = this.root;
    for (const name of names) {
      let next = dir.entries.get(name);
      if (!next) {
        next = this.newDir(0o755);
        dir.entries.set(name, next);
      }
      if (next.kind !== 'dir') throw fsError('ENOTDIR', 'mkdir', path);
      dir = next;
    }
    return dir;
  }

  /** The content of a file (a view, not a copy). */
  readFile(path: string): Uint8Array {
    const node = this.lookup(path, 'open');
    if (node.kind !== 'file') throw fsError('EISDIR', 'read', path);
    return node.data.subarray(0, node.size);
  }

  exists(path: string): boolean {
    try {
      this.lookup(path, 'stat');
      return true;
    } catch {
      return false;
    }
  }

  /** Removes a file or a whole directory tree, if it is there. */
  remove(path: string): void {
    const abs = resolvePath(this.cwd, path);
    const names = namesOf(abs);
    const base = names.pop();
    if (base === undefined) return;
    try {
      const parent = this.lookup(`/${names.join('/')}`, 'rm');
      if (parent.kind === 'dir') parent.entries.delete(base);
    } catch {
      // nothing to remove
    }
  }

  /** Descriptors still open (a leak check for tests). */
  openCount(): number {
    return this.fds.size;
  }

  // ——— the Node `fs` API that fs_js.go calls ———

  open(path: string, flags: number, mode: number, cb: Callback<number>): void {
    this.call(cb, () => {
      const abs = resolvePath(this.cwd, path);
      let node = this.findOrThrowNotDir(abs, 'open', path);
      if (node && flags & OPEN_FLAGS.O_CREAT && flags & OPEN_FLAGS.O_EXCL) throw fsError('EEXIST', 'open', path);
      if (!node) {
        if (!(flags & OPEN_FLAGS.O_CREAT)) throw fsError('ENOENT', 'open', path);
        const { dir, base } = this.parentOf(abs, 'open', path);
        node = { kind: 'file', ino: this.nextIno++, mode: S_IFREG | (mode & 0o777), mtimeMs: this.now(), data: new Uint8Array(0), size: 0 };
        dir.entries.set(base, node);
        dir.mtimeMs = this.now();
      }
      const writing = (flags & 3) !== OPEN_FLAGS.O_RDONLY;
      if (node.kind === 'dir' && writing) throw fsError('EISDIR', 'open', path);
      if (node.kind === 'file' && flags & OPEN_FLAGS.O_DIRECTORY) throw fsError('ENOTDIR', 'open', path);
      if (node.kind === 'file' && flags & OPEN_FLAGS.O_TRUNC && writing) {
        node.size = 0;
        node.mtimeMs = this.now();
      }
      const fd = this.nextFd++;
      this.fds.set(fd, { node, path: abs, flags, pos: 0 });
      return fd;
    });
  }

  close(fd: number, cb: Callback): void {
    this.call(cb, () => {
      if (fd <= 2) return undefined;
      if (!this.fds.delete(fd)) throw fsError('EBADF', 'close');
      return undefined;
    });
  }

  read(fd: number, buffer: Uint8Array, offset: number, length: number, position: number | null, cb: Callback<number>): void {
    this.call(cb, () => {
      if (fd === 0) return 0; // stdin is empty: a program reading it sees EOF at once
      const f = this.openFile(fd, 'read');
      if (f.node.kind !== 'file') throw fsError('EISDIR', 'read');
      if ((f.flags & 3) === OPEN_FLAGS.O_WRONLY) throw fsError('EBADF', 'read');
      const at = position ?? f.pos;
      const n = Math.max(0, Math.min(length, f.node.size - at));
      buffer.set(f.node.data.subarray(at, at + n), offset);
      if (position === null) f.pos += n;
      return n;
    });
  }

  write(fd: number, buffer: Uint8Array, offset: number, length: number, position: number | null, cb: Callback<number>): void {
    this.call(cb, () => this.writeAt(fd, buffer.subarray(offset, offset + length), position));
  }

  /** What wasm_exec.js calls for the runtime's own writes (a panic's trace, `print`). */
  writeSync(fd: number, buffer: Uint8Array): number {
    return this.writeAt(fd, buffer, null);
  }

  fstat(fd: number, cb: Callback<FsStats>): void {
    this.call(cb, () => {
      if (fd <= 2) return this.stats({ kind: 'file', ino: 0, mode: 0o020620, mtimeMs: 0, data: new Uint8Array(0), size: 0 });
      return this.stats(this.openFile(fd, 'fstat').node);
    });
  }

  stat(path: string, cb: Callback<FsStats>): void {
    this.call(cb, () => this.stats(this.lookup(path, 'stat')));
  }

  lstat(path: string, cb: Callback<FsStats>): void {
    this.stat(path, cb);
  }

  mkdir(path: string, perm: number, cb: Callback): void {
    this.call(cb, () => {
      const abs = resolvePath(this.cwd, path);
      if (this.find(abs)) throw fsError('EEXIST', 'mkdir', path);
      const { dir, base } = this.parentOf(abs, 'mkdir', path);
      dir.entries.set(base, this.newDir(perm & 0o777));
      dir.mtimeMs = this.now();
      return undefined;
    });
  }

  readdir(path: string, cb: Callback<string[]>): void {
    this.call(cb, () => {
      const node = this.lookup(path, 'scandir');
      if (node.kind !== 'dir') throw fsError('ENOTDIR', 'scandir', path);
      return [...node.entries.keys()].sort();
    });
  }

  unlink(path: string, cb: Callback): void {
    this.call(cb, () => {
      const abs = resolvePath(this.cwd, path);
      const node = this.lookup(abs, 'unlink');
      if (node.kind === 'dir') throw fsError('EISDIR', 'unlink', path);
      const { dir, base } = this.parentOf(abs, 'unlink', path);
      dir.entries.delete(base);
      return undefined;
    });
  }

  rmdir(path: string, cb: Callback): void {
    this.call(cb, () => {
      const abs = resolvePath(this.cwd, path);
      const node = this.lookup(abs, 'rmdir');
      if (node.kind !== 'dir') throw fsError('ENOTDIR', 'rmdir', path);
      if (node.entries.size > 0) throw fsError('ENOTEMPTY', 'rmdir', path);
      if (node === this.root) throw fsError('EBUSY', 'rmdir', path);
      const { dir, base } = this.parentOf(abs, 'rmdir', path);
      dir.entries.delete(base);
      return undefined;
    });
  }

  rename(from: string, to: string, cb: Callback): void {
    this.call(cb, () => {
      const src = resolvePath(this.cwd, from);
      const dst = resolvePath(this.cwd, to);
      const node = this.lookup(src, 'rename');
      if (dst === src) return undefined;
      if (dst.startsWith(`${src}/`)) throw fsError('EINVAL', 'rename', from);
      const target = this.find(dst);
      if (target?.kind === 'dir' && node.kind !== 'dir') throw fsError('EISDIR', 'rename', to);
      if (target && target.kind !== 'dir' && node.kind === 'dir') throw fsError('ENOTDIR', 'rename', to);
      if (target?.kind === 'dir' && target.entries.size > 0) throw fsError('ENOTEMPTY', 'rename', to);
      const a = this.parentOf(src, 'rename', from);
      const b = this.parentOf(dst, 'rename', to);
      a.dir.entries.delete(a.base);
      b.dir.entries.set(b.base, node);
      return undefined;
    });
  }

  truncate(path: string, length: number, cb: Callback): void {
    this.call(cb, () => {
      const node = this.lookup(path, 'truncate');
      if (node.kind !== 'file') throw fsError('EISDIR', 'truncate', path);
      this.resize(node, length);
      return undefined;
    });
  }

  ftruncate(fd: number, length: number, cb: Callback): void {
    this.call(cb, () => {
      const node = this.openFile(fd, 'ftruncate').node;
      if (node.kind !== 'file') throw fsError('EISDIR', 'ftruncate');
      this.resize(node, length);
      return undefined;
    });
  }

  fsync(_fd: number, cb: Callback): void {
    cb(null);
  }

  chmod(path: string, mode: number, cb: Callback): void {
    this.call(cb, () => {
      const node = this.lookup(path, 'chmod');
      node.mode = (node.mode & ~0o7777) | (mode & 0o7777);
      return undefined;
    });
  }

  fchmod(fd: number, mode: number, cb: Callback): void {
    this.call(cb, () => {
      const node = this.openFile(fd, 'fchmod').node;
      node.mode = (node.mode & ~0o7777) | (mode & 0o7777);
      return undefined;
    });
  }

  chown(path: string, _uid: number, _gid: number, cb: Callback): void {
    this.call(cb, () => (this.lookup(path, 'chown'), undefined));
  }

  fchown(fd: number, _uid: number, _gid: number, cb: Callback): void {
    this.call(cb, () => (this.openFile(fd, 'fchown'), undefined));
  }

  lchown(path: string, uid: number, gid: number, cb: Callback): void {
    this.chown(path, uid, gid, cb);
  }

  utimes(path: string, _atime: number, mtime: number, cb: Callback): void {
    this.call(cb, () => {
      this.lookup(path, 'utime').mtimeMs = mtime * 1000;
      return undefined;
    });
  }

  readlink(path: string, cb: Callback<string>): void {
    this.call(cb, () => {
      this.lookup(path, 'readlink');
      throw fsError('EINVAL', 'readlink', path); // there are no symbolic links here
    });
  }

  link(_path: string, _link: string, cb: Callback): void {
    cb(fsError('ENOSYS', 'link'));
  }

  symlink(_path: string, _link: string, cb: Callback): void {
    cb(fsError('ENOSYS', 'symlink'));
  }

  // ——— `process` and `path` for fs_js.go and os ———

  /** The `process` object Go reads through syscall/js (uid, cwd, chdir, umask, pid). */
  process(): object {
    return {
      getuid: () => 1000,
      getgid: () => 1000,
      geteuid: () => 1000,
      getegid: () => 1000,
      getgroups: () => [1000],
      pid: 1,
      ppid: 0,
      umask: () => 0o022,
      cwd: () => this.cwd,
      chdir: (dir: string) => {
        const abs = resolvePath(this.cwd, dir);
        const node = this.lookup(abs, 'chdir');
        if (node.kind !== 'dir') throw fsError('ENOTDIR', 'chdir', dir);
        this.cwd = abs;
      },
    };
  }

  /** The `path` object fs_js.go calls `resolve` on after an open. */
  path(): object {
    return { resolve: (...paths: string[]) => resolvePath(this.cwd, ...paths) };
  }

  // ——— internals ———

  private call<T>(cb: Callback<T>, body: () => T): void {
    let value: T;
    try {
      value = body();
    } catch (error) {
      if (error instanceof Error && 'code' in error) {
        cb(error as FsError);
        return;
      }
      throw error;
    }
    cb(null, value);
  }

  private writeAt(fd: number, bytes: Uint8Array, position: number | null): number {
    if (fd === 1 || fd === 2) {
      this.output(fd, bytes.slice());
      return bytes.length;
    }
    const f = this.openFile(fd, 'write');
    if (f.node.kind !== 'file') throw fsError('EISDIR', 'write');
    if ((f.flags & 3) === OPEN_FLAGS.O_RDONLY) throw fsError('EBADF', 'write');
    const node = f.node;
    const at = f.flags & OPEN_FLAGS.O_APPEND ? node.size : (position ?? f.pos);
    const end = at + bytes.length;
    if (end > node.size) this.resize(node, end);
    node.data.set(bytes, at);
    node.mtimeMs = this.now();
    if (position === null) f.pos = end;
    return bytes.length;
  }

  private resize(node: FileNode, size: number): void {
    if (size > node.data.length) {
      const grown = new Uint8Array(Math.max(size, node.data.length * 2, 4096));
      grown.set(node.data.subarray(0, node.size));
      node.data = grown;
    } else if (size > node.size) {
      node.data.fill(0, node.size, size); // bytes past the old end read as zeros, as after ftruncate
    }
    node.size = size;
    node.mtimeMs = this.now();
  }

  private newDir(perm: number): DirNode {
    return { kind: 'dir', ino: this.nextIno++, mode: S_IFDIR | perm, mtimeMs: this.now(), entries: new Map() };
  }

  private find(abs: string): FsNode | undefined {
    let node: FsNode = this.root;
    for (const name of namesOf(abs)) {
      if (node.kind !== 'dir') return undefined;
      const next: FsNode | undefined = node.entries.get(name);
      if (!next) return undefined;
      node = next;
    }
    return node;
  }

  /** The node, or undefined when the last name is missing; ENOTDIR when a file stands in the way (as open(2)). */
  private findOrThrowNotDir(abs: string, syscall: string, path: string): FsNode | undefined {
    try {
      return this.lookup(abs, syscall);
    } catch (error) {
      if ((error as FsError).code === 'ENOENT') return undefined;
      throw fsError('ENOTDIR', syscall, path);
    }
  }

  private lookup(path: string, syscall: string): FsNode {
    const abs = resolvePath(this.cwd, path);
    let node: FsNode = this.root;
    for (const name of namesOf(abs)) {
      if (node.kind !== 'dir') throw fsError('ENOTDIR', syscall, path);
      const next: FsNode | undefined = node.entries.get(name);
      if (!next) throw fsError('ENOENT', syscall, path);
      node = next;
    }
    return node;
  }

  private parentOf(abs: string, syscall: string, path: string): { dir: DirNode; base: string } {
    const names = namesOf(abs);
    const base = names.pop();
    if (base === undefined) throw fsError('EBUSY', syscall, path);
    const dir = this.lookup(`/${names.join('/')}`, syscall);
    if (dir.kind !== 'dir') throw fsError('ENOTDIR', syscall, path);
    return { dir, base };
  }

  private openFile(fd: number, syscall: string): OpenFile {
    const f = this.fds.get(fd);
    if (!f) throw fsError('EBADF', syscall);
    return f;
  }

  private stats(node: FsNode): FsStats {
    const size = node.kind === 'file' ? node.size : 4096;
    return {
      dev: 1,
      ino: node.ino,
      mode: node.mode,
      nlink: node.kind === 'dir' ? 2 : 1,
      uid: 1000,
      gid: 1000,
      rdev: 0,
      size,
      blksize: 4096,
      blocks: Math.ceil(size / 512),
      atimeMs: node.mtimeMs,
      mtimeMs: node.mtimeMs,
      ctimeMs: node.mtimeMs,
      isDirectory: () => node.kind === 'dir',
    };
  }
}
