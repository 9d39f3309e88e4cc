/**
 * A lab page is pre-rendered whole (issue 12): what a phone paints first is the lab itself — its
 * heading, presets and controls — and hydration keeps it instead of drawing it again a second later
 * (which made the lab's text the page's late Largest Contentful Paint and doubled the work).
 */
import { LAB_IDS } from '../src/labs/catalog.ts';
import { expect, test } from './fixtures.ts';

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });
  for (const lab of LAB_IDS) {
    test(`${lab}: the lab's heading and controls are in the page's HTML`, async ({ page }) => {
      await page.goto(`/labs/${lab}`);
      const island = page.locator('go-island[data-island="LabPage"]');
      await expect(island.locator('h1')).toBeVisible();
      await expect(island.locator('input, select, button').first()).toBeAttached();
      await expect(island.getByRole('status').filter({ hasText: 'Загрузка' })).toHaveCount(0);
    });
  }
});

for (const lab of LAB_IDS) {
  test(`${lab}: hydration keeps the pre-rendered lab; a link with a state draws it for that state`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { removedLabParts: number };
      w.removedLabParts = 0;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of r.removedNodes) if (n instanceof Element && (n.matches('h1, input, select') || n.querySelector('h1, input, select'))) w.removedLabParts++;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/labs/${lab}`);
    const island = page.locator('go-island[data-island="LabPage"]');
    await expect(island).toHaveAttribute('data-state', 'hydrated');
    // The lab is live: its code is in and its effects ran (the address bar may now carry its state).
    await expect(island.locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { removedLabParts: number }).removedLabParts)).toBe(0);
    // Reloaded at the address the lab wrote (or with a state of its own), it opens that state, with no
    // hydration error (the fixture fails on one).
    await page.goto(`/labs/${lab}?v=1`);
    await expect(island.locator('h1')).toBeVisible();
    await expect(island).toHaveAttribute('data-state', 'hydrated');
  });
}
