import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatRu, formatRuCompact } from './ruNumber.ts';

const icu = (digits: number) => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
const icuCompact = new Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 });

/** Numbers a lab shows: counts, milliseconds, shares, with the values rounding likes to trip on. */
const number = fc.oneof(
  fc.double({ noNaN: false }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  fc.integer({ min: -1e9, max: 1e9 }).map((i) => i / 1000),
  fc.integer({ min: -1e6, max: 1e6 }).map((i) => i / 100 + 0.005),
  fc.integer({ min: -1e6, max: 1e6 }).map((i) => i * 0.05),
  fc.constantFrom(0, -0, 0.15, 0.25, 2.5, -2.5, 999.95, 999.96, 99950, 999999, 1e21, 1e-7, -0.04, 9.995, 0.5),
);

describe('formatRu is Intl.NumberFormat ru-RU', () => {
  test('for any number and 0…6 fraction digits', () => {
    fc.assert(
      fc.property(number, fc.integer({ min: 0, max: 6 }), (n, digits) => {
        expect(formatRu(n, digits)).toBe(icu(digits).format(n));
      }),
      { numRuns: 20_000 },
    );
  });

  test('reads as a Russian number', () => {
    expect(formatRu(1234567.89, 1)).toBe('1\u00a0234\u00a0567,9');
    expect(formatRu(0.15, 1)).toBe('0,2');
    expect(formatRu(-0.04, 1)).toBe('-0');
    expect(formatRu(NaN)).toBe('не\u00a0число');
  });
});

describe('formatRuCompact is Intl.NumberFormat ru-RU compact', () => {
  test('for any number below a quadrillion', () => {
    fc.assert(
      fc.property(
        number.filter((n) => !(Math.abs(n) >= 1e15)),
        (n) => {
          expect(formatRuCompact(n)).toBe(icuCompact.format(n));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  test('names thousands and millions', () => {
    expect(formatRuCompact(1234)).toBe('1,2\u00a0тыс.');
    expect(formatRuCompact(999_999)).toBe('1\u00a0млн');
    expect(formatRuCompact(950)).toBe('950');
  });
});
