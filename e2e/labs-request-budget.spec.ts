import AxeBuilder from '@axe-core/playwright';
import { STORAGE_KEY, expect, savedState, test } from './fixtures.ts';

/** The first figure after a navigation: the machine running the tests may be busy. */
const SLOW = { timeout: 20_000 };

test('the lab opens on the chapter example; presets show timeouts that never fire and retries that do not fit', async ({ page }) => {
  await page.goto('/labs/request-budget');
  await expect(page.getByRole('heading', { level: 1, name: 'Бюджет запроса' })).toBeVisible(SLOW);
  await expect(page.locator('[data-preset="three-seconds"]')).toHaveAttribute('aria-pressed', 'true', SLOW);
  await expect(page.getByTestId('rb-verdict')).toContainText('План помещается: в худшем случае остаётся 300 мс запаса.');
  await expect(page.getByTestId('rb-granted-3')).toHaveText('2 с');
  await expect(page.getByTestId('rb-waterfall')).toBeVisible();

  await page.locator('[data-preset="queue-lost"]').click();
  await expect(page.getByTestId('rb-granted-3')).toHaveText('1,1 с');
  await expect(page).toHaveURL(/queuedMs=1200/);

  await page.locator('[data-preset="inner-timeout-too-big"]').click();
  await expect(page.getByTestId('rb-verdict')).toContainText('не помещается');
  await expect(page.getByTestId('rb-verdict')).toContainText('платёж: таймаут попытки 1 не сработает никогда');
  await expect(page.getByTestId('rb-verdict')).toContainText('2 попытки не начнутся');
  await expect(page.getByTestId('rb-granted-3')).toHaveText('2,3 с');

  await page.locator('[data-preset="no-time-left"]').click();
  await expect(page.getByTestId('rb-granted-3')).toHaveText('отказ');
  await expect(page.getByTestId('rb-granted-2')).toHaveText('350 мс');
  await expect(page.getByTestId('rb-chart-summary')).toContainText('отказ: ErrNoBudget');
});

test('a share link reproduces the same figures', async ({ page }) => {
  await page.goto('/labs/request-budget');
  await page.locator('[data-preset="fan-out"]').click();
  await page.getByLabel('Бюджет ingress, мс').fill('2500');
  await expect(page).toHaveURL(/budgetMs=2500/, SLOW);
  const verdict = await page.getByTestId('rb-verdict').textContent();
  const granted = await page.getByTestId('rb-granted-5').textContent();
  const url = page.url();

  await page.goto('/labs');
  await page.goto(url);
  await expect(page.getByTestId('rb-verdict')).toHaveText(verdict!, SLOW);
  await expect(page.getByTestId('rb-granted-5')).toHaveText(granted!);
  await expect(page.getByTestId('lab-notice')).toHaveCount(0);
});

test('a hostile link is corrected with a notice and the lab still works', async ({ page }) => {
  await page.goto('/labs/request-budget?v=1&budgetMs=NaN&reserveMs=-5&attempts3=99&zzz=1');
  const notice = page.getByTestId('lab-notice');
  await expect(notice).toBeVisible(SLOW);
  await expect(notice).toContainText('Бюджет ingress');
  await expect(notice).toContainText('Резерв');
  await expect(notice).toContainText('Попыток');
  await expect(page.getByTestId('rb-verdict')).toContainText('не помещается');
  await page.getByRole('button', { name: 'Понятно' }).click();
  await expect(notice).toHaveCount(0);
});

test('the embed in the chapter opens and reacts', async ({ page }) => {
  // The embed sits in the closed «Глубже» block of the section; a link to the block opens it.
  await page.goto('/chapters/reliability-patterns#budget-lab');
  const embed = page.locator('.lab-embed[data-lab="request-budget"]');
  // The chapter hydrates after the first paint and may replace the node: retry until the embed shows.
  await expect(async () => {
    await embed.scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(embed.getByTestId('rb-embed')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(embed.getByTestId('rb-verdict')).toContainText('300 мс', SLOW);
  await embed.locator('[data-preset="retries-dont-fit"]').click();
  await expect(embed.getByTestId('rb-verdict')).toContainText('не помещается');
  await expect(embed.getByRole('link', { name: /Открыть в лаборатории/ })).toHaveAttribute('href', /\/labs\/request-budget\?v=1.*budgetMs=2000/);
  await expect(page).toHaveURL(/\/chapters\/reliability-patterns#budget-lab$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the lab in the ${theme} theme has no serious or critical violation`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, savedState(theme)] as const);
    await page.goto('/labs/request-budget');
    await expect(page.getByTestId('rb-verdict')).toBeVisible({ timeout: 20_000 });
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(bad).toEqual([]);
  });
}
