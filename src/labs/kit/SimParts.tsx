/**
 * Pieces of a simulation lab's output that the retry-storm and overload labs share (page and
 * chapter embed): the status line, the engine's corrections, the help on reading the figures.
 * No chart code here: they show before the charts load.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { ProgressFeed } from './workerSim.ts';
import type { Notice, ParamTable } from '../../url/params.ts';
import { formatNotice } from '../../url/params.ts';
import { t } from '../strings.ts';
import { formatRu } from '../../lib/ruNumber.ts';

/**
 * A progress bar with its figure. The values after the first come from `feed` straight into the bar
 * and the text, without a React render (workerSim.ts, ProgressFeed says why).
 */
function ProgressBar({ first, feed, partial }: { first: number; feed?: ProgressFeed; partial: boolean }) {
  const bar = useRef<HTMLSpanElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!feed) return;
    const show = (value: number) => {
      const percent = Math.round(value * 100);
      if (bar.current) bar.current.style.width = `${percent}%`;
      if (text.current) text.current.textContent = progressLabel(percent, partial);
    };
    show(feed.value());
    return feed.subscribe(show);
  }, [feed, partial]);
  const percent = Math.round((feed ? feed.value() : first) * 100);
  return (
    <>
      <span className="lab-progress" aria-hidden="true">
        <span ref={bar} style={{ width: `${percent}%` }} />
      </span>
      <span ref={text}>{progressLabel(percent, partial)}</span>
    </>
  );
}

const progressLabel = (percent: number, partial: boolean) => (partial ? t.labs.refining(percent) : t.labs.progress(percent));

/**
 * Computing (with progress when the run reports it), how long the last run took, or that it failed.
 * `partial`: what is shown is a preview of the current state (SimRun.partial), the exact result follows;
 * `partialLabel` says what the preview is, where the lab knows better than «по части прогонов».
 */
export function SimStatus({
  pending,
  progress = null,
  progressFeed,
  error,
  computeMs,
  partial = false,
  partialLabel,
}: {
  pending: boolean;
  progress?: number | null;
  /** The values of the progress after the first (useWorkerSim's progressFeed). */
  progressFeed?: ProgressFeed;
  error: string | null;
  computeMs?: number;
  partial?: boolean;
  partialLabel?: string;
}) {
  if (error) {
    return (
      <p className="lab-status lab-status-error" role="alert">
        {t.labs.simFailed}
      </p>
    );
  }
  return (
    <p className="lab-status" data-pending={pending ? 'true' : 'false'} data-partial={pending && partial ? 'true' : undefined} data-compute-ms={computeMs}>
      {pending ? (
        partial && partialLabel !== undefined ? (
          <>
            <span className="spinner" aria-hidden="true" /> {partialLabel}
          </>
        ) : progress !== null || partial ? (
          <ProgressBar first={progress ?? 0} feed={progress !== null ? progressFeed : undefined} partial={partial} />
        ) : (
          <>
            <span className="spinner" aria-hidden="true" /> {t.labs.computing}
          </>
        )
      ) : computeMs !== undefined ? (
        t.labs.computedIn(formatRu(computeMs, 3))
      ) : null}
    </p>
  );
}

/** Corrections made by the engine itself (work bound, cap below base, …): shown while they apply. */
export function ModelNotices({ notices, table, title }: { notices: readonly Notice[]; table: ParamTable; title: string }) {
  if (notices.length === 0) return null;
  return (
    <div className="notice lab-notice lab-model-notice" role="status" data-testid="model-notice">
      <div>
        <p>{title}</p>
        <ul>
          {notices.map((n, i) => (
            <li key={`${n.key}-${i}`}>{formatNotice(table, n)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** What the headline figures mean, one paragraph each (closed by default). */
export function FiguresHelp({ paragraphs, testId }: { paragraphs: readonly string[]; testId: string }) {
  return (
    <details className="lab-figures-help" data-testid={testId}>
      <summary>{t.labs.figuresHelp}</summary>
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </details>
  );
}

/** Keys whose controls would do nothing for this state (hidden to keep the panel short). */
export function irrelevantKeys<K extends string, S>(table: ParamTable, isRelevant: (key: K, state: S) => boolean, state: S): Set<string> {
  const out = new Set<string>();
  for (const row of table.rows) if (!isRelevant(row.key as K, state)) out.add(row.key);
  return out;
}

/**
 * A chart in its frame: title and note, the chart, its legend, and the same facts as text. `id`
 * names the chart for tests (data-figure); the heading's DOM id is unique even with several embeds
 * of one lab in a chapter.
 */
export function ChartFigure({ id, title, note, legend, summary, children }: { id: string; title: string; note: string; legend?: ReactNode; summary: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <figure className="lab-figure" aria-labelledby={titleId} data-figure={id}>
      <figcaption>
        <h3 id={titleId}>{title}</h3>
        <span className="lab-figure-note">{note}</span>
      </figcaption>
      {children}
      {legend}
      <div className="chart-summary">{summary}</div>
    </figure>
  );
}

export interface HeadlineRow {
  /** Which run the row is (A or B in compare mode); none for a single run. */
  label?: string;
  items: readonly { label: string; value: string }[];
}

/**
 * The main figures in one line above the pinned chart (the summary below has them with their
 * labels in full; this line is what the eye checks while a slider moves). Hidden from screen
 * readers: the live summary announces the same figures.
 */
export function Headline({ rows, testId }: { rows: readonly HeadlineRow[]; testId: string }) {
  return (
    <div className="lab-headline" aria-hidden="true" data-testid={testId}>
      {rows.map((row, i) => (
        <p key={i}>
          {row.label && <strong>{row.label}: </strong>}
          {row.items.map((item) => (
            <span key={item.label} className="lab-headline-item">
              <span className="lab-headline-label">{item.label}</span> {item.value}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}
