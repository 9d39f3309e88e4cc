/**
 * The charts of one run, or of A and B side by side, each with a legend and a text summary.
 * Lazily loaded (the charts' code). Each chart is a slot that redraws in its own task when its
 * props change (kit/staggered.ts), top to bottom; the text summaries change at once.
 */
import { memo, useId, useMemo, type ReactNode } from 'react';
import { t } from './strings.ts';
import { useWidth } from '../kit/staggered.ts';
import { ChartSlot } from '../kit/ChartSlot.tsx';
import { ChartFigure } from '../kit/SimParts.tsx';
import { usePalette } from '../kit/usePalette.ts';
import {
  CdfChart,
  InFlightChart,
  Legend,
  LoadChart,
  compact,
  figureWidthSlot,
  OutcomesChart,
  SweepChart,
  loadSeries,
  outcomeSeries,
  strategyStyles,
  timeScale,
  type Axis,
  type TimeScale,
} from './charts.tsx';
import { isOutagePreview, type ContentionView, type OutagePreview, type OutageView, type SimView } from './compute.ts';
import { describeCdf, describeInFlight, describeLoad, describeOutcomes, describeSweep, formatNumber } from './format.ts';

const L = t.retryStorm;

const Figure = ChartFigure;

const CHART_HEIGHT = 210;
/** The load chart when pinned above the controls on a phone: lower, so the controls keep room. */
const MONITOR_HEIGHT = 150;
const SWEEP_HEIGHT = 240;

const Slot = ChartSlot;

function PairItem({ label, slot, render }: { label?: string; slot: string; render: (width: number) => ReactNode }) {
  const [ref, width] = useWidth<HTMLDivElement>(slot);
  return (
    <div className="rs-pair-item" ref={ref}>
      {label && <p className="rs-pair-label monitor-phone-hidden">{label}</p>}
      {render(width)}
    </div>
  );
}

type OutageShown = OutageView | OutagePreview;

/**
 * One chart per view, side by side. `place` names where the pair sits (an embed, the lab's monitor or
 * the rest: figureWidthSlot).
 */
function Pair({ views, labels, place, render }: { views: readonly OutageShown[]; labels: readonly string[]; place: string; render: (v: OutageShown, width: number) => ReactNode }) {
  return (
    <div className={views.length > 1 ? 'rs-pair rs-pair-2' : 'rs-pair'}>
      {views.map((v, i) => (
        <PairItem key={i} slot={figureWidthSlot(place, views.length)} label={views.length > 1 ? labels[i] : undefined} render={(width) => render(v, width)} />
      ))}
    </div>
  );
}

/** The common axes of the views, the same object while their numbers stay the same. */
function useTimeScale(views: readonly OutageShown[]): TimeScale {
  const json = useMemo(() => JSON.stringify(timeScale(views)), [views]);
  return useMemo(() => JSON.parse(json) as TimeScale, [json]);
}

function clipNote(note: string, axis: Axis): string {
  return axis.peak > axis.max ? `${note}; ${L.charts.clipped(compact(axis.peak))}` : note;
}

function prefixed(views: readonly unknown[], labels: readonly string[], i: number, text: string): string {
  return views.length > 1 ? `${labels[i]}: ${text}` : text;
}

/** Which figures to draw: all (an embed), only the main one (the monitor), or all but it. */
export type Part = 'all' | 'monitor' | 'rest';

interface PartProps {
  part: Part;
  /** Shared by the monitor and the rest, so their tooltips follow one another. */
  syncId?: string;
  /** The monitor on a phone: a lower chart. */
  compact: boolean;
  /** Where the charts sit, for their widths (figureWidthSlot): the embed, or the lab's part. */
  place: string;
}

/** The outcome series a run has: a whole run's from its totals, a preview's from its rows so far. */
const OUTCOME_KEYS = ['failOutage', 'failOverload', 'failTimeout', 'rejectedByBudget', 'shortCircuited'] as const;
function outcomeKeys(v: OutageShown): string[] {
  return OUTCOME_KEYS.filter((key) => (isOutagePreview(v) ? v.rows.some((r) => r[key] > 0) : v.extra[key] > 0));
}

function OutageResults({ views, labels, embed, part, syncId: sharedSync, compact, place }: { views: OutageShown[]; labels: readonly string[]; embed: boolean } & PartProps) {
  const palette = usePalette();
  const uid = useId().replace(/:/g, '');
  const scale = useTimeScale(views);
  const syncId = sharedSync ?? `rs-${uid}`;
  const loadHeight = compact ? MONITOR_HEIGHT : CHART_HEIGHT;
  const keys = new Set<string>(['success']);
  for (const v of views) for (const key of outcomeKeys(v)) keys.add(key);
  const keyList = ['success', ...OUTCOME_KEYS.filter((key) => keys.has(key))].join(',');
  const capacityLegend = { label: L.series.capacity, color: palette.fg, fill: 'none' as const, dash: '6 4' };
  // A chart's text describes a whole run; of a preview it says how far the run has got.
  const each = (fn: (v: OutageView) => string) =>
    views.map((v, i) => <p key={i}>{prefixed(views, labels, i, isOutagePreview(v) ? L.previewChart(formatNumber(v.untilMs / 1000, 1)) : fn(v))}</p>);
  const whole = views.every((v): v is OutageView => !isOutagePreview(v)) ? views : null;
  return (
    <>
      {part !== 'rest' && (
      <Figure
        id={`${uid}-load`}
        title={L.charts.load}
        note={clipNote(L.charts.loadNote, scale.load)}
        legend={<Legend items={[...loadSeries(palette), capacityLegend]} />}
        summary={each(describeLoad)}
      >
        <Pair views={views} labels={labels} place={place} render={(v, width) => <Slot chart={LoadChart} urgent height={loadHeight} props={{ view: v, palette, scale, width, height: loadHeight, syncId }} />} />
      </Figure>
      )}
      {!embed && part !== 'monitor' && (
        <>
          <Figure
            id={`${uid}-outcomes`}
            title={L.charts.outcomes}
            note={clipNote(L.charts.outcomesNote, scale.outcomes)}
            legend={<Legend items={outcomeSeries(palette).filter((s) => keys.has(String(s.key)))} />}
            summary={each(describeOutcomes)}
          >
            <Pair
              views={views}
              labels={labels}
              place={place}
              render={(v, width) => <Slot chart={OutcomesChart} height={CHART_HEIGHT} props={{ view: v, palette, scale, width, syncId, keys: keyList }} />}
            />
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
            <Pair views={views} labels={labels} place={place} render={(v, width) => <Slot chart={InFlightChart} height={CHART_HEIGHT} props={{ view: v, palette, scale, width, syncId }} />} />
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
            summary={
              whole ? (
                whole.map((v, i) => <p key={i}>{describeCdf(v.summary, views.length > 1 ? labels[i] : undefined)}</p>)
              ) : (
                <p>{L.previewCdf}</p>
              )
            }
          >
            {whole ? (
              <Slot chart={CdfChart} height={CHART_HEIGHT} props={{ views: whole, palette }} />
            ) : (
              <div className="lab-chart lab-chart-waiting rs-cdf-waiting" style={{ height: CHART_HEIGHT }} data-chart="cdf-waiting">
                <p>{L.previewCdf}</p>
              </div>
            )}
          </Figure>
        </>
      )}
    </>
  );
}

function ContentionResults({ views, labels, embed, part, place }: { views: ContentionView[]; labels: readonly string[]; embed: boolean } & PartProps) {
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
      {part !== 'rest' && (
        <Figure id={`${uid}-calls`} title={L.charts.sweepCalls} note={L.charts.sweepCallsNote} legend={legend} summary={<p>{describeSweep(view, 'calls')}</p>}>
          <Slot chart={SweepChart} urgent height={SWEEP_HEIGHT} props={{ view, field: 'calls' as const, palette, place }} />
        </Figure>
      )}
      {!embed && part !== 'monitor' && (
        <Figure id={`${uid}-time`} title={L.charts.sweepTime} note={L.charts.sweepTimeNote} legend={legend} summary={<p>{describeSweep(view, 'completion')}</p>}>
          <Slot chart={SweepChart} height={SWEEP_HEIGHT} props={{ view, field: 'completion' as const, palette, place }} />
        </Figure>
      )}
    </>
  );
}

function Results({
  views,
  labels = [],
  embed = false,
  part = 'all',
  syncId,
  compact = false,
}: {
  views: readonly SimView[];
  labels?: readonly string[];
  embed?: boolean;
} & Partial<Omit<PartProps, 'place'>>) {
  const outage = useMemo(() => views.filter((v): v is OutageShown => v.scenario === 'outage'), [views]);
  const contention = useMemo(() => views.filter((v): v is ContentionView => v.scenario === 'contention'), [views]);
  const parts = { part, syncId, compact, place: embed ? 'embed' : part };
  if (outage.length === views.length && outage.length > 0) return <OutageResults views={outage} labels={labels} embed={embed} {...parts} />;
  if (contention.length > 0) return <ContentionResults views={contention} labels={labels} embed={embed} {...parts} />;
  return null;
}

/** Memoised: the page re-renders on every slider step, the charts only when results arrive. */
export default memo(Results);
