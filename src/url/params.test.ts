import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  decodeState,
  defaultsOf,
  defineParams,
  encodeState,
  formatNotice,
  isValidState,
  sanitizeState,
  type ParamRow,
  type StateOf,
} from './params';

// A small table unrelated to any lab: the codec is generic.
const table = defineParams(2, [
  { key: 'count', kind: 'int', default: 10, min: 1, max: 1000, unit: '', label: 'Число', hint: 'Сколько', group: 'a' },
  { key: 'ratio', kind: 'float', default: 0.5, min: 0, max: 1, unit: '', label: 'Доля', hint: 'Какая', group: 'a' },
  { key: 'mode', kind: 'enum', values: ['fast', 'slow'], default: 'fast', unit: '', label: 'Режим', hint: 'Как', group: 'b' },
  { key: 'on', kind: 'bool', default: false, unit: '', label: 'Включено', hint: 'Да или нет', group: 'b' },
] as const);

type S = StateOf<typeof table>;

function arbValue(row: ParamRow): fc.Arbitrary<unknown> {
  switch (row.kind) {
    case 'int':
      return fc.integer({ min: row.min, max: row.max });
    case 'float':
      return fc.double({ min: row.min, max: row.max, noNaN: true }).map((v) => (v === 0 ? 0 : v));
    case 'enum':
      return fc.constantFrom(...row.values);
    case 'bool':
      return fc.boolean();
  }
}

function arbState<T extends { rows: readonly ParamRow[] }>(t: T): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(Object.fromEntries(t.rows.map((r) => [r.key, arbValue(r)])));
}

describe('url params codec', () => {
  it('infers the state type from the table', () => {
    expectTypeOf<S>().toEqualTypeOf<{ count: number; ratio: number; mode: 'fast' | 'slow'; on: boolean }>();
    const d = defaultsOf(table);
    expect(d).toEqual({ count: 10, ratio: 0.5, mode: 'fast', on: false });
  });

  it('writes a readable link: version first, defaults omitted', () => {
    const s: S = { count: 25, ratio: 0.5, mode: 'slow', on: true };
    expect(encodeState(table, s)).toBe('v=2&count=25&mode=slow&on=1');
    expect(encodeState(table, defaultsOf(table))).toBe('v=2');
    expect(encodeState(table, s, { includeDefaults: true })).toBe('v=2&count=25&ratio=0.5&mode=slow&on=1');
  });

  it('round-trips every valid state exactly', () => {
    fc.assert(
      fc.property(arbState(table), (s) => {
        const link = encodeState(table, s as S);
        const back = decodeState(table, '?' + link);
        expect(back.notices).toEqual([]);
        expect(back.state).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });

  it('clamps, falls back and reports structured notices', () => {
    const r = decodeState(table, 'v=2&count=1e9&ratio=-3&mode=turbo&on=maybe&extra=1');
    expect(r.state).toEqual({ count: 1000, ratio: 0, mode: 'fast', on: false });
    expect(r.notices).toEqual([
      { key: 'count', kind: 'clamped', from: '1e9', to: 1000 },
      { key: 'ratio', kind: 'clamped', from: '-3', to: 0 },
      { key: 'mode', kind: 'invalid', from: 'turbo', to: 'fast' },
      { key: 'on', kind: 'invalid', from: 'maybe', to: false },
    ]);
  });

  it('treats NaN, empty and garbage as invalid, rounds non-integer ints', () => {
    const r = decodeState(table, 'count=NaN&ratio=&mode=');
    expect(r.state).toEqual(defaultsOf(table));
    expect(r.notices.map((n) => n.kind)).toEqual(['invalid', 'invalid', 'invalid']);
    const q = decodeState(table, 'count=2.6&ratio=Infinity&on=true');
    expect(q.state).toEqual({ count: 3, ratio: 1, mode: 'fast', on: true });
    expect(q.notices).toEqual([
      { key: 'count', kind: 'clamped', from: '2.6', to: 3 },
      { key: 'ratio', kind: 'clamped', from: 'Infinity', to: 1 },
    ]);
  });

  it('a link from a future version yields the defaults and a notice', () => {
    const r = decodeState(table, 'v=3&count=5');
    expect(r.state).toEqual(defaultsOf(table));
    expect(r.notices).toEqual([{ key: 'v', kind: 'unknown-version', from: '3', to: 2 }]);
    const bad = decodeState(table, 'v=abc&count=5');
    expect(bad.state.count).toBe(5);
    expect(bad.notices).toEqual([{ key: 'v', kind: 'invalid', from: 'abc', to: 2 }]);
    expect(decodeState(table, 'count=5').notices).toEqual([]);
  });

  it('never throws on hostile input and always yields a valid state', () => {
    const hostileValue = fc.oneof(
      fc.string(),
      fc.constantFrom('NaN', '-0', '1e400', '-1e400', '0x10', '1_000', ' 5 ', '', '∞', '%', '%E0%A4%A', '__proto__'),
      fc.double().map(String),
      fc.integer().map(String),
    );
    const key = fc.oneof(fc.constantFrom('v', 'count', 'ratio', 'mode', 'on', '__proto__', 'constructor'), fc.string());
    fc.assert(
      fc.property(fc.array(fc.tuple(key, hostileValue), { maxLength: 12 }), fc.string(), (pairs, junk) => {
        const p = new URLSearchParams();
        for (const [k, v] of pairs) p.append(k, v);
        for (const input of [p.toString(), '?' + p.toString(), junk, p]) {
          const r = decodeState(table, input);
          expect(isValidState(table, r.state)).toBe(true);
          for (const n of r.notices) expect(['clamped', 'invalid', 'unknown-version']).toContain(n.kind);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('sanitizeState validates in-memory values', () => {
    const r = sanitizeState(table, { count: Number.NaN, ratio: 2, mode: 'slow', on: 'yes' });
    expect(r.state).toEqual({ count: 10, ratio: 1, mode: 'slow', on: true });
    expect(r.notices.map((n) => `${n.key}:${n.kind}`)).toEqual(['count:invalid', 'ratio:clamped']);
  });

  it('rejects malformed tables at definition time', () => {
    const row = { key: 'a', kind: 'int', default: 1, min: 0, max: 2, unit: '', label: 'a', hint: 'a', group: 'g' } as const;
    expect(() => defineParams(1, [row, row])).toThrow();
    expect(() => defineParams(1, [{ ...row, key: 'v' }])).toThrow();
    expect(() => defineParams(1, [{ ...row, default: 5 }])).toThrow();
  });

  it('formats notices in Russian with the row label', () => {
    const r = decodeState(table, 'count=1e9&mode=turbo');
    expect(r.notices.map((n) => formatNotice(table, n))).toEqual([
      '«Число»: 1e9 вне допустимого диапазона, взято 1000.',
      '«Режим»: значение «turbo» не распознано, взято fast.',
    ]);
    const f = decodeState(table, 'v=9');
    expect(formatNotice(table, f.notices[0]!)).toContain('более новой версией');
  });
});
