/**
 * The saved state has a known largest size: every collection is bounded (LIMITS, the session schema).
 * Builds that largest state, checks the loader keeps it whole and that its export is within what the
 * import reads; and measures what a heavy real learner's export weighs.
 */
import { describe, expect, it } from 'vitest';
import { MAX_COUNT, MAX_TIME } from '../quiz/card.ts';
import { reviewCard } from '../quiz/schedule.ts';
import { MAX_GIVEN } from '../quiz/session.ts';
import { exportProgress } from '../study/progress/exportFile.ts';
import { loadEnvelope } from './load.ts';
import { CURRENT_VERSION, LIMITS, MAX_IMPORT_BYTES, type PersistedState, SESSION_KEYS } from './persistence.ts';
import { noDrops } from './records.ts';

const id = (prefix: string, i: number, length: number) => `${prefix}-${i}-`.padEnd(length, 'x');
const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

function largestState(): PersistedState {
  const card = { due: MAX_TIME, stability: 36_499.12345678, difficulty: 9.12345678, elapsed_days: 999_999.123, scheduled_days: 999_999.123, learning_steps: MAX_COUNT, reps: MAX_COUNT, lapses: MAX_COUNT, state: 3, last_review: MAX_TIME };
  // The widest JSON a typed answer can take: every character escaped as \u00XX.
  const given = '\u0001'.repeat(MAX_GIVEN);
  const questionIds = Array.from({ length: 200 }, (_, i) => id('q', i, LIMITS.questionIdLength));
  const session = {
    mode: 'mistakes' as const,
    topic: 'reliability' as const,
    questionIds,
    index: questionIds.length,
    answers: questionIds.map((qid) => ({ id: qid, correct: false, given, typed: true, at: MAX_TIME })),
    startedAt: MAX_TIME,
    finishedAt: MAX_TIME,
    deadline: MAX_TIME,
  };
  return {
    settings: { theme: 'system' },
    reading: {
      readSections: Object.fromEntries(
        Array.from({ length: LIMITS.chapters }, (_, c) => [id('c', c, LIMITS.slugLength), Array.from({ length: LIMITS.sectionsPerChapter }, (_, s) => id('s', s, LIMITS.slugLength))]),
      ),
      lastVisited: { slug: id('c', 0, LIMITS.slugLength), sectionId: id('s', 0, LIMITS.slugLength), at: MAX_TIME },
    },
    quiz: {
      attempts: Array.from({ length: LIMITS.attempts }, (_, i) => ({ id: id('q', i, LIMITS.questionIdLength), correct: false, at: MAX_TIME, mode: 'mistakes' as const })),
      cards: Object.fromEntries(Array.from({ length: LIMITS.cards }, (_, i) => [id('q', i, LIMITS.questionIdLength), card])),
      sessions: Object.fromEntries(SESSION_KEYS.map((k) => [k, session])),
    },
    labs: { opened: Object.fromEntries(Array.from({ length: LIMITS.labs }, (_, i) => [id('l', i, LIMITS.slugLength), { count: MAX_COUNT, firstAt: MAX_TIME, lastAt: MAX_TIME }])) },
    deck: { cards: Object.fromEntries(Array.from({ length: LIMITS.deckCards }, (_, i) => [id('d', i, LIMITS.questionIdLength), card])) },
  };
}

describe('the size of the saved state', () => {
  it('the largest state the bounds allow is kept whole, and its export is within what the import reads', () => {
    const state = largestState();
    expect(loadEnvelope({ state, version: CURRENT_VERSION })).toEqual({ state, problem: null, dropped: noDrops() });
    const size = bytes(exportProgress(state, new Date(0)).json);
    console.log(`largest export: ${(size / 1024 / 1024).toFixed(1)} MB (import reads up to ${MAX_IMPORT_BYTES / 1024 / 1024} MB)`);
    expect(size).toBeLessThanOrEqual(MAX_IMPORT_BYTES);
  });

  it('a heavy real learner: 20 000 answers, a card for each of 400 questions, 40 sections in each of 10 chapters', () => {
    const now = Date.UTC(2026, 11, 1);
    const ids = Array.from({ length: 400 }, (_, i) => `errors-${String(i).padStart(3, '0')}`);
    const cards = Object.fromEntries(ids.map((q) => [q, reviewCard(reviewCard(undefined, true, now - 86_400_000), false, now)]));
    const state: PersistedState = {
      settings: { theme: 'dark' },
      reading: { readSections: Object.fromEntries(Array.from({ length: 10 }, (_, c) => [`chapter-${c}`, Array.from({ length: 40 }, (_, s) => `section-${s}-name`)])), lastVisited: null },
      quiz: { attempts: Array.from({ length: LIMITS.attempts }, (_, i) => ({ id: ids[i % 400]!, correct: i % 3 > 0, at: now - i * 60_000, mode: 'topic' as const })).reverse(), cards, sessions: {} },
      labs: { opened: { 'retry-storm': { count: 40, firstAt: now - 1e10, lastAt: now } } },
      deck: { cards: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`card-${i}`, cards[ids[i]!]!])) },
    };
    const size = bytes(exportProgress(state, new Date(now)).json);
    console.log(`heavy real learner's export: ${(size / 1024 / 1024).toFixed(2)} MB`);
    expect(size).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('the import size limit', () => {
  it('is the one the refusal names', async () => {
    const { progress } = await import('../study/progress/strings.ts');
    expect(progress.importErrors.tooBig).toContain(`${MAX_IMPORT_BYTES / 1024 / 1024} МБ`);
  });
});
