/**
 * The invariant the store lives by: whatever actions and imports the app performs, the state it saves is
 * read back by its own loader as the same state, with nothing dropped. Driven through `reduce`, the code
 * the UI dispatches to, and through the real loader (load.ts) and import (transfer.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TIME } from '../quiz/card.ts';
import { GRADES } from '../quiz/grades.ts';
import { reviewCard } from '../quiz/schedule.ts';
import { ANSWER_MODES, SESSION_MODES, advance, answerCurrent, createSession } from '../quiz/session.ts';
import { exportProgress } from '../study/progress/exportFile.ts';
import { parseImport } from '../study/progress/transfer.ts';
import { UNSAVED_KEY } from './keys.ts';
import { loadEnvelope, loadPersisted } from './load.ts';
import { dyingDb, engineTab, memoryDb, memoryLocalStorage } from './memoryDb.ts';
import { CURRENT_VERSION, LIMITS, type PersistedState, SESSION_KEYS, THEME_CHOICES, defaultPersistedState, progressOf } from './persistence.ts';
import { type Action, reduce } from './reducer.ts';
import { noDrops, normaliseState } from './records.ts';

/** Keys a plain-object lookup would mistake for records, and other keys no valid record has. */
const HOSTILE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '', 'Errors', 'a b', 'x'.repeat(200)];
const EXTREME_NUMBERS = [8.64e15, 8.64e15 + 1, 2 ** 53 - 1, 2 ** 53, Number.MAX_VALUE, MAX_TIME, MAX_TIME + 1, -1, -0, 0.5, 1e-9, 0];

const slug = fc.oneof(fc.constantFrom('errors', 'retries', 'panic-vs-error', 'constructor', 'wrap'), fc.constantFrom(...HOSTILE_KEYS));
const questionId = fc.oneof(fc.constantFrom('errors-20', 'errors-34', 'panic-01', 'reliability-07', 'constructor'), fc.constantFrom(...HOSTILE_KEYS));
const deckId = fc.oneof(fc.constantFrom('q-chain-vs-stack', 'hedging-when', 'cache-stampede', 'constructor'), fc.constantFrom(...HOSTILE_KEYS));
const labId = fc.oneof(fc.constantFrom('retry-storm', 'error-chain', 'constructor'), fc.constantFrom(...HOSTILE_KEYS));
const time = fc.oneof(fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }), fc.constantFrom(...EXTREME_NUMBERS));
/** Anything a JSON file may hold where a number is expected (NaN and ±Infinity turn into null in JSON). */
const jsonNumber = fc.oneof(time, fc.double(), fc.constant(null), fc.string({ maxLength: 3 }));

/** A dictionary as JSON.parse builds it: own keys, `__proto__` included. */
const dict = <V>(key: fc.Arbitrary<string>, value: fc.Arbitrary<V>, maxLength = 6) =>
  fc.array(fc.tuple(key, value), { maxLength }).map((pairs) => Object.fromEntries(pairs) as Record<string, V>);

const rawCard = fc.record({
  due: jsonNumber,
  stability: jsonNumber,
  difficulty: jsonNumber,
  elapsed_days: jsonNumber,
  scheduled_days: jsonNumber,
  learning_steps: jsonNumber,
  reps: jsonNumber,
  lapses: jsonNumber,
  state: fc.oneof(fc.constantFrom(0, 1, 2, 3), jsonNumber),
  last_review: jsonNumber,
});
const realCard = fc.tuple(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 30 })), { minLength: 1, maxLength: 4 }), time).map(([answers, start]) => {
  let card = undefined as ReturnType<typeof reviewCard> | undefined;
  let at = Math.min(start, MAX_TIME);
  for (const [correct, days] of answers) {
    card = reviewCard(card, correct, at);
    at = Math.min(MAX_TIME, at + days * 86_400_000);
  }
  return card!;
});

const session = fc
  .tuple(
    fc.constantFrom(...SESSION_MODES),
    fc.uniqueArray(fc.constantFrom('errors-20', 'errors-34', 'panic-01', 'reliability-07', 'overload-02'), { minLength: 1, maxLength: 5 }),
    time,
    fc.array(fc.tuple(fc.boolean(), fc.string({ maxLength: 6000 })), { maxLength: 6 }),
    fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
  )
  .map(([mode, ids, start, answers, minutes]) => {
    let s = createSession({ mode, questionIds: ids, now: Math.min(start, MAX_TIME), minutes });
    for (const [correct, given] of answers) s = advance(answerCurrent(s, { correct, given, typed: given.length > 0 }, start + 1), start + 2);
    return s;
  });
const junkSession = fc.record({ mode: fc.constantFrom('topic', 'nope'), questionIds: fc.array(questionId, { maxLength: 3 }), index: jsonNumber, answers: fc.constant([]) });

/** What an import file may hold: valid records, broken ones, hostile keys, extreme numbers. */
const payload = fc.record(
  {
    reading: fc.record({
      readSections: dict(slug, fc.oneof(fc.array(fc.oneof(slug, fc.integer()), { maxLength: 8 }), fc.string(), fc.constant(null))),
      lastVisited: fc.oneof(fc.constant(null), fc.record({ slug, sectionId: fc.option(slug, { nil: null }), at: jsonNumber })),
    }),
    quiz: fc.record({
      attempts: fc.array(fc.record({ id: questionId, correct: fc.oneof(fc.boolean(), fc.constant('yes')), at: jsonNumber, mode: fc.constantFrom(...ANSWER_MODES, 'bogus') }), {
        maxLength: 8,
      }),
      cards: dict(questionId, fc.oneof(realCard, rawCard, fc.constant('card'))),
      sessions: dict(fc.oneof(fc.constantFrom(...SESSION_KEYS), fc.constantFrom(...HOSTILE_KEYS)), fc.oneof(session, junkSession)),
    }),
    labs: fc.record({ opened: dict(labId, fc.record({ count: jsonNumber, firstAt: jsonNumber, lastAt: jsonNumber })) }),
    deck: fc.record({ cards: dict(deckId, fc.oneof(realCard, rawCard, fc.constant('card'))) }),
  },
  { requiredKeys: [] },
);

/** Progress at the edge of the bounds: a chapter with sections near the per-chapter limit, answers near theirs. */
const atTheBounds: fc.Arbitrary<never> = fc.record({ sections: fc.integer({ min: LIMITS.sectionsPerChapter - 2, max: LIMITS.sectionsPerChapter + 2 }), attempts: fc.constantFrom(0, LIMITS.attempts - 1, LIMITS.attempts + 1) }).map(({ sections, attempts }) => ({
  reading: { readSections: { errors: Array.from({ length: sections }, (_, i) => `s-${i}`) }, lastVisited: null },
  quiz: { attempts: Array.from({ length: attempts }, (_, i) => ({ id: 'errors-20', correct: i % 2 === 0, at: 1_700_000_000_000 + i, mode: 'single' })), cards: {}, sessions: {} },
  labs: { opened: { 'retry-storm': { count: 2 ** 53 - 1, firstAt: 1, lastAt: 8.64e15 } } },
  deck: { cards: {} },
}) as never);

/** An import as the app receives it: through JSON, the way a file arrives. */
const viaJson = (v: unknown) => JSON.parse(JSON.stringify(v)) as never;

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant('setTheme' as const), theme: fc.constantFrom(...THEME_CHOICES, 'neon' as never) }),
  fc.record({ type: fc.constant('readSection' as const), slug, sectionId: fc.oneof(slug, fc.constantFrom('s-0', 's-499', 's-500', 's-501')) }),
  fc.record({ type: fc.constant('visitChapter' as const), slug, sectionId: fc.option(slug, { nil: null }), at: time }),
  fc.record({ type: fc.constant('answer' as const), id: questionId, correct: fc.boolean(), mode: fc.constantFrom(...ANSWER_MODES), at: time }),
  fc.record({ type: fc.constant('setSession' as const), key: fc.constantFrom(...SESSION_KEYS), session: fc.oneof(session, fc.constant(null), junkSession.map((j) => j as never)) }),
  fc.record({ type: fc.constant('labOpened' as const), id: labId, at: time }),
  fc.record({ type: fc.constant('gradeCard' as const), id: deckId, grade: fc.constantFrom(...GRADES, 'perfect' as never), at: time }),
  fc.record({ type: fc.constant('importMerge' as const), progress: fc.oneof({ weight: 4, arbitrary: payload.map(viaJson) }, { weight: 1, arbitrary: atTheBounds }) }),
  fc.record({ type: fc.constant('importReplace' as const), progress: fc.oneof({ weight: 4, arbitrary: payload.map(viaJson) }, { weight: 1, arbitrary: atTheBounds }) }),
  fc.constant({ type: 'reset' as const }),
);

/** The checks of the invariant on one saved state. */
function readsBack(state: PersistedState) {
  // IndexedDB keeps a structured clone; an old release and a file keep JSON. Both read back unchanged.
  expect(loadEnvelope(structuredClone({ state, version: CURRENT_VERSION }))).toEqual({ state, problem: null, dropped: noDrops() });
  expect(loadPersisted(JSON.stringify({ state, version: CURRENT_VERSION }))).toEqual({ state, problem: null, dropped: noDrops() });
  const { json } = exportProgress(state, new Date(Math.min(MAX_TIME, Date.UTC(2026, 0, 1))));
  expect(parseImport(json)).toEqual({ ok: true, progress: progressOf(state), dropped: noDrops() });
  // No dictionary picked up a key that a plain-object lookup would confuse with a built-in.
  for (const d of [state.reading.readSections, state.quiz.cards, state.quiz.sessions, state.labs.opened, state.deck.cards])
    for (const key of Object.keys(d)) expect(Object.hasOwn(Object.prototype, key), key).toBe(false);
}

describe('what the app saves, its loader reads back unchanged', () => {
  it('after any sequence of actions and imports, from a salvaged start', () => {
    fc.assert(
      fc.property(fc.oneof(payload.map(viaJson), fc.constant(defaultPersistedState())), fc.array(action, { maxLength: 12 }), (start, actions) => {
        let state = normaliseState(start).state;
        readsBack(state);
        for (const a of actions) {
          const next = reduce(state, a);
          readsBack(next);
          state = next;
        }
      }),
      { numRuns: 120 },
    );
  }, 120_000);

  it('an action never mutates the state it is given', () => {
    fc.assert(
      fc.property(payload.map(viaJson), action, (start, a) => {
        const state = normaliseState(start).state;
        const before = structuredClone(state);
        reduce(state, a);
        expect(state).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });

  it('the cases of issue 15, each read back after the action that used to break it', () => {
    const base = (over: unknown) => normaliseState(viaJson({ ...defaultPersistedState(), ...(over as object) })).state;
    // A merge with a lab named "constructor" took Object.prototype.constructor as the saved record.
    const merged = reduce(defaultPersistedState(), { type: 'importMerge', progress: viaJson({ labs: { opened: { constructor: { count: 3, firstAt: 1, lastAt: 2 } } } }) });
    readsBack(merged);
    expect(merged.labs.opened).toEqual({});
    // readSections: {"constructor": ["x"]} threw "e.includes is not a function".
    readsBack(reduce(defaultPersistedState(), { type: 'importMerge', progress: viaJson({ reading: { readSections: { constructor: ['x'] } } }) }));
    // A card reviewed at ≥ 8.64e15 or with reps = 2^53−1, then answered.
    const card = { due: 1, stability: 1, difficulty: 5, elapsed_days: 0, scheduled_days: 1, learning_steps: 0, reps: 2 ** 53 - 1, lapses: 0, state: 2, last_review: 8.64e15 };
    const answered = reduce(base({ quiz: { attempts: [], cards: { 'errors-20': card }, sessions: {} } }), { type: 'answer', id: 'errors-20', correct: true, mode: 'single', at: Date.UTC(2026, 0, 1) });
    readsBack(answered);
    expect(answered.quiz.cards['errors-20']!.last_review).toBe(Date.UTC(2026, 0, 1));
    // A lab opened 2^53−1 times, opened once more.
    readsBack(reduce(base({ labs: { opened: { 'retry-storm': { count: 2 ** 53 - 1, firstAt: 1, lastAt: 2 } } } }), { type: 'labOpened', id: 'retry-storm', at: 3 }));
    // 500 sections read in a chapter, then one more.
    const full = base({ reading: { readSections: { errors: Array.from({ length: 500 }, (_, i) => `s-${i}`) }, lastVisited: null } });
    const more = reduce(full, { type: 'readSection', slug: 'errors', sectionId: 'one-more' });
    readsBack(more);
    expect(more.reading.readSections.errors).toHaveLength(500);
  });
});

describe('the interview deck in the saved state', () => {
  it('a graded card is saved, read back, and graded again moves on; a bad id or grade changes nothing', () => {
    const at = Date.UTC(2026, 5, 1, 9);
    let state = reduce(defaultPersistedState(), { type: 'gradeCard', id: 'q-chain-vs-stack', grade: 'good', at });
    readsBack(state);
    const first = state.deck.cards['q-chain-vs-stack']!;
    expect(first.reps).toBe(1);
    expect(first.due).toBeGreaterThanOrEqual(at + 86_400_000);
    state = reduce(state, { type: 'gradeCard', id: 'q-chain-vs-stack', grade: 'easy', at: first.due });
    readsBack(state);
    expect(state.deck.cards['q-chain-vs-stack']!.reps).toBe(2);
    expect(state.deck.cards['q-chain-vs-stack']!.due).toBeGreaterThan(first.due);
    expect(reduce(state, { type: 'gradeCard', id: '__proto__', grade: 'good', at })).toBe(state);
    expect(reduce(state, { type: 'gradeCard', id: 'hedging-when', grade: 'perfect' as never, at })).toBe(state);
    // The quiz's schedule is untouched by the deck.
    expect(state.quiz).toEqual(defaultPersistedState().quiz);
  });
});

const leftAt = () => Date.UTC(2026, 11, 5);

describe('a page left while its writes are in flight loses nothing', () => {
  it('the next start shows and saves exactly what the page showed, after any actions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 6 }), fc.array(action, { minLength: 1, maxLength: 6 }), async (saved, unsaved) => {
        const db = memoryDb();
        const legacy = memoryLocalStorage();
        const dying = dyingDb(db);
        const a = engineTab({ db: dying, legacy, now: leftAt });
        const ea = await a.start();
        for (const x of saved) await ea.dispatch(x);
        dying.dying = true;
        for (const x of unsaved) void ea.dispatch(x);
        await new Promise((r) => setTimeout(r, 0));
        ea.keepUnsaved(); // pagehide
        const b = engineTab({ db, legacy, now: leftAt });
        await b.start();
        expect(b.state()).toEqual(a.state());
        expect((db.data.get('state') as { state: PersistedState } | undefined)?.state ?? defaultPersistedState()).toEqual(a.state());
        expect(legacy.data.has(UNSAVED_KEY)).toBe(false);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('and when its writes went through after all, nothing is applied twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        const db = memoryDb();
        const legacy = memoryLocalStorage();
        const a = engineTab({ db, legacy, now: leftAt });
        const ea = await a.start();
        const saving = actions.map((x) => ea.dispatch(x));
        ea.keepUnsaved(); // pagehide before the writes finished; they finish anyway
        await Promise.all(saving);
        const b = engineTab({ db, legacy, now: leftAt });
        await b.start();
        expect(b.state()).toEqual(a.state());
        expect(legacy.data.has(UNSAVED_KEY)).toBe(false);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
