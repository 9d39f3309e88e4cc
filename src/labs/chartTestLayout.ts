/**
 * A test helper for rendering lab charts in happy-dom, which lays nothing out: every box measures
 * 0 × 0, so a chart sized by useWidth would draw nothing, and its IntersectionObserver never reports,
 * so a chart slot waiting to near the screen would never draw. Elements get the size a 600 px wide
 * page would give a chart, and every observed element is reported on screen.
 */

const TEST_CHART_WIDTH = 600;
const TEST_CHART_HEIGHT = 240;

/** An IntersectionObserver that reports each element it is given on screen, after a task (as a browser does after its layout). */
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    setTimeout(() => this.callback([{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry], this as unknown as IntersectionObserver), 0);
  }
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Makes every element measure TEST_CHART_WIDTH px wide and be on screen (call in beforeAll; returns the undo). */
export function layOutElements(): () => void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  const originalObserver = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;
  HTMLElement.prototype.getBoundingClientRect = function () {
    return { x: 0, y: 0, left: 0, top: 0, right: TEST_CHART_WIDTH, bottom: TEST_CHART_HEIGHT, width: TEST_CHART_WIDTH, height: TEST_CHART_HEIGHT, toJSON: () => ({}) } as DOMRect;
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = original;
    globalThis.IntersectionObserver = originalObserver;
  };
}
