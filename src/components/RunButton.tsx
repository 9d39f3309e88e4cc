import { t } from '../i18n/code.ts';

/**
 * «Изменить и запустить» on a program: plain markup that works by delegation (src/app/enhance.ts opens
 * the editor, loading it only then), so a chapter pays no script for it and an island renders the same.
 * A program that cannot run in the browser says why instead, before anything is downloaded.
 */
export function RunButton({ program, cannot }: { program: string; cannot?: string | undefined }) {
  if (cannot) return <p className="run-cannot">{t.run.cannot(cannot)}</p>;
  return (
    <button type="button" className="run-button" data-run-program={program} aria-label={t.run.openLabel(`${program}/main.go`)}>
      <span aria-hidden="true">▶ </span>
      {t.run.open}
    </button>
  );
}
