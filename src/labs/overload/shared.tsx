/**
 * Pieces the overload page and its chapter embed share: the summary figures, the status line,
 * the engine's corrections and the screen-reader announcement. No chart code here. Each is memoised on
 * what it shows: a slider step renders the lab again, and these change only with a result.
 */
import { lazy, memo } from 'react';
import '../kit/results.css';
import { isParamRelevant, overloadParams, type OverloadKey, type OverloadState } from '../../engine/overload/index.ts';
import type { Notice } from '../../url/params.ts';
import { FiguresHelp as KitFiguresHelp, Headline as KitHeadline, ModelNotices as KitModelNotices, SimStatus, irrelevantKeys as kitIrrelevantKeys } from '../kit/SimParts.tsx';
import type { OverloadView } from './compute.ts';
import { SUMMARY_FIELDS, formatRecovery, formatShare, formatViewField, rawValue, type SummaryField } from './format.ts';
import { overloadStrings } from './strings.ts';

const L = overloadStrings;

export const Results = lazy(() => import('./results.tsx'));

const PRIMARY: readonly SummaryField[] = ['goodputShare', 'goodputAfter', 'recovery', 'amplification'];
const SECONDARY = SUMMARY_FIELDS.filter((f) => !PRIMARY.includes(f));

export const SummaryPanel = memo(function SummaryPanel({ view, compact = false, label }: { view: OverloadView; compact?: boolean; label?: string }) {
  const s = view.summary;
  const figure = (field: SummaryField, big: boolean) => (
    <div key={field} className={big ? 'lab-stat lab-stat-big' : 'lab-stat'}>
      <dt>{L.fields[field]}</dt>
      <dd data-testid={`ov-${field}`} data-value={rawValue(field, s)}>
        {formatViewField(field, view)}
      </dd>
    </div>
  );
  return (
    <section className={`lab-summary${compact ? ' lab-summary-compact' : ''}`} data-testid="ov-summary" aria-label={label ?? L.summaryTitle}>
      <dl className="lab-stats lab-stats-primary">{PRIMARY.map((f) => figure(f, true))}</dl>
      <dl className="lab-stats">{SECONDARY.map((f) => figure(f, false))}</dl>
    </section>
  );
});



/** The main figures, announced after each recomputation (the status line itself is not). */
export const LiveSummary = memo(function LiveSummary({ view }: { view: OverloadView | null }) {
  const s = view?.summary;
  return (
    <p className="visually-hidden" aria-live="polite">
      {s ? L.announce(formatShare(s.goodputShare), formatShare(s.goodputAfter), formatRecovery(s)) : ''}
    </p>
  );
});

/** The kit's status line; a preview (OverloadSimulation.partial) says which part of the run it shows. */
export const Status = memo(function Status({ pending, error, computeMs, preview }: { pending: boolean; error: string | null; computeMs?: number; preview?: OverloadView | null }) {
  return (
    <SimStatus
      pending={pending}
      error={error}
      computeMs={computeMs}
      partial={preview != null}
      partialLabel={preview ? L.preview(preview.state.horizonS, preview.rowsS, preview.axisS) : undefined}
    />
  );
});

export const FiguresHelp = memo(function FiguresHelp() {
  return <KitFiguresHelp paragraphs={L.figuresExplained} testId="ov-help" />;
});

export const ModelNotices = memo(function ModelNotices({ notices }: { notices: readonly Notice[] }) {
  return <KitModelNotices notices={notices} table={overloadParams} title={L.modelNotices} />;
});

export function irrelevantKeys(state: OverloadState): Set<string> {
  return kitIrrelevantKeys<OverloadKey, OverloadState>(overloadParams, isParamRelevant, state);
}

/** The headline figures over the pinned chart. */
export const Headline = memo(function Headline({ view }: { view: OverloadView }) {
  const items = PRIMARY.map((f) => ({ label: L.headlineFields[f as keyof typeof L.headlineFields] ?? L.fields[f], value: formatViewField(f, view) }));
  return <KitHeadline rows={[{ items }]} testId="ov-headline" />;
});
