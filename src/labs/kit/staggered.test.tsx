// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStaggered, useWidth } from './staggered.ts';
import { layOutElements } from '../chartTestLayout.ts';
import { SimStatus } from './SimParts.tsx';
import type { ProgressFeed } from './workerSim.ts';

afterEach(cleanup);

function Shown({ value, urgent, testId, near = true }: { value: number; urgent: boolean; testId: string; near?: boolean }) {
  const shown = useStaggered({ value }, near, urgent);
  return <span data-testid={testId}>{shown ? shown.value : 'waiting'}</span>;
}

function Two({ value }: { value: number }) {
  return (
    <>
      <Shown value={value} urgent testId="urgent" />
      <Shown value={value} urgent={false} testId="staggered" />
    </>
  );
}

describe('useStaggered', () => {
  it('shows an urgent slot’s props in the render that brings them; the others wait for their turn', async () => {
    vi.useFakeTimers();
    try {
      const { getByTestId, rerender } = render(<Two value={1} />);
      expect(getByTestId('urgent').textContent).toBe('1');
      expect(getByTestId('staggered').textContent).toBe('waiting');
      await act(async () => void (await vi.runAllTimersAsync()));
      expect(getByTestId('staggered').textContent).toBe('1');

      rerender(<Two value={2} />);
      expect(getByTestId('urgent').textContent).toBe('2');
      expect(getByTestId('staggered').textContent).toBe('1');
      await act(async () => void (await vi.runAllTimersAsync()));
      expect(getByTestId('staggered').textContent).toBe('2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws nothing off screen, not even a first time, until the slot nears the screen', async () => {
    vi.useFakeTimers();
    try {
      const { getByTestId, rerender } = render(<Shown value={1} urgent={false} near={false} testId="slot" />);
      /** The slot given `value` at `near`, once every turn has been taken. */
      const shownAfter = async (value: number, near: boolean) => {
        rerender(<Shown value={value} urgent={false} near={near} testId="slot" />);
        await act(async () => void (await vi.runAllTimersAsync()));
        return getByTestId('slot').textContent;
      };
      expect(await shownAfter(1, false)).toBe('waiting');
      expect(await shownAfter(2, false)).toBe('waiting');
      expect(await shownAfter(2, true)).toBe('2');
      // Drawn once and scrolled away: it keeps what it shows, and catches up when it is back.
      expect(await shownAfter(3, false)).toBe('2');
      expect(await shownAfter(3, true)).toBe('3');
    } finally {
      vi.useRealTimers();
    }
  });
});

function Measured({ slot }: { slot: string }) {
  const [ref, width] = useWidth<HTMLDivElement>(slot);
  return (
    <div ref={ref} data-testid="measured">
      {width}
    </div>
  );
}

describe('useWidth', () => {
  it('reads no layout: the width comes from the observer after layout, and an element mounted again in its slot starts at it', async () => {
    const restore = layOutElements();
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    try {
      const first = render(<Measured slot="test-slot" />);
      // Before the browser's layout (the observer's first report) the width is not known.
      expect(first.getByTestId('measured').textContent).toBe('0');
      await waitFor(() => expect(first.getByTestId('measured').textContent).toBe('600'));
      first.unmount();

      const again = render(<Measured slot="test-slot" />);
      expect(again.getByTestId('measured').textContent).toBe('600');

      // Another slot knows nothing yet.
      cleanup();
      const other = render(<Measured slot="another-slot" />);
      expect(other.getByTestId('measured').textContent).toBe('0');
      expect(measure).not.toHaveBeenCalled();
    } finally {
      measure.mockRestore();
      restore();
    }
  });
});

function feedOf(first: number) {
  let value = first;
  const listeners = new Set<(v: number) => void>();
  const feed: ProgressFeed = {
    value: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (v: number) => {
    value = v;
    for (const l of listeners) l(v);
  };
  return { feed, set, listeners };
}

describe('SimStatus progress', () => {
  it('follows the feed in its bar and its text, and lets go of the feed when the run ends', () => {
    const { feed, set, listeners } = feedOf(0.1);
    const { container, rerender } = render(<SimStatus pending progress={0.1} progressFeed={feed} error={null} />);
    const bar = () => container.querySelector<HTMLElement>('.lab-progress > span')!;
    expect(container.textContent).toContain('10 %');
    expect(bar().style.width).toBe('10%');

    act(() => set(0.37));
    expect(container.textContent).toContain('37 %');
    expect(bar().style.width).toBe('37%');

    rerender(<SimStatus pending={false} progressFeed={feed} error={null} computeMs={12} />);
    expect(container.querySelector('.lab-progress')).toBeNull();
    expect(listeners.size).toBe(0);
  });
});
