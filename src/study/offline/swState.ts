/** What the service worker reports to the interface; a tiny store read with useSyncExternalStore. */
export interface SwState {
  /** A new version is installed and waits for the learner's consent. */
  updateWaiting: boolean;
  /** The site is stored for offline use (the first install finished). */
  offlineReady: boolean;
}

let state: SwState = { updateWaiting: false, offlineReady: false };
const listeners = new Set<() => void>();
let acceptUpdate: () => void = () => {};

export function getSwState(): SwState {
  return state;
}

export function setSwState(patch: Partial<SwState>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export function subscribeSw(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the registration code: what "update" does. */
export function onAcceptUpdate(fn: () => void): void {
  acceptUpdate = fn;
}

export function applyUpdate(): void {
  acceptUpdate();
}
