import { describe, expect, it } from 'vitest';
import { gradeChoice, gradeTyped, outputDiff } from './grade.ts';

describe('grading', () => {
  it('a picked option is right only when it is the answer', () => {
    const options = [
      { text: 'a', correct: false },
      { text: 'b', correct: true },
    ];
    expect(gradeChoice(options, 1)).toBe(true);
    expect(gradeChoice(options, 0)).toBe(false);
    expect(gradeChoice(options, 7)).toBe(false);
  });

  it('a typed output is compared as Go output is recorded', () => {
    expect(gradeTyped('panic: boom  \r\nexit status 2\n\n', 'panic: boom\nexit status 2')).toBe(true);
    expect(gradeTyped('panic: boom', 'panic: boom\nexit status 2')).toBe(false);
    expect(gradeTyped('', '')).toBe(true);
  });
});

describe('outputDiff', () => {
  it('marks lines typed but not printed, and printed but not typed', () => {
    expect(outputDiff('a\nx\nc', 'a\nb\nc\n')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'extra', text: 'x' },
      { kind: 'missing', text: 'b' },
      { kind: 'same', text: 'c' },
    ]);
  });

  it('handles an empty answer and an empty output', () => {
    expect(outputDiff('', 'a')).toEqual([{ kind: 'missing', text: 'a' }]);
    expect(outputDiff('a', '')).toEqual([{ kind: 'extra', text: 'a' }]);
  });

  it('ignores what sameOutput ignores', () => {
    expect(outputDiff('a  \r\nb\n\n', 'a\nb').every((l) => l.kind === 'same')).toBe(true);
  });
});

describe('outputDiff with what a person can type', () => {
  it('counts a typed address or narrower padding as the same line, and marks a real difference', () => {
    expect(outputDiff('x\npc=0x4a1b2c\nexit status 1', 'x\npc=0x…\nexit status 2')).toEqual([
      { kind: 'same', text: 'x' },
      { kind: 'same', text: 'pc=0x…' },
      { kind: 'extra', text: 'exit status 1' },
      { kind: 'missing', text: 'exit status 2' },
    ]);
    expect(outputDiff('a b', 'a  b').every((l) => l.kind === 'same')).toBe(true);
    expect(gradeTyped('call 1: allowed=true state=closed', 'call 1: allowed=true  state=closed')).toBe(true);
  });
});
