/**
 * Registers the service worker made by scripts/build.mjs (production builds only) and turns its
 * life cycle into interface state. Loaded lazily: workbox-window is not in the first bundle.
 *
 * - The first install takes control at once (clientsClaim), the site is then stored for offline use.
 * - A new version installs in the background and waits; the learner sees «Доступна новая версия —
 *   обновить». Only on consent does it take over (SKIP_WAITING); every open tab then reloads once,
 *   so no tab runs old code against new files.
 */
import { Workbox } from 'workbox-window';
import { onAcceptUpdate, setSwState } from './swState.ts';

const UPDATE_CHECK_MS = 30 * 60 * 1000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const wb = new Workbox(`${base}sw.js`, { scope: base });

  wb.addEventListener('waiting', () => setSwState({ updateWaiting: true }));
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) setSwState({ offlineReady: true });
  });
  // Another tab accepted the update, or this one did: reload onto the new version. (The first
  // install also changes the controller, from none to the worker: no reload then.)
  let controller = navigator.serviceWorker.controller;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const previous = controller;
    controller = navigator.serviceWorker.controller;
    if (!previous || reloading) return;
    reloading = true;
    window.location.reload();
  });
  onAcceptUpdate(() => {
    setSwState({ updateWaiting: false });
    wb.messageSkipWaiting();
  });

  void wb.register().catch((error: unknown) => console.error('service worker registration failed', error));

  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_MS) return;
    lastCheck = Date.now();
    void wb.update().catch(() => {}); // offline: the next visit checks again
  });
}
