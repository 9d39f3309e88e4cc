/**
 * Every change to the saved state is one action applied by `reduce`: pure, no React, no storage. The UI
 * dispatches actions; the persistence engine applies the same actions to the stored state inside one
 * IndexedDB transaction, so two tabs acting at once both keep their changes.
 *
 * The invariant (src/store/invariant.test.ts): from a valid state, any action gives a valid state, one
 * the loader reads back unchanged. Inputs are checked here, at the boundary: an action with an invalid
 * id is ignored, a number out of range is clamped, a full collection takes no new key.
 */
import { isGrade, type Grade } from '../quiz/grades.ts';
import { gradeCard, reviewCard } from '../quiz/schedule.ts';
import type { AnswerMode, QuizSession } from '../quiz/session.ts';
import { mergeProgress } from './merge.ts';
import { LIMITS, type PersistedState, type Progress, type SessionKey, type ThemeChoice, defaultPersistedState, progressOf } from './persistence.ts';
import { MAX_COUNT, clampTime, isAnswerMode, isQuestionId, isSessionKey, isSlug, isTheme, normaliseProgress, normaliseSession, own, questionIdOf } from './records.ts';

export type Action =
  | { type: 'setTheme'; theme: ThemeChoice }
  | { type: 'readSection'; slug: string; sectionId: string }
  | { type: 'visitChapter'; slug: string; sectionId: string | null; at: number }
  /** One answer: the attempt is recorded and the question's review card moves on (FSRS). */
  | { type: 'answer'; id: string; correct: boolean; mode: AnswerMode; at: number }
  /** The learner graded their recall of an interview card: its deck card moves on (FSRS). */
  | { type: 'gradeCard'; id: string; grade: Grade; at: number }
  /** Saves (or with null, forgets) the session of one kind. */
  | { type: 'setSession'; key: SessionKey; session: QuizSession | null }
  | { type: 'labOpened'; id: string; at: number }
  /** Adds a progress (a file, a copy set aside) to the current one; nothing is lost. */
  | { type: 'importMerge'; progress: Progress }
  /** Replaces all progress (the engine sets the old one aside first); settings stay. */
  | { type: 'importReplace'; progress: Progress }
  /** Empties all progress (the engine sets the old one aside first); settings stay. */
  | { type: 'reset' };

/** Actions after which the engine keeps the previous progress as a copy that can be restored. */
export const REPLACING_ACTIONS: ReadonlySet<Action['type']> = new Set(['importReplace', 'reset']);

export function reduce(s: PersistedState, action: Action): PersistedState {
  switch (action.type) {
    case 'setTheme':
      return isTheme(action.theme) && action.theme !== s.settings.theme ? { ...s, settings: { ...s.settings, theme: action.theme } } : s;

    case 'readSection': {
      const { slug, sectionId } = action;
      if (!isSlug(slug) || !isSlug(sectionId)) return s;
      const read = own(s.reading.readSections, slug);
      if (read?.includes(sectionId)) return s;
      if (read ? read.length >= LIMITS.sectionsPerChapter : Object.keys(s.reading.readSections).length >= LIMITS.chapters) return s;
      const readSections = Object.fromEntries([...Object.entries(s.reading.readSections), [slug, [...(read ?? []), sectionId]]]);
      return { ...s, reading: { ...s.reading, readSections } };
    }

    case 'visitChapter': {
      const { slug, sectionId } = action;
      const at = clampTime(action.at);
      if (!isSlug(slug) || !(sectionId === null || isSlug(sectionId)) || at === null) return s;
      return { ...s, reading: { ...s.reading, lastVisited: { slug, sectionId, at } } };
    }

    case 'answer': {
      const { correct, mode } = action;
      const id = questionIdOf(action.id);
      const at = clampTime(action.at);
      if (id === null || typeof correct !== 'boolean' || !isAnswerMode(mode) || at === null) return s;
      const attempts = [...s.quiz.attempts, { id, correct, at, mode }].slice(-LIMITS.attempts);
      const had = own(s.quiz.cards, id);
      let cards = s.quiz.cards;
      if (had || Object.keys(cards).length < LIMITS.cards) {
        cards = Object.fromEntries([...Object.entries(cards), [id, reviewCard(had, correct, at)]]);
      }
      return { ...s, quiz: { ...s.quiz, attempts, cards } };
    }

    case 'gradeCard': {
      const at = clampTime(action.at);
      if (!isQuestionId(action.id) || !isGrade(action.grade) || at === null) return s;
      const had = own(s.deck.cards, action.id);
      if (!had && Object.keys(s.deck.cards).length >= LIMITS.deckCards) return s;
      const cards = Object.fromEntries([...Object.entries(s.deck.cards), [action.id, gradeCard(had, action.grade, at)]]);
      return { ...s, deck: { ...s.deck, cards } };
    }

    case 'setSession': {
      const { key } = action;
      if (!isSessionKey(key)) return s;
      const sessions = new Map(Object.entries(s.quiz.sessions));
      if (action.session === null) {
        if (!sessions.has(key)) return s;
        sessions.delete(key);
      } else {
        const session = normaliseSession(action.session);
        if (!session || session === 'merged') return s;
        sessions.set(key, session);
      }
      return { ...s, quiz: { ...s.quiz, sessions: Object.fromEntries(sessions) } };
    }

    case 'labOpened': {
      const at = clampTime(action.at);
      if (!isSlug(action.id) || at === null) return s;
      const prev = own(s.labs.opened, action.id);
      if (!prev && Object.keys(s.labs.opened).length >= LIMITS.labs) return s;
      const next = prev
        ? { count: Math.min(MAX_COUNT, prev.count + 1), firstAt: Math.min(prev.firstAt, at), lastAt: Math.max(prev.lastAt, at) }
        : { count: 1, firstAt: at, lastAt: at };
      return { ...s, labs: { ...s.labs, opened: Object.fromEntries([...Object.entries(s.labs.opened), [action.id, next]]) } };
    }

    case 'importMerge':
      // Normalised again here: whatever the caller passes, the result is a valid state.
      return { settings: s.settings, ...mergeProgress(progressOf(s), normaliseProgress(action.progress).progress) };

    case 'importReplace':
      return { settings: s.settings, ...normaliseProgress(action.progress).progress };

    case 'reset':
      return { ...defaultPersistedState(), settings: s.settings };
  }
}
