import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerOf, comparableStderr, normaliseOutput, normaliseStderr, sameOutput } from './output.ts';

const PANIC_STDERR = `panic: boom

goroutine 1 [running]:
main.main()
\tgoprep/content/x/main.go:9 +0x6b
`;

describe('answerOf', () => {
  it('is stdout alone for a program that exits cleanly', () => {
    expect(answerOf({ stdout: 'a\nb\n', stderr: '', exitCode: 0 })).toBe('a\nb');
  });

  it('adds the panic line but not the goroutine trace, then the exit status', () => {
    expect(answerOf({ stdout: 'before\n', stderr: PANIC_STDERR, exitCode: 2 })).toBe('before\npanic: boom\nexit status 2');
  });

  it('keeps a multi-line panic block up to the first blank line', () => {
    const stderr = 'panic: first [recovered]\n\tpanic: second\n\ngoroutine 1 [running]:\n';
    expect(answerOf({ stdout: '', stderr, exitCode: 2 })).toBe('panic: first [recovered]\n\tpanic: second\nexit status 2');
  });

  it('shows the exit status of os.Exit without any stderr', () => {
    expect(answerOf({ stdout: 'x\n', stderr: '', exitCode: 3 })).toBe('x\nexit status 3');
  });

  it('is empty for a silent successful program', () => {
    expect(answerOf({ stdout: '', stderr: '', exitCode: 0 })).toBe('');
  });
});

describe('typed output comparison', () => {
  it('ignores trailing spaces, CRLF and trailing blank lines', () => {
    expect(sameOutput('a  \r\nb\n\n\n', 'a\nb')).toBe(true);
  });

  it('does not ignore leading spaces or changed words', () => {
    expect(sameOutput(' a\nb', 'a\nb')).toBe(false);
    expect(sameOutput('a\nc', 'a\nb')).toBe(false);
  });

  it('normalising twice changes nothing', () => {
    fc.assert(fc.property(fc.string(), (s) => normaliseOutput(normaliseOutput(s)) === normaliseOutput(s)));
  });
});

describe('normaliseStderr', () => {
  it('hides offsets, addresses and goroutine numbers but keeps the words', () => {
    const raw = '[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x4a1b2c]\n\ngoroutine 7 [running]:\nmain.f(0xc000012345)\n\t/x.go:3 +0x1d\n';
    expect(normaliseStderr(raw)).toBe(
      '[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x…]\n\ngoroutine N [running]:\nmain.f(0x…)\n\t/x.go:3 +0x…\n',
    );
  });

  it('keeps goroutine 1, which names the main goroutine', () => {
    expect(normaliseStderr('goroutine 1 [running]:')).toBe('goroutine 1 [running]:');
    // The words a frame prints for its arguments vary from run to run; the code in a signal line is not an argument.
    expect(normaliseStderr('runtime.throw({0x4a3f2e?, 0xe00?})\n\truntime/panic.go:1243 +0x1a')).toBe('runtime.throw({0x…?, 0x…?})\n\truntime/panic.go:1243 +0x…');
    expect(normaliseStderr('main.f(0xa8, 0x0?)')).toBe('main.f(0xa8, 0x0?)');
    expect(normaliseStderr('[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x4a3f2e]')).toBe('[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x…]');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => normaliseStderr(normaliseStderr(s)) === normaliseStderr(s)));
  });
});

describe('typed answers: what a person can type', () => {
  it('accepts any address, "0x…" or "0x..." where the output has an address', () => {
    const expected = '[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x…]';
    for (const typed of [expected, expected.replace('0x…', '0x4a1b2c'), expected.replace('0x…', '0x...')]) expect(sameOutput(typed, expected), typed).toBe(true);
    expect(sameOutput('main.f(0x4000123456)', 'main.f(0xc000012345)')).toBe(true);
  });

  it('accepts padding of another width and a tab or spaces as indentation', () => {
    expect(sameOutput('call 1: allowed=true state=closed', 'call 1: allowed=true  state=closed')).toBe(true);
    expect(sameOutput('outbox:    <nil>', 'outbox:  <nil>')).toBe(true);
    expect(sameOutput('    panic: second', '\tpanic: second')).toBe(true);
  });

  it('accepts digit groups in long numbers and any goroutine number', () => {
    expect(sameOutput('38 30s 2 511 401h50m20.690448384s', '38 30s 2511401h50m20.690448384s')).toBe(true);
    expect(sameOutput('attempt 37: -1_306_346h52m6.509551616s', 'attempt 37: -1306346h52m6.509551616s')).toBe(true);
    expect(sameOutput('goroutine 7 [running]:', 'goroutine N [running]:')).toBe(true);
  });

  it('still grades a wrong answer wrong', () => {
    const wrong: [string, string][] = [
      ['exit status 1', 'exit status 2'],
      ['panic: boom', 'panic: runtime error: boom'],
      ['call 1: allowed=false state=closed', 'call 1: allowed=true  state=closed'],
      ['callx1: allowed=true  state=closed', 'call 1: allowed=true  state=closed'],
      ['2 511 400h', '2511401h'],
      ['25 11401h', '2511401h'], // separators only between groups of three
      ['addr=0x1', 'addr=0x0'], // a short literal hex is a value, not an address
      ['panic: second', '\tpanic: second'], // the indentation itself is part of the output
      ['a b', 'ab'],
      ['true 12', 'true 12\nfalse'],
    ];
    for (const [typed, expected] of wrong) expect(sameOutput(typed, expected), `${typed} ≠ ${expected}`).toBe(false);
  });

  it('an output always matches itself, and changing one letter of it is always wrong', () => {
    const line = fc.stringMatching(/^[a-z0-9:.[\]()=<>*-]+( {1,3}[a-z0-9:.[\]()=<>*-]+)*$/);
    fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 4 }), (lines) => sameOutput(lines.join('\n'), lines.join('\n'))));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 4 }), fc.nat(), fc.constantFrom('q', 'z', 'Q'), (lines, at, letter) => {
        const expected = lines.join('\n');
        const positions = [...expected].flatMap((c, i) => (/[a-pr-y]/.test(c) ? [i] : []));
        if (positions.length === 0) return true;
        const i = positions[at % positions.length]!;
        const typed = expected.slice(0, i) + letter + expected.slice(i + 1);
        return !sameOutput(typed, expected);
      }),
    );
  });

  it('typing a real address, other padding or digit groups into any recorded output still matches', () => {
    const word = fc.stringMatching(/^[a-z]{1,6}$/);
    fc.assert(
      fc.property(word, word, fc.integer({ min: 2, max: 5 }), fc.bigInt({ min: 10000n, max: 10n ** 18n }), fc.stringMatching(/^[0-9a-f]{5,12}$/), (w1, w2, pad, big, hex) => {
        const expected = `${w1}${' '.repeat(pad)}${w2} ${big} pc=0x…`;
        const grouped = String(big).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
        return sameOutput(`${w1} ${w2} ${grouped} pc=0x${hex}`, expected);
      }),
    );
  });
});

describe('comparableStderr', () => {
  // Two real traces of quiz panic-47 (Go 1.27.3, normalised, cut short): the second run's goroutine had
  // moved to another P and the stack ran out three frames deeper, in the allocator's slow path.
  const overflow = (top: string, elided: number, bottom = 'main.main()') => `runtime: goroutine stack exceeds 16777216-byte limit
fatal error: stack overflow

runtime stack:
runtime.throw({0x…?, 0x…?})

goroutine 1 gp=0x… m=N mp=0x… [running]:
${top}
main.(*QuotaError).Error(0x0?)
...${elided} frames elided...
fmt.Println({0x…, 0x1, 0x1})
${bottom}

goroutine N gp=0x… m=nil [finalizer wait]:
runtime.gopark(0x0?, 0x0?, 0x0?, 0x0?, 0x0?)
`;
  const first = overflow('runtime.mallocgc(0x10?, 0x0?, 0x0?)', 79339);
  const deeper = overflow('runtime.(*mcache).nextFree(0x…?, 0x1a?)\nruntime.mallocgcSmallScanNoHeader(0xa8, 0x…)\nruntime.mallocgc(0xa8, 0x…, 0x1)', 79342);

  it('leaves out where a stack overflow\'s trace begins and how many frames it elides', () => {
    expect(first).not.toBe(deeper);
    expect(comparableStderr(first)).toBe(comparableStderr(deeper));
  });

  it('still compares the messages, the bottom of the trace and the other goroutines', () => {
    expect(comparableStderr(overflow('x()', 1, 'main.other()'))).not.toBe(comparableStderr(overflow('x()', 1)));
    expect(comparableStderr(first.replace('16777216', '8388608'))).not.toBe(comparableStderr(first));
    expect(comparableStderr(first.replace('finalizer wait', 'GC worker (idle)'))).not.toBe(comparableStderr(first));
  });

  it('leaves every other stderr as it is', () => {
    expect(comparableStderr(PANIC_STDERR)).toBe(PANIC_STDERR);
    const shallow = 'fatal error: stack overflow\n\ngoroutine 1 [running]:\nmain.f()\n';
    expect(comparableStderr(shallow)).toBe(shallow);
  });
});
