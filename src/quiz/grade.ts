/** Grading an answer: a picked option, or an output typed by hand (compared like Go's output is recorded). */
import { diffLines } from 'diff';
import { normaliseOutput, sameOutput } from './output.ts';
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

/** A line diff of what was typed against the real output, both normalised first. */
export function outputDiff(typed: string, expected: string): DiffLine[] {
  const a = normaliseOutput(typed);
  const b = normaliseOutput(expected);
  const out: DiffLine[] = [];
  for (const change of diffLines(a === '' ? '' : `${a}\n`, b === '' ? '' : `${b}\n`)) {
    const kind: DiffKind = change.added ? 'missing' : change.removed ? 'extra' : 'same';
    const lines = change.value.replace(/\n$/, '').split('\n');
    for (const text of lines) out.push({ kind, text });
  }
  return out;
}
