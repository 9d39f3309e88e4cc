import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportProgress } from '../study/progress/exportFile.ts';
import { EXPORT_FORMAT, MAX_IMPORT_BYTES, parseImport } from '../study/progress/transfer.ts';
import { mergeProgress, progressSummary } from './merge.ts';
import { type Progress, defaultPersistedState, progressOf } from './persistence.ts';
import { noDrops } from './records.ts';

const empty = (): Progress => progressOf(defaultPersistedState());

const card = (lastReview: number | null, reps: number) => ({
  due: 1000,
  stability: 1,
  difficulty: 5,
  elapsed_days: 0,
  scheduled_days: 1,
  learning_steps: 0,
  reps,
  lapses: 0,
  state: 2,
  last_review: lastReview,
});

const id = fc.constantFrom('wrap', 'typed-nil', 'join', 'budget', 'jitter', 'breaker', 'is-as');
const slug = fc.constantFrom('errors', 'retries', 'panic-vs-error');
const qid = fc.constantFrom('err-wrap', 'pan-defer', 'rel-retry');

/** Progress as the store writes it: sections without repeats, answers oldest first. */
const progressArb: fc.Arbitrary<Progress> = fc
  .record({
    sections: fc.dictionary(slug, fc.uniqueArray(id, { maxLength: 7 })),
    last: fc.option(fc.record({ slug, sectionId: fc.option(id, { nil: null }), at: fc.nat(1000) }), { nil: null }),
    // Two answers to one question in the same millisecond do not happen.
    attempts: fc.uniqueArray(fc.record({ id: qid, correct: fc.boolean(), at: fc.nat(50), mode: fc.constantFrom('single', 'topic' as const) }), {
      maxLength: 12,
      selector: (x) => `${x.id}|${x.at}|${x.mode}|${x.correct}`,
    }),
    cards: fc.dictionary(qid, fc.record({ review: fc.option(fc.nat(100), { nil: null }), reps: fc.nat(9) })),
    labs: fc.dictionary(fc.constantFrom('retry-storm', 'error-chain'), fc.record({ count: fc.integer({ min: 1, max: 9 }), firstAt: fc.nat(100), span: fc.nat(100) })),
    deck: fc.dictionary(fc.constantFrom('q-chain-vs-stack', 'hedging-when'), fc.record({ review: fc.option(fc.nat(100), { nil: null }), reps: fc.nat(9) })),
  })
  .map(({ sections, last, attempts, cards, labs, deck }) => ({
    reading: { readSections: sections, lastVisited: last },
    quiz: {
      attempts: [...attempts].sort((a, b) => a.at - b.at),
      cards: Object.fromEntries(Object.entries(cards).map(([k, c]) => [k, card(c.review, c.reps)])),
      sessions: {},
    },
    labs: { opened: Object.fromEntries(Object.entries(labs).map(([k, l]) => [k, { count: l.count, firstAt: l.firstAt, lastAt: l.firstAt + l.span }])) },
    deck: { cards: Object.fromEntries(Object.entries(deck).map(([k, c]) => [k, card(c.review, c.reps)])) },
  }));

describe('mergeProgress', () => {
  it('never loses a read section', () => {
    fc.assert(
      fc.property(progressArb, progressArb, (a, b) => {
        const m = mergeProgress(a, b);
        for (const source of [a, b])
          for (const [s, ids] of Object.entries(source.reading.readSections))
            for (const sectionId of ids) expect(m.reading.readSections[s]).toContain(sectionId);
      }),
    );
  });

  it('is idempotent: merging the same file again changes nothing', () => {
    fc.assert(
      fc.property(progressArb, progressArb, (a, b) => {
        const once = mergeProgress(a, b);
        expect(mergeProgress(once, b)).toEqual(once);
        expect(mergeProgress(once, a)).toEqual(once);
        expect(mergeProgress(a, a)).toEqual(a);
      }),
    );
  });

  it('keeps every distinct answer, oldest first', () => {
    fc.assert(
      fc.property(progressArb, progressArb, (a, b) => {
        const m = mergeProgress(a, b).quiz.attempts;
        const keys = new Set([...a.quiz.attempts, ...b.quiz.attempts].map((x) => `${x.id}|${x.at}|${x.mode}|${x.correct}`));
        expect(m).toHaveLength(keys.size);
        for (let i = 1; i < m.length; i++) expect(m[i]!.at).toBeGreaterThanOrEqual(m[i - 1]!.at);
      }),
    );
  });

  it('takes the later review card, the later visit and the wider lab history', () => {
    const a = empty();
    const b = empty();
    a.quiz.cards['err-wrap'] = card(10, 1);
    b.quiz.cards['err-wrap'] = card(20, 2);
    a.reading.lastVisited = { slug: 'errors', sectionId: 'wrap', at: 5 };
    b.reading.lastVisited = { slug: 'retries', sectionId: null, at: 9 };
    a.labs.opened['retry-storm'] = { count: 3, firstAt: 4, lastAt: 10 };
    b.labs.opened['retry-storm'] = { count: 1, firstAt: 2, lastAt: 6 };
    const m = mergeProgress(a, b);
    expect(m.quiz.cards['err-wrap']!.last_review).toBe(20);
    expect(m.reading.lastVisited?.slug).toBe('retries');
    expect(m.labs.opened['retry-storm']).toEqual({ count: 3, firstAt: 2, lastAt: 10 });
  });

  it('summarises what a progress holds', () => {
    const p = empty();
    p.reading.readSections = { errors: ['wrap', 'join'], retries: ['budget'] };
    p.quiz.attempts = [{ id: 'err-wrap', correct: true, at: 1, mode: 'single' }];
    expect(progressSummary(p)).toEqual({ sections: 3, answers: 1 });
  });
});

describe('export and import', () => {
  it('an exported file imports back to the same progress', () => {
    fc.assert(
      fc.property(progressArb, (p) => {
        const state = { ...defaultPersistedState(), ...p };
        const { json, filename } = exportProgress(state, new Date('2026-11-30T10:00:00Z'));
        expect(filename).toBe('go-errors-progress-2026-11-30.json');
        expect(parseImport(json)).toEqual({ ok: true, progress: p, dropped: noDrops() });
      }),
    );
  });

  it('migrates a file from an older version (v1: reading only)', () => {
    const v1 = { format: EXPORT_FORMAT, version: 1, state: { settings: { theme: 'dark' }, reading: { readSections: { errors: ['wrap'] }, lastVisited: null } } };
    const result = parseImport(JSON.stringify(v1));
    expect(result.ok && result.progress.reading.readSections).toEqual({ errors: ['wrap'] });
  });

  it('accepts the raw blob the app keeps in localStorage', () => {
    expect(parseImport(JSON.stringify({ state: defaultPersistedState(), version: 3 })).ok).toBe(true);
  });

  it('refuses what is not a progress file, and says why', () => {
    expect(parseImport('not json')).toEqual({ ok: false, error: 'json' });
    expect(parseImport('[1,2]')).toEqual({ ok: false, error: 'shape' });
    expect(parseImport(JSON.stringify({ format: 'other', version: 3, state: {} }))).toEqual({ ok: false, error: 'shape' });
    expect(parseImport(JSON.stringify({ format: EXPORT_FORMAT, version: 3, state: { reading: 'x' } }))).toEqual({ ok: false, error: 'shape' });
    expect(parseImport(JSON.stringify({ format: EXPORT_FORMAT, version: 99, state: defaultPersistedState() }))).toEqual({ ok: false, error: 'future' });
    expect(parseImport('x'.repeat(MAX_IMPORT_BYTES + 1))).toEqual({ ok: false, error: 'tooBig' });
  });
});
