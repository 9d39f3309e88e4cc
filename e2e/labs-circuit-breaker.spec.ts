import AxeBuilder from '@axe-core/playwright';
import { STORAGE_KEY, expect, savedState, test } from './fixtures.ts';

/** The figures on screen are those of the current state: no lab simulation is still running in its worker. */
const settled = (page: import('@playwright/test').Page) => expect(page.locator('.lab-sim[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });

/** The first figure after a navigation: the machine running the tests may be busy. */
const SLOW = { timeout: 20_000 };

test('the lab opens on the outage; a bot preset opens the breaker only when 4xx count', async ({ page }) => {
  await page.goto('/labs/circuit-breaker');
  await expect(page.getByRole('heading', { level: 1, name: 'Circuit breaker' })).toBeVisible(SLOW);
  await expect(page.locator('[data-preset="outage"]')).toHaveAttribute('aria-pressed', 'true', SLOW);
  await expect(page.getByTestId('cb-trips')).not.toHaveText('0');
  await expect(page.getByTestId('cb-chart-summary')).toContainText('зависимость лежала 10–30 с');

  await page.locator('[data-preset="bot-excluded"]').click();
  await expect(page.getByTestId('preset-description')).toContainText('IsExcluded');
  await expect(page.getByTestId('cb-trips')).toHaveText('0');
  await expect(page.getByTestId('cb-short')).toHaveText('0');
  await expect(page).toHaveURL(/profile=bot/);

  await page.getByLabel('4xx (кроме 429)').check();
  await expect(page.locator('[data-preset="bot-counted"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('cb-trips')).not.toHaveText('0');
  await expect(page.getByTestId('cb-chart-summary')).toContainText('breaker был open');
  await expect(page).toHaveURL(/count4xx=1/);
});

test('a share link reproduces the same figures', async ({ page }) => {
  await page.goto('/labs/circuit-breaker');
  await page.locator('[data-preset="cold-start-breaker"]').click();
  await expect(page).toHaveURL(/restartRps=10/, SLOW);
  const url = page.url();
  await settled(page);
  const reached = await page.getByTestId('cb-reached').textContent();
  const delay = await page.getByTestId('cb-close-delay').textContent();
  const load = await page.getByTestId('cb-load-down').textContent();

  await page.goto('/labs');
  await page.goto(url);
  await expect(page.locator('[data-preset="cold-start-breaker"]')).toHaveAttribute('aria-pressed', 'true', SLOW);
  await expect(page.getByTestId('cb-reached')).toHaveText(reached!);
  await expect(page.getByTestId('cb-close-delay')).toHaveText(delay!);
  await expect(page.getByTestId('cb-load-down')).toHaveText(load!);
  await expect(page.getByTestId('lab-notice')).toHaveCount(0);

  await page.locator('[data-preset="cold-start-no-breaker"]').click();
  await expect(page.getByTestId('cb-close-delay')).toHaveText('зависимость не поднялась');
});

test('a hostile link is corrected with a notice and the lab still works', async ({ page }) => {
  await page.goto('/labs/circuit-breaker?v=1&rps=NaN&openS=-5&zzz=1');
  const notice = page.getByTestId('lab-notice');
  await expect(notice).toBeVisible(SLOW);
  await expect(notice).toContainText('Поток пользователей');
  await expect(notice).toContainText('Пауза open');
  await expect(page.getByTestId('cb-reached')).toBeVisible();
  await page.getByRole('button', { name: 'Понятно' }).click();
  await expect(notice).toHaveCount(0);
  await page.getByLabel('Режим breaker').selectOption('off');
  await expect(page.getByTestId('cb-short')).toHaveText('0');
});

test('the embed in the chapter opens and reacts', async ({ page }) => {
  await page.goto('/chapters/reliability-patterns#breaker-failures');
  const embed = page.locator('.lab-embed[data-lab="circuit-breaker"]');
  // The chapter hydrates after the first paint and may replace the node: retry until the embed shows.
  await expect(async () => {
    await embed.scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(embed.getByTestId('cb-embed')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(embed.locator('[data-preset="bot-counted"]')).toHaveAttribute('aria-pressed', 'true', SLOW);
  await expect(embed.getByTestId('cb-trips')).not.toHaveText('0');
  await embed.locator('[data-preset="bot-excluded"]').click();
  await expect(embed.getByTestId('cb-trips')).toHaveText('0');
  await expect(embed.getByRole('link', { name: /Открыть в лаборатории/ })).toHaveAttribute('href', /\/labs\/circuit-breaker\?v=1.*profile=bot/);
  await expect(page).toHaveURL(/\/chapters\/reliability-patterns#breaker-failures$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the lab in the ${theme} theme has no serious or critical violation`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, savedState(theme)] as const);
    await page.goto('/labs/circuit-breaker');
    await expect(page.getByTestId('cb-reached')).toBeVisible({ timeout: 20_000 });
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(bad).toEqual([]);
  });
}
