/** How well each topic is known: the share of its questions whose latest answer was right. */
import { QUIZ_TOPICS, type QuizTopic } from './schema.ts';

export interface Attempt {
  id: string;
  correct: boolean;
  at: number;
}

export interface TopicMastery {
  total: number;
  /** Questions answered at least once. */
  seen: number;
  /** Questions whose latest answer was right. */
  known: number;
  /** known / total, 0..1. */
  mastery: number;
}

export function masteryByTopic(attempts: readonly Attempt[], topicOf: ReadonlyMap<string, QuizTopic>): Record<QuizTopic, TopicMastery> {
  const latest = new Map<string, Attempt>();
  for (const a of attempts) {
    const prev = latest.get(a.id);
    if (!prev || a.at >= prev.at) latest.set(a.id, a);
  }
  const result = Object.fromEntries(QUIZ_TOPICS.map((t) => [t, { total: 0, seen: 0, known: 0, mastery: 0 }])) as Record<QuizTopic, TopicMastery>;
  for (const [id, topic] of topicOf) {
    const r = result[topic];
    r.total++;
    const a = latest.get(id);
    if (a) {
      r.seen++;
      if (a.correct) r.known++;
    }
  }
  for (const r of Object.values(result)) r.mastery = r.total === 0 ? 0 : r.known / r.total;
  return result;
}

export type MasteryPoint = { day: string } & Record<QuizTopic, number>;

/** A local calendar day, YYYY-MM-DD. */
export function localDay(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Mastery per topic (in percent) at the end of every day that had answers, oldest first. */
export function masteryOverTime(
  attempts: readonly Attempt[],
  topicOf: ReadonlyMap<string, QuizTopic>,
  dayOf: (at: number) => string = localDay,
): MasteryPoint[] {
  const sorted = [...attempts].sort((a, b) => a.at - b.at);
  const points: MasteryPoint[] = [];
  const seen: Attempt[] = [];
  for (let i = 0; i < sorted.length; i++) {
    seen.push(sorted[i]!);
    const day = dayOf(sorted[i]!.at);
    const next = sorted[i + 1];
    if (next && dayOf(next.at) === day) continue;
    const m = masteryByTopic(seen, topicOf);
    points.push({
      day,
      ...(Object.fromEntries(QUIZ_TOPICS.map((t) => [t, Math.round(m[t].mastery * 100)])) as Record<QuizTopic, number>),
    });
  }
  return points;
}
