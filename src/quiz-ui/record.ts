/** Saving an answer: the attempt at once, then the question's review card once the scheduler has loaded. */
import type { AnswerMode } from '../quiz/session.ts';
import { useAppStore } from '../store/appStore.ts';
import { loadScheduler } from './bank.ts';

export function recordAnswer(id: string, correct: boolean, mode: AnswerMode, now: number): void {
  useAppStore.getState().recordAttempt(id, correct, mode, now);
  loadScheduler()
    .then(({ reviewCard }) => {
      const state = useAppStore.getState();
      state.setCard(id, reviewCard(state.quiz.cards[id], correct, now));
    })
    .catch((error: unknown) => console.error('scheduler failed to load', error));
}
