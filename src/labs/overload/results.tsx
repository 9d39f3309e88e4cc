/** The overload lab's charts, each with a legend and a text summary. Lazily loaded (recharts). */
import type { ReactNode } from 'react';
import { usePalette } from '../kit/usePalette.ts';
import { Legend, OverloadChart, latencyLines, limitLines, loadLines, outcomeLines, queueLines, type LineStyle } from './charts.tsx';
import type { OverloadView } from './compute.ts';
import { describeLatency, describeLimit, describeLoad, describeOutcomes, describeQueue } from './format.ts';
import { overloadStrings } from './strings.ts';

const L = overloadStrings;

function Figure({ id, title, note, lines, summary, children }: { id: string; title: string; note: string; lines: readonly LineStyle[]; summary: string; children: ReactNode }) {
  return (
    <figure className="ov-figure" aria-labelledby={`ov-${id}-title`} data-figure={id}>
      <figcaption>
        <h3 id={`ov-${id}-title`}>{title}</h3>
        <span className="ov-figure-note">{note}</span>
      </figcaption>
      {children}
      <Legend lines={lines} />
      <div className="chart-summary">
        <p>{summary}</p>
      </div>
    </figure>
  );
}

export default function Results({ view, embed = false }: { view: OverloadView; embed?: boolean }) {
  const palette = usePalette();
  const load = loadLines(palette);
  const outcomes = outcomeLines(palette);
  const queue = queueLines(palette);
  const latency = latencyLines(palette);
  const limit = limitLines(palette, view);
  return (
    <div className="ov-results">
      <Figure id="outcomes" title={L.charts.outcomes} note={L.charts.outcomesNote} lines={outcomes} summary={describeOutcomes(view)}>
        <OverloadChart view={view} lines={outcomes} palette={palette} id="outcomes" />
      </Figure>
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
    </div>
  );
}
