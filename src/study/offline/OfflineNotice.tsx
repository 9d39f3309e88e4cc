import { useEffect, useSyncExternalStore } from 'react';
import { onIdle } from '../../site/idle.ts';
import { t } from './strings.ts';
import { applyUpdate, getSwState, setSwState, subscribeSw } from './swState.ts';

const SERVER_STATE = { updateWaiting: false, offlineReady: false };

/** The longest the registration waits for the first paint (a tab opened in the background paints late). */
const PAINT_WAIT_MS = 10_000;
const IDLE_WAIT_MS = 3000;
/**
 * How long after the load a first install waits before it looks for an idle moment. A lab keeps working
 * after its load event: its worker computes the first run and the page draws it (0.4–1.5 s after
 * navigation in Lighthouse's traces, 2026-12-07). The install's 1,000 downloads started in the middle of
 * that, on the same cores and the same network. A page the worker already controls registers at the
 * first idle moment, as before: that is only an update check, and it must follow an update another tab
 * accepts.
 */
const FIRST_INSTALL_AFTER_LOAD_MS = 5000;

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
 * Registers the service worker in production builds, once the page has loaded, painted and gone idle (a
 * first install FIRST_INSTALL_AFTER_LOAD_MS later): its first install downloads the whole site (some 9 MB),
 * which must not compete with the page's own first paint, hydration and first results.
 */
function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const loaded = new Promise<void>((done) => {
      if (document.readyState === 'complete') done();
      else window.addEventListener('load', () => done(), { once: true });
    });
    let cancelIdle = () => {};
    let timer: number | undefined;
    void Promise.all([loaded, firstPaint()]).then(() => {
      if (cancelled) return;
      timer = window.setTimeout(() => {
        cancelIdle = onIdle(() => void import('./registerSW.ts').then((m) => m.registerServiceWorker()), IDLE_WAIT_MS);
      }, navigator.serviceWorker.controller ? 0 : FIRST_INSTALL_AFTER_LOAD_MS);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      cancelIdle();
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
