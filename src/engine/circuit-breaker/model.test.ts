import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeState, encodeState, sanitizeState } from '../../url/params.ts';
import { scheduledOutages, simulate, simulateWithBaseline } from './model.ts';
import { type CircuitBreakerState, circuitBreakerParams, defaultState } from './params.ts';
import { PRESETS, presetById } from './presets.ts';

const preset = (id: string): CircuitBreakerState => presetById(id)!.state;

describe('circuit-breaker model', () => {
  it('is deterministic for a seed and changes with it', () => {
    const a = simulate(defaultState);
    const b = simulate({ ...defaultState });
    expect(b).toEqual(a);
    const c = simulate({ ...defaultState, seed: 2 });
    expect(c.summary.reached).not.toBe(a.summary.reached);
  });

  it('conserves calls: every user and bot call is either sent or short-circuited', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.integer({ min: 0, max: 1000 }),
          profile: fc.constantFrom('outage', 'flapping', 'bot'),
          mode: fc.constantFrom('off', 'consecutive', 'ratio'),
          failKind: fc.constantFrom('5xx', 'timeout', '429'),
          rps: fc.integer({ min: 1, max: 80 }),
          count4xx: fc.boolean(),
          countCancelled: fc.boolean(),
          restartRps: fc.integer({ min: 0, max: 30 }),
        }),
        (over) => {
          const s = sanitizeState(circuitBreakerParams, { ...defaultState, ...over, horizonS: 30 }).state;
          const r = simulate(s);
          const sent = r.buckets.reduce((a, b) => a + b.ok + b.failed + b.other, 0);
          const rejected = r.buckets.reduce((a, b) => a + b.rejected, 0);
          expect(sent).toBe(r.summary.reached);
          expect(rejected).toBe(r.summary.shortCircuited);
          if (s.mode === 'off') expect(rejected).toBe(0);
          // the breaker's intervals tile the horizon
          expect(r.breaker[0]!.from).toBe(0);
          expect(r.breaker.at(-1)!.to).toBe(r.horizonMs);
          for (let i = 1; i < r.breaker.length; i++) expect(r.breaker[i]!.from).toBe(r.breaker[i - 1]!.to);
          expect(r.summary.openMs + r.summary.halfOpenMs).toBeLessThanOrEqual(r.horizonMs);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('flapping: outages repeat with the period and stay inside the phase', () => {
    const s = preset('flapping');
    expect(scheduledOutages(s)).toEqual([5, 13, 21, 29, 37, 45, 53].map((a) => ({ from: a * 1000, to: Math.min(55, a + 3) * 1000 })));
  });

  it('the down band follows the schedule when the dependency restarts by itself', () => {
    const r = simulate(defaultState);
    expect(r.down).toEqual([{ from: 10000, to: 30000, state: 'down' }]);
  });
});

describe('circuit-breaker presets: what their descriptions promise', () => {
  it('every preset is a valid state and survives a share link', () => {
    for (const p of PRESETS) {
      const { state, notices } = decodeState(circuitBreakerParams, encodeState(circuitBreakerParams, p.state));
      expect(notices).toEqual([]);
      expect(state).toEqual(p.state);
    }
  });

  it('outage: trips about 4 s into the outage, cuts the load on the dead dependency, closes after recovery', () => {
    const { result, baseline } = simulateWithBaseline(preset('outage'));
    const firstOpen = result.breaker.find((iv) => iv.state === 'open')!;
    expect(firstOpen.from).toBeGreaterThan(13000);
    expect(firstOpen.from).toBeLessThan(15000);
    expect(result.summary.loadWhileDown).toBeLessThan(baseline!.summary.loadWhileDown / 3);
    expect(result.summary.waitedOnFailuresS).toBeLessThan(baseline!.summary.waitedOnFailuresS / 3);
    expect(result.summary.closeDelayMs).not.toBeNull();
    expect(result.summary.closeDelayMs!).toBeLessThanOrEqual(5000 + 1000);
  });

  it('outage-hang: about 1000 s of waiting without the breaker, about a quarter with it', () => {
    const { result, baseline } = simulateWithBaseline(preset('outage-hang'));
    expect(baseline!.summary.waitedOnFailuresS).toBeGreaterThan(900);
    expect(baseline!.summary.waitedOnFailuresS).toBeLessThan(1100);
    const ratio = result.summary.waitedOnFailuresS / baseline!.summary.waitedOnFailuresS;
    expect(ratio).toBeGreaterThan(0.2);
    expect(ratio).toBeLessThan(0.3);
  });

  it('bot-counted vs bot-excluded: counting 4xx opens a breaker in front of a healthy dependency', () => {
    const counted = simulate(preset('bot-counted')).summary;
    const excluded = simulate(preset('bot-excluded')).summary;
    expect(counted.trips).toBeGreaterThan(0);
    expect(counted.userOk / counted.userCalls).toBeLessThan(0.6);
    expect(excluded.trips).toBe(0);
    expect(excluded.shortCircuited).toBe(0);
    expect(excluded.userOk / excluded.userCalls).toBeGreaterThan(0.96);
    expect(counted.depFailures).toBeLessThan(50); // the dependency itself is fine
  });

  it('cold start: recovers a second after the outage with the breaker, never without it', () => {
    const withB = simulate(preset('cold-start-breaker'));
    const without = simulate(preset('cold-start-no-breaker'));
    expect(withB.down).toEqual([{ from: 10000, to: 26000, state: 'down' }]);
    expect(withB.summary.closeDelayMs).not.toBeNull();
    expect(without.down).toEqual([{ from: 10000, to: 90000, state: 'down' }]);
    expect(without.summary.recoveredAt).toBeNull();
  });

  it('flapping: opens within a second of each outage and keeps rejecting for a while after it', () => {
    const r = simulate(preset('flapping'));
    const opens = r.breaker.filter((iv) => iv.state === 'open');
    expect(opens.length).toBeGreaterThanOrEqual(6);
    for (const d of r.down.slice(0, 6)) {
      const o = opens.find((iv) => iv.from >= d.from && iv.from < d.to);
      expect(o, `open during ${d.from}`).toBeDefined();
      expect(o!.from - d.from).toBeLessThan(1000);
      expect(o!.to).toBeGreaterThan(d.to + 1500);
    }
  });
});
