// @vitest-environment happy-dom
/**
 * The chapter embed of the overload lab (the chapter itself is still being written): it opens on
 * its preset, shows the preset's own controls, recomputes when one changes, never touches the
 * address, and links to the full lab with the same state. The Web Worker is replaced by one that
 * computes in the page, as the real one does off it.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { presetById, runOverload } from '../../engine/overload/index.ts';
import { computeOverload } from './compute.ts';
import OverloadEmbed from './OverloadEmbed.tsx';
import type { OverloadState } from '../../engine/overload/index.ts';
import type { SimRequest } from '../kit/workerSim.ts';
import { layOutElements } from '../chartTestLayout.ts';


class InPageWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  postMessage(msg: SimRequest<OverloadState>) {
    setTimeout(() => this.onmessage?.({ data: { id: msg.id, result: computeOverload(msg.state) } } as MessageEvent), 0);
  }
  terminate() {}
}

beforeAll(() => {
  vi.stubGlobal('Worker', InPageWorker);
  layOutElements();
});
afterEach(cleanup);

describe('the overload embed', () => {
  it('opens on its preset, recomputes on its own controls, keeps the address, links to the lab', async () => {
    window.history.replaceState(null, '', '/chapters/overload#recovery');
    render(
      <>
        <Suspense fallback={null}>
          <OverloadEmbed preset="recover-budget" />
        </Suspense>
      </>,
    );
    const expected = runOverload(presetById('recover-budget')!.state).summary;
    await waitFor(() => expect(screen.getByTestId('ov-goodputAfter').getAttribute('data-value')).toBe(JSON.stringify(expected.goodputAfter)), { timeout: 20_000 });
    expect(screen.getByTestId('ov-recovery').textContent).toBe('через 6 с');
    expect(screen.getByTestId('ov-embed').getAttribute('data-preset')).toBe('recover-budget');
    expect(screen.getByTestId('open-in-lab').getAttribute('href')).toMatch(/^\/labs\/overload\?v=1&.*action=budget/);

    // the preset's own control: no action at all leaves the system down
    fireEvent.change(screen.getByLabelText('Действие оператора', { selector: 'select' }), { target: { value: 'none' } });
    const down = runOverload(presetById('metastable')!.state).summary;
    await waitFor(() => expect(screen.getByTestId('ov-recovery').textContent).toBe('не поднялась'), { timeout: 20_000 });
    expect(screen.getByTestId('ov-goodputAfter').getAttribute('data-value')).toBe(JSON.stringify(down.goodputAfter));
    expect(screen.getByTestId('open-in-lab').getAttribute('href')).not.toMatch(/action=/);
    expect(window.location.pathname + window.location.search).toBe('/chapters/overload');
  }, 60_000);
});
