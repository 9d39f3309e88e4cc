import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRich } from './richText.ts';

describe('parseRich', () => {
  it('splits paragraphs on blank lines and code on backticks', () => {
    expect(parseRich('Call `errors.Is` here.\nSame paragraph.\n\nNext `x`')).toEqual([
      [
        { code: false, text: 'Call ' },
        { code: true, text: 'errors.Is' },
        { code: false, text: ' here. Same paragraph.' },
      ],
      [
        { code: false, text: 'Next ' },
        { code: true, text: 'x' },
      ],
    ]);
  });

  it('keeps an unmatched backtick as text', () => {
    expect(parseRich('a `b')).toEqual([[{ code: false, text: 'a ' }, { code: false, text: '`b' }]]);
  });

  it('loses no characters except backticks and whitespace', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const kept = parseRich(s).flat().map((x) => x.text).join('').replace(/[`\s]/g, '');
        expect(kept).toBe(s.replace(/[`\s]/g, ''));
      }),
    );
  });
});
