// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineParams } from '../url/params.ts';
import { flushUrlWrite, useUrlLabState } from './urlState.ts';

const table = defineParams(1, [{ key: 'rate', kind: 'int', default: 10, min: 1, max: 100, unit: '', group: 'load', label: 'Поток', hint: '' }] as const);

function Lab() {
  const { state, dispatch } = useUrlLabState(table);
  return (
    <>
      <span>{state.rate}</span>
      {[42, 43].map((value) => (
        <button key={value} type="button" onClick={() => dispatch({ type: 'set', key: 'rate', value })}>
          {value}
        </button>
      ))}
    </>
  );
}

const setRate = (value: number) => fireEvent.click(screen.getByRole('button', { name: String(value) }));

beforeEach(() => {
  window.history.replaceState(null, '', '/labs/test');
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useUrlLabState writes the address', () => {
  it('after the input rests and the page is idle, not between a change and its result', async () => {
    render(<Lab />);
    act(() => setRate(42));
    expect(window.location.search).toBe('');
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(window.location.search).toBe('');
    await act(async () => void (await vi.runAllTimersAsync()));
    expect(new URLSearchParams(window.location.search).get('rate')).toBe('42');
  });

  it('at once when asked (copying the link), and only the latest state', () => {
    render(<Lab />);
    act(() => setRate(42));
    act(() => setRate(43));
    flushUrlWrite();
    expect(new URLSearchParams(window.location.search).get('rate')).toBe('43');
  });

  it('not after the lab is gone: a page navigated to keeps its own address', async () => {
    const { unmount } = render(<Lab />);
    act(() => setRate(42));
    unmount();
    flushUrlWrite();
    await act(async () => void (await vi.runAllTimersAsync()));
    expect(window.location.search).toBe('');
  });
});
