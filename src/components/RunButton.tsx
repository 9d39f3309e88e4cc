import { t } from '../i18n/index.ts';

/** What the runner's dialog sends when the learner closes it; its opener (src/app/enhance.ts) then unmounts it. */
export const RUNNER_CLOSE_EVENT = 'runner-close';

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
