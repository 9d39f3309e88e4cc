// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { layOutElements } from '../chartTestLayout.ts';
import { presetById, stateFromQuery } from '../../engine/retry-storm/index.ts';
import { computeView } from './compute.ts';
import Results from './results.tsx';
import { logAxis } from './charts.tsx';


// happy-dom lays nothing out: the charts are given the width a 600 px page would give them.
let undoLayout = () => {};
beforeAll(() => {
  undoLayout = layOutElements();
});
afterAll(() => undoLayout());
afterEach(cleanup);

/** Every number an SVG attribute or a style carries in the rendered charts. */
function badNumbers(html: string): string[] {
  return [...html.matchAll(/[a-z-]+="[^"]*(?:NaN|Infinity)[^"]*"/gi)].map((m) => m[0]);
}

describe('charts never draw NaN', () => {
  // Regression (issue 15): netMeanMs=0&netSdMs=0 drew a point at cy="NaN" on the log time axis.
  // Each chart redraws in a task of its own (kit/staggered.ts): wait until all have drawn.
  it('contention with zero network delay', async () => {
    const { state } = stateFromQuery('scenario=contention&netMeanMs=0&netSdMs=0&runs=2');
    const view = computeView(state);
    const { container } = render(<Results views={[view]} />);
    // the time sweep is drawn, with its dots
    await waitFor(() => expect(container.querySelectorAll('[data-chart="sweep-completion"] path.lab-plot-line').length).toBe(5), { timeout: 10_000 });
    expect(badNumbers(container.innerHTML)).toEqual([]);
  });

  it('outage presets and edge states', async () => {
    const states = [
      presetById('no-jitter')!.state,
      stateFromQuery('v=1&outageS=0').state,
      stateFromQuery('v=1&outageStartS=0&outageS=600&clients=3').state,
      stateFromQuery('v=1&clients=1&maxAttempts=1&capacity=1&concurrency=1').state,
    ];
    for (const s of states) {
      const { container } = render(<Results views={[computeView(s)]} />);
      await waitFor(() => expect(container.querySelectorAll('.lab-plot-surface').length).toBeGreaterThanOrEqual(4), { timeout: 10_000 });
      await waitFor(() => expect(container.querySelectorAll('.lab-chart-waiting').length).toBe(0), { timeout: 10_000 });
      expect(badNumbers(container.innerHTML), JSON.stringify(s)).toEqual([]);
      cleanup();
    }
  }, 120_000);

  it('the log axis always has two ticks around the data', () => {
    expect(logAxis(0.004, 1.2)).toEqual([0.003, 0.01, 0.03, 0.1, 0.3, 1, 3]);
    expect(logAxis(180, 1842601)).toEqual([100, 300, 1000, 3000, 10000, 30000, 100000, 300000, 1000000, 3000000]);
    expect(logAxis(Infinity, 0)).toEqual([1, 10]);
    expect(logAxis(5, 5)).toEqual([3, 10]);
  });
});
