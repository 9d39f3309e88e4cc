import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENAMED_QUESTION_IDS } from '../../src/quiz/renamedIds.ts';
import { readQuizFiles } from './programs.ts';
import { optionShapeProblem, questionIdProblem, renamedProblems, setupProblem } from './quiz-fairness.ts';

const bank = readQuizFiles(join(resolve(import.meta.dirname, '../..'), 'content'));

describe('quiz fairness: nothing before the answer hints at it', () => {
  it('every question in the bank has a neutral id and a setup that states no outcome', () => {
    for (const q of bank) {
      expect(q.ok, q.programId).toBe(true);
      if (!q.ok) continue;
      expect(questionIdProblem(q.topic, q.id), q.programId).toBeNull();
      expect(setupProblem(q.data.setup), q.programId).toBeNull();
    }
  });

  it('rejects ids and setups that give the answer away', () => {
    expect(questionIdProblem('errors', 'err-typed-nil-crash')).toMatch(/not neutral/);
    expect(questionIdProblem('panic', 'errors-07')).toMatch(/topic/);
    expect(questionIdProblem('panic', 'panic-07')).toBeNull();
    expect(setupProblem('Что выведет программа и с каким кодом она завершится?')).not.toBeNull();
    expect(setupProblem('`go vet` эту программу отвергает.')).not.toBeNull();
    expect(setupProblem('Момент, когда рантайм заметит гонку, зависит от планировщика.')).not.toBeNull();
    expect(setupProblem('Программа запущена с переменной окружения `GODEBUG=panicnil=1`.')).toBeNull();
    expect(setupProblem('Часы в программе подменены.')).toBeNull();
  });

  it('the answer never stands out by its shape: some distractor ends the same way (exit status or not)', () => {
    const problems = bank.flatMap((q) => (q.ok ? [optionShapeProblem(q.data.answer, q.data.distractors)].filter(Boolean).map((p) => `${q.id}: ${p}`) : []));
    expect(problems).toEqual([]);
    expect(optionShapeProblem('x\nexit status 2', ['y', 'z'])).toMatch(/only the answer/);
    expect(optionShapeProblem('x', ['panic: a\nexit status 2', 'fatal error: b\nexit status 2'])).toMatch(/returns normally/);
    expect(optionShapeProblem('x\nexit status 2', ['y', 'z\nexit status 2'])).toBeNull();
  });

  it('every old id leads to a current question', () => {
    const ids = new Set(bank.flatMap((q) => (q.ok ? [q.id] : [])));
    expect(renamedProblems(RENAMED_QUESTION_IDS, ids)).toEqual([]);
    expect(renamedProblems({ 'errors-01': 'errors-02', gone: 'nowhere-1' }, new Set(['errors-01', 'errors-02']))).toHaveLength(2);
  });
});
