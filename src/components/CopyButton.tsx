import { useState } from 'react';
import { t } from '../i18n/code.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text to the clipboard and says so to sighted and screen-reader users alike. */
export function CopyButton({ getText, label = t.code.copyLabel }: { getText: () => string; label?: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(getText());
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2000);
  };
  return (
    <button type="button" className="copy-button" onClick={() => void copy()} aria-label={label}>
      <span aria-live="polite">{state === 'copied' ? t.code.copied : state === 'failed' ? t.code.copyFailed : t.code.copy}</span>
    </button>
  );
}
