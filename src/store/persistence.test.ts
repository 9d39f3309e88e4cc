import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readQuizFiles } from '../../scripts/content/programs.ts';
import { RENAMED_QUESTION_IDS } from '../quiz/renamedIds.ts';
import { NEUTRAL_QUESTION_ID } from '../quiz/schema.ts';
import { loadPersisted, migrations } from './load.ts';
import { CURRENT_VERSION, defaultPersistedState } from './persistence.ts';
import { noDrops } from './records.ts';

const saved = (state: unknown, version = CURRENT_VERSION) => JSON.stringify({ state, version });

describe('loadPersisted', () => {
  it('starts with defaults when nothing is saved', () => {
    expect(loadPersisted(null)).toEqual({ state: defaultPersistedState(), problem: null, dropped: noDrops() });
  });

  it('restores a valid saved state', () => {
    const state = {
      settings: { theme: 'dark' },
      reading: { readSections: { errors: ['typed-nil'] }, lastVisited: { slug: 'errors', sectionId: 'typed-nil', at: 1 } },
      quiz: { attempts: [{ id: 'err-wrap', correct: true, at: 5, mode: 'single' }], cards: {}, sessions: {} },
      labs: { opened: { 'retry-storm': { count: 2, firstAt: 3, lastAt: 9 } } },
      deck: { cards: {} },
    };
    expect(loadPersisted(saved(state))).toEqual({ state, problem: null, dropped: noDrops() });
  });

  it('reports a blob that is not JSON', () => {
    expect(loadPersisted('{not json')).toEqual({ state: defaultPersistedState(), problem: 'unreadable', dropped: noDrops() });
  });

  it('reports JSON that is not a saved state at all', () => {
    expect(loadPersisted('[]').problem).toBe('unreadable');
    expect(loadPersisted('null').problem).toBe('unreadable');
    expect(loadPersisted(JSON.stringify({ state: 'x', version: 4 })).problem).toBe('unreadable');
    expect(loadPersisted(JSON.stringify({ state: {}, version: 'four' })).problem).toBe('unreadable');
  });

  it('an unknown theme falls back to the system one: settings are not progress, nothing is reported', () => {
    expect(loadPersisted(saved({ ...defaultPersistedState(), settings: { theme: 'neon' } }))).toEqual({
      state: defaultPersistedState(),
      problem: null,
      dropped: noDrops(),
    });
  });

  it('refuses a state saved by a newer version of the app instead of guessing', () => {
    expect(loadPersisted(saved(defaultPersistedState(), CURRENT_VERSION + 1)).problem).toBe('future-version');
  });

  it('has a migration for every version before the current one', () => {
    for (let v = 1; v < CURRENT_VERSION; v++) expect(migrations[v], `migration from v${v}`).toBeTypeOf('function');
  });

  it('never throws and always yields a valid state, whatever is in storage', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything().map((v) => JSON.stringify({ state: v, version: 1 }) ?? '')), (raw) => {
        const { state } = loadPersisted(raw);
        expect(state.settings.theme).toMatch(/^(system|light|dark)$/);
      }),
    );
  });
});

describe('migration v1 → v2 (quiz progress)', () => {
  const v1 = {
    settings: { theme: 'dark' },
    reading: { readSections: { errors: ['typed-nil', 'wrap'], retries: ['budget'] }, lastVisited: { slug: 'retries', sectionId: 'budget', at: 17 } },
  };

  it('a saved v1 blob loads into v2 with reading progress intact and empty quiz progress', () => {
    const { state, problem } = loadPersisted(JSON.stringify({ state: v1, version: 1 }));
    expect(problem).toBeNull();
    expect(state.settings).toEqual(v1.settings);
    expect(state.reading).toEqual(v1.reading);
    expect(state.quiz).toEqual({ attempts: [], cards: {}, sessions: {} });
  });

  it('a v1 blob that is not an object is reported, not guessed', () => {
    expect(loadPersisted(JSON.stringify({ state: 'x', version: 1 })).problem).toBe('unreadable');
  });

  it('drops a broken session (it would crash the quiz later) and keeps the rest', () => {
    const state = {
      ...defaultPersistedState(),
      quiz: {
        attempts: [],
        cards: {},
        sessions: { errors: { mode: 'topic', topic: 'errors', questionIds: ['a'], index: 5, answers: [], startedAt: 0, finishedAt: null, deadline: null } },
      },
    };
    const loaded = loadPersisted(saved(state));
    expect(loaded.problem).toBe('salvaged');
    expect(loaded.dropped).toEqual({ ...noDrops(), sessions: 1 });
    expect(loaded.state).toEqual(defaultPersistedState());
  });
});

describe('migration v2 → v3 (labs opened)', () => {
  const v2 = {
    settings: { theme: 'light' },
    reading: { readSections: { errors: ['wrap'] }, lastVisited: null },
    quiz: { attempts: [{ id: 'err-wrap', correct: false, at: 7, mode: 'single' }], cards: {}, sessions: {} },
  };

  it('a saved v2 blob loads into v3 with everything intact and no labs opened', () => {
    const { state, problem } = loadPersisted(JSON.stringify({ state: v2, version: 2 }));
    expect(problem).toBeNull();
    expect(state).toEqual({ ...v2, labs: { opened: {} }, deck: { cards: {} } });
  });

  it('a v2 blob that is not an object is reported, not guessed', () => {
    expect(loadPersisted(JSON.stringify({ state: [], version: 2 })).problem).toBe('unreadable');
  });

  it('clamps a lab record with a count of zero to one visit instead of dropping it', () => {
    const state = { ...defaultPersistedState(), labs: { opened: { x: { count: 0, firstAt: 1, lastAt: 1 } } } };
    expect(loadPersisted(saved(state))).toEqual({ state: { ...state, labs: { opened: { x: { count: 1, firstAt: 1, lastAt: 1 } } } }, problem: null, dropped: noDrops() });
  });
});

describe('migration v3 → v4 (neutral question ids)', () => {
  const card = (lastReview: number) => ({
    due: lastReview + 86_400_000,
    stability: 2,
    difficulty: 5,
    elapsed_days: 0,
    scheduled_days: 1,
    learning_steps: 0,
    reps: 1,
    lapses: 0,
    state: 2,
    last_review: lastReview,
  });
  const v3 = {
    settings: { theme: 'dark' },
    reading: { readSections: { errors: ['typed-nil'] }, lastVisited: null },
    quiz: {
      attempts: [
        { id: 'err-typed-nil-crash', correct: false, at: 10, mode: 'single' },
        { id: 'pan-defer-lifo', correct: true, at: 11, mode: 'inline' },
        { id: 'no-longer-in-the-bank', correct: true, at: 12, mode: 'single' },
      ],
      cards: { 'err-typed-nil-crash': card(10), 'pan-defer-lifo': card(11) },
      sessions: {
        errors: {
          mode: 'topic',
          topic: 'errors',
          questionIds: ['err-typed-nil-crash', 'err-wrap-w-vs-v'],
          index: 1,
          answers: [{ id: 'err-typed-nil-crash', correct: false, given: 'x', typed: true, at: 10 }],
          startedAt: 9,
          finishedAt: null,
          deadline: null,
        },
      },
    },
    labs: { opened: {} },
  };

  it('every answer, card and session follows its question to the new id; nothing else changes', () => {
    const { state, problem } = loadPersisted(JSON.stringify({ state: v3, version: 3 }));
    expect(problem).toBeNull();
    const crash = RENAMED_QUESTION_IDS['err-typed-nil-crash']!;
    const lifo = RENAMED_QUESTION_IDS['pan-defer-lifo']!;
    expect(crash).toMatch(NEUTRAL_QUESTION_ID);
    expect(state.quiz.attempts.map((a) => a.id)).toEqual([crash, lifo, 'no-longer-in-the-bank']);
    expect(state.quiz.cards).toEqual({ [crash]: card(10), [lifo]: card(11) });
    expect(state.quiz.sessions.errors?.questionIds).toEqual([crash, RENAMED_QUESTION_IDS['err-wrap-w-vs-v']]);
    expect(state.quiz.sessions.errors?.answers[0]?.id).toBe(crash);
    expect(state.settings).toEqual(v3.settings);
    expect(state.reading).toEqual(v3.reading);
  });

  it('the table maps only old ids to ids of the current bank, and never an id to itself', () => {
    const bank = new Set(readQuizFiles(join(import.meta.dirname, '../../content')).flatMap((q) => (q.ok ? [q.id] : [])));
    for (const [from, to] of Object.entries(RENAMED_QUESTION_IDS)) {
      expect(bank.has(to), `${from} → ${to}`).toBe(true);
      expect(bank.has(from), `${from} is still a current id`).toBe(false);
    }
  });
});

describe('questions merged after v4 (renamed.json maps a removed question to the one that stayed)', () => {
  const card = (lastReview: number, reps: number) => ({
    due: lastReview + 86_400_000,
    stability: 2,
    difficulty: 5,
    elapsed_days: 0,
    scheduled_days: 1,
    learning_steps: 0,
    reps,
    lapses: 0,
    state: 2,
    last_review: lastReview,
  });
  const [gone, stayed] = Object.entries(RENAMED_QUESTION_IDS).find(([from]) => NEUTRAL_QUESTION_ID.test(from))!;

  it('a v4 state keeps the answers and the later-reviewed card, under the id that stayed', () => {
    const state = {
      ...defaultPersistedState(),
      quiz: {
        attempts: [
          { id: gone, correct: true, at: 10, mode: 'single' },
          { id: stayed, correct: false, at: 20, mode: 'single' },
        ],
        cards: { [gone]: card(30, 4), [stayed]: card(20, 1) },
        sessions: {
          mixed: { mode: 'mixed', topic: null, questionIds: [gone, stayed], index: 0, answers: [], startedAt: 1, finishedAt: null, deadline: null },
          mock: { mode: 'mock', topic: null, questionIds: [gone], index: 0, answers: [], startedAt: 1, finishedAt: null, deadline: 100 },
        },
      },
    };
    const loaded = loadPersisted(saved(state));
    expect(loaded.problem).toBeNull();
    expect(loaded.state.quiz.attempts.map((a) => a.id)).toEqual([stayed, stayed]);
    expect(loaded.state.quiz.cards).toEqual({ [stayed]: card(30, 4) });
    // A session that would now ask one question twice cannot resume; one that asked only one of them can.
    expect(Object.keys(loaded.state.quiz.sessions)).toEqual(['mock']);
    expect(loaded.state.quiz.sessions.mock?.questionIds).toEqual([stayed]);
  });
});

describe('migration v4 → v5 (interview deck; quiz cards off the short-term learning steps)', () => {
  const now = Date.UTC(2026, 10, 30, 18);
  const DAY = 86_400_000;
  // A v4 card as ts-fsrs 5.4 with the default learning steps saved it: answered right, due again in 10 minutes.
  const learning = { due: now + 600_000, stability: 2.3065, difficulty: 2.118, elapsed_days: 0, scheduled_days: 0, learning_steps: 1, reps: 1, lapses: 0, state: 1, last_review: now };
  const review = { due: now + 3 * DAY, stability: 3.1, difficulty: 5, elapsed_days: 2, scheduled_days: 3, learning_steps: 0, reps: 3, lapses: 0, state: 2, last_review: now };
  const v4 = {
    settings: { theme: 'dark' },
    reading: { readSections: { errors: ['typed-nil'] }, lastVisited: null },
    quiz: { attempts: [{ id: 'errors-20', correct: true, at: now, mode: 'review' }], cards: { 'errors-20': learning, 'panic-01': review }, sessions: {} },
    labs: { opened: { 'retry-storm': { count: 1, firstAt: 1, lastAt: 1 } } },
  };

  it('a question just answered right is no longer due the same evening; everything else is as it was, the deck empty', () => {
    const { state, problem, dropped } = loadPersisted(saved(v4, 4));
    expect(problem).toBeNull();
    expect(dropped).toEqual(noDrops());
    expect(state.deck).toEqual({ cards: {} });
    expect(state.quiz.cards['panic-01']).toEqual(review);
    const moved = state.quiz.cards['errors-20']!;
    expect(moved.state).toBe(2);
    expect(moved.due).toBeGreaterThanOrEqual(now + DAY);
    expect({ ...state, quiz: { ...state.quiz, cards: {} } }).toEqual({ ...v4, quiz: { ...v4.quiz, cards: {} }, deck: { cards: {} } });
  });

  it('any v4 state keeps every record through the migration, and what it becomes is read back unchanged', () => {
    const card = fc.record({
      due: fc.integer({ min: 0, max: 4e12 }),
      stability: fc.double({ min: 0.01, max: 500, noNaN: true }),
      difficulty: fc.double({ min: 1, max: 10, noNaN: true }),
      elapsed_days: fc.nat(100),
      scheduled_days: fc.nat(100),
      learning_steps: fc.nat(2),
      reps: fc.nat(50),
      lapses: fc.nat(5),
      state: fc.constantFrom(0, 1, 2, 3),
      last_review: fc.option(fc.integer({ min: 0, max: 4e12 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('errors-20', 'errors-34', 'panic-01', 'overload-02'), card), (cards) => {
        const { state, problem } = loadPersisted(saved({ ...v4, quiz: { ...v4.quiz, cards } }, 4));
        expect(problem).toBeNull();
        expect(Object.keys(state.quiz.cards).sort()).toEqual(Object.keys(cards).sort());
        for (const c of Object.values(state.quiz.cards)) expect(c.state === 1 || c.state === 3).toBe(false);
        expect(loadPersisted(saved(state))).toEqual({ state, problem: null, dropped: noDrops() });
      }),
    );
  });
});
