import { type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { STORAGE_KEY, expect, savedState, test } from './fixtures.ts';

/** The figures on screen are those of the current state: no lab simulation is still running in its worker. */
const settled = (page: import('@playwright/test').Page) => expect(page.locator('.lab-sim[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });

/** «91,4 %» in a card → 91.4 */
async function percentOf(card: Locator): Promise<number> {
  const text = (await card.locator('.ls-big').textContent()) ?? '';
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

const card = (scope: Page | Locator, key: 'ok' | 'rejected' | 'timeout') => scope.getByTestId(`ls-${key}`);
/** The lab loads its chunk and simulates up to ~70 000 requests: generous on a busy machine. */
const SLOW = { timeout: 20_000 };

test('the lab opens on the 110 % overload; the fail-fast preset turns timeouts into a tenth of fast refusals', async ({ page }) => {
  await page.goto('/labs/load-shedding');
  await expect(page.getByRole('heading', { level: 1, name: 'Load shedding и bulkhead' })).toBeVisible();
  await expect(card(page, 'timeout')).toBeVisible(SLOW);
  expect(await percentOf(card(page, 'timeout'))).toBeGreaterThan(85);
  await expect(page.locator('[data-preset="overload-queue"]')).toHaveAttribute('aria-pressed', 'true');

  await page.locator('[data-preset="overload-shed"]').click();
  await expect(page.locator('[data-preset="overload-shed"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('preset-description')).toContainText('503');
  await expect.poll(() => percentOf(card(page, 'timeout')), SLOW).toBeLessThan(1);
  const rejected = await percentOf(card(page, 'rejected'));
  expect(rejected).toBeGreaterThan(6);
  expect(rejected).toBeLessThan(14);
  expect(await percentOf(card(page, 'ok'))).toBeGreaterThan(85);
  await expect(page).toHaveURL(/policy=shed/);
  await expect(page.getByTestId('ls-timeline-summary')).toContainText('отказ');
});

test('a share link reproduces the same figures', async ({ page }) => {
  await page.goto('/labs/load-shedding');
  await page.locator('[data-preset="bulkhead"]').click();
  await expect(page.getByTestId('ls-deps')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/policy=bulkhead/);
  const url = page.url();
  await settled(page);
  const ok = await card(page, 'ok').locator('.ls-big').textContent();
  const depA = await page.getByTestId('ls-dep-a').textContent();

  await page.goto('/labs');
  await page.goto(url);
  await expect(page.locator('[data-preset="bulkhead"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 'ok').locator('.ls-big')).toHaveText(ok!);
  await expect(page.getByTestId('ls-dep-a')).toHaveText(depA!);
  await expect(page.getByTestId('lab-notice')).toHaveCount(0);
});

test('a hostile link is corrected with a notice and the lab still works', async ({ page }) => {
  await page.goto('/labs/load-shedding?v=1&rate=NaN&workers=-5&zzz=1');
  const notice = page.getByTestId('lab-notice');
  await expect(notice).toBeVisible(SLOW);
  await expect(notice).toContainText('Поток к зависимости A');
  await expect(notice).toContainText('Обработчики (C)');
  await expect(card(page, 'ok')).toBeVisible(SLOW);
  // 1100 req/s against 2 workers × 50 ms: hopeless overload, every figure still finite.
  expect(await percentOf(card(page, 'timeout'))).toBeGreaterThan(90);
  await page.getByRole('button', { name: 'Понятно' }).click();
  await expect(notice).toHaveCount(0);
  await page.getByLabel('Что делать с лишними запросами').selectOption('shed');
  await expect.poll(() => percentOf(card(page, 'rejected')), SLOW).toBeGreaterThan(80);
});

test('the embed in the chapter opens and reacts', async ({ page }) => {
  test.setTimeout(60_000);
  // The embed sits in the closed «Глубже» block of the section; a link to the block opens it.
  await page.goto('/chapters/reliability-patterns#admission-more');
  const embed = page.locator('.lab-embed[data-lab="load-shedding"]');
  // The chapter hydrates after load and may replace the node once: retry the scroll until the embed shows.
  await expect(async () => {
    await embed.scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(embed.getByTestId('ls-embed')).toBeVisible({ timeout: 5000 });
  }).toPass(SLOW);
  expect(await percentOf(card(embed, 'timeout'))).toBeGreaterThan(85);
  await embed.locator('[data-preset="overload-shed"]').click();
  await expect.poll(() => percentOf(card(embed, 'timeout')), SLOW).toBeLessThan(1);
  await expect(embed.getByRole('link', { name: /Открыть в лаборатории/ })).toHaveAttribute('href', /\/labs\/load-shedding\?v=1.*policy=shed/);
  // The chapter's address does not change when the embed is tweaked.
  await expect(page).toHaveURL(/\/chapters\/reliability-patterns#admission-more$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the lab in the ${theme} theme has no serious or critical violation`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, savedState(theme)] as const);
    await page.goto('/labs/load-shedding?v=1&rate=400&rateB=50&workers=40&serviceMs=20&deadlineMs=1000&policy=bulkhead&queueMax=0');
    await expect(page.getByTestId('ls-deps')).toBeVisible(SLOW);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(bad).toEqual([]);
  });
}
