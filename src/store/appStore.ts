/**
 * The one store of the app: settings and progress, persisted in localStorage with a version.
 * A saved blob that cannot be used is kept aside under another key and reported once.
 */
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import type { StoredCard } from '../quiz/card.ts';
import type { AnswerMode, QuizSession } from '../quiz/session.ts';
import { CORRUPT_KEY_PREFIX, STORAGE_KEY } from './keys.ts';
import {
  CURRENT_VERSION,
  type LoadProblem,
  MAX_ATTEMPTS,
  type PersistedState,
  type SessionKey,
  type ThemeChoice,
  defaultPersistedState,
  loadPersisted,
} from './persistence.ts';

interface Actions {
  setTheme(theme: ThemeChoice): void;
  markSectionRead(slug: string, sectionId: string): void;
  visitChapter(slug: string, sectionId: string | null): void;
  dismissStorageProblem(): void;
  /** Saves one answer (every answer, in every mode). */
  recordAttempt(id: string, correct: boolean, mode: AnswerMode, at: number): void;
  /** Saves a question's review card after an answer. */
  setCard(id: string, card: StoredCard): void;
  /** Saves (or with null, forgets) the session of one kind. */
  setSession(key: SessionKey, session: QuizSession | null): void;
  /** Counts a visit to a lab's own page. */
  recordLabOpened(id: string, at: number): void;
  /** Replaces all progress (import or reset); settings stay as they are. */
  replaceProgress(progress: Omit<PersistedState, 'settings'>): void;
}

export type AppState = PersistedState & Actions & { storageProblem: LoadProblem | null };

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

let reportProblem: (problem: LoadProblem) => void = () => {};

const storage: PersistStorage<PersistedState> = {
  getItem(name) {
    const store = browserStorage();
    if (!store) return null;
    const raw = store.getItem(name);
    const { state, problem } = loadPersisted(raw);
    if (problem && raw !== null) {
      try {
        store.setItem(`${CORRUPT_KEY_PREFIX}${Date.now()}`, raw);
        store.removeItem(name);
      } catch {
        // storage full: the bad blob stays where it was, which loses nothing either
      }
      reportProblem(problem);
    }
    return raw === null ? null : { state, version: CURRENT_VERSION };
  },
  setItem(name, value) {
    try {
      browserStorage()?.setItem(name, JSON.stringify(value));
    } catch {
      // quota exceeded or storage disabled: progress stays in memory for this visit
    }
  },
  removeItem(name) {
    browserStorage()?.removeItem(name);
  },
};

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      ...defaultPersistedState(),
      storageProblem: null,
      setTheme: (theme) => set((s) => ({ settings: { ...s.settings, theme } })),
      markSectionRead: (slug, sectionId) =>
        set((s) => {
          const read = s.reading.readSections[slug] ?? [];
          if (read.includes(sectionId)) return s;
          return { reading: { ...s.reading, readSections: { ...s.reading.readSections, [slug]: [...read, sectionId] } } };
        }),
      visitChapter: (slug, sectionId) =>
        set((s) => ({ reading: { ...s.reading, lastVisited: { slug, sectionId, at: Date.now() } } })),
      dismissStorageProblem: () => set({ storageProblem: null }),
      recordAttempt: (id, correct, mode, at) =>
        set((s) => ({ quiz: { ...s.quiz, attempts: [...s.quiz.attempts, { id, correct, at, mode }].slice(-MAX_ATTEMPTS) } })),
      setCard: (id, card) => set((s) => ({ quiz: { ...s.quiz, cards: { ...s.quiz.cards, [id]: card } } })),
      recordLabOpened: (id, at) =>
        set((s) => {
          const prev = s.labs.opened[id];
          const next = prev ? { count: prev.count + 1, firstAt: prev.firstAt, lastAt: at } : { count: 1, firstAt: at, lastAt: at };
          return { labs: { ...s.labs, opened: { ...s.labs.opened, [id]: next } } };
        }),
      replaceProgress: ({ reading, quiz, labs }) => set({ reading, quiz, labs }),
      setSession: (key, session) =>
        set((s) => {
          const sessions = { ...s.quiz.sessions };
          if (session) sessions[key] = session;
          else delete sessions[key];
          return { quiz: { ...s.quiz, sessions } };
        }),
    }),
    {
      name: STORAGE_KEY,
      version: CURRENT_VERSION,
      storage,
      // Hydrated after React has hydrated the server HTML, so the first render matches it.
      skipHydration: true,
      partialize: (s): PersistedState => ({ settings: s.settings, reading: s.reading, quiz: s.quiz, labs: s.labs }),
      merge: (persisted, current) => ({ ...current, ...(persisted as PersistedState) }),
    },
  ),
);

reportProblem = (problem) => useAppStore.setState({ storageProblem: problem });

/** Loads the saved state, and keeps this tab in step with others that change it. */
export function startPersistence(): () => void {
  void useAppStore.persist.rehydrate();
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) void useAppStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** False during the server render and the hydrating render; true once the saved state is loaded. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    (onChange) => useAppStore.persist.onFinishHydration(onChange),
    () => useAppStore.persist.hasHydrated(),
    () => false,
  );
}
