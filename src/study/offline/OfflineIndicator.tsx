import { useSyncExternalStore } from 'react';
import { t } from './strings.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * «Без сети» in the header while the browser is offline: the learner knows the app still works and
 * why nothing new downloads. Nothing shows while online (and on the server, which cannot know).
 */
export function OfflineIndicator() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <span className="offline-indicator" role="status" title={t.study.offline.offlineHint} data-testid="offline-indicator">
      <svg className="icon" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12.5a10 10 0 0 1 13 0M9 16.3a5 5 0 0 1 6 0M12 20h.01M3 3l18 18" />
      </svg>
      <span>{t.study.offline.offline}</span>
    </span>
  );
}
