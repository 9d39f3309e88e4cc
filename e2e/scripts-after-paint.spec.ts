/**
 * A page's scripts are fetched after its first paint (src/site/moduleLoader.ts): the pre-rendered text
 * is on screen before any script competes with it for the network, and the page still comes alive.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const PAGES = [
  { path: '/', island: 'go-island' },
  { path: '/chapters/errors', island: 'go-island' },
  { path: '/labs/idempotency', island: 'go-island[data-island="LabPage"]' },
];

/** When the first contentful paint was reported, and when each script's fetch started (ms from navigation). */
const timings = (page: Page) =>
  page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => r.name.endsWith('.js'))
      .map((r) => ({ name: r.name, start: r.startTime })),
  }));

for (const { path, island } of PAGES) {
  test(`${path}: no script is fetched before the first paint, and the page comes alive`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(island).first()).toHaveAttribute('data-state', 'hydrated');
    const { firstPaint, scripts } = await timings(page);
    expect(firstPaint).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.start, s.name).toBeGreaterThanOrEqual(firstPaint!);
  });
}

test('a browser that does not report paints starts the page at once', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] }));
  await page.goto('/labs/idempotency');
  await expect(page.locator('go-island[data-island="LabPage"]')).toHaveAttribute('data-state', 'hydrated');
  // The scripts were asked for at once, not after the loader's longest wait for a paint report
  // (FIRST_PAINT_WAIT_MAX_MS, 3 s): by the start of their fetches, which a busy machine does not delay much.
  const { scripts } = await timings(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(Math.min(...scripts.map((s) => s.start))).toBeLessThan(1500);
});

test("a tap on a lab's preset before the lab has loaded is not lost: it takes effect once the lab is live", async ({ page }) => {
  // A slow network: the lab's own code arrives a second and a half late.
  await page.route(/\/assets\/IdempotencyLab-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/labs/idempotency', { waitUntil: 'commit' });
  const island = page.locator('go-island[data-island="LabPage"]');
  const preset = island.locator('[data-preset][aria-pressed="false"]').first();
  const id = await preset.getAttribute('data-preset');
  await preset.click();
  // The tap came before the lab could answer it…
  expect(await island.locator(`[data-preset="${id}"]`).getAttribute('aria-pressed')).toBe('false');
  // …and is answered once it can.
  await expect(island.locator(`[data-preset="${id}"]`)).toHaveAttribute('aria-pressed', 'true');
});

test('a page painted before its parser reached the end of the body starts every island, the last ones too', async ({ page }) => {
  // The parser stops before the header's tools (the last island of the body) for two seconds, on a script it
  // must fetch; the page above has painted by then, and the loader has started the scripts.
  await page.route('**/held-parser.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route(/\/chapters\/errors$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<go-island data-island="StudyTools"', '<script src="/held-parser.js"></script><go-island data-island="StudyTools"');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/chapters/errors', { waitUntil: 'commit' });
  await expect(page.locator('go-island[data-island="StudyTools"]')).toHaveAttribute('data-state', 'hydrated', { timeout: 15_000 });
});
