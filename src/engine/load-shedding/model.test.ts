import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidState } from '../../url/params.ts';
import { REJECT_MS, bucketWidthS, generateRequests, runPool, simulate, simulateSteps, type Request } from './model.ts';
import { MAX_REQUESTS, defaultState, loadFactor, loadSheddingParams, normalizeState } from './params.ts';
import { PRESET_IDS, matchPreset, presetById, presets } from './presets.ts';
import { resultSummary } from './summary.ts';

const req = (at: number, service: number): Request => ({ at, dep: 0, service });
const run = (id: string) => simulate(presetById(id)!.state);

describe('runPool', () => {
  it('serves at once while a worker is free, then queues FIFO', () => {
    const r = runPool([req(0, 100), req(10, 100), req(20, 100)], 2, Infinity, 1000, false);
    expect(r.outcome).toEqual(['ok', 'ok', 'ok']);
    expect(Array.from(r.clientMs)).toEqual([100, 100, 180]); // the third waits for the first worker
    expect(Array.from(r.admittedStart)).toEqual([0, 10, 100]);
  });

  it('queueMax 0 is a semaphore: no free worker → refused at once', () => {
    const r = runPool([req(0, 100), req(10, 100), req(120, 100)], 1, 0, 1000, false);
    expect(r.outcome).toEqual(['ok', 'rejected', 'ok']);
    expect(r.clientMs[1]).toBe(REJECT_MS);
  });

  it('queueMax counts the waiting requests only', () => {
    const r = runPool([req(0, 100), req(1, 100), req(2, 100), req(3, 100)], 1, 2, 10_000, false);
    expect(r.outcome).toEqual(['ok', 'ok', 'ok', 'rejected']);
  });

  it('a late answer is a timeout and its work is wasted; ctxCheck drops it before work', () => {
    const reqs = [req(0, 300), req(0, 300), req(0, 300)];
    const plain = runPool(reqs, 1, Infinity, 500, false);
    expect(plain.outcome).toEqual(['ok', 'timeout', 'timeout']);
    expect(plain.wastedWorkMs).toBe(600);
    expect(Array.from(plain.clientMs)).toEqual([300, 500, 500]);
    const checked = runPool(reqs, 1, Infinity, 500, true);
    // The second starts at 300 (client still waiting) and ends at 600: late. The third would start
    // at 600, after its client left at 500: dropped without work.
    expect(checked.outcome).toEqual(['ok', 'timeout', 'timeout']);
    expect(checked.dropped).toBe(1);
    expect(checked.wastedWorkMs).toBe(300);
  });
});

describe('simulate', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = simulate(defaultState);
    expect(simulate(defaultState)).toEqual(a);
    expect(simulate({ ...defaultState, seed: 2 }).all.total).not.toBe(a.all.total);
  });

  it('generates about rate × horizon Poisson arrivals in time order', () => {
    const reqs = generateRequests({ ...defaultState, rate: 200, rateB: 50, horizonS: 100 });
    expect(reqs.length).toBeGreaterThan(24_000);
    expect(reqs.length).toBeLessThan(26_000);
    for (let i = 1; i < reqs.length; i++) expect(reqs[i]!.at).toBeGreaterThanOrEqual(reqs[i - 1]!.at);
    const b = reqs.filter((r) => r.dep === 1).length;
    expect(b / reqs.length).toBeCloseTo(0.2, 1);
  });

  it('below capacity with fixed service times nobody waits long and nobody times out', () => {
    const r = simulate({ ...defaultState, rate: 500, dist: 'fixed' });
    expect(r.all.timeout).toBe(0);
    expect(r.all.rejected).toBe(0);
    expect(r.all.p50).toBe(50);
  });

  it('a success that ends exactly at its deadline reports the deadline, not a hair above it', () => {
    // Found by the property below: 1 ms of queueing before 1996 ms of work ends at arrival + 1997, which
    // the floating-point subtraction made 1997.0000000000002.
    const { state } = normalizeState({ ...defaultState, rate: 1, rateB: 13, workers: 2, serviceMs: 1, serviceBMs: 1997, deadlineMs: 1997, policy: 'queue', queueMax: 0, slotsB: 1, ctxCheck: false, dist: 'fixed', seed: 3, horizonS: 5 });
    const r = simulate(state);
    expect(r.all.ok).toBeGreaterThan(0);
    expect(r.all.okP99).toBeLessThanOrEqual(state.deadlineMs);
    expect(r.all.p99).toBeLessThanOrEqual(state.deadlineMs);
  });

  it('every request has exactly one outcome; shares and latencies are consistent', () => {
    fc.assert(
      fc.property(
        fc.record({
          rate: fc.integer({ min: 1, max: 400 }),
          rateB: fc.integer({ min: 0, max: 100 }),
          workers: fc.integer({ min: 2, max: 30 }),
          serviceMs: fc.integer({ min: 1, max: 200 }),
          serviceBMs: fc.integer({ min: 1, max: 2000 }),
          deadlineMs: fc.integer({ min: 10, max: 2000 }),
          policy: fc.constantFrom('queue' as const, 'shed' as const, 'bulkhead' as const),
          queueMax: fc.integer({ min: 0, max: 50 }),
          slotsB: fc.integer({ min: 1, max: 29 }),
          ctxCheck: fc.boolean(),
          dist: fc.constantFrom('exp' as const, 'fixed' as const),
          seed: fc.integer({ min: 0, max: 1000 }),
        }),
        (p) => {
          const { state } = normalizeState({ ...defaultState, ...p, horizonS: 5 });
          const r = simulate(state);
          const d = r.all;
          expect(d.ok + d.rejected + d.timeout).toBe(d.total);
          expect(d.wasted + d.dropped).toBe(d.timeout);
          if (!state.ctxCheck) expect(d.dropped).toBe(0);
          if (state.policy === 'queue') expect(d.rejected).toBe(0);
          if (state.policy !== 'queue') expect(r.maxQueue).toBeLessThanOrEqual(state.queueMax);
          if (d.okP99 !== null) expect(d.okP99).toBeLessThanOrEqual(state.deadlineMs);
          expect(d.p99).toBeLessThanOrEqual(state.deadlineMs);
          expect(r.wastedWorkShare).toBeGreaterThanOrEqual(0);
          expect(r.wastedWorkShare).toBeLessThanOrEqual(1);
          if (r.b) expect(r.a.total + r.b.total).toBe(d.total);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('buckets stay at about 60 or fewer', () => {
    expect(bucketWidthS(60)).toBe(1);
    expect(bucketWidthS(61)).toBe(2);
    expect(bucketWidthS(300)).toBe(5);
  });
});

describe('params', () => {
  it('keeps B below the worker count and the run within the work bound', () => {
    const { state, notices } = normalizeState({ ...defaultState, policy: 'bulkhead', workers: 8, slotsB: 20, rate: 5000, rateB: 5000, horizonS: 300 });
    expect(state.slotsB).toBe(7);
    expect(state.horizonS).toBe(20);
    expect(notices.map((n) => n.key).sort()).toEqual(['horizonS', 'slotsB']);
    expect((state.rate + state.rateB) * state.horizonS).toBeLessThanOrEqual(MAX_REQUESTS);
  });

  // The bound is on work (requests simulated), not on wall time: a timed assertion fails on a busy machine
  // and proves nothing on a fast one. How long the heaviest run takes is for the benchmark to print.
  it('the heaviest allowed run stays within the work bound', () => {
    const { state } = normalizeState({ ...defaultState, rate: 5000, rateB: 5000, horizonS: 300, workers: 1000, serviceBMs: 60000 });
    const r = simulate(state);
    expect(r.all.total).toBeLessThanOrEqual(MAX_REQUESTS * 1.05);
  });
});

describe('presets', () => {
  it('are valid, normal and recognised', () => {
    expect(presets.map((p) => p.id)).toEqual([...PRESET_IDS]);
    for (const p of presets) {
      expect(isValidState(loadSheddingParams, p.state)).toBe(true);
      expect(normalizeState(p.state).notices).toEqual([]);
      expect(matchPreset(p.state)).toBe(p.id);
      expect(p.description.length).toBeGreaterThan(100);
    }
    expect(matchPreset(defaultState)).toBe('overload-queue');
  });

  it('110 %: an unbounded queue times out nearly everyone; fail-fast refuses about a tenth and serves the rest in time', () => {
    const queue = run('overload-queue');
    const shed = run('overload-shed');
    expect(loadFactor(presetById('overload-queue')!.state)).toBeCloseTo(1.1, 5);
    expect(queue.all.timeout / queue.all.total).toBeGreaterThan(0.85);
    expect(queue.all.rejected).toBe(0);
    expect(queue.wastedWorkShare).toBeGreaterThan(0.8);
    expect(queue.goodput).toBeLessThan(150);

    expect(shed.all.rejected / shed.all.total).toBeGreaterThan(0.06);
    expect(shed.all.rejected / shed.all.total).toBeLessThan(0.14);
    expect(shed.all.ok / shed.all.total).toBeGreaterThan(0.85);
    expect(shed.all.timeout / shed.all.total).toBeLessThan(0.01);
    expect(shed.goodput).toBeGreaterThan(900);
    expect(shed.all.p99).toBeLessThan(500);
  });

  it('the ctx check helps a little but does not replace a queue limit', () => {
    const ctx = run('overload-ctx');
    const queue = run('overload-queue');
    expect(ctx.all.ok).toBeGreaterThan(queue.all.ok);
    expect(ctx.all.timeout / ctx.all.total).toBeGreaterThan(0.6);
    expect(ctx.all.dropped).toBeGreaterThan(0);
  });

  it('below capacity the queue is harmless', () => {
    const r = run('normal-load');
    expect(r.all.ok / r.all.total).toBeGreaterThan(0.999);
  });

  it('a slow dependency starves the fast one in a shared pool, not behind a bulkhead', () => {
    const shared = run('shared-pool');
    const bulk = run('bulkhead');
    expect(shared.a.ok / shared.a.total).toBeLessThan(0.3);
    expect(bulk.a.ok / bulk.a.total).toBeGreaterThan(0.99);
    expect(bulk.a.p99).toBeLessThan(200);
    expect(bulk.b!.rejected / bulk.b!.total).toBeGreaterThan(0.5);
  });

  it('summaries are Russian sentences with the numbers', () => {
    const text = resultSummary(run('overload-shed'), 60);
    expect(text).toMatch(/быстрый отказ \d/);
    expect(text).toContain('Goodput');
  });

  it('as steps, pauses through a long run (so the lab’s worker can drop it) and ends with the same result', () => {
    for (const p of presets) {
      const steps = simulateSteps(p.state);
      let pauses = 0;
      let step = steps.next();
      for (; !step.done; step = steps.next()) pauses++;
      // Every preset simulates tens of thousands of requests: dozens of pauses, not one at the end.
      expect(pauses, p.id).toBeGreaterThan(5);
      expect(step.value, p.id).toEqual(simulate(p.state));
    }
  });
});
