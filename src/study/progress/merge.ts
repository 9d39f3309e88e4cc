/**
 * Merging two saved progresses (import on another device): nothing read or answered is lost, and
 * merging the same file twice changes nothing. Pure: no React, no storage.
 */
import { MAX_ATTEMPTS, type PersistedState } from '../../store/persistence.ts';

export type Progress = Omit<PersistedState, 'settings'>;
type Attempt = Progress['quiz']['attempts'][number];
type Card = Progress['quiz']['cards'][string];

/** Sections per chapter the schema accepts. */
const MAX_SECTIONS = 500;

function mergeRecords<V>(a: Record<string, V>, b: Record<string, V>, pick: (x: V, y: V) => V): Record<string, V> {
  const out: Record<string, V> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    out[key] = mine === undefined ? value : pick(mine, value);
  }
  return out;
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
  return all.slice(-MAX_ATTEMPTS);
}

/** The card of the later review wins: it already contains the earlier one's history. */
function newerCard(a: Card, b: Card): Card {
  const ra = a.last_review ?? -1;
  const rb = b.last_review ?? -1;
  if (rb !== ra) return rb > ra ? b : a;
  return b.reps > a.reps ? b : a;
}

export function mergeProgress(a: Progress, b: Progress): Progress {
  const readSections = mergeRecords(a.reading.readSections, b.reading.readSections, (x, y) => {
    const extra = y.filter((id) => !x.includes(id));
    return extra.length === 0 ? x : [...x, ...extra].slice(0, MAX_SECTIONS);
  });
  const la = a.reading.lastVisited;
  const lb = b.reading.lastVisited;
  const lastVisited = !la ? lb : !lb ? la : lb.at > la.at ? lb : la;
  return {
    reading: { readSections, lastVisited },
    quiz: {
      attempts: mergeAttempts(a.quiz.attempts, b.quiz.attempts),
      cards: mergeRecords(a.quiz.cards, b.quiz.cards, newerCard),
      sessions: mergeRecords(a.quiz.sessions, b.quiz.sessions, (x, y) => (y.startedAt > x.startedAt ? y : x)),
    },
    labs: {
      opened: mergeRecords(a.labs.opened, b.labs.opened, (x, y) => ({
        count: Math.max(x.count, y.count),
        firstAt: Math.min(x.firstAt, y.firstAt),
        lastAt: Math.max(x.lastAt, y.lastAt),
      })),
    },
  };
}

export function progressOf(state: PersistedState): Progress {
  return { reading: state.reading, quiz: state.quiz, labs: state.labs };
}

/** Counts for the learner: how much a file holds. */
export function progressSummary(p: Progress): { sections: number; answers: number } {
  const sections = Object.values(p.reading.readSections).reduce((n, ids) => n + ids.length, 0);
  return { sections, answers: p.quiz.attempts.length };
}
