import AxeBuilder from '@axe-core/playwright';
import { STORAGE_KEY, expect, savedState, test } from './fixtures.ts';

/** The figures on screen are those of the current state: no lab simulation is still running in its worker. */
const settled = (page: import('@playwright/test').Page) => expect(page.locator('.lab-sim[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });

/** The first figure after a navigation: the machine running the tests may be busy. */
const SLOW = { timeout: 20_000 };

test('the lab opens on 3 × 3 × 3 = 27; retrying at one layer only brings it down to 3', async ({ page }) => {
  await page.goto('/labs/retry-amplification');
  await expect(page.getByRole('heading', { level: 1, name: 'Умножение ретраев по слоям' })).toBeVisible(SLOW);
  await expect(page.locator('[data-preset="three-by-three"]')).toHaveAttribute('aria-pressed', 'true', SLOW);
  await expect(page.getByTestId('amp-load')).toHaveText('27', SLOW);
  await expect(page.getByTestId('amp-worst')).toHaveText('27');

  await page.locator('[data-preset="one-layer"]').click();
  await expect(page.getByTestId('amp-load')).toHaveText('3');
  await expect(page).toHaveURL(/a1=1/);

  await page.locator('[data-preset="partial-0.9"]').click();
  await expect(page.getByTestId('amp-formula')).toHaveText('9,419');
  await settled(page);
  const sim = Number((await page.getByTestId('amp-load').textContent())!.replace(',', '.'));
  expect(Math.abs(sim - 9.4185)).toBeLessThan(0.2);
  await expect(page.getByTestId('amp-chart-summary')).toContainText('Зависимость');

  await page.locator('[data-preset="budget"]').click();
  await expect(page.getByTestId('amp-sustained')).toHaveText('1');
});

test('a share link reproduces the same figures', async ({ page }) => {
  await page.goto('/labs/retry-amplification');
  await page.locator('[data-preset="partial-0.9"]').click();
  await page.getByLabel('Seed, значение').fill('7');
  await expect(page).toHaveURL(/seed=7/, SLOW);
  await settled(page);
  const load = await page.getByTestId('amp-load').textContent();
  const success = await page.getByTestId('amp-success').textContent();
  const url = page.url();

  await page.goto('/labs');
  await page.goto(url);
  await expect(page.getByTestId('amp-load')).toHaveText(load!, SLOW);
  await expect(page.getByTestId('amp-success')).toHaveText(success!);
  await expect(page.getByTestId('lab-notice')).toHaveCount(0);
});

test('a hostile link is corrected with a notice and the lab still works', async ({ page }) => {
  await page.goto('/labs/retry-amplification?v=1&layers=NaN&a1=-5&p=7&zzz=1');
  const notice = page.getByTestId('lab-notice');
  await expect(notice).toBeVisible(SLOW);
  await expect(notice).toContainText('Слоёв');
  await expect(notice).toContainText('Попыток на слое 1');
  await expect(notice).toContainText('Вероятность отказа p');
  // layers falls back to 3, a1 is clamped to 1, p to 1: 1 × 3 × 3
  await expect(page.getByTestId('amp-load')).toHaveText('9');
  await page.getByRole('button', { name: 'Понятно' }).click();
  await expect(notice).toHaveCount(0);
});

test('the embed in the retries chapter opens and reacts', async ({ page }) => {
  await page.goto('/chapters/retries#layers');
  const embed = page.locator('.lab-embed[data-lab="retry-amplification"]');
  // The chapter hydrates after the first paint and may replace the node: retry until the embed shows.
  await expect(async () => {
    await embed.scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(embed.getByTestId('amp-embed')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(embed.getByTestId('amp-load')).toHaveText('27', SLOW);
  await embed.locator('[data-preset="one-layer"]').click();
  await expect(embed.getByTestId('amp-load')).toHaveText('3');
  await expect(embed.getByRole('link', { name: /Открыть в лаборатории/ })).toHaveAttribute('href', /\/labs\/retry-amplification\?v=1.*a1=1/);
  await expect(page).toHaveURL(/\/chapters\/retries#layers$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the lab in the ${theme} theme has no serious or critical violation`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, savedState(theme)] as const);
    await page.goto('/labs/retry-amplification');
    await expect(page.getByTestId('amp-load')).toBeVisible({ timeout: 20_000 });
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(bad).toEqual([]);
  });
}
