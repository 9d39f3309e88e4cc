/** The overload lab's charts, each with a legend and a text summary. Lazily loaded (recharts). */
import type { ReactNode } from 'react';
import { ChartFigure } from '../kit/SimParts.tsx';
import { usePalette } from '../kit/usePalette.ts';
import { Legend, OverloadChart, latencyLines, limitLines, loadLines, outcomeLines, queueLines, type LineStyle } from './charts.tsx';
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
export default function Results({ view, embed = false, part = 'all', compact = false }: { view: OverloadView; embed?: boolean; part?: 'all' | 'monitor' | 'rest'; compact?: boolean }) {
  const palette = usePalette();
  const load = loadLines(palette);
  const outcomes = outcomeLines(palette);
  const queue = queueLines(palette);
  const latency = latencyLines(palette);
  const limit = limitLines(palette, view);
  return (
    <div className="ov-results">
      {part !== 'rest' && (
        <Figure id="outcomes" title={L.charts.outcomes} note={L.charts.outcomesNote} lines={outcomes} summary={describeOutcomes(view)}>
          <OverloadChart view={view} lines={outcomes} palette={palette} id="outcomes" height={compact ? MONITOR_HEIGHT : undefined} />
        </Figure>
      )}
      {part !== 'monitor' && (
        <>
      <Figure id="load" title={L.charts.load} note={L.charts.loadNote} lines={load} summary={describeLoad(view)}>
        <OverloadChart view={view} lines={load} palette={palette} id="load" />
      </Figure>
      {!embed && (
        <Figure id="queue" title={L.charts.queue} note={L.charts.queueNote} lines={queue} summary={describeQueue(view)}>
          <OverloadChart view={view} lines={queue} palette={palette} id="queue" />
        </Figure>
      )}
      <Figure id="latency" title={L.charts.latency} note={L.charts.latencyNote} lines={latency} summary={describeLatency(view)}>
        <OverloadChart view={view} lines={latency} palette={palette} id="latency" />
      </Figure>
      {limit.length > 0 && (
        <Figure id="limit" title={L.charts.limit} note={L.charts.limitNote} lines={limit} summary={describeLimit(view)}>
          <OverloadChart view={view} lines={limit} palette={palette} id="limit" />
        </Figure>
      )}
        </>
      )}
    </div>
  );
}
