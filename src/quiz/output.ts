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

/** What may stand between the digit groups of a long number a person types: a space, a thin space, `_`, `,`, `'`. */
const DIGIT_GROUP_SEPARATOR = "[ _,'\u00a0\u202f]?";

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A run of 5+ digits, allowing separators between groups of three counted from the right (1 306 346). */
function digitsPattern(digits: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(DIGIT_GROUP_SEPARATOR);
}

/**
 * The pattern a typed line must match to mean the expected line. It differs from the line only where a
 * person cannot know or does not type the exact characters: an address (`0x…` in the record, any hex, `0x…`
 * or `0x...` accepted), a goroutine number, the width of padding between words (any run of spaces for a run
 * of two or more), the kind of leading indentation (a tab or spaces), and separators in long numbers.
 * Everything else — words, punctuation, other numbers — must be exact, so a wrong answer stays wrong.
 */
export function typedLinePattern(expected: string): RegExp {
  let out = '';
  let i = 0;
  const lead = /^[ \t]+/.exec(expected);
  if (lead) {
    out += '[ \\t]+';
    i = lead[0].length;
  }
  while (i < expected.length) {
    const rest = expected.slice(i);
    let m: RegExpExecArray | null;
    if ((m = /^0x(?:…|[0-9a-f]{5,}\b)/.exec(rest))) {
      out += '0x(?:…|\\.\\.\\.|[0-9a-fA-F]+)';
    } else if ((m = /^goroutine (?:N|\d+)\b/.exec(rest))) {
      out += 'goroutine (?:N|\\d+)';
    } else if ((m = /^ {2,}/.exec(rest))) {
      out += ' +';
    } else if ((m = /^\d{5,}/.exec(rest))) {
      out += digitsPattern(m[0]);
    } else {
      m = /^./su.exec(rest)!;
      out += escapeRegex(m[0]);
    }
    i += m[0].length;
  }
  return new RegExp(`^${out}$`, 'u');
}

/** Whether a typed line means the expected one (see typedLinePattern). */
export function sameLine(typed: string, expected: string): boolean {
  return typed === expected || typedLinePattern(expected).test(typed);
}

/** True when a typed answer means the same output: line endings and trailing spaces ignored, and what typedLinePattern allows. */
export function sameOutput(typed: string, expected: string): boolean {
  const a = normaliseOutput(typed).split('\n');
  const b = normaliseOutput(expected).split('\n');
  return a.length === b.length && a.every((line, i) => sameLine(line, b[i]!));
}

/** Replaces what varies between runs or machines in Go's stderr, never the words. */
export function normaliseStderr(stderr: string): string {
  return stderr
    .replace(/\+0x[0-9a-f]+/g, '+0x…')
    .replace(/\b(pc|sp|fp|lr)=0x[0-9a-f]+/g, '$1=0x…')
    .replace(/\b0x[0-9a-f]{5,}\b/g, '0x…')
    // A frame's argument words are register and stack contents: a length such as 0xe00 in one run is a
    // pointer in the next (seen in runtime.throw's arguments on a stack overflow under GOMAXPROCS=1 and 4).
    .replace(/^([\w.*()/-]+\()(.*)\)$/gm, (_whole, name: string, args: string) => `${name}${args.replace(/\b0x[0-9a-f]{3,}\b/g, '0x…')})`)
    .replace(/\bm=\d+\b/g, 'm=N')
    .replace(/goroutine (\d+)/g, (whole, n: string) => (n === '1' ? whole : 'goroutine N'))
    .replace(/\/tmp\/[^\s:)]+/g, '/tmp/…');
}

/**
 * Stderr as two runs of one program are compared (by verify:go: under GOMAXPROCS=1 and 4, and with the
 * record). A stack overflow's trace begins in the frame where the stack ran out, and that depends on the
 * state of the allocator's cache of the P the goroutine runs on (its slow path calls deeper): on a loaded
 * machine under GOMAXPROCS=4 the goroutine can move to another P, and the trace then begins in
 * runtime.(*mcache).nextFree instead of runtime.mallocgc, a few frames further, so the count of elided
 * frames changes too (Go 1.27.3). Those top frames are left out; the messages above them, the bottom of
 * the trace and the other goroutines are compared as they are.
 */
export function comparableStderr(stderr: string): string {
  if (!stderr.includes('fatal error: stack overflow')) return stderr;
  return stderr.replace(/^(goroutine (?:1|N) [^\n]*\[running\]:\n)[\s\S]*?^\.\.\.\d+ frames elided\.\.\.$/m, '$1…\n...frames elided...');
}
