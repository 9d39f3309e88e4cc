import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildVocabulary, correctQuery, editDistance } from './typos.ts';

const vocabulary = buildVocabulary([
  'Ретрай усиливает нагрузку. Ретрай, ретраи, ретраить. Паника и recover. Брейкер открывается. errors.Is и errors.As.',
  'Ловушка typed nil: интерфейс с типом и nil-значением. Ретрай.',
]);

describe('editDistance', () => {
  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('ретарй', 'ретрай', 2)).toBe(1);
    expect(editDistance('recvoer', 'recover', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
  });

  it('is a distance: zero only for equal words, symmetric', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        const d = editDistance(a, b, 20);
        expect(d === 0).toBe(a === b);
        expect(editDistance(b, a, 20)).toBe(d);
      }),
    );
  });
});

describe('correctQuery', () => {
  it('fixes a typo to the word the site uses', () => {
    expect(correctQuery('ретарй', vocabulary)).toEqual({ query: 'ретрай', changes: [{ from: 'ретарй', to: 'ретрай' }] });
    expect(correctQuery('recvoer', vocabulary)?.query).toBe('recover');
    expect(correctQuery('брекйер', vocabulary)?.query).toBe('брейкер');
  });

  it('leaves known words, prefixes and short words alone', () => {
    expect(correctQuery('ретрай', vocabulary)).toBeNull();
    expect(correctQuery('ретр', vocabulary)).toBeNull();
    expect(correctQuery('nil', vocabulary)).toBeNull();
    expect(correctQuery('errors.Is', vocabulary)).toBeNull();
  });

  it('keeps the correct words of a query and fixes only the wrong one', () => {
    expect(correctQuery('typed nli ловушак', vocabulary)?.query).toBe('typed nli ловушка');
  });

  it('gives up on words far from every known word', () => {
    expect(correctQuery('квантовый', vocabulary)).toBeNull();
  });
});
