/**
 * Asking the browser to keep the site's data (navigator.storage.persist): when to ask, when to tell
 * the learner that it was refused. No React, no globals: the caller passes the StorageManager and
 * the clock, and keeps the memo in localStorage.
 */

export type PersistOutcome = 'granted' | 'denied' | 'unsupported';

export interface PersistMemo {
  /** What the browser answered last time; null before the first question. */
  outcome: PersistOutcome | null;
  /** When it was asked (epoch ms). */
  at: number;
  /** The learner closed the notice about a refusal. */
  dismissed: boolean;
}

export const EMPTY_MEMO: PersistMemo = { outcome: null, at: 0, dismissed: false };

/** Chromium decides by how much the site is used: a refusal is retried after a week. */
export const ASK_AGAIN_MS = 7 * 24 * 60 * 60 * 1000;

export function parseMemo(raw: string | null): PersistMemo {
  if (!raw) return EMPTY_MEMO;
  try {
    const v = JSON.parse(raw) as Partial<PersistMemo>;
    const outcome = v.outcome === 'granted' || v.outcome === 'denied' || v.outcome === 'unsupported' ? v.outcome : null;
    const at = typeof v.at === 'number' && Number.isFinite(v.at) && v.at >= 0 ? v.at : 0;
    return { outcome, at, dismissed: v.dismissed === true };
  } catch {
    return EMPTY_MEMO;
  }
}

/** Whether there is anything worth keeping: a section read, an answer, a lab opened. */
export function hasProgress(state: {
  reading: { readSections: Record<string, readonly string[]> };
  quiz: { attempts: readonly unknown[] };
}): boolean {
  return Object.values(state.reading.readSections).some((ids) => ids.length > 0) || state.quiz.attempts.length > 0;
}

export function shouldAsk(memo: PersistMemo, now: number): boolean {
  if (memo.outcome === null) return true;
  return memo.outcome === 'denied' && now - memo.at >= ASK_AGAIN_MS;
}

/** The refusal is said once; a grant needs no words. */
export function shouldNotify(memo: PersistMemo): boolean {
  return (memo.outcome === 'denied' || memo.outcome === 'unsupported') && !memo.dismissed;
}

interface StorageManagerLike {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

/** Asks for persistent storage unless it is already granted. Never throws. */
export async function requestPersistence(storage: StorageManagerLike | undefined): Promise<PersistOutcome> {
  if (!storage?.persist || !storage.persisted) return 'unsupported';
  try {
    if (await storage.persisted()) return 'granted';
    return (await storage.persist()) ? 'granted' : 'denied';
  } catch {
    return 'unsupported';
  }
}

/** The memo after asking: a new refusal is reported again even if an older one was dismissed long ago. */
export function afterAsking(memo: PersistMemo, outcome: PersistOutcome, now: number): PersistMemo {
  const dismissed = outcome === memo.outcome ? memo.dismissed : false;
  return { outcome, at: now, dismissed };
}
