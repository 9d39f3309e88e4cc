import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerOf, normaliseOutput, normaliseStderr, sameOutput } from './output.ts';

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
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => normaliseStderr(normaliseStderr(s)) === normaliseStderr(s)));
  });
});
