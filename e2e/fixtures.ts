import { type Page, test as base, expect } from '@playwright/test';
import type { PersistedState } from '../src/store/persistence.ts';

export const STORAGE_KEY = 'goprep';

/** Islands that hydrate as soon as the app starts (a lab, a quiz page, the header's tools) and are not live yet. */
const NOT_YET_LIVE = 'go-island[data-when="load"]:not([data-state="hydrated"]):not([data-state="failed"])';

/**
 * Every test records every request the page makes; afterwards all must have gone to the app's own
 * origin. The app promises to work with no server and no third party.
 */
export const test = base.extend<{ foreignRequests: string[]; hydrationErrors: string[]; failureContext: void }>({
  // A page is used as a reader uses it: once it is live. Its pre-rendered controls are on screen before
  // its scripts have loaded (they load after the first paint, src/site/moduleLoader.ts); a value typed or
  // a radio picked then is reset when React hydrates. `waitUntil: 'commit'` opts out (a test of that moment).
  page: [
    async ({ page, javaScriptEnabled }, use) => {
      if (javaScriptEnabled !== false) {
        const goto = page.goto.bind(page);
        page.goto = async (url, options) => {
          const response = await goto(url, options);
          if (options?.waitUntil !== 'commit') await expect(page.locator(NOT_YET_LIVE)).toHaveCount(0, { timeout: 20_000 });
          return response;
        };
      }
      await use(page);
    },
    { scope: 'test' },
  ],
  // CI keeps only its log: a failed journey prints where the page was, what it said and its last errors.
  failureContext: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text().slice(0, 300)));
      page.on('pageerror', (e) => errors.push(e.message.slice(0, 300)));
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const text = await page
        .evaluate(() => document.body?.innerText ?? '')
        .catch((e: unknown) => `(unreadable: ${String(e)})`);
      console.log(
        [`failed at ${page.url()}`, `the page showed: ${text.replace(/\s+/g, ' ').slice(0, 800)}`, ...errors.slice(-5).map((e) => `page error: ${e}`)].join('\n'),
      );
    },
    { auto: true },
  ],
  // A page whose server HTML and first client render disagree is re-rendered from scratch by React:
  // slower, and a sign of a bug. Every test fails on such an error.
  hydrationErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const record = (text: string) => {
        if (/Minified React error #(418|419|423|425)|Hydration failed|hydrat/i.test(text)) errors.push(text.slice(0, 300));
      };
      page.on('console', (m) => m.type() === 'error' && record(m.text()));
      page.on('pageerror', (e) => record(e.message));
      await use(errors);
      expect(errors, 'hydration errors').toEqual([]);
    },
    { auto: true },
  ],
  foreignRequests: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL!).origin;
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (url.startsWith('data:') || url.startsWith('blob:')) return;
        if (new URL(url).origin !== origin) foreign.push(url);
      });
      await use(foreign);
      expect(foreign, 'requests to other origins').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A saved state as releases before IndexedDB wrote it to localStorage (the app moves it in on load). */
export function savedState(theme: 'light' | 'dark' | 'system' = 'system') {
  return JSON.stringify({ state: { settings: { theme }, reading: { readSections: {}, lastVisited: null } }, version: 1 });
}

/**
 * The progress the app has saved in IndexedDB (`{ state, version, rev }`), or null before its first
 * write. Never creates the database (that would be one without the app's object store).
 */
export async function savedProgress(page: Page): Promise<{ state: PersistedState; version: number; rev: number } | null> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'goprep')) return null;
    return new Promise((resolve, reject) => {
      const open = indexedDB.open('goprep');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const get = db.transaction('kv').objectStore('kv').get('state');
        get.onsuccess = () => {
          db.close();
          resolve(get.result ?? null);
        };
        get.onerror = () => reject(get.error);
      };
    });
  });
}

/** Waits until the page's tools island has hydrated: the keys ("/", Ctrl+K, "?") listen from the main module on, the dialogs they open come with the island. */
export async function shortcutsUp(page: Page): Promise<void> {
  await expect(page.locator('go-island[data-island="StudyTools"]')).toHaveAttribute('data-state', 'hydrated');
}

/**
 * Records what a lab shows while a preview is up: on every change of the page, `describe` (run in
 * the page, so self-contained) returns a note of it, or null when no preview is shown; each distinct
 * note is kept once, in order. Call before the page loads; read the notes with previewNotes.
 */
export async function recordPreviews(page: Page, describe: () => string | null): Promise<void> {
  await page.addInitScript({
    content: `(() => {
      const seen = [];
      window.__previewNotes = seen;
      const describe = ${describe.toString()};
      new MutationObserver(() => {
        const note = describe();
        if (note !== null && !seen.includes(note)) seen.push(note);
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    })();`,
  });
}

export async function previewNotes(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __previewNotes: string[] }).__previewNotes);
}
