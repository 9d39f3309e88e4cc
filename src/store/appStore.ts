/**
 * The one store of the app: settings, progress and the state of their storage. Small on purpose (it is in
 * every page's first load): every change is an action (reducer.ts) handed to the persistence engine
 * (engine.ts), which is loaded after the first paint. Actions dispatched before it is ready wait for it
 * and are applied to the loaded state, so none is lost.
 */
import { create } from 'zustand';
import type { Grade } from '../quiz/grades.ts';
import type { AnswerMode, QuizSession } from '../quiz/session.ts';
import type { Engine, Pending } from './engine.ts';
import { CHANNEL_NAME, STORAGE_KEY, mayHoldSavedState } from './keys.ts';
import { type PersistedState, type SessionKey, type ThemeChoice, defaultPersistedState } from './persistence.ts';
import type { Action } from './reducer.ts';
import { type SaveOutcome, type StorageStatus, initialStatus } from './status.ts';

export type { SaveOutcome, StorageStatus };

interface Actions {
  setTheme(theme: ThemeChoice): void;
  markSectionRead(slug: string, sectionId: string): void;
  visitChapter(slug: string, sectionId: string | null): void;
  /** Saves one answer (every answer, in every mode) and moves the question's review card on. */
  answer(id: string, correct: boolean, mode: AnswerMode, at: number): Promise<SaveOutcome>;
  /** Saves the learner's grade of an interview card and moves its deck card on. */
  gradeCard(id: string, grade: Grade, at: number): Promise<SaveOutcome>;
  /** Saves (or with null, forgets) the session of one kind. */
  setSession(key: SessionKey, session: QuizSession | null): void;
  /** Counts a visit to a lab's own page. */
  recordLabOpened(id: string, at: number): void;
  /** Hides the notice about a repaired saved state. */
  dismissRecovery(): void;
}

export type AppState = PersistedState & Actions & { storage: StorageStatus };

let engine: Engine | null = null;
const early: Pending[] = [];
let engineReady: Promise<Engine> | null = null;

/** Applies an action in this tab and saves it; resolves when it is saved, or known not to be. */
export function dispatch(action: Action): Promise<SaveOutcome> {
  if (engine) return engine.dispatch(action);
  const queued = new Promise<SaveOutcome>((resolve) => early.push({ action, resolve }));
  // A first change in a browser with nothing saved: the engine loads now, to save it.
  whenEngine().catch(() => {});
  return queued;
}

export const useAppStore = create<AppState>()((set) => ({
  ...defaultPersistedState(),
  storage: initialStatus,
  setTheme: (theme) => void dispatch({ type: 'setTheme', theme }),
  markSectionRead: (slug, sectionId) => void dispatch({ type: 'readSection', slug, sectionId }),
  visitChapter: (slug, sectionId) => void dispatch({ type: 'visitChapter', slug, sectionId, at: Date.now() }),
  answer: (id, correct, mode, at) => dispatch({ type: 'answer', id, correct, mode, at }),
  gradeCard: (id, grade, at) => dispatch({ type: 'gradeCard', id, grade, at }),
  setSession: (key, session) => void dispatch({ type: 'setSession', key, session }),
  recordLabOpened: (id, at) => void dispatch({ type: 'labOpened', id, at }),
  dismissRecovery: () => set((s) => ({ storage: { ...s.storage, recovery: null } })),
}));

/** Names of this origin's localStorage keys and IndexedDB databases (null where the browser will not say). */
async function storageNames(): Promise<[string[] | null, string[] | null]> {
  let keys: string[] | null;
  try {
    const ls = window.localStorage;
    keys = Array.from({ length: ls.length }, (_, i) => ls.key(i)).filter((k): k is string => k !== null);
  } catch {
    keys = null;
  }
  let dbs: string[] | null = null;
  try {
    if (typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function') dbs = (await indexedDB.databases()).map((d) => d.name ?? '');
  } catch {
    dbs = null;
  }
  return [keys, dbs];
}

/**
 * Loads the saved state and keeps this tab in step with others. Called once the page has hydrated (so
 * the first render matches the server HTML). The engine (≈ 25 kB gzip with the scheduler) is loaded only
 * when there may be something saved; on a first visit the defaults are the state until the learner
 * changes something (dispatch loads it then) or another tab saves.
 */
export function startPersistence(): () => void {
  void storageNames().then(([keys, dbs]) => {
    if (mayHoldSavedState(keys, dbs)) {
      whenEngine().catch(() => {}); // reported in the store's status
      return;
    }
    if (!engineReady) useAppStore.setState((s) => ({ storage: { ...s.storage, ready: true } }));
    // A tab of a release before IndexedDB saved its state in localStorage: the engine merges it in.
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEY || e.newValue === null) return;
      window.removeEventListener('storage', onStorage);
      whenEngine().catch(() => {});
    };
    window.addEventListener('storage', onStorage);
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = () => {
      channel.close();
      whenEngine().catch(() => {});
    };
  });
  return () => {};
}

/** The scheduler (ts-fsrs), loaded with the engine that every page loads anyway. */
export function whenScheduler(): Promise<Pick<typeof import('../quiz/schedule.ts'), 'gradeCard'>> {
  return import('./boot.ts');
}

/** The engine, once loaded (the progress page uses it for the copies set aside). */
export function whenEngine(): Promise<Engine> {
  engineReady ??= import('./boot.ts')
    .then(({ boot }) =>
      boot(
        {
          state: (state) => useAppStore.setState({ settings: state.settings, reading: state.reading, quiz: state.quiz, labs: state.labs, deck: state.deck }),
          status: (patch) =>
            useAppStore.setState((s) =>
              (Object.keys(patch) as (keyof StorageStatus)[]).every((k) => s.storage[k] === patch[k]) ? s : { storage: { ...s.storage, ...patch } },
            ),
        },
        // The actions dispatched before it loaded are applied once it has (below), through the path
        // every later action takes: handed to the loading engine, a first visit's first change was lost.
        [],
      ),
    )
    .then((started) => {
      engine = started;
      // Dispatched while the engine was loading the saved state: applied on top of it now.
      for (const p of early.splice(0)) void started.dispatch(p.action).then(p.resolve);
      return started;
    })
    .catch((error: unknown) => {
      // The engine's code did not load (offline on a first visit, a broken deploy): say progress is not kept.
      console.error('storage engine failed to start', error);
      useAppStore.setState((s) => ({ storage: { ...s.storage, ready: true, mode: 'memory' } }));
      engineReady = null;
      throw error;
    });
  return engineReady;
}

/** False during the server render and the hydrating render; true once the saved state is loaded. */
export function useHydrated(): boolean {
  return useAppStore((s) => s.storage.ready);
}
