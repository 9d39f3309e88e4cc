import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** A mark on the window: it survives a page swap, not a reload. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('chapter to chapter without a reload: the page, its title and its islands follow; back and forward restore the place', async ({ page }) => {
  await page.goto('/chapters/errors');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Работа с ошибками');
  await markWindow(page);
  const documents: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()));

  await page.evaluate(() => window.scrollTo(0, 3000));
  await page.waitForTimeout(200);
  // The chapter list stays in view beside the text (a click on a link out of view would scroll first).
  await page.locator('.sidebar').getByRole('link', { name: /panic и error/ }).click();
  await expect(page).toHaveURL(/\/chapters\/panic-vs-error$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('panic');
  await expect(page).toHaveTitle(/^panic и error — /);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await sameDocument(page)).toBe(true);
  expect(documents).toEqual([]);
  // The header stayed; its current entry and the chapter list follow the page.
  await expect(page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Главы' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.sidebar a[aria-current="page"]')).toContainText('panic и error');
  // The new page's islands hydrate: its contents follow the reader.
  const toc = page.getByRole('complementary', { name: 'Содержание' });
  const entry = toc.getByRole('link').nth(3);
  await entry.click();
  await expect(entry).toHaveAttribute('aria-current', 'location');

  await page.goBack();
  await expect(page).toHaveURL(/\/chapters\/panic-vs-error$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/chapters\/errors$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Работа с ошибками');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2900);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(3100);
  await page.goForward();
  await expect(page).toHaveURL(/\/chapters\/panic-vs-error$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('panic');
  expect(await sameDocument(page)).toBe(true);
  expect(documents).toEqual([]);
});

test("a link in the text to another chapter's section lands on it, through the page navigator", async ({ page }) => {
  await page.goto('/chapters/retries');
  await markWindow(page);
  const link = page.locator('.prose a[href^="/chapters/reliability-patterns#"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
  await expect(page.locator('article.chapter h1')).toHaveText('Паттерны надёжности');
  await expect(page.locator(new URL(href, 'http://x').hash)).toBeInViewport();
  expect(await sameDocument(page)).toBe(true);
});

test('a link to what a closed <details> holds opens it: from the page, from another page, on arrival', async ({ page }) => {
  // A «Глубже» block as chapters write it: closed, with an id, something inside with an id of its own.
  await page.route('**/chapters/errors', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<div class="prose">',
      '<div class="prose"><p><a id="to-deeper" href="#inside-deeper">внутрь</a> <a id="to-block" href="#deeper-test">блок</a></p>' +
        '<details class="deeper" id="deeper-test"><summary>Глубже</summary><p id="inside-deeper">Скрытый абзац.</p></details>',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/chapters/errors');
  const block = page.locator('#deeper-test');
  await expect(block).not.toHaveAttribute('open', '');
  await page.locator('#to-deeper').click();
  await expect(block).toHaveAttribute('open', '');
  await expect(page.locator('#inside-deeper')).toBeInViewport();

  await page.evaluate(() => document.getElementById('deeper-test')!.removeAttribute('open'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('#to-block').click();
  await expect(block).toHaveAttribute('open', '');

  await page.goto('/chapters/retries');
  await page.evaluate(() => {
    const a = Object.assign(document.createElement('a'), { id: 'from-elsewhere', href: `${document.baseURI.replace(/\/chapters\/.*$/, '')}/chapters/errors#inside-deeper`, textContent: 'туда' });
    document.querySelector('.prose')!.prepend(a);
  });
  await page.locator('#from-elsewhere').click();
  await expect(page).toHaveURL(/\/chapters\/errors#inside-deeper$/);
  await expect(page.locator('#deeper-test')).toHaveAttribute('open', '');
  await expect(page.locator('#inside-deeper')).toBeInViewport();

  await page.goto('/chapters/errors#inside-deeper');
  await expect(page.locator('#deeper-test')).toHaveAttribute('open', '');
  await expect(page.locator('#inside-deeper')).toBeInViewport();
});

test('a chapter costs its text once: it is HTML, and no script the page loads carries it', async ({ page }) => {
  const scripts: Request[] = [];
  page.on('requestfinished', (r) => r.resourceType() === 'script' && scripts.push(r));
  await page.goto('/chapters/errors');
  const sentence = (await page.locator('.prose > p').nth(2).textContent())!.trim().slice(0, 60);
  expect(sentence.length).toBeGreaterThan(30);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const request of scripts) {
    const body = await (await request.response())!.text();
    expect(body, request.url()).not.toContain(sentence);
  }
});

test('an island loads its code when it nears the screen, not before', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const loaded: string[] = [];
  page.on('requestfinished', (r) => r.resourceType() === 'script' && loaded.push(new URL(r.url()).pathname));
  await page.goto('/chapters/errors');
  await page.waitForLoadState('networkidle');
  const inlineQuizChunk = () => loaded.some((p) => /\/InlineQuiz-[\w-]+\.js$/.test(p));
  expect(inlineQuizChunk()).toBe(false);
  const quiz = page.locator('[data-quiz]').first();
  await quiz.scrollIntoViewIfNeeded();
  await expect(quiz.locator('[data-ready]')).toBeVisible({ timeout: 30_000 });
  expect(inlineQuizChunk()).toBe(true);
});

test('the static host compresses what it serves', async ({ request }) => {
  for (const path of ['/chapters/errors', '/']) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    expect(await response.text()).toContain('<main id="main"');
  }
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit, pages swap in from the offline copy, and an address it lacks still answers', async ({ page, context }) => {
    test.setTimeout(180_000);
    await page.goto('/chapters/errors');
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 90_000 });
    await markWindow(page);
    await context.setOffline(true);
    await page.getByRole('link', { name: /Следующая глава/ }).click();
    await expect(page).toHaveURL(/\/chapters\/panic-vs-error$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('panic');
    expect(await sameDocument(page)).toBe(true);
    await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Квизы' }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const a = Object.assign(document.createElement('a'), { id: 'nowhere', href: '/chapters/no-such-chapter', textContent: 'никуда' });
      document.querySelector('main')!.prepend(a);
    });
    await page.locator('#nowhere').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Такой страницы нет');
    await context.setOffline(false);
  });
});

test("a lab's own styles come inline with its page, and a page swap brings them along: no stylesheet is fetched for them", async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(new URL(r.url()).pathname));
  // A rule of src/labs/retry-storm/retry-storm.css, in one of the document's stylesheets.
  const hasLabRules = () =>
    page.evaluate(() => [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText === '.rs-summaries')));

  await page.goto('/labs/retry-storm');
  expect(await hasLabRules()).toBe(true);
  await page.goto('/labs');
  expect(await hasLabRules()).toBe(false);
  await markWindow(page);
  await page.getByRole('link', { name: /Шторм ретраев/ }).first().click();
  await expect(page).toHaveURL(/\/labs\/retry-storm$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Шторм ретраев');
  expect(await hasLabRules()).toBe(true);
  expect(await sameDocument(page)).toBe(true);
  // Only the site's stylesheet is ever requested (once per load, or from the cache).
  expect(stylesheets.every((p) => /\/assets\/index-[\w-]+\.css$/.test(p)), stylesheets.join(', ')).toBe(true);
});
