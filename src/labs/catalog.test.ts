/**
 * The overload presets' one-line claims in the catalog state what the engine computes: each
 * figure below is recomputed and must appear in the claim as written.
 */
import { describe, expect, it } from 'vitest';
import { presetById, PRESET_IDS, runOverload, type OverloadState } from '../engine/overload/index.ts';
import { OVERLOAD_PRESET_CLAIMS } from './catalog.ts';
import { labById } from './registry.ts';

const run = (id: string, over: Partial<OverloadState> = {}) => runOverload({ ...presetById(id)!.state, ...over }).summary;
const ru = (x: number, digits = 0) => x.toFixed(digits).replace('.', ',');
const pct = (x: number, digits = 0) => `${ru(x * 100, digits)}\u00a0%`;
const hundreds = (x: number) => String(Math.round(x / 100) * 100);

const FIGURES: Record<string, () => string[]> = {
  metastable: () => {
    const s = run('metastable');
    return [pct(s.goodputAfter!, 1), pct(s.wastedShare), hundreds(s.serverRps)];
  },
  'recover-shed': () => [pct(run('recover-shed').goodputAfter!)],
  'recover-drop-expired': () => [pct(run('recover-drop-expired').goodputAfter!)],
  'recover-budget': () => {
    const s = run('recover-budget');
    return [hundreds(s.serverRps), `${ru(s.recoveryMs! / 1000)} с`];
  },
  'recover-lower-rate': () => [`${ru(run('recover-lower-rate').recoveryMs! / 1000)} с`],
  'serve-in-vain': () => {
    const s = run('serve-in-vain');
    return [pct(s.goodputShare, 1), pct(s.wastedShare)];
  },
  'drop-expired': () => {
    const s = run('drop-expired');
    return [pct(s.goodputShare), `${Math.round(s.p50Ms!)} мс`];
  },
  'queue-lifo': () => {
    const s = run('queue-lifo');
    return [pct(s.goodputShare), `${Math.round(s.p50Ms!)} мс`, `${Math.round(s.maxQueueDelayMs / 1000)} с`];
  },
  'queue-codel': () => {
    const s = run('queue-codel');
    return [pct(s.goodputShare), `p99 ${Math.round(s.p99Ms!)} мс`];
  },
  'queue-adaptive-lifo': () => {
    const s = run('queue-adaptive-lifo');
    return [pct(s.goodputShare, 1), `${Math.round(s.p50Ms!)} мс`];
  },
  'spike-fifo': () => {
    const s = run('spike-fifo');
    return [hundreds(s.peakQueue), `${ru(s.maxQueueDelayMs / 1000, 1)} с`, pct(s.goodputShare)];
  },
  'limit-aimd': () => {
    const s = run('limit-aimd');
    return [`≤ ${Math.ceil(s.peakQueue / 10) * 10}`, `p99 ${Math.round(s.p99Ms!)} мс`, pct(s.goodputShare)];
  },
  'limit-gradient': () => {
    const s = run('limit-gradient');
    return [`≤ ${s.peakQueue}`, `p99 ${Math.round(s.p99Ms!)} мс`, pct(s.goodputShare)];
  },
  throttle: () => {
    const on = run('throttle');
    const off = run('throttle', { throttle: false });
    return [hundreds(off.serverRps), String(Math.round(on.serverRps / 50) * 50), String(Math.round(on.acceptRps))];
  },
  'hedge-low-load': () => [`со ${Math.round(run('hedge-low-load', { hedge: false }).p99Ms!)} до ${Math.round(run('hedge-low-load').p99Ms!)} мс`],
  'hedge-high-load': () => [`со ${Math.round(run('hedge-high-load', { hedge: false }).p99Ms!)} до ${Math.round(run('hedge-high-load').p99Ms!)} мс`],
  'hedge-no-budget': () => [pct(run('hedge-no-budget').goodputShare, 1)],
  'budget-per-client': () => [String(run('budget-per-client', { budgetScope: 'shared' }).retries), String(run('budget-per-client').retries)],
  'breaker-per-client': () => [pct(run('breaker-per-client').goodputShare), `${ru(run('breaker-per-client', { breakerScope: 'shared' }).recoveryMs! / 1000)} с`],
  'budget-below-threshold': () => [ru(run('budget-below-threshold').amplification, 3)],
  'budget-above-threshold': () => [ru(run('budget-above-threshold').amplification, 3), ru(run('budget-above-threshold', { budget: false }).amplification, 3)],
};

describe('overload preset claims in the catalog', () => {
  it('cover every preset once, in the engine order, and the lab is registered', () => {
    expect(OVERLOAD_PRESET_CLAIMS.map((c) => c.preset)).toEqual([...PRESET_IDS]);
    expect(Object.keys(FIGURES).sort()).toEqual([...PRESET_IDS].sort());
    expect(labById('overload')?.chapter).toBe('overload#metastability');
  });

  for (const c of OVERLOAD_PRESET_CLAIMS) {
    it(`${c.preset}: ${c.claim.slice(0, 60)}…`, () => {
      for (const figure of FIGURES[c.preset]!()) expect(c.claim).toContain(figure);
    }, 30_000);
  }
});
