import { describe, expect, it } from 'vitest';
import { isValidState } from '../../url/params';
import { runContentionPoint } from './contention';
import {
  normalizeState,
  presetById,
  presets,
  PRESET_IDS,
  retryStormParams,
  runContention,
  runOutage,
  stateFromQuery,
  stateToQuery,
} from './index';

const outage = (id: string) => runOutage(presetById(id)!.state).summary;

describe('presets', () => {
  it('all ids exist, states are valid and normal, links round-trip', () => {
    expect(presets.map((p) => p.id)).toEqual([...PRESET_IDS]);
    for (const p of presets) {
      expect(p.title.length).toBeGreaterThan(0);
      expect(p.description.length).toBeGreaterThan(80);
      expect(isValidState(retryStormParams, p.state)).toBe(true);
      expect(normalizeState(p.state).notices).toEqual([]);
      expect(stateFromQuery(stateToQuery(p.state)).state).toEqual(p.state);
    }
  });

  it('the four jitter presets differ only in the strategy', () => {
    const ids = ['no-jitter', 'full-jitter', 'equal-jitter', 'decorrelated-jitter'];
    const states = ids.map((id) => presetById(id)!.state);
    const strip = ({ strategy: _s, ...rest }: (typeof states)[number]) => rest;
    for (const s of states) expect(strip(s)).toEqual(strip(states[0]!));
    expect(new Set(states.map((s) => s.strategy)).size).toBe(4);
  });

  it('no-jitter: synchronised waves — a much higher peak load and a slower drain than full jitter', () => {
    const none = outage('no-jitter');
    const full = outage('full-jitter');
    expect(none.peakLoadRatio!).toBeGreaterThan(5 * full.peakLoadRatio!);
    expect(none.peakLoadRatio!).toBeGreaterThan(10);
    expect(none.drainMs).not.toBeNull();
    expect(full.drainMs).not.toBeNull();
    expect(none.drainMs!).toBeGreaterThan(full.drainMs! + 1000);
    // the price of full jitter: shorter average pauses, more attempts during the outage
    expect(full.amplification).toBeGreaterThan(none.amplification);
  });

  it('equal and decorrelated jitter also avoid the waves', () => {
    const none = outage('no-jitter');
    for (const id of ['equal-jitter', 'decorrelated-jitter']) {
      const s = outage(id);
      expect(s.peakLoadRatio!).toBeLessThan(none.peakLoadRatio! / 4);
      expect(s.drainMs).toBe(0);
    }
    // decorrelated pauses can fall back to base: some operations run out of attempts during the outage
    expect(outage('decorrelated-jitter').gaveUp).toBeGreaterThan(0);
    expect(outage('equal-jitter').gaveUp).toBe(0);
  });

  it('metastable: the system stays down after the outage ends', () => {
    const r = runOutage(presetById('metastable')!.state);
    expect(r.summary.drainMs).toBeNull();
    expect(r.summary.amplification).toBeGreaterThan(3);
    // most work after the outage is wasted on requests whose clients left
    expect(r.totals.wastedWork).toBeGreaterThan(r.totals.successes);
    // and it was healthy before the outage: few failures in the first 10 s
    const b = r.buckets;
    const before = Math.floor(10000 / b.bucketMs);
    const fails = b.failOverload.slice(0, before).reduce((a, x) => a + x, 0);
    expect(fails).toBe(0);
  });

  it('retry-budget and breaker: the dependency recovers, with less amplification', () => {
    const meta = outage('metastable');
    for (const id of ['retry-budget', 'breaker']) {
      const s = outage(id);
      expect(s.drainMs).not.toBeNull();
      expect(s.drainMs!).toBeLessThan(5000);
      expect(s.amplification).toBeLessThan(meta.amplification / 2);
      expect(s.succeeded).toBeGreaterThan(meta.succeeded * 3);
    }
    const budget = runOutage(presetById('retry-budget')!.state);
    expect(budget.totals.rejectedByBudget).toBeGreaterThan(0);
    const breaker = runOutage(presetById('breaker')!.state);
    expect(breaker.totals.shortCircuited).toBeGreaterThan(0);
    expect(breaker.totals.breakerTrips).toBeGreaterThan(0);
  });

  it('aws-contention: jitter cuts write calls; no-jitter exponential is the slowest', () => {
    // 10 runs per point instead of 100 to keep the test fast; the ordering is stable.
    const r = runContention({ ...presetById('aws-contention')!.state, runs: 10 });
    const at = (s: string, c: number) => r.summary.sweep.find((p) => p.strategy === s && p.clients === c)!;
    expect(at('full-jitter', 190).calls).toBeLessThan(at('immediate', 190).calls / 3);
    expect(at('full-jitter', 190).calls).toBeLessThan(at('exponential', 190).calls / 2);
    expect(at('exponential', 190).completionMs).toBeGreaterThan(at('immediate', 190).completionMs);
    expect(r.summary.peakLoadRatio).toBeNull();
  });

  it('the outage presets quote the figures the engine computes', () => {
    const text = (id: string) => presetById(id)!.description;
    const ru = (x: number, digits: number) => x.toFixed(digits).replace('.', ',');
    const none = runOutage(presetById('no-jitter')!.state);
    expect(text('no-jitter')).toContain(`Пик нагрузки — ${none.summary.peakLoadRatio}×`);
    expect(text('no-jitter')).toContain(`восстановление — ${ru(none.summary.drainMs! / 1000, 1)} с`);
    expect(text('no-jitter')).toContain(`(${none.totals.wastedWork} ответов впустую)`);
    const full = outage('full-jitter');
    expect(text('full-jitter')).toContain(`пик нагрузки после сбоя — ${ru(full.peakLoadRatio!, 2)}×`);
    expect(text('full-jitter')).toContain(`${ru(full.amplification, 1)} вызова на операцию против ${ru(none.summary.amplification, 1)}`);
    expect(text('full-jitter')).toContain(`p99 — ${Math.round(full.p99Ms! / 1000)} с против ${ru(none.summary.p99Ms! / 1000, 1)} с`);
    const equal = outage('equal-jitter');
    expect(text('equal-jitter')).toContain(`пик — ${ru(equal.peakLoadRatio!, 1)}× ёмкости`);
    expect(text('equal-jitter')).toContain(`p99 — ${ru(equal.p99Ms! / 1000, 1)} с`);
    const dec = outage('decorrelated-jitter');
    expect(text('decorrelated-jitter')).toContain(`${dec.gaveUp} операции из 2000`);
    expect(text('decorrelated-jitter')).toContain(`пик — ${ru(dec.peakLoadRatio!, 1)}× ёмкости`);
    const meta = runOutage(presetById('metastable')!.state).totals;
    expect(text('metastable')).toContain(`из ${meta.served.toLocaleString('ru-RU')} обслуженных запросов ${meta.wastedWork.toLocaleString('ru-RU')} впустую`);
    const budget = runOutage(presetById('retry-budget')!.state);
    expect(text('retry-budget')).toContain(`${budget.summary.retries} ретраев на 48\u00a0000 операций`);
    expect(text('retry-budget')).toContain(`${budget.summary.gaveUp} операций, начатых во время сбоя`);
    const breaker = runOutage(presetById('breaker')!.state);
    expect(text('breaker')).toContain(`брейкер отклонил ${breaker.totals.shortCircuited} вызова`);
    expect(text('breaker')).toContain(`через ${ru(breaker.summary.drainMs! / 1000, 1)} с после сбоя`);
  });

  it('aws-contention: the preset text states exactly what the full sweep (100 runs) gives', () => {
    const sweep = runContention(presetById('aws-contention')!.state).summary.sweep;
    const at = (s: string, c: number) => sweep.find((p) => p.strategy === s && p.clients === c)!;
    const text = presetById('aws-contention')!.description;
    const calls = (s: string) => String(Math.round(at(s, 190).calls));
    expect(text).toContain(`при 190 клиентах — ${calls('immediate')}`);
    expect(text).toContain(`экономит треть (${calls('exponential')})`);
    expect(1 - at('exponential', 190).calls / at('immediate', 190).calls).toBeCloseTo(1 / 3, 1);
    expect(text).toContain(`позже всех (${Math.round(at('exponential', 190).completionMs / 1000)} с)`);
    expect(text).toContain(`(${calls('full-jitter')} и ${calls('equal-jitter')})`);
    expect(text).toContain(`(${calls('decorrelated-jitter')} при 190)`);
    const s = (ms: number) => (ms / 1000).toFixed(1).replace('.', ',');
    expect(text).toContain(`(${s(at('equal-jitter', 190).completionMs)} с против ${s(at('full-jitter', 190).completionMs)} с у full)`);
    expect(text).toContain(`(при 120 — ${s(at('full-jitter', 120).completionMs)} с против ${s(at('decorrelated-jitter', 120).completionMs)} с)`);
    for (let c = 10; c <= 190; c += 10) {
      const full = at('full-jitter', c);
      const equal = at('equal-jitter', c);
      const dec = at('decorrelated-jitter', c);
      // full ≈ equal in calls (within 10 %)
      expect(Math.abs(equal.calls / full.calls - 1), `N=${c}`).toBeLessThan(0.1);
      // equal loses on time at every N
      expect(equal.completionMs, `N=${c}`).toBeGreaterThan(Math.max(full.completionMs, dec.completionMs));
      // decorrelated makes more calls from 20 clients on
      if (c >= 20) expect(dec.calls, `N=${c}`).toBeGreaterThan(full.calls);
      // full finishes a bit later than decorrelated up to 120 clients, earlier from 130
      if (c <= 120) expect(full.completionMs, `N=${c}`).toBeGreaterThan(dec.completionMs);
      else expect(full.completionMs, `N=${c}`).toBeLessThan(dec.completionMs);
      // any backoff finishes later than none; exponential without jitter is the slowest
      expect(at('exponential', c).completionMs).toBeGreaterThan(Math.max(equal.completionMs, at('immediate', c).completionMs));
    }
  }, 120_000); // 9 500 contention runs: ~10 s alone, far more on a shared machine

  it('golden numbers: the same state gives these exact results on every engine', () => {
    // Change these only together with a deliberate change of the model.
    expect(outage('no-jitter')).toEqual({
      logicalOps: 2000,
      totalCalls: 13000,
      firstAttempts: 2000,
      retries: 11000,
      amplification: 6.5,
      succeeded: 2000,
      gaveUp: 0,
      p50Ms: 4105,
      p95Ms: 8205,
      p99Ms: 8305,
      peakLoadRatio: 20,
      drainMs: 4312,
      recovery: 'recovered',
    });
    expect(outage('full-jitter')).toEqual({
      logicalOps: 2000,
      totalCalls: 15038,
      firstAttempts: 2000,
      retries: 13038,
      amplification: 7.519,
      succeeded: 2000,
      gaveUp: 0,
      p50Ms: 4342.9,
      p95Ms: 8412.7,
      p99Ms: 10969.8,
      peakLoadRatio: 1.03,
      drainMs: 0,
      recovery: 'recovered',
    });
    const st = { ...presetById('aws-contention')!.state, runs: 3 };
    expect(runContentionPoint(st, 'full-jitter', 50)).toEqual({
      calls: 329.6666666666667,
      completionMs: 3682.1909695334284,
      totalCalls: 989,
    });
    expect(runContentionPoint(st, 'decorrelated-jitter', 120).totalCalls).toBe(3840);
  });
});
