/** Grading an answer: a picked option, or an output typed by hand (compared like Go's output is recorded). */
import { diffArrays } from 'diff';
import { normaliseOutput, sameLine, sameOutput } from './output.ts';
import type { QuizOption } from './shuffle.ts';

export function gradeChoice(options: readonly QuizOption[], index: number): boolean {
  return options[index]?.correct ?? false;
}

export function gradeTyped(typed: string, expected: string): boolean {
  return sameOutput(typed, expected);
}

export type DiffKind = 'same' | 'extra' | 'missing';
export interface DiffLine {
  /** `extra`: typed but not printed; `missing`: printed but not typed. */
  kind: DiffKind;
  text: string;
}

/**
 * A line diff of what was typed against the real output, both normalised first. A typed line that means the
 * real one (an address typed as any hex, padding of another width, see sameLine) counts as the same line.
 */
export function outputDiff(typed: string, expected: string): DiffLine[] {
  const b = normaliseOutput(expected);
  const want = b === '' ? [] : b.split('\n');
  const a = normaliseOutput(typed);
  const got = (a === '' ? [] : a.split('\n')).map((line, i) => {
    if (i < want.length && sameLine(line, want[i]!)) return want[i]!;
    return want.find((w) => sameLine(line, w)) ?? line;
  });
  const out: DiffLine[] = [];
  for (const change of diffArrays(got, want)) {
    const kind: DiffKind = change.added ? 'missing' : change.removed ? 'extra' : 'same';
    for (const text of change.value) out.push({ kind, text });
  }
  return out;
}
