/**
 * A lab page is pre-rendered whole (issue 12): what a phone paints first is the lab itself — its
 * heading, presets and controls — and hydration keeps it instead of drawing it again a second later
 * (which made the lab's text the page's late Largest Contentful Paint and doubled the work).
 */
import { LAB_IDS } from '../src/labs/catalog.ts';
import type { Locator } from '@playwright/test';
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
    // A link with a state of its own: pick another preset, and the address the lab writes, opened afresh,
    // shows that preset with the same controls (the page's HTML is the default state's; the island draws
    // the link's state instead, with no hydration error: the fixture fails on one).
    const before = await labSnapshot(island);
    const search = await page.evaluate(() => location.search);
    const select = island.getByTestId('preset-select');
    if (await select.count()) await select.selectOption({ index: 1 });
    else await island.locator('[data-preset][aria-pressed="false"]').first().click();
    await expect.poll(() => page.evaluate(() => location.search)).not.toBe(search);
    const picked = await labSnapshot(island);
    expect(picked.preset).not.toBe(before.preset);
    const link = await page.evaluate(() => location.search);
    await page.goto(`/labs/${lab}${link}`);
    await expect(island).toHaveAttribute('data-state', 'hydrated');
    await expect(island.locator('h1')).toBeVisible();
    // A fresh render may show its controls a moment after the island is marked live.
    await expect.poll(() => labSnapshot(island)).toEqual(picked);
  });
}

/** The preset a lab marks as chosen and the value of every control it shows. */
async function labSnapshot(island: Locator): Promise<{ preset: string | null; controls: string[] }> {
  return island.evaluate((root) => {
    const select = root.querySelector<HTMLSelectElement>('[data-testid="preset-select"]');
    const preset = select ? select.value : (root.querySelector('[data-preset][aria-pressed="true"]')?.getAttribute('data-preset') ?? null);
    const controls = [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].map((c) =>
      // By value and order: the ids come from React's useId, which differs between a hydrated and a fresh render.
      c instanceof HTMLInputElement && c.type === 'checkbox' ? String(c.checked) : c.value,
    );
    return { preset, controls };
  });
}
