/**
 * Copies set aside: a saved state that could not be read whole, the progress before a «Заменить» or a
 * reset, an old release's damaged copy. Each is kept in IndexedDB as the JSON text of an import file,
 * listed on the progress page, and can be downloaded or restored. Pure rules here; the engine stores them.
 */

export type AsideReason =
  /** The saved state had broken records: they were dropped, the whole original is kept here. */
  | 'damaged'
  /** The saved state could not be read at all. */
  | 'unreadable'
  /** A copy an old release kept in localStorage (`goprep:corrupt:<time>`). */
  | 'old-copy'
  /** The progress before «Заменить» (import or undo). */
  | 'replaced'
  /** The progress before a reset. */
  | 'reset';

export interface AsideMeta {
  id: string;
  /** When the copy was made (shown to the learner). */
  at: number;
  /** When it came into this storage: the age for pruning counts from here. */
  storedAt: number;
  reason: AsideReason;
  /** Length of its JSON text (its download's size in bytes, near enough: the text is mostly ASCII). */
  bytes: number;
  /** What it holds, when it can be read. */
  sections: number | null;
  answers: number | null;
}

/** The pruning rule: the newest ASIDE_KEEP copies stay, each for ASIDE_MAX_AGE_DAYS after it was stored. */
export const ASIDE_KEEP = 10;
export const ASIDE_MAX_AGE_DAYS = 90;
const DAY_MS = 86_400_000;

export const ASIDE_INDEX_KEY = 'asides';
export const asideKey = (id: string) => `aside:${id}`;

const REASONS: readonly string[] = ['damaged', 'unreadable', 'old-copy', 'replaced', 'reset'];

/** The index as stored, with anything unrecognisable left out (the copies themselves are untouched). */
export function readAsideIndex(v: unknown): AsideMeta[] {
  if (!Array.isArray(v)) return [];
  const num = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
  const out: AsideMeta[] = [];
  for (const m of v) {
    if (typeof m !== 'object' || m === null) continue;
    const r = m as Record<string, unknown>;
    const at = num(r.at);
    const storedAt = num(r.storedAt);
    const bytes = num(r.bytes);
    if (typeof r.id !== 'string' || at === null || storedAt === null || bytes === null || typeof r.reason !== 'string' || !REASONS.includes(r.reason)) continue;
    out.push({ id: r.id, at, storedAt, reason: r.reason as AsideReason, bytes, sections: num(r.sections), answers: num(r.answers) });
  }
  return out;
}

/** Newest first; which copies the rule keeps at `now` and which go. */
export function pruneAsides(list: readonly AsideMeta[], now: number): { keep: AsideMeta[]; drop: AsideMeta[] } {
  const sorted = [...list].sort((a, b) => b.storedAt - a.storedAt || b.at - a.at);
  const keep: AsideMeta[] = [];
  const drop: AsideMeta[] = [];
  for (const m of sorted) {
    if (keep.length < ASIDE_KEEP && now - m.storedAt <= ASIDE_MAX_AGE_DAYS * DAY_MS) keep.push(m);
    else drop.push(m);
  }
  return { keep, drop };
}
