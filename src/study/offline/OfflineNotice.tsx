import { useEffect, useSyncExternalStore } from 'react';
import { onIdle } from '../../site/idle.ts';
import { t } from './strings.ts';
import { applyUpdate, getSwState, setSwState, subscribeSw } from './swState.ts';

const SERVER_STATE = { updateWaiting: false, offlineReady: false };

/** The longest the registration waits for the first paint (a tab opened in the background paints late). */
const PAINT_WAIT_MS = 10_000;
const IDLE_WAIT_MS = 3000;

/** Resolves once the page has shown its first content (or after PAINT_WAIT_MS). */
function firstPaint(): Promise<void> {
  return new Promise((done) => {
    const timer = window.setTimeout(done, PAINT_WAIT_MS);
    const painted = () => {
      window.clearTimeout(timer);
      observer?.disconnect();
      done();
    };
    let observer: PerformanceObserver | null = null;
    try {
      observer = new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length > 0 && painted());
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      painted(); // no paint timing: do not wait for it
    }
  });
}

/**
 * Registers the service worker in production builds, once the page has loaded, painted and gone idle: its
 * first install downloads the whole site (some 9 MB), which must not compete with the page's own first
 * paint and hydration (registered at load, it was installing while a lab page's first frame waited, in
 * Lighthouse traces on a two-core machine).
 */
function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const loaded = new Promise<void>((done) => {
      if (document.readyState === 'complete') done();
      else window.addEventListener('load', () => done(), { once: true });
    });
    void Promise.all([loaded, firstPaint()]).then(() =>
      onIdle(() => {
        if (!cancelled) void import('./registerSW.ts').then((m) => m.registerServiceWorker());
      }, IDLE_WAIT_MS),
    );
    return () => {
      cancelled = true;
    };
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
