import { memo, type ReactNode, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from '../../site/router.tsx';
import { t } from '../strings.ts';
import { paths } from '../../site/paths.ts';
import { flushUrlWrite } from '../../store/urlState.ts';
import { useScrollHints } from './scrollHints.ts';
import './labshell.css';
import './layout.css';

export interface PresetOption {
  id: string;
  title: string;
  description: string;
  /** Presets with groups are offered in one list with headings (a lab with many of them). */
  group?: string;
}

/** Copies the current address: the lab's whole state is in it. */
export function CopyLinkButton() {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="button"
      data-testid="copy-link"
      onClick={() => {
        flushUrlWrite();
        void navigator.clipboard?.writeText(window.location.href).then(() => {
          setCopied(true);
          window.setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      <span aria-live="polite">{copied ? t.labs.linkCopied : t.labs.copyLink}</span>
    </button>
  );
}

/** Many presets: one select with a heading per group, so a phone is not a screen of buttons. */
function GroupedPresetPicker({ presets, active, onPick }: { presets: readonly PresetOption[]; active: string | null; onPick: (id: string) => void }) {
  const current = presets.find((p) => p.id === active);
  const groups: { name: string; items: PresetOption[] }[] = [];
  for (const p of presets) {
    const name = p.group ?? '';
    let g = groups.find((x) => x.name === name);
    if (!g) groups.push((g = { name, items: [] }));
    g.items.push(p);
  }
  return (
    <section className="lab-presets" aria-labelledby="lab-presets-title">
      <h2 id="lab-presets-title">
        <label htmlFor="lab-preset-select">{t.labs.presets}</label>
      </h2>
      <select id="lab-preset-select" className="preset-select" data-testid="preset-select" value={active ?? ''} onChange={(e) => e.currentTarget.value && onPick(e.currentTarget.value)}>
        {!current && <option value="">{t.labs.presetCustom}</option>}
        {groups.map((g) => (
          <optgroup key={g.name} label={g.name}>
            {g.items.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {current && (
        <p className="preset-description" data-testid="preset-description">
          {current.description}
        </p>
      )}
    </section>
  );
}

/** Memoised: a slider step renders the lab again, and the presets change only when one is picked. */
export const PresetPicker = memo(function PresetPicker({ presets, active, onPick }: { presets: readonly PresetOption[]; active: string | null; onPick: (id: string) => void }) {
  if (presets.some((p) => p.group)) return <GroupedPresetPicker presets={presets} active={active} onPick={onPick} />;
  const current = presets.find((p) => p.id === active);
  return (
    <section className="lab-presets" aria-labelledby="lab-presets-title">
      <h2 id="lab-presets-title">{t.labs.presets}</h2>
      {/* One row that scrolls sideways on a phone (with a hint), wrapped lines on a wide screen. */}
      <div className="preset-buttons" data-scroll-x="">
        {presets.map((p) => (
          <button key={p.id} type="button" className="preset-button" aria-pressed={p.id === active} data-preset={p.id} onClick={() => onPick(p.id)}>
            {p.title}
          </button>
        ))}
      </div>
      {current && (
        <p className="preset-description" data-testid="preset-description">
          {current.description}
        </p>
      )}
    </section>
  );
});

/** Where the monitor moves above the controls and both stack (the layout's one breakpoint). */
export const NARROW_QUERY = '(max-width: 900px)';

// One query list for the page: useSyncExternalStore reads the snapshot at every render of every lab
// component that asks, and each matchMedia call builds a new list (a few ms under 4× CPU, per slider step).
let narrowQuery: MediaQueryList | null = null;
const narrowMedia = () => (narrowQuery ??= window.matchMedia(NARROW_QUERY));

function subscribeNarrow(onChange: () => void) {
  const media = narrowMedia();
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * True on a phone-sized screen. The pre-rendered lab is the phone's layout: a phone hydrates it as it
 * is, and only a wider screen renders again (a phone would pay for that re-render most, in one task).
 */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribeNarrow,
    () => narrowMedia().matches,
    () => true,
  );
}

/**
 * The lab's main chart, pinned where the controls are: on a wide screen at the top of the output
 * column beside the controls, on a phone above the controls (the chart and the control a finger
 * moves are on screen together). A toggle unpins it for more room.
 */
function Monitor({ children }: { children: ReactNode }) {
  const [pinned, setPinned] = useState(true);
  return (
    <div className="lab-monitor" data-pinned={pinned ? 'true' : 'false'} data-testid="lab-monitor" role="region" aria-label={t.labs.monitorLabel}>
      <button type="button" className="lab-monitor-pin" aria-pressed={pinned} aria-label={t.labs.monitorPin} title={t.labs.monitorPin} onClick={() => setPinned(!pinned)}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M5 1.5h6l-1 5 2.5 2.5h-9L6 6.5z M8 9v5.5" fill={pinned ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
        </svg>
      </button>
      {children}
    </div>
  );
}

/**
 * The frame of every lab page: title, lead, chapter link, presets, then the controls beside the
 * output. With a `monitor` (the lab's main chart), the controls are in the page's flow, never in a
 * panel of their own that scrolls, and the monitor stays pinned beside them (above them on a phone).
 */
export function LabShell({
  title,
  lead,
  chapter,
  toolbar,
  presets,
  notice,
  controls,
  monitor,
  children,
}: {
  title: string;
  lead: string;
  chapter: string;
  toolbar?: ReactNode;
  presets?: ReactNode;
  notice?: ReactNode;
  controls: ReactNode;
  /** The chart the controls change most, shown pinned beside (or above) the controls. */
  monitor?: ReactNode;
  children: ReactNode;
}) {
  const [slug = '', section] = chapter.split('#');
  const narrow = useNarrow();
  const root = useRef<HTMLDivElement>(null);
  useScrollHints(root);
  const aside = <aside className="lab-controls">{controls}</aside>;
  let body: ReactNode;
  if (!monitor) {
    body = (
      <div className="lab-body">
        {aside}
        <section className="lab-output" aria-live="off">
          {children}
        </section>
      </div>
    );
  } else {
    // One tree for both layouts, so that the switch moves only the monitor: the controls keep their
    // place (and their DOM) when a wide screen renders the pre-rendered phone layout again.
    body = (
      <div className="lab-body lab-body-monitor">
        <div className="lab-workbench">
          {narrow && <Monitor>{monitor}</Monitor>}
          {aside}
        </div>
        <section className="lab-output" aria-live="off">
          {!narrow && <Monitor>{monitor}</Monitor>}
          {children}
        </section>
      </div>
    );
  }
  return (
    <div className="lab" ref={root}>
      <header className="lab-header">
        <p className="eyebrow">
          <Link to={paths.labs}>{t.labs.title}</Link>
        </p>
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        <p className="lab-links">
          <Link to={paths.chapter(slug, section)}>{t.labs.chapterLink} →</Link>
        </p>
        <div className="lab-toolbar">{toolbar ?? <CopyLinkButton />}</div>
      </header>
      {notice}
      {presets}
      {body}
    </div>
  );
}
