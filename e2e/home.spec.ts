import { expect, test } from './fixtures.ts';

test('the home page shows the chapters, the labs and the quiz, each one click away', async ({ page }) => {
  await page.goto('/');
  const labs = page.getByRole('region', { name: 'Лаборатории' });
  await expect(labs.getByRole('link')).not.toHaveCount(0);
  for (const link of await labs.getByRole('link').all()) await expect(link).toHaveAttribute('href', /\/labs\/[a-z-]+$/);
  const quiz = page.getByRole('region', { name: /Квизы/ });
  await expect(quiz).toContainText(/\d+ программ/);
  await expect(quiz.getByRole('link', { name: /Перегрузка\s*\d+ вопрос/ })).toBeVisible();
  await quiz.getByRole('link', { name: /^Ошибки/ }).click();
  await expect(page).toHaveURL(/\/quiz\/errors$/);
});

test('the header says when the network is gone, and stops when it is back', async ({ page, context }) => {
  await page.goto('/');
  const indicator = page.getByTestId('offline-indicator');
  await expect(page.locator('.site-header [data-island="ThemeToggle"], .theme-toggle').first()).toBeVisible();
  await expect(indicator).toHaveCount(0);
  await context.setOffline(true);
  await expect(indicator).toHaveText('Без сети');
  await context.setOffline(false);
  await expect(indicator).toHaveCount(0);
});
