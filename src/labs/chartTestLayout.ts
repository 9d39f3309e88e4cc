/**
 * A test helper for rendering lab charts in happy-dom, which lays nothing out: every box measures
 * 0 × 0 and no ResizeObserver reports, so a chart sized by useWidth would draw nothing, and its IntersectionObserver never reports,
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

/** A ResizeObserver that reports each element it is given at TEST_CHART_WIDTH, after a task (as a browser does after its layout). */
class LaidOutObserver {
  private timers: ReturnType<typeof setTimeout>[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = { target, contentRect: { width: TEST_CHART_WIDTH, height: TEST_CHART_HEIGHT } } as ResizeObserverEntry;
    this.timers.push(setTimeout(() => this.callback([entry], this as unknown as ResizeObserver), 0));
  }
  unobserve() {}
  disconnect() {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
  }
}

/** Makes every element measure TEST_CHART_WIDTH px wide and be on screen (call in beforeAll; returns the undo). */
export function layOutElements(): () => void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  const originalObserver = globalThis.IntersectionObserver;
  const originalResizeObserver = globalThis.ResizeObserver;
  globalThis.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;
  globalThis.ResizeObserver = LaidOutObserver as unknown as typeof ResizeObserver;
  HTMLElement.prototype.getBoundingClientRect = function () {
    return { x: 0, y: 0, left: 0, top: 0, right: TEST_CHART_WIDTH, bottom: TEST_CHART_HEIGHT, width: TEST_CHART_WIDTH, height: TEST_CHART_HEIGHT, toJSON: () => ({}) } as DOMRect;
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = original;
    globalThis.IntersectionObserver = originalObserver;
    globalThis.ResizeObserver = originalResizeObserver;
  };
}
