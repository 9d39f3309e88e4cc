import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_BUCKETS, presetById, presets, runOutage, type OutageBuckets } from '../../engine/retry-storm/index.ts';
import { defaultState } from '../../engine/retry-storm/params.ts';
import { CDF_POINTS, MAX_CHART_POINTS, PREVIEW_MIN_RUNS, PREVIEW_RUNS_DIVISORS, aggregateBuckets, completionCdf, computeOutage, computeView, computeViewSteps, emptyPreview, isOutagePreview, pivotSweep, previewPhases, type OutagePreview } from './compute.ts';
import { EVENTS_PER_PAUSE, runThrough } from '../../lib/steps.ts';

function buckets(count: number, bucketMs: number, fill: (i: number) => number): OutageBuckets {
  const series = () => Array.from({ length: count }, (_, i) => fill(i));
  return {
    bucketMs,
    count,
    firstAttempts: series(),
    retries: series(),
    successes: series(),
    failOutage: series(),
    failOverload: series(),
    failTimeout: series(),
    rejectedByBudget: series(),
    shortCircuited: series(),
    gaveUp: series(),
    inFlight: series(),
    queued: series(),
    queueDelayMs: series(),
    capacity: Array.from({ length: count }, () => 1000),
  };
}

describe('computeOutage', () => {
  it('gives exactly the summary runOutage gives (the CLI prints that one)', () => {
    for (const p of presets.filter((x) => x.state.scenario === 'outage')) {
      expect(computeOutage(p.state).summary, p.id).toEqual(runOutage(p.state).summary);
    }
  });

  it('keeps series short and counts intact', () => {
    const v = computeOutage(presetById('metastable')!.state);
    expect(v.rows.length).toBeLessThanOrEqual(MAX_CHART_POINTS);
    expect(v.rows.length).toBeGreaterThan(50);
    const widths = v.rows.map((r, i) => ((v.rows[i + 1]?.t ?? v.extra.endMs / 1000) - r.t) || v.stepMs / 1000);
    const sent = v.rows.reduce((s, r, i) => s + (r.first + r.retries) * Math.min(widths[i]!, v.stepMs / 1000), 0);
    expect(Math.abs(sent - v.summary.totalCalls) / v.summary.totalCalls).toBeLessThan(0.01);
    expect(v.cdf).toHaveLength(CDF_POINTS + 1);
  });
});

describe('aggregateBuckets', () => {
  it('never returns more points than asked and preserves the counts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_BUCKETS }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 10, max: 800 }), (count, bucketMs, maxPoints) => {
        const b = buckets(count, bucketMs, (i) => (i * 7) % 13);
        const { rows, stepMs } = aggregateBuckets(b, maxPoints, 100);
        expect(rows.length).toBeLessThanOrEqual(maxPoints);
        expect(stepMs).toBeGreaterThanOrEqual(Math.min(100, bucketMs));
        let total = 0;
        for (let i = 0; i < rows.length; i++) {
          const start = Math.round((rows[i]!.t * 1000) / bucketMs);
          const end = Math.min(count, start + stepMs / bucketMs);
          total += (rows[i]!.first * ((end - start) * bucketMs)) / 1000;
        }
        const exact = b.firstAttempts.reduce((s, x) => s + x, 0);
        expect(Math.abs(total - exact)).toBeLessThan(1e-6 * (exact + 1));
      }),
      { numRuns: 60 },
    );
  });

  it('keeps the maximum of gauges', () => {
    const b = buckets(10, 10, (i) => (i === 3 ? 99 : 1));
    const { rows } = aggregateBuckets(b, 600, 100);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.inFlight).toBe(99);
    expect(rows[0]!.first).toBe(((9 + 99) / 100) * 1000);
  });
});

describe('completionCdf', () => {
  it('is monotone and ends at 100 %', () => {
    const cdf = completionCdf([5, 1, 3, 9, 7], 10);
    expect(cdf).toHaveLength(11);
    expect(cdf[0]).toEqual({ ms: 1, share: 0 });
    expect(cdf[cdf.length - 1]).toEqual({ ms: 9, share: 100 });
    for (let i = 1; i < cdf.length; i++) expect(cdf[i]!.ms).toBeGreaterThanOrEqual(cdf[i - 1]!.ms);
    expect(completionCdf([])).toEqual([]);
  });
});

describe('pivotSweep', () => {
  it('puts one column per strategy in a row per client count', () => {
    const rows = pivotSweep(
      [
        { strategy: 'immediate', clients: 20, calls: 150, completionMs: 600 },
        { strategy: 'full-jitter', clients: 20, calls: 100, completionMs: 1000 },
      ],
      'calls',
    );
    expect(rows.find((r) => r.clients === 20)).toEqual({ clients: 20, immediate: 150, 'full-jitter': 100 });
    expect(rows[0]!.clients).toBe(10);
  });
});

describe('previewPhases (what a long contention sweep shows first)', () => {
  const contention = (runs: number) => ({ ...defaultState, scenario: 'contention' as const, runs });
  const isLong = (s: { scenario: string; runs: number }) => s.scenario === 'contention' && s.runs >= PREVIEW_MIN_RUNS;

  it('previews nothing for outage runs and short sweeps', () => {
    expect(previewPhases([defaultState])).toEqual([]);
    expect(previewPhases([contention(PREVIEW_MIN_RUNS - 1), defaultState])).toEqual([]);
  });

  it("the article's 100 runs are previewed with 1 run, then with 7", () => {
    expect(previewPhases([contention(100)]).map((phase) => phase[0]!.runs)).toEqual([1, 7]);
  });

  it('each phase cuts every long sweep to a share of its runs, leaves the rest alone, and refines towards the state', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ contention: fc.boolean(), runs: fc.integer({ min: 1, max: 100 }) }), { minLength: 1, maxLength: 2 }), (specs) => {
        const states = specs.map((x) => (x.contention ? contention(x.runs) : { ...defaultState, runs: x.runs }));
        const phases = previewPhases(states);
        if (!states.some(isLong)) {
          expect(phases).toEqual([]);
          return;
        }
        expect(phases.length).toBeGreaterThanOrEqual(1);
        expect(phases.length).toBeLessThanOrEqual(PREVIEW_RUNS_DIVISORS.length);
        for (const phase of phases) {
          expect(phase).toHaveLength(states.length);
          phase.forEach((p, i) => {
            const s = states[i]!;
            if (!isLong(s)) return expect(p).toEqual(s);
            expect(PREVIEW_RUNS_DIVISORS.some((d) => p.runs === Math.ceil(s.runs / d))).toBe(true);
            expect({ ...p, runs: s.runs }).toEqual(s);
            expect(p.runs).toBeLessThan(s.runs);
          });
        }
        // Each phase runs more than the one before (never the same work twice), and the first is the cheapest.
        const runsOf = (phase: readonly { runs: number }[]) => phase.reduce((sum, p) => sum + p.runs, 0);
        for (let i = 1; i < phases.length; i++) expect(runsOf(phases[i]!)).toBeGreaterThan(runsOf(phases[i - 1]!));
      }),
    );
  });
});

describe('computeViewSteps (the run a worker can drop midway)', () => {
  const pauses = (steps: Generator<void, unknown, void>): number => {
    let n = 0;
    while (!steps.next().done) n++;
    return n;
  };

  it('pauses every few thousand events of an outage run: each operation is sent and resolved at least once', () => {
    const state = { ...defaultState, clients: 100_000 };
    expect(pauses(computeViewSteps(state))).toBeGreaterThanOrEqual(Math.floor((2 * 100_000) / EVENTS_PER_PAUSE));
  });

  it('pauses after every run of every point of a contention sweep', () => {
    const state = { ...defaultState, scenario: 'contention' as const, runs: 3 };
    // The article's 19 × 5 points plus the configured one, three runs each.
    expect(pauses(computeViewSteps(state))).toBe((19 * 5 + 1) * 3);
  });

  it('gives what computeView gives', () => {
    for (const state of [presetById('no-jitter')!.state, { ...defaultState, scenario: 'contention' as const, runs: 2 }]) {
      const steps = computeViewSteps(state);
      let step = steps.next();
      while (!step.done) step = steps.next();
      expect(step.value).toEqual(computeView(state));
    }
  });
});

describe('the preview of a long outage run', () => {
  const outagePresets = presets.filter((p) => p.state.scenario === 'outage');
  /** Preset worlds with another size, length, seed and outage: long enough to pause. */
  const arbRun = fc
    .record({
      preset: fc.constantFrom(...outagePresets),
      clients: fc.integer({ min: 2000, max: 20000 }),
      horizonS: fc.integer({ min: 1, max: 120 }),
      outageStartS: fc.integer({ min: 0, max: 60 }),
      seed: fc.integer({ min: 0, max: 1000 }),
    })
    .map(({ preset, ...r }) => ({ ...preset.state, ...r }));

  it('shows exactly the rows the whole run shows over the same time, whenever the run keeps its bucket width', () => {
    let previews = 0;
    let compared = 0;
    fc.assert(
      fc.property(arbRun, (state) => {
        const seen: OutagePreview[] = [];
        const final = runThrough(computeViewSteps(state, undefined, (preview) => seen.push(preview())));
        if (final.scenario !== 'outage') throw new Error('an outage state');
        previews += seen.length;
        let until = 0;
        for (const p of seen) {
          expect(p.untilMs).toBeGreaterThanOrEqual(until);
          until = p.untilMs;
          expect(p.rows.length * p.stepMs).toBe(p.untilMs);
          expect(p.query).toBe(final.query);
          expect({ start: p.extra.outageStartMs, end: p.extra.outageEndMs, horizon: p.extra.horizonMs }).toEqual({
            start: final.extra.outageStartMs,
            end: final.extra.outageEndMs,
            horizon: final.extra.horizonMs,
          });
          if (p.stepMs !== final.stepMs) continue;
          compared++;
          expect(p.rows).toEqual(final.rows.slice(0, p.rows.length));
        }
      }),
      // A fixed seed: the checks below that both cases occurred must not depend on the draw.
      { numRuns: 25, seed: 20261206 },
    );
    // A run that outlives its horizon widens its buckets (the engine's grid doubles): then the preview
    // showed the same counts finer, and the whole run redraws them coarser. Both kinds were seen.
    expect(previews).toBeGreaterThan(25);
    expect(compared).toBeGreaterThan(0);
    expect(compared).toBeLessThan(previews);
  });

  it('of every preset is exactly the beginning of the whole run', () => {
    for (const p of outagePresets) {
      const seen: OutagePreview[] = [];
      const final = runThrough(computeViewSteps(p.state, undefined, (preview) => seen.push(preview())));
      if (final.scenario !== 'outage') throw new Error('an outage state');
      for (const preview of seen) {
        expect(preview.stepMs, p.id).toBe(final.stepMs);
        expect(preview.rows, p.id).toEqual(final.rows.slice(0, preview.rows.length));
      }
    }
  });

  it('of a run not begun shows the axes of the state with nothing on them', () => {
    const state = presetById('metastable')!.state;
    const empty = emptyPreview(state);
    const final = computeOutage(state);
    expect(empty.rows).toEqual([]);
    expect(empty.untilMs).toBe(0);
    expect(empty.query).toBe(final.query);
    expect(empty.extra.horizonMs).toBe(final.extra.horizonMs);
    expect(isOutagePreview(empty)).toBe(true);
    expect(isOutagePreview(final)).toBe(false);
  });
});
