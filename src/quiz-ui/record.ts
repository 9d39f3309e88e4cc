/**
 * Saving an answer: one action that records the attempt and moves the question's review card on, applied
 * to the stored state in one transaction. Resolves with whether it was saved (a failure is also shown
 * at once by the storage notices, on every page).
 */
import type { AnswerMode } from '../quiz/session.ts';
import { type SaveOutcome, useAppStore } from '../store/appStore.ts';

export function recordAnswer(id: string, correct: boolean, mode: AnswerMode, now: number): Promise<SaveOutcome> {
  return useAppStore.getState().answer(id, correct, mode, now);
}
