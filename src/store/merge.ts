/**
 * Merging two valid progresses (import from another device, a tab of an old release, a copy set aside):
 * nothing read or answered is lost, merging the same progress twice changes nothing, and the result
 * stays within LIMITS (when a dictionary would overflow, the records of `a` come first).
 */
import { type Attempt, LIMITS, type Progress } from './persistence.ts';

type Card = Progress['quiz']['cards'][string];

/** Union of two dictionaries by own keys (never a key of Object.prototype), `pick` deciding clashes. */
function mergeRecords<V>(a: Readonly<Record<string, V>>, b: Readonly<Record<string, V>>, limit: number, pick: (x: V, y: V) => V): Record<string, V> {
  const out = new Map<string, V>(Object.entries(a));
  for (const [key, value] of Object.entries(b)) {
    const mine = out.get(key);
    if (mine !== undefined) out.set(key, pick(mine, value));
    else if (out.size < limit) out.set(key, value);
  }
  return Object.fromEntries(out);
}

const attemptKey = (x: Attempt) => `${x.id}|${x.at}|${x.mode}|${x.correct}`;

function mergeAttempts(a: readonly Attempt[], b: readonly Attempt[]): Attempt[] {
  const seen = new Set<string>();
  const all: Attempt[] = [];
  for (const x of [...a, ...b]) {
    const key = attemptKey(x);
    if (seen.has(key)) continue;
    seen.add(key);
    all.push(x);
  }
  // Oldest first, as the store appends them; equal times keep their order (Array.sort is stable).
  all.sort((x, y) => x.at - y.at);
  return all.slice(-LIMITS.attempts);
}

/** The card of the later review wins: it already contains the earlier one's history. */
function newerCard(a: Card, b: Card): Card {
  const ra = a.last_review ?? -1;
  const rb = b.last_review ?? -1;
  if (rb !== ra) return rb > ra ? b : a;
  return b.reps > a.reps ? b : a;
}

function mergeSections(x: string[], y: string[]): string[] {
  const have = new Set(x);
  const extra = y.filter((id) => !have.has(id));
  return extra.length === 0 ? x : [...x, ...extra].slice(0, LIMITS.sectionsPerChapter);
}

export function mergeProgress(a: Progress, b: Progress): Progress {
  const la = a.reading.lastVisited;
  const lb = b.reading.lastVisited;
  const lastVisited = !la ? lb : !lb ? la : lb.at > la.at ? lb : la;
  return {
    reading: { readSections: mergeRecords(a.reading.readSections, b.reading.readSections, LIMITS.chapters, mergeSections), lastVisited },
    quiz: {
      attempts: mergeAttempts(a.quiz.attempts, b.quiz.attempts),
      cards: mergeRecords(a.quiz.cards, b.quiz.cards, LIMITS.cards, newerCard),
      // Session keys are a fixed set, so the limit never bites.
      sessions: mergeRecords(a.quiz.sessions, b.quiz.sessions, Infinity, (x, y) => (y.startedAt > x.startedAt ? y : x)),
    },
    labs: {
      opened: mergeRecords(a.labs.opened, b.labs.opened, LIMITS.labs, (x, y) => ({
        count: Math.max(x.count, y.count),
        firstAt: Math.min(x.firstAt, y.firstAt),
        lastAt: Math.max(x.lastAt, y.lastAt),
      })),
    },
    deck: { cards: mergeRecords(a.deck.cards, b.deck.cards, LIMITS.deckCards, newerCard) },
  };
}

/** Counts for the learner: how much a progress holds. */
export function progressSummary(p: Progress): { sections: number; answers: number } {
  const sections = Object.values(p.reading.readSections).reduce((n, ids) => n + ids.length, 0);
  return { sections, answers: p.quiz.attempts.length };
}

/** Whether there is anything worth keeping: a section read, an answer, a card (quiz or deck), a lab opened. */
export function hasAnyProgress(p: Progress): boolean {
  return (
    Object.values(p.reading.readSections).some((ids) => ids.length > 0) ||
    p.quiz.attempts.length > 0 ||
    Object.keys(p.quiz.cards).length > 0 ||
    Object.keys(p.deck.cards).length > 0 ||
    Object.keys(p.labs.opened).length > 0
  );
}
