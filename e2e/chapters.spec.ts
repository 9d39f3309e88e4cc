import { expect, savedProgress, test } from './fixtures.ts';

test('home → a chapter → its contents: the URL and the highlighted entry follow; prev/next work', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ошибки и отказоустойчивость');
  await page.getByRole('link', { name: /Работа с ошибками/ }).first().click();
  await expect(page).toHaveURL(/\/chapters\/errors$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Работа с ошибками' })).toBeVisible();

  const toc = page.getByRole('complementary', { name: 'Содержание' });
  const entries = toc.getByRole('link');
  expect(await entries.count()).toBeGreaterThan(8);
  const target = entries.nth(5);
  const href = (await target.getAttribute('href'))!;
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(toc.locator(`a[href="${href}"]`)).toHaveAttribute('aria-current', 'location');
  await expect(page.locator(href)).toBeInViewport();

  await page.getByRole('link', { name: /Следующая глава/ }).click();
  await expect(page).toHaveURL(/\/chapters\/panic-vs-error$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('panic');
  await page.getByRole('link', { name: /Предыдущая глава/ }).click();
  await expect(page).toHaveURL(/\/chapters\/errors$/);
});

test('a deep link to a section survives a reload', async ({ page }) => {
  await page.goto('/chapters/errors');
  const href = (await page.getByRole('complementary', { name: 'Содержание' }).getByRole('link').nth(7).getAttribute('href'))!;
  await page.goto(`/chapters/errors${href}`);
  await expect(page.locator(href)).toBeInViewport();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/chapters/errors${href}$`));
  await expect(page.locator(href)).toBeInViewport();
});

test('the chapter text is in the HTML the server sends, before any script runs', async ({ request }) => {
  const response = await request.get('/chapters/errors');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<h1 id="chapter-title">Работа с ошибками</h1>');
  expect(html).toMatch(/<h2 id="[a-z-]+">/);
  expect(html).toContain('class="shiki');
  expect(html).toMatch(/<title>Работа с ошибками — /);
});

test('a chapter reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/chapters/panic-vs-error');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const card = page.locator('details.interview').first();
  await card.locator(':scope > summary').click(); // the card's own summary, not «Подробнее» inside it
  await expect(card.locator('.interview-answer')).toBeVisible();
  await context.close();
});

test('an interview question opens from the keyboard; code copies with a button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/chapters/errors');
  const card = page.locator('details.interview').first();
  await card.locator(':scope > summary').focus();
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('open', '');
  await expect(card.locator('.interview-answer')).toBeVisible();

  const block = page.locator('.code-block').first();
  await block.getByRole('button', { name: 'Скопировать код' }).click();
  await expect(block.getByRole('button')).toContainText('Скопировано');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(10);
  expect(copied).toBe(await block.locator('pre').textContent());
});

test('a Go program shows its recorded output on request', async ({ page }) => {
  await page.goto('/chapters/errors#iface-words-deeper'); // a «Глубже» block, opened by the link, holds a program with its output closed
  const program = page.locator('#iface-words-deeper .go-program').first(); // its output starts closed
  await expect(program.locator('.go-program-output')).not.toHaveAttribute('open', '');
  await program.getByText('Показать вывод программы').click();
  const terminal = program.getByTestId('terminal');
  await expect(terminal).toBeVisible();
  await expect(terminal).toContainText(/exit status \d+/);
  await expect(terminal).toContainText(/проверено на go1\.\d+/);
});

test('sections read are remembered and shown in the contents and on the home page', async ({ page }) => {
  await page.goto('/chapters/retries');
  const toc = page.getByRole('complementary', { name: 'Содержание' });
  const first = toc.getByRole('link').first();
  await first.click();
  await expect(first).toHaveClass(/is-read/, { timeout: 8_000 });
  await page.reload();
  await expect(toc.getByRole('link').first()).toHaveClass(/is-read/);
  await expect(page.getByTestId('sections-read')).toContainText(/Прочитано [1-9]/);
  await page.goto('/');
  await expect(page.getByTestId('continue')).toContainText('Ретраи');
  await expect.poll(async () => (await savedProgress(page))?.state.reading.readSections.retries?.length ?? 0).toBeGreaterThan(0);
});

test('an unknown page says so in Russian, with links onward', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Такой страницы нет');
  await page.getByRole('link', { name: 'Паттерны надёжности' }).click();
  await expect(page).toHaveURL(/\/chapters\/reliability-patterns$/);
  await page.goto('/chapters/no-such-chapter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Такой страницы нет');
});

test('every chapter renders whole: each tag it uses is registered, no block falls back to an error', async ({ page }) => {
  for (const slug of ['errors', 'panic-vs-error', 'reliability-patterns', 'retries']) {
    await page.goto(`/chapters/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.prose h2').first()).toBeVisible();
    await expect(page.locator('.error-box'), slug).toHaveCount(0);
  }
});
