/**
 * Pieces the overload page and its chapter embed share: the summary figures, the status line,
 * the engine's corrections and the screen-reader announcement. No recharts here.
 */
import { lazy } from 'react';
import { isParamRelevant, overloadParams, type OverloadKey, type OverloadState } from '../../engine/overload/index.ts';
import { formatNotice, type Notice } from '../../url/params.ts';
import type { OverloadView } from './compute.ts';
import { SUMMARY_FIELDS, formatField, formatRecovery, formatShare, rawValue, type SummaryField } from './format.ts';
import { overloadStrings } from './strings.ts';

const L = overloadStrings;

export const Results = lazy(() => import('./results.tsx'));

const PRIMARY: readonly SummaryField[] = ['goodputShare', 'goodputAfter', 'recovery', 'amplification'];
const SECONDARY = SUMMARY_FIELDS.filter((f) => !PRIMARY.includes(f));

export function SummaryPanel({ view, compact = false, label }: { view: OverloadView; compact?: boolean; label?: string }) {
  const s = view.summary;
  const figure = (field: SummaryField, big: boolean) => (
    <div key={field} className={big ? 'ov-stat ov-stat-big' : 'ov-stat'}>
      <dt>{L.fields[field]}</dt>
      <dd data-testid={`ov-${field}`} data-value={rawValue(field, s)}>
        {formatField(field, s)}
      </dd>
    </div>
  );
  return (
    <section className={`ov-summary${compact ? ' ov-summary-compact' : ''}`} data-testid="ov-summary" aria-label={label ?? L.summaryTitle}>
      <dl className="ov-stats ov-stats-primary">{PRIMARY.map((f) => figure(f, true))}</dl>
      <dl className="ov-stats">{SECONDARY.map((f) => figure(f, false))}</dl>
    </section>
  );
}

export function FiguresHelp() {
  return (
    <details className="ov-help" data-testid="ov-help">
      <summary>{L.figuresHelp}</summary>
      {L.figuresExplained.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </details>
  );
}

export function Status({ pending, error, computeMs }: { pending: boolean; error: string | null; computeMs?: number }) {
  if (error) {
    return (
      <p className="ov-status ov-status-error" role="alert">
        {L.error}
      </p>
    );
  }
  return (
    <p className="ov-status" data-pending={pending ? 'true' : 'false'}>
      {pending ? (
        <>
          <span className="spinner" aria-hidden="true" /> {L.computing}
        </>
      ) : computeMs !== undefined ? (
        L.computedIn(computeMs.toLocaleString('ru-RU'))
      ) : null}
    </p>
  );
}

/** The main figures, announced after each recomputation (the status line itself is not). */
export function LiveSummary({ view }: { view: OverloadView | null }) {
  const s = view?.summary;
  return (
    <p className="visually-hidden" aria-live="polite">
      {s ? L.announce(formatShare(s.goodputShare), formatShare(s.goodputAfter), formatRecovery(s)) : ''}
    </p>
  );
}

export function ModelNotices({ notices }: { notices: readonly Notice[] }) {
  if (notices.length === 0) return null;
  return (
    <div className="notice lab-notice" role="status" data-testid="model-notice">
      <div>
        <p>{L.modelNotices}</p>
        <ul>
          {notices.map((n, i) => (
            <li key={`${n.key}-${i}`}>{formatNotice(overloadParams, n)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function irrelevantKeys(state: OverloadState): Set<string> {
  const out = new Set<string>();
  for (const row of overloadParams.rows) if (!isParamRelevant(row.key as OverloadKey, state)) out.add(row.key);
  return out;
}
