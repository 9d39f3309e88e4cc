/**
 * The charts of one run, or of A and B side by side, each with a legend and a text summary.
 * Lazily loaded (it pulls in recharts).
 */
import { memo, useId, type ReactNode } from 'react';
import { t } from './strings.ts';
import { usePalette } from '../kit/usePalette.ts';
import {
  CdfChart,
  InFlightChart,
  Legend,
  LoadChart,
  compact,
  OutcomesChart,
  SweepChart,
  loadSeries,
  outcomeSeries,
  strategyStyles,
  timeScale,
  type Axis,
} from './charts.tsx';
import type { ContentionView, OutageView, SimView } from './compute.ts';
import { describeCdf, describeInFlight, describeLoad, describeOutcomes, describeSweep } from './format.ts';

const L = t.retryStorm;

function Figure({ title, note, legend, summary, children, id }: { title: string; note: string; legend?: ReactNode; summary: ReactNode; children: ReactNode; id: string }) {
  return (
    <figure className="rs-figure" aria-labelledby={`${id}-title`} data-figure={id}>
      <figcaption>
        <h3 id={`${id}-title`}>{title}</h3>
        <span className="rs-figure-note">{note}</span>
      </figcaption>
      {children}
      {legend}
      <div className="chart-summary">{summary}</div>
    </figure>
  );
}

function Pair({ views, labels, render }: { views: readonly OutageView[]; labels: readonly string[]; render: (v: OutageView, i: number) => ReactNode }) {
  return (
    <div className={views.length > 1 ? 'rs-pair rs-pair-2' : 'rs-pair'}>
      {views.map((v, i) => (
        <div key={i} className="rs-pair-item">
          {views.length > 1 && <p className="rs-pair-label">{labels[i]}</p>}
          {render(v, i)}
        </div>
      ))}
    </div>
  );
}

function clipNote(note: string, axis: Axis): string {
  return axis.peak > axis.max ? `${note}; ${L.charts.clipped(compact(axis.peak))}` : note;
}

function prefixed(views: readonly unknown[], labels: readonly string[], i: number, text: string): string {
  return views.length > 1 ? `${labels[i]}: ${text}` : text;
}

function OutageResults({ views, labels, embed }: { views: OutageView[]; labels: readonly string[]; embed: boolean }) {
  const palette = usePalette();
  const uid = useId().replace(/:/g, '');
  const scale = timeScale(views);
  const syncId = `rs-${uid}`;
  const keys = new Set<string>(['success']);
  for (const v of views) {
    const e = v.extra;
    if (e.failOutage) keys.add('failOutage');
    if (e.failOverload) keys.add('failOverload');
    if (e.failTimeout) keys.add('failTimeout');
    if (e.rejectedByBudget) keys.add('rejectedByBudget');
    if (e.shortCircuited) keys.add('shortCircuited');
  }
  const capacityLegend = { label: L.series.capacity, color: palette.fg, fill: 'none' as const, dash: '6 4' };
  const each = (fn: (v: OutageView) => string) => views.map((v, i) => <p key={i}>{prefixed(views, labels, i, fn(v))}</p>);
  return (
    <>
      <Figure
        id={`${uid}-load`}
        title={L.charts.load}
        note={clipNote(L.charts.loadNote, scale.load)}
        legend={<Legend items={[...loadSeries(palette), capacityLegend]} />}
        summary={each(describeLoad)}
      >
        <Pair views={views} labels={labels} render={(v, i) => <LoadChart key={i} view={v} palette={palette} scale={scale} syncId={syncId} />} />
      </Figure>
      {!embed && (
        <>
          <Figure
            id={`${uid}-outcomes`}
            title={L.charts.outcomes}
            note={clipNote(L.charts.outcomesNote, scale.outcomes)}
            legend={<Legend items={outcomeSeries(palette).filter((s) => keys.has(String(s.key)))} />}
            summary={each(describeOutcomes)}
          >
            <Pair views={views} labels={labels} render={(v) => <OutcomesChart view={v} palette={palette} scale={scale} syncId={syncId} keys={keys} />} />
          </Figure>
          <Figure
            id={`${uid}-inflight`}
            title={L.charts.inflight}
            note={L.charts.inflightNote}
            legend={
              <Legend
                items={[
                  { label: L.series.inFlight, color: palette.sky, fill: 'solid' },
                  { label: L.series.queued, color: palette.orange, fill: 'none', dash: '3 3' },
                ]}
              />
            }
            summary={each(describeInFlight)}
          >
            <Pair views={views} labels={labels} render={(v) => <InFlightChart view={v} palette={palette} scale={scale} syncId={syncId} />} />
          </Figure>
          <Figure
            id={`${uid}-cdf`}
            title={L.charts.cdf}
            note={L.charts.cdfNote}
            legend={
              views.length > 1 ? (
                <Legend
                  items={[
                    { label: labels[0] ?? 'A', color: palette.blue, fill: 'none' },
                    { label: labels[1] ?? 'B', color: palette.vermillion, fill: 'none', dash: '7 4' },
                  ]}
                />
              ) : undefined
            }
            summary={views.map((v, i) => (
              <p key={i}>{describeCdf(v.summary, views.length > 1 ? labels[i] : undefined)}</p>
            ))}
          >
            <CdfChart views={views} palette={palette} />
          </Figure>
        </>
      )}
    </>
  );
}

function ContentionResults({ views, labels, embed }: { views: ContentionView[]; labels: readonly string[]; embed: boolean }) {
  const palette = usePalette();
  const uid = useId().replace(/:/g, '');
  // The sweep covers every strategy whatever the policy, so A's sweep stands for both.
  const view = views[0]!;
  const styles = strategyStyles(palette);
  const legend = (
    <Legend
      items={view.strategies.map((s) => ({
        label: L.enumLabels.strategy?.[s] ?? s,
        color: styles[s].color,
        fill: 'none' as const,
        dash: styles[s].dash,
        marker: styles[s].marker,
      }))}
    />
  );
  void labels;
  return (
    <>
      <Figure id={`${uid}-calls`} title={L.charts.sweepCalls} note={L.charts.sweepCallsNote} legend={legend} summary={<p>{describeSweep(view, 'calls')}</p>}>
        <SweepChart view={view} field="calls" palette={palette} />
      </Figure>
      {!embed && (
        <Figure id={`${uid}-time`} title={L.charts.sweepTime} note={L.charts.sweepTimeNote} legend={legend} summary={<p>{describeSweep(view, 'completion')}</p>}>
          <SweepChart view={view} field="completion" palette={palette} />
        </Figure>
      )}
    </>
  );
}

function Results({ views, labels = [], embed = false }: { views: readonly SimView[]; labels?: readonly string[]; embed?: boolean }) {
  const outage = views.filter((v): v is OutageView => v.scenario === 'outage');
  if (outage.length === views.length && outage.length > 0) return <OutageResults views={outage} labels={labels} embed={embed} />;
  const contention = views.filter((v): v is ContentionView => v.scenario === 'contention');
  if (contention.length > 0) return <ContentionResults views={contention} labels={labels} embed={embed} />;
  return null;
}

/** Memoised: the page re-renders on every slider step, the charts only when results arrive. */
export default memo(Results);
