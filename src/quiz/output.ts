/** What one run of a Go program produced, as recorded by `npm run verify:go`. */
export interface GoRun {
  stdout: string;
  /** Normalised: addresses, offsets and goroutine numbers replaced (see normaliseStderr). */
  stderr: string;
  exitCode: number;
}

/** Lines with trailing spaces trimmed and trailing empty lines dropped. */
export function normaliseOutput(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n').map((line) => line.replace(/[ \t]+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

/**
 * The output as a learner would write it down: stdout; then stderr up to its first blank line
 * (the `panic: …` or `fatal error: …` block, without the goroutine trace); then `exit status N`
 * when the status is not 0. This is what a quiz's `answer` must equal.
 */
export function answerOf(run: GoRun): string {
  const parts: string[] = [];
  const stdout = normaliseOutput(run.stdout);
  if (stdout !== '') parts.push(stdout);
  const stderr = normaliseOutput(run.stderr);
  if (stderr !== '') {
    const blank = stderr.search(/\n[ \t]*\n/);
    parts.push(blank === -1 ? stderr : stderr.slice(0, blank));
  }
  if (run.exitCode !== 0) parts.push(`exit status ${run.exitCode}`);
  return parts.join('\n');
}

/** True when a typed answer means the same output (line endings and trailing spaces ignored). */
export function sameOutput(typed: string, expected: string): boolean {
  return normaliseOutput(typed) === normaliseOutput(expected);
}

/** Replaces what varies between runs or machines in Go's stderr, never the words. */
export function normaliseStderr(stderr: string): string {
  return stderr
    .replace(/\+0x[0-9a-f]+/g, '+0x…')
    .replace(/\b(pc|sp|fp|lr)=0x[0-9a-f]+/g, '$1=0x…')
    .replace(/\b0x[0-9a-f]{5,}\b/g, '0x…')
    .replace(/goroutine (\d+)/g, (whole, n: string) => (n === '1' ? whole : 'goroutine N'))
    .replace(/\/tmp\/[^\s:)]+/g, '/tmp/…');
}
