import { expect, test } from './fixtures.ts';

// The site built with BASE_PATH=/go-errors/ (scripts/test-all.sh) and served under that sub-path.
const BASE = '/go-errors/';

test('under a sub-path: pages, assets and deep links work, and survive a reload', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`${BASE}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ошибки и отказоустойчивость');
  await page.getByRole('link', { name: /panic и error/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`${BASE}chapters/panic-vs-error$`));
  const href = (await page.getByRole('complementary', { name: 'Содержание' }).getByRole('link').nth(3).getAttribute('href'))!;
  await page.goto(`${BASE}chapters/panic-vs-error${href}`);
  await page.reload();
  await expect(page.locator(href)).toBeInViewport();
  await page.getByRole('link', { name: 'Главная' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE.slice(0, -1)}/?$`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ошибки и отказоустойчивость');
  expect(failed).toEqual([]);
});

test('under a sub-path: an unknown page is a helpful 404 whose links stay under the sub-path', async ({ page }) => {
  const response = await page.goto(`${BASE}nope`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Такой страницы нет');
  await page.getByRole('link', { name: 'На главную' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE.slice(0, -1)}/?$`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ошибки и отказоустойчивость');
});

test('under a sub-path: links swap pages in and out, back works, and every address stays under the sub-path', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`${BASE}chapters/retries`);
  await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
  const link = page.locator('.prose a[href*="/chapters/reliability-patterns#"]').first();
  expect(await link.getAttribute('href')).toMatch(new RegExp(`^${BASE}chapters/reliability-patterns#`));
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${BASE}chapters/reliability-patterns#`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Паттерны надёжности');
  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Квизы' }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}quiz$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${BASE}chapters/reliability-patterns#`));
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
  expect(failed).toEqual([]);
});

test('under a sub-path: «Изменить и запустить» opens the program, runs it with the toolchain under the base path, and shares a link that opens there', async ({ page, context }) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${BASE}chapters/errors`);
  await page.locator('.go-program [data-run-program]').first().click();
  const dialog = page.getByTestId('runner-dialog');
  await expect(dialog.locator('.cm-content')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+Enter');
  await dialog.getByRole('button', { name: /^Загрузить/ }).click();
  await expect(page.getByTestId('runner-status')).toHaveText('exit status 0', { timeout: 280_000 });
  await dialog.getByRole('button', { name: 'Поделиться' }).click();
  await expect(page.getByTestId('runner-message')).toHaveText('Ссылка скопирована');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain(`${BASE}play?program=examples/errors/`);
  await page.goto(link);
  await expect(page.getByTestId('runner-message')).toContainText('Открыта правка из ссылки');
});
