/**
 * Starts the persistence engine in the browser: opens IndexedDB (or finds it unavailable), wraps
 * localStorage and BroadcastChannel, and wires the events that keep tabs in step. Loaded after the first
 * paint, with the engine.
 */
import { type Channel, Engine, type EngineView, type LegacyStorage } from './engine.ts';
import { openDb } from './idb.ts';
import { CHANNEL_NAME, STORAGE_KEY, UNSAVED_KEY } from './keys.ts';

/**
 * The scheduler (ts-fsrs) comes with the engine, whose reducer schedules every answer: a page that wants
 * it too (the deck's «через N дней») takes it from here, so it is not split into a chunk of its own.
 */
export { gradeCard } from '../quiz/schedule.ts';

type Early = Parameters<typeof Engine.start>[2];

function browserLocalStorage(): LegacyStorage | null {
  let ls: Storage;
  try {
    ls = window.localStorage;
    void ls.length; // throws where site data is blocked
  } catch {
    return null;
  }
  return {
    get: (k) => {
      try {
        return ls.getItem(k);
      } catch {
        return null;
      }
    },
    set: (k, v) => {
      try {
        ls.setItem(k, v);
      } catch {
        // full or blocked: the theme then falls back to the system one before paint, nothing else depends on it
      }
    },
    remove: (k) => {
      try {
        ls.removeItem(k);
      } catch {
        // blocked: the old state stays and is merged again next time, which changes nothing
      }
    },
    keys: () => {
      try {
        return Array.from({ length: ls.length }, (_, i) => ls.key(i)).filter((k): k is string => k !== null);
      } catch {
        return [];
      }
    },
  };
}

function broadcastChannel(): Channel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const bc = new BroadcastChannel(CHANNEL_NAME);
  return {
    post: (message) => bc.postMessage(message),
    listen: (onMessage) => {
      const handler = (e: MessageEvent) => onMessage(e.data);
      bc.addEventListener('message', handler);
      return () => bc.removeEventListener('message', handler);
    },
  };
}

export async function boot(view: EngineView, early: Early): Promise<Engine> {
  const legacy = browserLocalStorage();
  let engine: Engine | null = null;
  let upgradedEarly = false;
  const db = await openDb(() => {
    if (engine) engine.databaseUpgraded();
    else upgradedEarly = true;
  }).catch(() => null);
  const hidden = () => document.visibilityState === 'hidden';
  engine = await Engine.start({ db, legacy, channel: broadcastChannel(), now: () => Date.now(), hidden }, view, early);
  if (upgradedEarly) engine.databaseUpgraded();
  const started = engine;
  window.addEventListener('storage', (e) => {
    // A tab of a release before IndexedDB saved its state, or a tab was left with unsaved changes: save them.
    if ((e.key === STORAGE_KEY || e.key === UNSAVED_KEY) && e.newValue !== null) void started.saveFromLocalStorage();
  });
  // A write not finished when the page goes may go with it: what it holds goes to localStorage at once.
  window.addEventListener('pagehide', () => started.keepUnsaved());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void started.refresh();
  });
  return started;
}
