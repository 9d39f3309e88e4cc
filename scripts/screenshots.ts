/**
 * Screenshots of pages in light and dark, at desktop and phone width, into .cache/screenshots/.
 *   npx tsx scripts/screenshots.ts /chapters/errors /     (needs `npm run serve` running)
 */
import { mkdirSync } from 'node:fs';
import { launchChromium } from './chromium.ts';
import { STORAGE_KEY } from '../src/store/keys.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const pages = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const full = process.argv.includes('--full');
const out = '.cache/screenshots';
mkdirSync(out, { recursive: true });
const browser = await launchChromium();
for (const theme of ['light', 'dark'] as const) {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 360, height: 780 }],
  ] as const) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [STORAGE_KEY, JSON.stringify({ state: { settings: { theme }, reading: { readSections: {}, lastVisited: null } }, version: 1 })] as const,
    );
    const page = await context.newPage();
    for (const path of pages.length ? pages : ['/']) {
      await page.goto(base + path);
      await page.waitForTimeout(Number(process.env.SHOT_WAIT_MS ?? 1500));
      const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${theme}-${name}.png`;
      await page.screenshot({ path: file, fullPage: full });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
