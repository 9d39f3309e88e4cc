/**
 * Registers the service worker made by scripts/build.mjs (production builds only) and turns its
 * life cycle into interface state. Loaded lazily, once the page has painted and gone idle (OfflineNotice.tsx); the browser's own
 * service worker API, a few lines in place of workbox-window.
 *
 * - The first install takes control at once (clientsClaim), the site is then stored for offline use.
 * - A new version installs in the background and waits; the learner sees «Доступна новая версия —
 *   обновить». Only on consent does it take over (the worker skips waiting on a SKIP_WAITING
 *   message); every open tab then reloads once, so no tab runs old code against new files.
 */
import { onAcceptUpdate, setSwState } from './swState.ts';

const UPDATE_CHECK_MS = 30 * 60 * 1000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  const base = import.meta.env.BASE_URL;

  // Another tab accepted the update, or this one did: reload onto the new version. (The first
  // install also changes the controller, from none to the worker: no reload then.)
  let controller = sw.controller;
  let reloading = false;
  sw.addEventListener('controllerchange', () => {
    const previous = controller;
    controller = sw.controller;
    if (!previous || reloading) return;
    reloading = true;
    window.location.reload();
  });

  /**
   * Follows a worker being installed: an update when a worker already controls the page (it waits for
   * consent), else the first install (the site is then stored for offline use).
   */
  const follow = (worker: ServiceWorker) => {
    const isUpdate = sw.controller !== null;
    const check = () => {
      if (worker.state === 'installed' && isUpdate) setSwState({ updateWaiting: true });
      if (worker.state === 'activated' && !isUpdate) setSwState({ offlineReady: true });
    };
    worker.addEventListener('statechange', check);
    check();
  };

  sw.register(`${base}sw.js`, { scope: base })
    .then((registration: ServiceWorkerRegistration | undefined) => {
      // Where registration is stubbed out (an automated browser that blocks workers) there is none to follow.
      if (!registration) return;
      // An update installed during an earlier visit still waits for consent.
      if (registration.waiting && sw.controller) setSwState({ updateWaiting: true });
      if (registration.installing) follow(registration.installing);
      registration.addEventListener('updatefound', () => registration.installing && follow(registration.installing));
      onAcceptUpdate(() => {
        setSwState({ updateWaiting: false });
        registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
      });

      let lastCheck = Date.now();
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_MS) return;
        lastCheck = Date.now();
        void registration.update().catch(() => {}); // offline: the next visit checks again
      });
    })
    .catch((error: unknown) => console.error('service worker registration failed', error));
}
