/** A lab chart's slot in the page: when it draws (kit/staggered.ts), and the box that keeps its place until then. */
import type { ComponentType } from 'react';
import { useNearViewport, useStaggered } from './staggered.ts';

/**
 * A chart that waits for its turn to redraw (staggered.ts: one chart per task), and while it is
 * far off screen does not draw at all; until its first turn, a box of its height keeps the layout.
 * Only the urgent one is drawn before the browser says where it is: on a phone the page's load then
 * draws the charts of the first two screens, not every chart of a long page.
 */
export function ChartSlot<P extends object>({
  chart: Chart,
  props,
  height,
  urgent = false,
}: {
  chart: ComponentType<P>;
  props: P;
  height: number;
  /** The first chart a reader looks at: it redraws with the result, without waiting for a turn. */
  urgent?: boolean;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>(urgent);
  const shown = useStaggered(props, near, urgent);
  return <div ref={ref}>{shown ? <Chart {...shown} /> : <div className="lab-chart lab-chart-waiting" style={{ height }} aria-hidden="true" />}</div>;
}
