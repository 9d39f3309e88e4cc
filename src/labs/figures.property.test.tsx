// @vitest-environment happy-dom
/**
 * What the labs draw, over their whole parameter space: each lab page renders a random state from
 * its link, and no SVG attribute or style in it carries NaN or Infinity (a chart point at
 * cy="NaN" is a chart that lies or vanishes). The retry-storm page computes in a Web Worker, so its
 * charts are rendered from the same views the worker makes.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { layOutElements } from './chartTestLayout.ts';
import { simulateWithBaseline } from '../engine/circuit-breaker/model.ts';
import { simulate as simulateLoadShedding } from '../engine/load-shedding/model.ts';
import { simulate as simulateRetryAmplification } from '../engine/retry-amplification/model.ts';
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


afterEach(cleanup);

/**
 * The labs simulate in a Web Worker: here one that computes in the page, as the lab's worker does
 * off it (the engine each page's worker serves).
 */
let workerCompute: (state: never) => unknown = () => null;
class InPageWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  postMessage(msg: { id: number; state: never }) {
    setTimeout(() => this.onmessage?.({ data: { id: msg.id, result: workerCompute(msg.state) } } as MessageEvent), 0);
  }
  terminate() {}
}
beforeAll(() => {
  vi.stubGlobal('Worker', InPageWorker);
  // happy-dom lays nothing out: the charts get the width a 600 px page gives them.
  layOutElements();
});

/** The page once its run is on screen and every chart has had its turn to draw. */
async function settled(container: HTMLElement): Promise<string> {
  await waitFor(
    () => {
      expect(container.querySelector('[aria-busy="true"], [data-testid="lab-sim-pending"], .lab-chart-waiting')).toBeNull();
      expect(container.innerHTML).toContain('<svg');
    },
    { timeout: 20_000 },
  );
  return container.innerHTML;
}

function badNumbers(html: string): string[] {
  return [...html.matchAll(/[a-zA-Z-]+="[^"]*(?:NaN|Infinity)[^"]*"/g)].map((m) => m[0]);
}

async function renderPage(Page: ComponentType, table: ParamTable, state: Record<string, unknown>): Promise<string> {
  const query = `?${encodeState(table, state as never)}`;
  window.history.replaceState(null, '', `/labs/x${query}`);
  const { container } = render(
    <>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </>,
  );
  const html = await settled(container);
  cleanup();
  return html;
}

const pages: [string, ComponentType, ParamTable, number, (state: never) => unknown][] = [
  ['circuit-breaker', CircuitBreakerLab, circuitBreakerParams, 15, simulateWithBaseline],
  ['load-shedding', LoadSheddingLab, loadSheddingParams, 10, simulateLoadShedding],
  ['retry-amplification', RetryAmplificationLab, retryAmplificationParams, 25, simulateRetryAmplification],
  ['request-budget', RequestBudgetLab, requestBudgetParams, 40, () => null],
  ['idempotency', IdempotencyLab, idempotencyParams, 40, () => null],
];

describe('no lab draws NaN or Infinity', () => {
  for (const [id, Page, table, numRuns, compute] of pages) {
    it(id, async () => {
      workerCompute = compute;
      await fc.assert(
        fc.asyncProperty(stateArbitrary(table), async (state) => {
          const html = await renderPage(Page, table, state);
          expect(html).toContain('<svg');
          expect(badNumbers(html)).toEqual([]);
        }),
        { numRuns },
      );
    }, 240_000);
  }

  it('overload (charts from the worker’s views)', async () => {
    // Up to 20 s of model time keeps a case quick; the engine test covers the whole range.
    await fc.assert(
      fc.asyncProperty(stateArbitrary(overloadParams, { ranges: { horizonS: { max: 20 } } }), async (state) => {
        const { container } = render(<OverloadResults view={computeOverload(state)} />);
        const html = await settled(container);
        cleanup();
        expect(html).toContain('lab-plot-surface');
        expect(badNumbers(html)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  }, 240_000);

  it('retry-storm (charts from the worker’s views)', async () => {
    // One run per contention point and up to 5000 clients keep each case under a second; the
    // engine test covers the whole range of both (src/engine/finite.property.test.ts).
    await fc.assert(
      fc.asyncProperty(stateArbitrary(retryStormParams, { ranges: { runs: { max: 1 }, clients: { max: 5000 } } }), async (state) => {
        const { container } = render(<Results views={[computeView(state)]} />);
        const html = await settled(container);
        cleanup();
        expect(html).toContain('lab-plot-surface');
        expect(badNumbers(html)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
