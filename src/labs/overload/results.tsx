/** The overload lab's charts, each with a legend and a text summary. Lazily loaded (the charts' code). */
import { memo, type ReactNode, useMemo } from 'react';
import { ChartSlot } from '../kit/ChartSlot.tsx';
import { ChartFigure } from '../kit/SimParts.tsx';
import { usePalette } from '../kit/usePalette.ts';
import { CHART_HEIGHT, Legend, OverloadChart, latencyLines, limitLines, loadLines, outcomeLines, queueLines, type LineStyle } from './charts.tsx';
import type { OverloadView } from './compute.ts';
import { describeLatency, describeLimit, describeLoad, describeOutcomes, describeQueue } from './format.ts';
import { overloadStrings } from './strings.ts';

const L = overloadStrings;

/** The kit's chart frame with this lab's legend and its summary as a paragraph. */
function Figure({ id, title, note, lines, summary, children }: { id: string; title: string; note: string; lines: readonly LineStyle[]; summary: string; children: ReactNode }) {
  return (
    <ChartFigure id={id} title={title} note={note} legend={<Legend lines={lines} />} summary={<p>{summary}</p>}>
      {children}
    </ChartFigure>
  );
}

/** The outcomes chart pinned above the controls on a phone: lower, so the controls keep room. */
const MONITOR_HEIGHT = 150;

/**
 * `part`: the outcomes chart alone (the lab's pinned monitor), every chart but it (below the
 * monitor), or all of them (the chapter embed).
 */
function Results({ view, embed = false, part = 'all', compact = false }: { view: OverloadView; embed?: boolean; part?: 'all' | 'monitor' | 'rest'; compact?: boolean }) {
  const palette = usePalette();
  // Stable line lists: a chart redraws only when its view, palette or height changed.
  const lines = useMemo(() => ({ load: loadLines(palette), outcomes: outcomeLines(palette), queue: queueLines(palette), latency: latencyLines(palette) }), [palette]);
  const limitKey = `${view.state.limiter}|${String(view.state.throttle)}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the limit lines depend only on the limiter and the throttle
  const limit = useMemo(() => limitLines(palette, view), [palette, limitKey]);
  const chart = (id: string, chartLines: readonly LineStyle[], height = CHART_HEIGHT, urgent = false) => (
    <ChartSlot chart={OverloadChart} urgent={urgent} height={height} props={{ view, lines: chartLines, palette, id, height }} />
  );
  return (
    <div className="ov-results">
      {part !== 'rest' && (
        <Figure id="outcomes" title={L.charts.outcomes} note={L.charts.outcomesNote} lines={lines.outcomes} summary={describeOutcomes(view)}>
          {chart('outcomes', lines.outcomes, compact ? MONITOR_HEIGHT : CHART_HEIGHT, true)}
        </Figure>
      )}
      {part !== 'monitor' && (
        <>
          <Figure id="load" title={L.charts.load} note={L.charts.loadNote} lines={lines.load} summary={describeLoad(view)}>
            {chart('load', lines.load)}
          </Figure>
          {!embed && (
            <Figure id="queue" title={L.charts.queue} note={L.charts.queueNote} lines={lines.queue} summary={describeQueue(view)}>
              {chart('queue', lines.queue)}
            </Figure>
          )}
          <Figure id="latency" title={L.charts.latency} note={L.charts.latencyNote} lines={lines.latency} summary={describeLatency(view)}>
            {chart('latency', lines.latency)}
          </Figure>
          {limit.length > 0 && (
            <Figure id="limit" title={L.charts.limit} note={L.charts.limitNote} lines={limit} summary={describeLimit(view)}>
              {chart('limit', limit)}
            </Figure>
          )}
        </>
      )}
    </div>
  );
}

/** Memoised: a slider step renders the lab again, and the charts change only with a result. */
export default memo(Results);
