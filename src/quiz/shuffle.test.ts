import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashString, optionsFor, seededShuffle } from './shuffle.ts';

describe('seededShuffle', () => {
  it('is a permutation of its input', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
        const out = seededShuffle(items, seed);
        expect([...out].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
      }),
    );
  });

  it('is deterministic for a seed', () => {
    fc.assert(fc.property(fc.array(fc.string()), fc.string(), (items, seed) => {
        expect(seededShuffle(items, seed)).toEqual(seededShuffle(items, seed));
      }),
    );
  });

  it('does not change its input', () => {
    const items = [1, 2, 3, 4, 5];
    seededShuffle(items, 'x');
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });

  it('spreads the answer over positions across questions', () => {
    const positions = new Set<number>();
    for (let i = 0; i < 40; i++) positions.add(optionsFor({ id: `q-${i}`, answer: 'A', distractors: ['B', 'C', 'D'] }).findIndex((o) => o.correct));
    expect(positions.size).toBe(4);
  });
});

describe('optionsFor', () => {
  it('holds the answer once and every distractor, in an order fixed by the id', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,12}$/), fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 3, maxLength: 5 }), (id, texts) => {
        const [answer, ...distractors] = texts.map((t) => `x${t.trim()}`);
        const options = optionsFor({ id, answer: answer!, distractors });
        expect(options).toHaveLength(texts.length);
        expect(options.filter((o) => o.correct)).toHaveLength(1);
        expect(optionsFor({ id, answer: answer!, distractors })).toEqual(options);
      }),
    );
  });

  it('shows outputs without the trailing newline of YAML block scalars', () => {
    expect(optionsFor({ id: 'a', answer: 'ok\n', distractors: ['no\n', 'maybe\n'] }).map((o) => o.text).sort()).toEqual(['maybe', 'no', 'ok']);
  });

  it('hashString is stable', () => {
    expect(hashString('errors')).toBe(hashString('errors'));
    expect(hashString('a')).not.toBe(hashString('b'));
  });
});
