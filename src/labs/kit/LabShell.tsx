import { type ReactNode, useState } from 'react';
import { Link } from '../../site/router.tsx';
import { t } from '../strings.ts';
import { paths } from '../../site/paths.ts';
import './labshell.css';

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

export function PresetPicker({ presets, active, onPick }: { presets: readonly PresetOption[]; active: string | null; onPick: (id: string) => void }) {
  if (presets.some((p) => p.group)) return <GroupedPresetPicker presets={presets} active={active} onPick={onPick} />;
  const current = presets.find((p) => p.id === active);
  return (
    <section className="lab-presets" aria-labelledby="lab-presets-title">
      <h2 id="lab-presets-title">{t.labs.presets}</h2>
      <div className="preset-buttons">
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
}

/** The frame of every lab page: title, lead, chapter link, then controls beside the output. */
export function LabShell({
  title,
  lead,
  chapter,
  toolbar,
  presets,
  notice,
  controls,
  children,
}: {
  title: string;
  lead: string;
  chapter: string;
  toolbar?: ReactNode;
  presets?: ReactNode;
  notice?: ReactNode;
  controls: ReactNode;
  children: ReactNode;
}) {
  const [slug = '', section] = chapter.split('#');
  return (
    <div className="lab">
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
      <div className="lab-body">
        <aside className="lab-controls">{controls}</aside>
        <section className="lab-output" aria-live="off">
          {children}
        </section>
      </div>
    </div>
  );
}
