/**
 * Test helpers for rendering lab charts in happy-dom, which lays nothing out: every box measures
 * 0 × 0, so a recharts ResponsiveContainer or a hand-drawn chart sized by useWidth would draw
 * nothing. Both are given the size a 600 px wide page would give them.
 */
import { cloneElement, type ReactElement } from 'react';

export const TEST_CHART_WIDTH = 600;
const TEST_CHART_HEIGHT = 240;

/** The factory for `vi.mock('recharts', rechartsWithFixedSize)`: recharts as it is, with a fixed-size container. */
export async function rechartsWithFixedSize(importOriginal: <T = unknown>() => Promise<T>) {
  const actual = await importOriginal<typeof import('recharts')>();
  return {
    ...actual,
    ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
      cloneElement(children, { width: TEST_CHART_WIDTH, height: TEST_CHART_HEIGHT }),
  };
}

/** Makes every element measure TEST_CHART_WIDTH px wide (call in beforeAll; returns the undo). */
export function layOutElements(): () => void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function () {
    return { x: 0, y: 0, left: 0, top: 0, right: TEST_CHART_WIDTH, bottom: TEST_CHART_HEIGHT, width: TEST_CHART_WIDTH, height: TEST_CHART_HEIGHT, toJSON: () => ({}) } as DOMRect;
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = original;
  };
}
