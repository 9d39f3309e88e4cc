/**
 * Pieces the lab page and the chapter embed share: the summary figures, the computation status and
 * the engine's corrections. No chart code here: the figures show before the charts load.
 */
import { lazy } from 'react';
import { FiguresHelp as KitFiguresHelp, Headline as KitHeadline, ModelNotices as KitModelNotices, irrelevantKeys as kitIrrelevantKeys } from '../kit/SimParts.tsx';
import '../kit/results.css';
import {
  PARAM_GROUPS,
  isParamRelevant,
  retryStormParams,
  type Notice,
  type ParamKey,
  type RetryStormState,
} from '../../engine/retry-storm/index.ts';
import { t } from './strings.ts';
import { isOutagePreview, type SimView, type SummaryField } from './compute.ts';
import { formatDrain, formatField, formatNumber, formatSummaryField, rawValue } from './format.ts';

const L = t.retryStorm;

export const Results = lazy(() => import('./results.tsx'));

const PRIMARY = ['totalCalls', 'amplification', 'peakLoadRatio', 'drainMs'] as const satisfies readonly SummaryField[];
const SECONDARY: readonly SummaryField[] = ['logicalOps', 'firstAttempts', 'retries', 'succeeded', 'gaveUp', 'p50Ms', 'p95Ms', 'p99Ms'];

/** The summary figures; each carries the CLI's value in `data-value` for tests and tools. */
export function SummaryPanel({ view, side, title, label, compact = false }: { view: SimView; side?: 'a' | 'b'; title?: string; label?: string; compact?: boolean }) {
  // A preview has no figures yet: their places are kept, so nothing jumps when they come.
  const s = isOutagePreview(view) ? null : view.summary;
  const scenario = view.scenario;
  const figure = (field: SummaryField, big: boolean) => {
    const value = s?.[field];
    return (
      <div key={field} className={big ? 'lab-stat lab-stat-big' : 'lab-stat'}>
        <dt>{L.fields[field]}</dt>
        {s ? (
          <dd
            data-testid={`sim-${field}`}
            data-value={rawValue(value ?? null)}
            data-recovery={field === 'drainMs' ? (s.recovery ?? 'n/a') : undefined}
            className={value === null ? 'lab-stat-text' : undefined}
          >
            {formatSummaryField(field, s, scenario)}
          </dd>
        ) : (
          <dd data-testid={`sim-${field}`} data-preview="true">
            {L.previewValue}
          </dd>
        )}
      </div>
    );
  };
  return (
    <section className={`lab-summary${compact ? ' lab-summary-compact' : ''}`} data-testid={side ? `summary-${side}` : 'summary'} aria-label={label ?? title ?? L.summaryTitle}>
      {title && <h3 className="rs-side-title">{title}</h3>}
      <dl className="lab-stats lab-stats-primary">{PRIMARY.map((f) => figure(f, true))}</dl>
      <dl className="lab-stats">{SECONDARY.map((f) => figure(f, false))}</dl>
      {scenario === 'contention' && <p className="lab-footnote">{L.contentionRuns(view.state.runs)}</p>}
    </section>
  );
}

/**
 * What the status line says of a long outage run's beginning (OutagePreview), or undefined when no
 * view is one (a contention sweep's preview has the kit's words).
 */
export function previewLabel(views: readonly SimView[] | null): string | undefined {
  const previews = (views ?? []).filter(isOutagePreview);
  if (previews.length === 0) return undefined;
  const furthest = previews.reduce((a, b) => (b.untilMs > a.untilMs ? b : a));
  return L.preview(formatNumber(furthest.untilMs / 1000, 1), furthest.state.horizonS);
}

/** The headline figures over the pinned chart, one row per run. */
export function Headline({ views, labels }: { views: readonly SimView[]; labels: readonly string[] }) {
  const rows = views.map((v, i) => ({
    label: views.length > 1 ? labels[i]?.split(' · ')[0] : undefined,
    items: PRIMARY.map((f) => ({ label: L.headlineFields[f], value: isOutagePreview(v) ? L.previewValue : formatField(f, v.summary[f], v.scenario) })),
  }));
  return <KitHeadline rows={rows} testId="rs-headline" />;
}



/**
 * Tells screen-reader users the main figures after each recomputation (the status line itself is
 * not announced: it would chatter on every slider step).
 */
export function LiveSummary({ view }: { view: SimView | undefined }) {
  // A preview is not announced: its figures are not known yet, and the whole run follows soon.
  const whole = view && !isOutagePreview(view) ? view : undefined;
  const text = whole
    ? L.announce(
        formatField('totalCalls', whole.summary.totalCalls),
        formatField('peakLoadRatio', whole.summary.peakLoadRatio, whole.scenario),
        formatDrain(whole.summary),
      )
    : '';
  return (
    <p className="visually-hidden" aria-live="polite">
      {text}
    </p>
  );
}


const GROUP_TITLES: Record<string, string> = Object.fromEntries(PARAM_GROUPS.map((g) => [g.id, g.title]));

/** Group id → title for the given group ids, in the engine's display order. */
export function groupsOf(ids: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const g of PARAM_GROUPS) if (ids.includes(g.id)) out[g.id] = GROUP_TITLES[g.id] ?? g.id;
  return out;
}

export { SimStatus } from '../kit/SimParts.tsx';

export function FiguresHelp() {
  return <KitFiguresHelp paragraphs={L.figuresExplained} testId="figures-help" />;
}

export function ModelNotices({ notices }: { notices: readonly Notice[] }) {
  return <KitModelNotices notices={notices} table={retryStormParams} title={L.modelNotices} />;
}

export function irrelevantKeys(state: RetryStormState): Set<string> {
  return kitIrrelevantKeys<ParamKey, RetryStormState>(retryStormParams, isParamRelevant, state);
}
