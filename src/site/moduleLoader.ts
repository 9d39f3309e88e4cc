/**
 * Every page's scripts load after its first paint. The page is HTML made at build time, readable with no
 * script at all; its scripts (the app's entry, and the islands that hydrate at once) only make it
 * interactive. Fetched together with the HTML, as module scripts and preloads in its head, they share a
 * phone's narrow network with the stylesheet the first paint waits on, and a browser counts them as
 * needed for that paint. So the build (scripts/page-html.mjs) lists them in a JSON element instead, and
 * this loader, inlined into every page's head (scripts/content/html-head-plugin.ts), fetches them once
 * the browser reports the first contentful paint.
 *
 * Measured 2026-12-07, Lighthouse 12 mobile on this machine (Chromium 156, medians of 3 interleaved runs,
 * 4 labs, a question, a chapter): simulated first paint 1.72–1.82 s → 0.75–1.21 s, largest paint
 * 1.87–2.19 s → 0.90–1.21 s, time to interactive −570 to +120 ms (no trend). And the browser's random
 * one-second hold of the first frame (scripts/bench-web.ts, LATE_FIRST_PAINT_MS) no longer makes every
 * script count as render-blocking: Lighthouse counts a module script as needed for the paint whenever
 * it has downloaded before the paint was shown (it cannot see when a module is evaluated).
 *
 * The loader waits for nothing where it would wait in vain: a page opened hidden (no first paint is
 * reported for it), a browser without paint timing; and at most FIRST_PAINT_WAIT_MAX_MS in any case.
 * Keys and clicks before the app has started are kept by the early-input recorder (earlyInput.ts).
 */

/** The id of the JSON element that lists a page's scripts: `{ "entry": url, "preload": [url, …] }`. */
export const PAGE_MODULES_ID = 'page-modules';

/** The longest the loader waits for the first paint's report before it loads the scripts anyway. */
export const FIRST_PAINT_WAIT_MAX_MS = 3000;

/**
 * How many preloads the loader adds per task. Adding a `<link rel="modulepreload">` starts its fetch
 * at once, 0.5–1.3 ms of the main thread each at desktop speed (2026-12-07, Chromium 156): the overload
 * lab's 17 in one task took 12–14 ms, a long task on a phone. The entry is preloaded first, so its fetch waits for none.
 */
const PRELOADS_PER_TASK = 6;

/**
 * The loader, as inline script source. The list is read when the scripts are due, not when the loader
 * runs: the loader comes before it in the head, and by the first paint the head has been parsed.
 * The entry runs only once the whole document is parsed, as a module script in the page would (they are
 * deferred): a long page can paint before its parser reaches the end of the body, and an entry run then
 * would miss the islands below (seen in CI: the header's tools, last in the body, never started).
 * Its fetch starts at the first paint all the same, as a preload.
 * The preloads share the entry's credentials mode (crossorigin, as Vite's module scripts have it), so the
 * entry's own imports find them in the preload cache.
 */
export const moduleLoader = `(function(){var s=false;function go(){if(s)return;var e=document.getElementById(${JSON.stringify(
  PAGE_MODULES_ID,
)});if(!e){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',go,{once:true});return}s=true;var m=JSON.parse(e.textContent);more([m.entry].concat(m.preload),0);if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',function(){import(m.entry)},{once:true});else import(m.entry)}function more(p,i){p.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});if(i+${PRELOADS_PER_TASK}<p.length)setTimeout(more,0,p,i+${PRELOADS_PER_TASK})}var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;if(document.visibilityState!=='visible'||!t||t.indexOf('paint')<0){go();return}var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}});o.observe({type:'paint',buffered:true});setTimeout(go,${FIRST_PAINT_WAIT_MAX_MS})})()`;
