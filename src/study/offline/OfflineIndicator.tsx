import { useSyncExternalStore } from 'react';
import { Icon } from '../../components/Icon.tsx';
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
      <Icon name="offline" size={16} />
      <span>{t.study.offline.offline}</span>
    </span>
  );
}
