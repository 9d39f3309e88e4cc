import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, shortcutsUp, test } from './fixtures.ts';

/** Opens the search with "/" and types a query; returns the dialog. */
async function search(page: Page, query: string) {
  await page.keyboard.press('/');
  const dialog = page.getByTestId('search-dialog');
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('combobox', { name: 'Что найти' });
  await expect(input).toBeFocused();
  await input.fill(query);
  await expect(dialog.getByRole('option').first()).toBeVisible();
  return dialog;
}

/** Every marked word of the listed excerpts, lower-cased. */
async function markedWords(page: Page): Promise<string[]> {
  const marks = await page.getByTestId('search-dialog').locator('.search-excerpt mark').allTextContents();
  return marks.map((m) => m.toLowerCase().replace(/[^\p{L}\p{N}.\-_]+/gu, ''));
}

async function resultPaths(page: Page): Promise<string[]> {
  return page.getByTestId('search-dialog').getByRole('option').evaluateAll((els) => els.map((e) => e.getAttribute('data-path') ?? ''));
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('search-button')).toBeVisible();
  await shortcutsUp(page);
});

test('«ретраи» finds other forms of the word: ретрай, ретраить, ретраев', async ({ page }) => {
  await search(page, 'ретраи');
  const paths = await resultPaths(page);
  expect(paths.some((p) => p.startsWith('/chapters/retries'))).toBe(true);
  const words = await markedWords(page);
  expect(words.every((w) => w.startsWith('ретра'))).toBe(true);
  expect(words.some((w) => w !== 'ретраи'), `forms found: ${words.join(', ')}`).toBe(true);
});

test('«паники» finds «паника» and the chapter about panic', async ({ page }) => {
  await search(page, 'паники');
  const paths = await resultPaths(page);
  expect(paths[0]).toMatch(/^\/chapters\/panic-vs-error/);
  const words = await markedWords(page);
  expect(words).toContain('паника');
});

test('Go identifiers with a dot are found whole: errors.Is', async ({ page }) => {
  const dialog = await search(page, 'errors.Is');
  const paths = await resultPaths(page);
  expect(paths.some((p) => p.startsWith('/chapters/errors'))).toBe(true);
  const words = await markedWords(page);
  expect(words.some((w) => w.startsWith('errors.is'))).toBe(true);
  // Labs are searched too, and say what they are.
  await expect(dialog.locator('.search-kind', { hasText: 'Лаборатория' }).first()).toBeVisible();
});

test('quiz questions are searched by their programs and say what they are', async ({ page }) => {
  const dialog = await search(page, 'ErrOutOfStock');
  await expect(dialog.locator('.search-kind', { hasText: 'Вопрос квиза' }).first()).toBeVisible();
});

test('a SQLSTATE code: 40P01 leads to the Postgres section', async ({ page }) => {
  await search(page, '40P01');
  const paths = await resultPaths(page);
  expect(paths).toContain('/chapters/reliability-patterns#postgres-sqlstate');
  expect(await markedWords(page)).toContain('40p01');
});

test('keyboard: "/" opens, ↓ ↑ move, Enter lands on the section with the hit highlighted', async ({ page }) => {
  const dialog = await search(page, 'Retry-After');
  const options = dialog.getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  // Down to the first result that is a chapter section (not a whole page).
  const paths = await resultPaths(page);
  const index = paths.findIndex((p) => /^\/chapters\/[a-z0-9-]+#[a-z0-9-]+$/.test(p));
  expect(index, paths.join('\n')).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
  const chosen = paths[index]!;
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  const [path, id] = chosen.split('#') as [string, string];
  await expect(page).toHaveURL(new RegExp(`${path}#${id}$`));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  await expect(page.locator(`[id="${id}"]`)).toHaveAttribute('data-search-target', '');
  // The matched words of that section are highlighted (CSS Custom Highlight API, no DOM changes).
  await expect
    .poll(() => page.evaluate(() => (CSS.highlights.get('search-hit') as Highlight | undefined)?.size ?? 0))
    .toBeGreaterThan(0);
  const highlighted = await page.evaluate(() => [...((CSS.highlights.get('search-hit') as Highlight | undefined) ?? [])].map((r) => r.toString()));
  expect(highlighted.every((text) => text.toLowerCase() === 'retry-after')).toBe(true);
});

test('Ctrl+K opens the search from anywhere, Esc closes it and gives the focus back', async ({ page }) => {
  await page.goto('/chapters/errors');
  await shortcutsUp(page);
  const button = page.getByTestId('search-button');
  await button.focus();
  await page.keyboard.press('Control+k');
  const dialog = page.getByTestId('search-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('a click on a question result opens the question page', async ({ page }) => {
  const dialog = await search(page, 'retryThrottling');
  const question = dialog.getByRole('option').filter({ has: page.locator('.search-kind', { hasText: 'Вопрос квиза' }) }).first();
  const target = (await question.getAttribute('data-path'))!;
  expect(target).toMatch(/^\/quiz\/q\/[a-z0-9-]+$/);
  await question.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  // Marked on the text the page shows: a range on text that hydration replaced would be empty.
  const marked = () =>
    page.evaluate(() => [...((CSS.highlights.get('search-hit') as Highlight | undefined) ?? [])].map((r) => (r instanceof Range ? r.toString() : '')));
  await expect.poll(marked).toContain('retryThrottling');
  await expect(page.locator('go-island[data-island="QuestionPage"]')).toHaveAttribute('data-state', 'hydrated');
  await page.waitForTimeout(300);
  expect(await marked()).toContain('retryThrottling');
});

test('axe: the open search dialog with results has no serious or critical violation', async ({ page }) => {
  test.setTimeout(90_000);
  await search(page, 'паники');
  const results = await new AxeBuilder({ page }).include('[data-testid="search-dialog"]').analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(bad).toEqual([]);
});

test('a heading wins: «typed nil» lands first on the section «Ловушка typed nil», and says where it lands', async ({ page }) => {
  const dialog = await search(page, 'typed nil');
  const paths = await resultPaths(page);
  expect(paths[0]).toBe('/chapters/errors#typed-nil');
  await expect(dialog.getByRole('option').first()).toContainText('Работа с ошибками › Ловушка typed nil');
  // Excerpts are the chapter's text, not the interface of a quiz embedded in it.
  for (const ui of ['Проверьте себя', 'Загружаем задачу', 'Открыть отдельной страницей']) await expect(dialog.locator('.search-excerpt').first()).not.toContainText(ui);
});

test('a concept word lists chapter sections before quiz questions', async ({ page }) => {
  await search(page, 'recover');
  const paths = await resultPaths(page);
  const firstQuiz = paths.findIndex((p) => p.startsWith('/quiz/'));
  const firstChapter = paths.findIndex((p) => p.startsWith('/chapters/'));
  expect(firstChapter, paths.join('\n')).toBe(0);
  if (firstQuiz >= 0) expect(firstQuiz).toBeGreaterThan(firstChapter);
});

test('a typo still finds the page and says what was searched instead', async ({ page }) => {
  const dialog = await search(page, 'ретарй');
  await expect(dialog.getByRole('status')).toContainText('показаны результаты для «ретрай»');
  const paths = await resultPaths(page);
  expect(paths.some((p) => p.startsWith('/chapters/retries'))).toBe(true);
});

test('letters typed at once after "/" are not lost while the dialog is still loading', async ({ page }) => {
  // The dialog's code arrives late, as on a slow phone on its first open.
  await page.route(/\/assets\/SearchDialog-[^/]+\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, 800));
    await route.continue();
  });
  await page.goto('/chapters/errors');
  await shortcutsUp(page);
  await page.keyboard.press('/');
  // Latin letters: Playwright types others as text input, with no key events (a real keyboard sends them).
  await page.keyboard.type('panicc');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('s');
  const dialog = page.getByTestId('search-dialog');
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('combobox', { name: 'Что найти' });
  await expect(input).toHaveValue('panics');
  await expect(input).toBeFocused();
  // Typing goes on in the field itself, after the held letters.
  await page.keyboard.type(' recover');
  await expect(input).toHaveValue('panics recover');
  await expect(dialog.getByRole('option').first()).toBeVisible();
});

test.describe('before the app has started', () => {
  /** Holds the app's entry module back until the returned function is called: the page is painted HTML meanwhile. */
  async function holdApp(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test('"/" and the letters typed at once open the search with those letters once it starts', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/chapters/retries', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('go-island[data-island="StudyTools"]')).not.toHaveAttribute('data-state', /./);
    await page.keyboard.press('/');
    await page.keyboard.type('jitter');
    release();
    const input = page.getByTestId('search-dialog').getByRole('combobox', { name: 'Что найти' });
    await expect(input).toHaveValue('jitter');
    await expect(input).toBeFocused();
  });

  test('a click on the header search button opens the search once it starts', async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/labs/retry-storm', { waitUntil: 'commit' });
    const button = page.getByTestId('search-button');
    await expect(button).toBeVisible();
    await expect(page.locator('go-island[data-island="SearchButton"]')).not.toHaveAttribute('data-state', /./);
    await button.click();
    release();
    await expect(page.getByTestId('search-dialog').getByRole('combobox', { name: 'Что найти' })).toBeFocused();
  });
});
