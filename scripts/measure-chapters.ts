/**
 * The main path of every chapter on a phone: the page height at 360 × 740 px with every «Глубже» block,
 * interview card and output closed, in screens. Prints a table; a figure, not a test.
 *   npx tsx scripts/measure-chapters.ts            (needs `npm run serve` running; BASE_URL to change it)
 */
import { readdirSync } from 'node:fs';
import { launchChromium } from './chromium.ts';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const SCREEN = { width: 360, height: 740 };
const slugs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync('content/chapters').filter((f) => f.endsWith('.mdx')).map((f) => f.replace(/\.mdx$/, ''));
const browser = await launchChromium();
const page = await browser.newPage({ viewport: SCREEN, deviceScaleFactor: 1 });
console.log('chapter'.padEnd(24), 'main path, px'.padStart(14), 'screens'.padStart(8), 'all open, px'.padStart(13), 'screens'.padStart(8));
for (const slug of slugs) {
  await page.goto(`${base}/chapters/${slug}`);
  await page.waitForLoadState('networkidle');
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = false)));
  const main = await height();
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  const all = await height();
  const screens = (px: number) => (px / SCREEN.height).toFixed(1);
  console.log(slug.padEnd(24), String(main).padStart(14), screens(main).padStart(8), String(all).padStart(13), screens(all).padStart(8));
}
await browser.close();
