import { STORAGE_KEY, expect, shortcutsUp, test } from './fixtures.ts';

test('"?" opens the shortcuts help, which lists "/" and Ctrl+K for search; Esc closes it', async ({ page }) => {
  await page.goto('/chapters/errors');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shortcutsUp(page);
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Клавиатурные сокращения' });
  await expect(dialog).toBeVisible();
  const search = dialog.locator('.shortcut-row', { hasText: 'открыть поиск' });
  await expect(search.locator('kbd')).toHaveText(['/', 'Ctrl + K']);
  await expect(dialog).toContainText('показать эту подсказку');
  await expect(dialog).toContainText('закрыть окно или поиск');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // "/" from the help switches to search; in the search field "?" is just a character.
  await page.keyboard.press('?');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('/');
  const searchDialog = page.getByTestId('search-dialog');
  await expect(searchDialog).toBeVisible();
  await page.keyboard.type('что?');
  await expect(searchDialog.getByRole('combobox')).toHaveValue('что?');
  await expect(dialog).toBeHidden();
});

test('printing a chapter in the dark theme gives a clean, light cheat sheet', async ({ page }) => {
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key, value),
    [STORAGE_KEY, JSON.stringify({ state: { settings: { theme: 'dark' }, reading: { readSections: {}, lastVisited: null } }, version: 1 })] as const,
  );
  await page.goto('/chapters/errors');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));

  // No navigation.
  for (const selector of ['.site-header', '.sidebar', '.toc', '.prev-next', '.copy-button']) {
    await expect(page.locator(selector).first()).toBeHidden();
  }
  // White paper, black text, code coloured with the light theme.
  const colours = await page.evaluate(() => {
    // A token with its own colour pair (a class setting --shiki-light and --shiki-dark).
    const token = document.querySelector<HTMLElement>('.prose pre.shiki span[class]')!;
    const light = getComputedStyle(token).getPropertyValue('--shiki-light');
    const probe = document.createElement('span');
    probe.style.color = light;
    document.body.append(probe);
    const expected = getComputedStyle(probe).color;
    probe.remove();
    return {
      body: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
      code: getComputedStyle(token).color,
      expected,
      pre: getComputedStyle(token.closest('pre')!).backgroundColor,
    };
  });
  expect(colours.body).toBe('rgb(255, 255, 255)');
  expect(colours.text).toBe('rgb(0, 0, 0)');
  expect(colours.code).toBe(colours.expected);
  expect(colours.pre).toBe('rgb(246, 248, 250)');

  // Links are spelled out.
  const link = page.locator('.prose a[href^="/"]').first();
  const after = await link.evaluate((a) => getComputedStyle(a, '::after').content);
  expect(after).toContain(await link.getAttribute('href'));

  // Interview answers are open.
  const answers = page.locator('details.interview');
  expect(await answers.count()).toBeGreaterThan(0);
  await expect(answers.first()).toHaveAttribute('open', '');
  await expect(answers.first().locator('.interview-answer')).toBeVisible();

  // After printing, the page is as it was.
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(answers.first()).not.toHaveAttribute('open', '');
});
