/**
 * A test helper for rendering lab charts in happy-dom, which lays nothing out: every box measures
 * 0 × 0, so a chart sized by useWidth would draw nothing. Elements get the size a 600 px wide page
 * would give a chart.
 */

const TEST_CHART_WIDTH = 600;
const TEST_CHART_HEIGHT = 240;

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
