import { useEffect, useSyncExternalStore } from 'react';
import { t } from './strings.ts';
import { applyUpdate, getSwState, setSwState, subscribeSw } from './swState.ts';

const SERVER_STATE = { updateWaiting: false, offlineReady: false };

/** Registers the service worker once the page has loaded, in production builds. */
function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const start = () => void import('./registerSW.ts').then((m) => m.registerServiceWorker());
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
}

/** «Доступна новая версия — обновить»: shown while a new version waits; nothing changes until the learner agrees. */
export function OfflineNotice() {
  useServiceWorker();
  const sw = useSyncExternalStore(subscribeSw, getSwState, () => SERVER_STATE);
  if (sw.updateWaiting) {
    return (
      <div className="study-toast" role="status" data-testid="update-notice">
        <p>
          <strong>{t.study.offline.updateReady}</strong>
          <br />
          <small>{t.study.offline.updateHint}</small>
        </p>
        <div className="study-toast-actions">
          <button type="button" className="button button-primary" onClick={applyUpdate}>
            {t.study.offline.update}
          </button>
          <button type="button" className="button" onClick={() => setSwState({ updateWaiting: false })}>
            {t.study.offline.later}
          </button>
        </div>
      </div>
    );
  }
  // "Stored for offline use" is not announced with a pop-up; the progress page says it.
  return null;
}
