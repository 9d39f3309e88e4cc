/**
 * Input that comes before the app has started. The page's HTML is on screen before the app's module
 * has loaded and run (hundreds of milliseconds on a phone, more on a slow network); meanwhile this
 * recorder, inlined into every page's head (scripts/content/html-head-plugin.ts), keeps the keys pressed
 * and the clicks, and the app replays them once its own listeners are up (src/study/globalShortcuts.ts).
 * A "/" with the letters after it, or a click on the search button, in that time is not lost.
 */

/** The window property through which the page's recorder hands its events to the app. */
export const EARLY_INPUT_GLOBAL = '__goprepEarlyInput';

/**
 * The recorder, as inline script source. It prevents one default itself: Ctrl+K (⌘K) would open the
 * browser's own search bar before the app could claim the key (the app's shortcut for its search).
 */
export const earlyInputRecorder = `var q=[],n=['keydown','click'],r=function(e){q.push(e);if(e.type==='keydown'&&(e.ctrlKey||e.metaKey)&&e.code==='KeyK')e.preventDefault()};n.forEach(function(t){addEventListener(t,r,true)});window[${JSON.stringify(EARLY_INPUT_GLOBAL)}]=function(){n.forEach(function(t){removeEventListener(t,r,true)});return q};`;

/** Ends the recording and returns what it kept, oldest first; nothing where no recorder ran (the dev server, tests). */
export function takeEarlyInput(): Event[] {
  const holder = window as unknown as Record<string, unknown>;
  const take = holder[EARLY_INPUT_GLOBAL];
  if (typeof take !== 'function') return [];
  delete holder[EARLY_INPUT_GLOBAL];
  return (take as () => Event[])();
}
