import fc from 'fast-check';
import { formatNotice } from '../../url/params';
import { describe, expect, it } from 'vitest';
import { isValidState, type ParamRow } from '../../url/params';
import {
  defaultState,
  isParamRelevant,
  PARAM_GROUPS,
  MAX_ATTEMPT_BUDGET,
  MAX_CONTENTION_CLIENTS,
  normalizeState,
  operationCount,
  retryStormParams,
  stateFromQuery,
  stateToQuery,
} from './params';

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
const arbRaw = fc.record(Object.fromEntries(retryStormParams.rows.map((r) => [r.key, arbValue(r)])));

describe('retry-storm params', () => {
  it('every row has a Russian label, a one-line hint and a group', () => {
    for (const row of retryStormParams.rows) {
      expect(row.label.length).toBeGreaterThan(0);
      expect(row.hint.length).toBeGreaterThan(0);
      expect(row.hint.includes('\n')).toBe(false);
      expect(row.group.length).toBeGreaterThan(0);
    }
    expect(isValidState(retryStormParams, defaultState)).toBe(true);
  });

  it('the default state is already normal', () => {
    expect(normalizeState(defaultState)).toEqual({ state: defaultState, notices: [] });
    expect(stateToQuery(defaultState)).toBe('v=1');
  });

  it('state → link → state round-trips for normalised states', () => {
    fc.assert(
      fc.property(arbRaw, (raw) => {
        const { state } = normalizeState(raw);
        const link = stateToQuery(state);
        expect(link.startsWith('v=1')).toBe(true);
        const back = stateFromQuery('?' + link);
        expect(back.notices).toEqual([]);
        expect(back.state).toEqual(state);
      }),
      { numRuns: 200 },
    );
  });

  it('normalisation enforces the work bound and cross-parameter rules', () => {
    fc.assert(
      fc.property(arbRaw, (raw) => {
        const { state: s } = normalizeState(raw);
        expect(isValidState(retryStormParams, s)).toBe(true);
        expect(s.capMs).toBeGreaterThanOrEqual(s.baseMs);
        expect(s.outageStartS).toBeLessThanOrEqual(s.horizonS);
        if (s.scenario === 'outage') expect(operationCount(s) * s.maxAttempts).toBeLessThanOrEqual(MAX_ATTEMPT_BUDGET);
        else expect(s.clients).toBeLessThanOrEqual(MAX_CONTENTION_CLIENTS);
        // idempotent
        expect(normalizeState(s)).toEqual({ state: s, notices: [] });
      }),
      { numRuns: 300 },
    );
  });

  it('reports the work-bound clamp as a notice', () => {
    const r = normalizeState({ ...defaultState, clients: 100000, maxAttempts: 50 });
    expect(r.state.maxAttempts).toBe(10);
    expect(r.notices).toContainEqual({
      key: 'maxAttempts', kind: 'clamped', from: '50', to: 10, reason: 'work-bound', bound: 'операций × попыток — не больше 1\u00a0000\u00a0000',
    });
    expect(formatNotice(retryStormParams, r.notices[0]!)).toBe(
      '«Максимум попыток»: взято 10 вместо 50 — иначе расчёт вышел бы за границу работы (операций × попыток — не больше 1\u00a0000\u00a0000).',
    );
  });

  it('hostile links never throw and give a valid, normalised state', () => {
    const keys = fc.oneof(fc.constantFrom(...retryStormParams.rows.map((r) => r.key), 'v'), fc.string());
    const values = fc.oneof(
      fc.string(),
      fc.constantFrom('NaN', '-1', '1e308', '-1e308', '99999999999999999999', 'Infinity', '0.5', 'hang', 'true'),
      fc.double().map(String),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(keys, values), { maxLength: 20 }), (pairs) => {
        const p = new URLSearchParams();
        for (const [k, v] of pairs) p.append(k, v);
        const { state } = stateFromQuery(p.toString());
        expect(isValidState(retryStormParams, state)).toBe(true);
        expect(normalizeState(state).notices).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('a link from a future version falls back to the defaults', () => {
    const r = stateFromQuery('?v=2&clients=5');
    expect(r.state).toEqual(defaultState);
    expect(r.notices[0]).toMatchObject({ key: 'v', kind: 'unknown-version' });
  });

  it('groups cover every row; relevance follows the state', () => {
    const ids = new Set<string>(PARAM_GROUPS.map((g) => g.id));
    for (const row of retryStormParams.rows) expect(ids.has(row.group)).toBe(true);
    const s = { ...defaultState, arrival: 'rate' as const, breaker: 'ratio' as const };
    expect(isParamRelevant('rate', s)).toBe(true);
    expect(isParamRelevant('windowS', s)).toBe(false);
    expect(isParamRelevant('brkRatio', s)).toBe(true);
    expect(isParamRelevant('brkFailures', s)).toBe(false);
    expect(isParamRelevant('netMeanMs', s)).toBe(false);
    expect(isParamRelevant('netMeanMs', { ...s, scenario: 'contention' })).toBe(true);
    expect(isParamRelevant('capacity', { ...s, scenario: 'contention' })).toBe(false);
  });
});
