import { STORAGE_KEY, expect, savedProgress, test } from './fixtures.ts';

test('the theme choice persists across a reload, applied before the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('radio', { name: 'Тёмная' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('radio', { name: 'Тёмная' })).toHaveAttribute('aria-checked', 'true');
  // The server HTML has no theme; the inline script sets it before React runs.
  const themeBeforeScripts = await page.evaluate(() => document.documentElement.dataset.theme);
  expect(themeBeforeScripts).toBe('dark');
});

test('"system" follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a corrupt saved state: the app still starts, keeps the blob aside and says so once', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, '{"state": {"settings": 42}, "vers');
      sessionStorage.setItem('seeded', '1');
    }
  }, STORAGE_KEY);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const notice = page.getByTestId('storage-recovered');
  await expect(notice).toBeVisible();
  // The blob is kept aside (in IndexedDB, listed on the progress page), not left to be overwritten.
  await expect(notice.getByRole('link', { name: 'К копиям' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  await notice.getByRole('button', { name: 'Понятно' }).click();
  await expect(notice).toBeHidden();
  // The app works on: a theme change is saved in a fresh, valid state.
  await page.getByRole('radio', { name: 'Тёмная' }).click();
  await expect.poll(async () => (await savedProgress(page))?.state.settings.theme).toBe('dark');
  await page.reload();
  await expect(page.getByTestId('storage-recovered')).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('two tabs stay in step', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('/');
  await b.goto('/');
  await a.getByRole('radio', { name: 'Тёмная' }).click();
  await expect(b.getByRole('radio', { name: 'Тёмная' })).toHaveAttribute('aria-checked', 'true');
  await expect(b.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect((await savedProgress(b))?.state.settings.theme).toBe('dark');
});
