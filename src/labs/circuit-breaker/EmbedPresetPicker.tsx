import { useId } from 'react';
import { t } from './strings.ts';
import type { PresetOption } from '../kit/LabShell.tsx';

/** The preset buttons of an embed: like the page's picker, with ids unique on a chapter page and a heading below the chapter's h3. */
export function EmbedPresetPicker({ presets, active, onPick }: { presets: readonly PresetOption[]; active: string | null; onPick: (id: string) => void }) {
  const id = useId();
  const current = presets.find((p) => p.id === active);
  return (
    <section className="lab-presets" aria-labelledby={id}>
      <h4 id={id} className="embed-h">{t.labs.presets}</h4>
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
