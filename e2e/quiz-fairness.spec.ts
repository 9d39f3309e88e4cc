/**
 * A quiz is a fair test: before the answer, nothing on the page, in its title, its URL, the links to the
 * previous and next question, the lists or search hints at the outcome. Every question's page must read the
 * same apart from its program, its options and a setup (which the content check keeps free of outcomes).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';

const renamed = JSON.parse(readFileSync(join(import.meta.dirname, '../content/quizzes/renamed.json'), 'utf8')) as Record<string, string>;
const NEUTRAL_NAME = /^(Ошибки|panic и error|Отказоустойчивость|Перегрузка): задача \d+$/;

/** The pre-answer text of a question page with the parts that may differ removed. */
async function neutralText(page: import('@playwright/test').Page, html: string) {
  await page.setContent(html.replace(/<script[\s\S]*?<\/script>/g, ''), { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => {
    const section = document.querySelector('[data-question]');
    if (!section) return null;
    const copy = section.cloneNode(true) as HTMLElement;
    for (const el of copy.querySelectorAll('.qv-code, .qv-options, .qv-setup, .qv-meta')) el.remove();
    const prevNext = [...document.querySelectorAll('.prev-next a')].map((a) => a.querySelector('span:last-child')?.textContent ?? '');
    return {
      text: copy.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      title: document.title.replace(/ — .*$/, ''),
      hasResult: section.querySelector('.qv-result, .qv-tags, .qv-explanation') !== null,
      prevNext,
    };
  });
}

test('every question page reads the same before the answer: neutral prompt, title, ids and neighbours', async ({ page, request }) => {
  test.setTimeout(120_000);
  const ids = [...new Set(Object.values(renamed))];
  // The bank is larger than the rename table; the quiz page lists every question.
  const listHtml = await (await request.get('/quiz')).text();
  const listed = [...listHtml.matchAll(/href="\/quiz\/q\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
  for (const id of listed) if (!ids.includes(id)) ids.push(id);
  expect(ids.length).toBeGreaterThan(100);
  let reference: string | null = null;
  for (const id of ids) {
    expect(id, 'an id shown in the URL').toMatch(/^[a-z]+-\d{2,3}$/);
    const response = await request.get(`/quiz/q/${id}`);
    expect(response.status(), id).toBe(200);
    const seen = await neutralText(page, await response.text());
    expect(seen, id).not.toBeNull();
    expect(seen!.hasResult, `${id}: the result is in the page before the answer`).toBe(false);
    expect(seen!.title, `${id}: title`).toMatch(NEUTRAL_NAME);
    for (const name of seen!.prevNext) expect(name, `${id}: previous/next link`).toMatch(NEUTRAL_NAME);
    reference ??= seen!.text;
    expect(seen!.text, `${id}: the page says something the others do not`).toBe(reference);
  }
});

test('the list of all questions names them by topic and number only', async ({ page }) => {
  await page.goto('/quiz');
  const links = page.locator('.quiz-all a');
  await expect(links.first()).toBeAttached();
  for (const name of await links.allTextContents()) expect(name).toMatch(NEUTRAL_NAME);
});

test('an old link that named the trick leads to the same question under its neutral id', async ({ page, request }) => {
  const oldId = 'err-typed-nil-crash';
  const newId = renamed[oldId]!;
  // Without scripts: a static redirect page.
  const stub = await (await request.get(`/quiz/q/${oldId}`)).text();
  expect(stub).toContain(`url=/quiz/q/${newId}`);
  await page.goto(`/quiz/q/${oldId}`);
  await expect(page).toHaveURL(new RegExp(`/quiz/q/${newId}$`));
  await expect(page.locator(`[data-question="${newId}"]`)).toBeVisible();
});

test('after the answer the tags and the explanation appear', async ({ page }) => {
  await page.goto(`/quiz/q/${renamed['err-typed-nil-crash']}`);
  await expect(page.locator('[data-question][data-ready]')).toBeVisible();
  await expect(page.locator('.qv-tags')).toHaveCount(0);
  await page.locator('.qv-option').first().click();
  await page.getByRole('button', { name: /^Ответить/ }).click();
  await expect(page.locator('.qv-tags')).toContainText('typed nil');
  await expect(page.locator('.qv-explanation')).toBeVisible();
});
