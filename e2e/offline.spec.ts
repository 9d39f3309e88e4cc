import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, shortcutsUp, test } from './fixtures.ts';

// Other journeys block the service worker (playwright.config.ts); these are about it. They run one after
// another because the update journey rewrites the served sw.js for a moment.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

/** The directory the test server serves (scripts/serve.mjs reads the same variable). */
const servedDir = resolve(import.meta.dirname, '..', process.env.DIST ?? 'dist');

/** The first visit installs the service worker, which precaches the whole site before it takes control. */
async function installed(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 90_000 });
}

test('after one visit, every chapter, a lab, a quiz question and search work without a network', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto('/chapters');
  const chapterPaths = await page
    .locator('main a[href^="/chapters/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))]);
  expect(chapterPaths.length).toBeGreaterThanOrEqual(4);
  await installed(page);

  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  for (const path of chapterPaths) {
    await page.goto(path);
    await expect(page.locator('article.chapter h1')).toBeVisible();
    await expect(page.locator('.prose h2').first()).toBeVisible(); // the chapter's own code chunk loaded
  }

  // A lab, run: a preset recomputes the simulation.
  await page.goto('/labs/load-shedding');
  await expect(page.getByRole('heading', { level: 1, name: 'Load shedding и bulkhead' })).toBeVisible();
  await expect(page.getByTestId('ls-timeout')).toBeVisible();
  await page.locator('[data-preset="overload-shed"]').click();
  await expect(page.locator('[data-preset="overload-shed"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/policy=shed/);
  await expect(page.getByTestId('ls-rejected')).toBeVisible();

  // A lab link with its state in the query string, opened offline.
  await page.goto('/labs/load-shedding?policy=shed');
  await expect(page.locator('[data-preset="overload-shed"]')).toHaveAttribute('aria-pressed', 'true');

  // A quiz question, answered.
  await page.goto('/quiz/q/errors-34');
  await expect(page.locator('[data-question][data-ready]')).toBeVisible();
  await page.keyboard.press('1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^(Верно|Неверно)$/ })).toBeVisible();
  await expect(page.getByTestId('terminal')).toBeVisible();

  // Search: the index was precached too.
  await shortcutsUp(page);
  await page.keyboard.press('/');
  const dialog = page.getByTestId('search-dialog');
  await dialog.getByRole('combobox').fill('паники');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // An address that does not exist still answers, with the "not found" page.
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Такой страницы нет');
  await context.setOffline(false);
});

test('a first visit installs the site seconds after its load, not while a lab draws its first run', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/labs/overload');
  await expect(page.getByTestId('ov-output')).toHaveAttribute('data-pending', 'false', { timeout: 30_000 });
  // 3.5 s after the load event: before, the site's 1,000 downloads had started by then (at the first idle moment).
  const sinceLoad = await page.evaluate(() => performance.now() - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
  await page.waitForTimeout(Math.max(0, 3500 - sinceLoad));
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
  await installed(page);
});

test('a new version waits for consent: «Доступна новая версия — обновить», then every tab reloads onto it', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await installed(page);
  const second = await context.newPage();
  await second.goto('/chapters');
  await installed(second);

  // "Deploy" a new version: the service worker script on the server changes (restored at the end;
  // the change is a comment, harmless to tests running beside this one).
  const swFile = resolve(servedDir, 'sw.js');
  const original = readFileSync(swFile, 'utf8');
  writeFileSync(swFile, `${original}\n// next version ${Date.now()}\n`);
  try {
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const notice = page.getByTestId('update-notice');
    await expect(notice).toContainText('Доступна новая версия — обновить', { timeout: 90_000 });
    // Nothing changes until the learner agrees: the new worker waits.
    const waiting = await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state ?? null));
    expect(waiting).toBe('installed');
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting?.state ?? null))).toBe('installed');

    const reloaded = page.waitForEvent('load');
    const secondReloaded = second.waitForEvent('load');
    await notice.getByRole('button', { name: 'Обновить' }).click();
    await Promise.all([reloaded, secondReloaded]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('update-notice')).toBeHidden();
    const state = await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => ({ active: r?.active?.state, waiting: r?.waiting?.state ?? null })),
    );
    expect(state).toEqual({ active: 'activated', waiting: null });
  } finally {
    writeFileSync(swFile, original);
  }
});
