import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerOf, normaliseOutput } from '../../src/quiz/output.ts';
import { QUIZ_TOPICS } from '../../src/quiz/schema.ts';
import { GO_RUNS_FILE, type GoRunsRecord, readQuizFiles } from './programs.ts';

const root = resolve(import.meta.dirname, '../..');
const quizzes = readQuizFiles(join(root, 'content'));
const runs = JSON.parse(readFileSync(join(root, GO_RUNS_FILE), 'utf8')) as GoRunsRecord;

describe('the quiz bank', () => {
  it('every quiz.yaml matches the schema', () => {
    expect(quizzes.filter((q) => !q.ok)).toEqual([]);
  });

  it('has at least 25 questions in every topic', () => {
    for (const topic of QUIZ_TOPICS) {
      const count = quizzes.filter((q) => q.ok && q.topic === topic).length;
      expect(count, topic).toBeGreaterThanOrEqual(25);
    }
  });

  it('every correct option is exactly the recorded output of a real Go run, and no distractor is', () => {
    const wrong: string[] = [];
    for (const q of quizzes) {
      if (!q.ok) continue;
      const run = runs.programs[q.programId];
      if (!run) {
        wrong.push(`${q.id}: no recorded run`);
        continue;
      }
      const real = answerOf(run);
      if (normaliseOutput(q.data.answer) !== real) wrong.push(`${q.id}: answer is not the output`);
      if (q.data.distractors.some((d) => normaliseOutput(d) === real)) wrong.push(`${q.id}: a distractor equals the output`);
    }
    expect(wrong).toEqual([]);
  });

  it('a program\'s goprep directives come after its code, so a trace\'s line numbers match the program as shown', () => {
    // The page shows the program without those lines (displaySource); above the code they would shift every line.
    const early: string[] = [];
    for (const q of quizzes) {
      const lines = readFileSync(join(root, 'content', q.programId, 'main.go'), 'utf8').split('\n');
      const isDirective = (line: string) => /^\s*\/\/goprep:/.test(line);
      const lastCode = lines.findLastIndex((line) => line.trim() !== '' && !isDirective(line));
      if (lines.some((line, i) => isDirective(line) && i < lastCode)) early.push(q.programId);
    }
    expect(early).toEqual([]);
  });

  it('question ids are unique across topics', () => {
    const ids = quizzes.flatMap((q) => (q.ok ? [q.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
