// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presetById, stateFromQuery } from '../../engine/retry-storm/index.ts';
import { computeView } from './compute.ts';
import Results from './results.tsx';
import { logAxis } from './charts.tsx';

// happy-dom lays nothing out, so a ResponsiveContainer measures 0 × 0 and draws nothing: give the
// charts a fixed size, as a 600 px wide page would.
vi.mock('recharts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('recharts')>();
  return {
    ...actual,
    ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
      cloneElement(children, { width: 600, height: 240 }),
  };
});

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
    await waitFor(() => expect(container.querySelectorAll('[data-chart="sweep-completion"] .recharts-line-curve').length).toBe(5), { timeout: 10_000 });
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
      await waitFor(() => expect(container.querySelectorAll('.recharts-surface').length).toBeGreaterThanOrEqual(4), { timeout: 10_000 });
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
