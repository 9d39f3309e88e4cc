// @vitest-environment happy-dom
/**
 * What the labs draw, over their whole parameter space: each lab page renders a random state from
 * its link, and no SVG attribute or style in it carries NaN or Infinity (a chart point at
 * cy="NaN" is a chart that lies or vanishes). The retry-storm page computes in a Web Worker, so its
 * charts are rendered from the same views the worker makes.
 */
import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { cloneElement, Suspense, type ComponentType, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { circuitBreakerParams } from '../engine/circuit-breaker/params.ts';
import { idempotencyParams } from '../engine/idempotency/params.ts';
import { loadSheddingParams } from '../engine/load-shedding/params.ts';
import { requestBudgetParams } from '../engine/request-budget/params.ts';
import { retryAmplificationParams } from '../engine/retry-amplification/params.ts';
import { retryStormParams } from '../engine/retry-storm/index.ts';
import { stateArbitrary } from '../url/arbitrary.ts';
import { encodeState, type ParamTable } from '../url/params.ts';
import CircuitBreakerLab from './circuit-breaker/CircuitBreakerLab.tsx';
import IdempotencyLab from './idempotency/IdempotencyLab.tsx';
import LoadSheddingLab from './load-shedding/LoadSheddingLab.tsx';
import RequestBudgetLab from './request-budget/RequestBudgetLab.tsx';
import RetryAmplificationLab from './retry-amplification/RetryAmplificationLab.tsx';
import { overloadParams } from '../engine/overload/index.ts';
import { computeOverload } from './overload/compute.ts';
import OverloadResults from './overload/results.tsx';
import { computeView } from './retry-storm/compute.ts';
import Results from './retry-storm/results.tsx';

// happy-dom lays nothing out: a ResponsiveContainer would measure 0 × 0 and draw nothing.
vi.mock('recharts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('recharts')>();
  return {
    ...actual,
    ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
      cloneElement(children, { width: 600, height: 240 }),
  };
});

afterEach(cleanup);

function badNumbers(html: string): string[] {
  return [...html.matchAll(/[a-zA-Z-]+="[^"]*(?:NaN|Infinity)[^"]*"/g)].map((m) => m[0]);
}

function renderPage(Page: ComponentType, table: ParamTable, state: Record<string, unknown>): string {
  const query = `?${encodeState(table, state as never)}`;
  window.history.replaceState(null, '', `/labs/x${query}`);
  const { container } = render(
    <>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </>,
  );
  const html = container.innerHTML;
  cleanup();
  return html;
}

const pages: [string, ComponentType, ParamTable, number][] = [
  ['circuit-breaker', CircuitBreakerLab, circuitBreakerParams, 15],
  ['load-shedding', LoadSheddingLab, loadSheddingParams, 10],
  ['retry-amplification', RetryAmplificationLab, retryAmplificationParams, 25],
  ['request-budget', RequestBudgetLab, requestBudgetParams, 40],
  ['idempotency', IdempotencyLab, idempotencyParams, 40],
];

describe('no lab draws NaN or Infinity', () => {
  for (const [id, Page, table, numRuns] of pages) {
    it(id, () => {
      fc.assert(
        fc.property(stateArbitrary(table), (state) => {
          const html = renderPage(Page, table, state);
          expect(html).toContain('<svg');
          expect(badNumbers(html)).toEqual([]);
        }),
        { numRuns },
      );
    }, 240_000);
  }

  it('overload (charts from the worker’s views)', () => {
    // Up to 20 s of model time keeps a case quick; the engine test covers the whole range.
    fc.assert(
      fc.property(stateArbitrary(overloadParams, { ranges: { horizonS: { max: 20 } } }), (state) => {
        const { container } = render(<OverloadResults view={computeOverload(state)} />);
        const html = container.innerHTML;
        cleanup();
        expect(html).toContain('recharts-surface');
        expect(badNumbers(html)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  it('retry-storm (charts from the worker’s views)', () => {
    // One run per contention point and up to 5000 clients keep each case under a second; the
    // engine test covers the whole range of both (src/engine/finite.property.test.ts).
    fc.assert(
      fc.property(stateArbitrary(retryStormParams, { ranges: { runs: { max: 1 }, clients: { max: 5000 } } }), (state) => {
        const { container } = render(<Results views={[computeView(state)]} />);
        const html = container.innerHTML;
        cleanup();
        expect(html).toContain('recharts-surface');
        expect(badNumbers(html)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
