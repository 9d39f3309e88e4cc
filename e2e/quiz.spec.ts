import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { STORAGE_KEY, expect, savedState, test } from './fixtures.ts';

/** A question whose output is three lines: `true`, `true`, `false`. */
const QUESTION = 'errors-34';

/** Waits until the question on screen has its options (its topic's data has loaded). */
async function questionReady(page: Page) {
  await expect(page.locator('[data-question][data-ready]')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Варианты ответа' })).toBeVisible();
}

/** The start button is enabled once the page has hydrated and read the saved state. */
async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: /^Начать/ }).first()).toBeEnabled();
}

test('a topic quiz taken to the end with the keyboard only, then the summary', async ({ page }) => {
  await page.goto('/quiz/errors');
  await hydrated(page);
  await page.keyboard.press('Enter');
  for (let i = 1; i <= 10; i++) {
    await expect(page.getByTestId('session-progress')).toHaveText(`${i} из 10`);
    await questionReady(page);
    await page.keyboard.press(String(((i - 1) % 3) + 1));
    await expect(page.locator('.qv-option.is-selected')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^(Верно|Неверно)$/ })).toBeFocused();
    await expect(page.getByTestId('terminal')).toBeVisible();
    await page.keyboard.press('ArrowRight');
  }
  const summary = page.getByTestId('session-summary');
  await expect(summary.getByRole('heading', { level: 1, name: 'Итоги сессии' })).toBeFocused();
  await expect(summary).toContainText(/\d+ из 10 верно/);
  await expect(summary).toContainText('Время');
});

test('the help dialog opens with ? and shows the keys', async ({ page }) => {
  await page.goto(`/quiz/q/${QUESTION}`);
  await questionReady(page);
  await expect(page.getByRole('button', { name: /^Ответить/ })).toBeVisible();
  await page.keyboard.press('?');
  // The app's shortcut help lists the quiz keys while a question is on screen.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('выбрать вариант');
  await expect(dialog).toContainText('следующий вопрос');
  // While the dialog is open, digits do not pick an option.
  await page.keyboard.press('1');
  await expect(page.locator('.qv-option.is-selected')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /^Клавиши/ }).click();
  await expect(dialog).toBeVisible();
});

test('answering by typing the output: a miss shows a line diff', async ({ page }) => {
  await page.goto(`/quiz/q/${QUESTION}`);
  await questionReady(page);
  await page.getByRole('button', { name: 'Написать вывод' }).click();
  const box = page.getByRole('textbox', { name: /Что напечатает программа/ });
  await box.fill('true\ntrue\ntrue');
  // Keys typed into the text box stay there: "1" is text, not an option.
  await box.press('End');
  await box.press('1');
  await expect(box).toHaveValue('true\ntrue\ntrue1');
  await box.fill('true\ntrue\ntrue');
  await box.press('Control+Enter');
  await expect(page.getByRole('heading', { name: 'Неверно', exact: true })).toBeVisible();
  const diff = page.getByTestId('output-diff');
  await expect(diff).toBeVisible();
  await expect(diff.locator('li.diff-extra')).toHaveText(/лишняя строка:\s*true/);
  await expect(diff.locator('li.diff-missing')).toHaveText(/не хватает строки:\s*false/);
  await expect(page.getByRole('status').filter({ hasText: 'Неверно' })).toHaveCount(1);
  await expect(page.getByTestId('terminal')).toContainText('false');
});

test('a question opens by its link; its program is in the pre-rendered HTML', async ({ page, request }) => {
  const html = await (await request.get(`/quiz/q/${QUESTION}`)).text();
  expect(html).toContain('class="shiki');
  expect(html).toContain('ErrOutOfStock');
  expect(html).toContain('Что выведет программа?');
  expect(html).toMatch(/<title>Ошибки: задача 34 — /);

  await page.goto(`/quiz/q/${QUESTION}`);
  await questionReady(page);
  await expect(page.locator('.qv-code')).toContainText('ErrOutOfStock');
  await expect(page.getByText('проверено на go1.27')).toBeVisible();

  await page.goto('/quiz/q/no-such-question');
  await expect(page.getByTestId('quiz-not-found')).toContainText('no-such-question');
  await expect(page.getByTestId('quiz-not-found').getByRole('link', { name: 'Ошибки' })).toBeVisible();
});

test('a question page hydrates its pre-rendered HTML in place, opened directly or from another page', async ({ page }) => {
  // A re-render right after hydration would throw the pre-rendered question away: double work on a
  // phone, and the search highlight on the replaced text would vanish.
  await page.addInitScript(() => {
    const w = window as unknown as { removedTitles: number };
    w.removedTitles = 0;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.removedNodes) if (n instanceof Element && (n.matches('.qv-title') || n.querySelector('.qv-title'))) w.removedTitles++;
    }).observe(document, { childList: true, subtree: true });
  });
  const removed = () => page.evaluate(() => (window as unknown as { removedTitles: number }).removedTitles);
  await page.goto(`/quiz/q/${QUESTION}`);
  await questionReady(page);
  await expect(page.locator('go-island[data-island="QuestionPage"]')).toHaveAttribute('data-state', 'hydrated');
  await page.waitForTimeout(500);
  expect(await removed()).toBe(0);

  // From a neighbour by its link: the old question leaves (one removal), the new one stays.
  await page.locator('a[rel="next"]').click();
  await expect(page).not.toHaveURL(new RegExp(`${QUESTION}$`));
  await expect(page.locator('go-island[data-island="QuestionPage"]')).toHaveAttribute('data-state', 'hydrated');
  await page.waitForTimeout(500);
  expect(await removed()).toBe(1);
});

test('on a phone a long output line wraps under itself, and a copied option keeps its lines', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  // panic-48: every option holds lines far wider than a phone.
  await page.goto('/quiz/q/panic-48');
  await questionReady(page);
  const options = page.locator('.qv-option-text');
  await expect(options).toHaveCount(5);
  for (let i = 0; i < 5; i++) {
    const seen = await options.nth(i).evaluate((pre) => {
      const selection = getSelection()!;
      selection.removeAllRanges();
      const all = document.createRange();
      all.selectNodeContents(pre);
      selection.addRange(all);
      const lines = [...pre.querySelectorAll('.qv-option-line')].map((line) => {
        const range = document.createRange();
        range.selectNodeContents(line);
        const rows = [...range.getClientRects()].filter((r) => r.width > 0);
        return { rows: new Set(rows.map((r) => Math.round(r.top))).size, firstLeft: rows[0]!.left, lastLeft: rows.at(-1)!.left };
      });
      return { copied: selection.toString(), text: pre.textContent!.replace(/\n$/, ''), lines };
    });
    expect(seen.copied, `option ${i + 1}`).toBe(seen.text);
    expect(seen.lines.length, `option ${i + 1}`).toBe(seen.text.split('\n').length);
    const wrapped = seen.lines.filter((line) => line.rows > 1);
    expect(wrapped.length, `option ${i + 1} has a wrapped line`).toBeGreaterThan(0);
    // The continuation starts to the right of where the line itself starts: it cannot pass for a new line.
    for (const line of wrapped) expect(line.lastLeft, `option ${i + 1}`).toBeGreaterThan(line.firstLeft);
  }
});

test('after the answer the right and the chosen option keep their colours under the pointer', async ({ page }) => {
  await page.goto(`/quiz/q/${QUESTION}`);
  await questionReady(page);
  await page.locator('.qv-option').first().click();
  await page.getByRole('button', { name: /^Ответить/ }).click();
  await expect(page.locator('.qv-result')).toBeVisible();
  for (const state of ['is-correct', 'is-wrong', 'is-dim']) {
    const option = page.locator(`.qv-option.${state}`).first();
    if ((await option.count()) === 0) continue; // the first option may have been the right one
    // The border eases into its answered colour (a 0.12 s transition): read it only once the transition
    // has ended, or a slow machine samples a colour halfway there.
    const settledBorder = () =>
      option.evaluate(async (el) => {
        await Promise.all(el.getAnimations().map((animation) => animation.finished));
        return getComputedStyle(el).borderTopColor;
      });
    await page.mouse.move(0, 0);
    const border = await settledBorder();
    await option.hover();
    expect(await settledBorder(), state).toBe(border);
  }
});

test('a session survives a reload and resumes where it was', async ({ page }) => {
  await page.goto('/quiz/panic');
  await hydrated(page);
  await page.getByRole('button', { name: /^Начать: 10/ }).click();
  for (let i = 0; i < 2; i++) {
    await questionReady(page);
    await page.keyboard.press('2');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /^Дальше/ }).click();
  }
  await expect(page.getByTestId('session-progress')).toHaveText('3 из 10');
  await questionReady(page);
  const id = await page.locator('[data-question]').getAttribute('data-question');
  await page.keyboard.press('1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^(Верно|Неверно)$/ })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('session-progress')).toHaveText('3 из 10');
  await expect(page.locator('[data-question]')).toHaveAttribute('data-question', id!);
  // The answer given before the reload is shown, not asked again.
  await expect(page.getByRole('heading', { name: /^(Верно|Неверно)$/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('session-progress')).toHaveText('4 из 10');

  await page.goto('/quiz');
  await expect(page.getByText('Продолжить сессию: 4 из 10')).toBeVisible();
});

test('a session ended early shows the summary of what was answered, and the answers stay saved', async ({ page }) => {
  await page.goto('/quiz/errors');
  await hydrated(page);
  await page.getByRole('button', { name: /^Начать: 10/ }).click();
  await questionReady(page);
  await expect(page.getByRole('button', { name: 'Закончить и подвести итоги' })).toHaveCount(0);
  for (let i = 0; i < 2; i++) {
    await questionReady(page);
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^(Верно|Неверно)$/ })).toBeVisible();
    if (i === 0) await page.getByRole('button', { name: /^Дальше/ }).click();
  }
  await page.getByRole('button', { name: 'Закончить и подвести итоги' }).click();
  const summary = page.getByTestId('session-summary');
  await expect(summary).toContainText('Сессия закончена досрочно: отвечено 2 из 10');
  // Saved: after a reload the same summary is there.
  await page.reload();
  await expect(page.getByTestId('session-summary')).toContainText('отвечено 2 из 10');
});

test('a question answered wrongly comes back for review when its time comes', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
  await page.goto(`/quiz/q/${QUESTION}`);
  await questionReady(page);
  await page.getByRole('button', { name: 'Написать вывод' }).click();
  await page.getByRole('textbox').fill('не знаю');
  await page.getByRole('button', { name: /^Ответить/ }).click();
  await expect(page.getByRole('heading', { name: 'Неверно', exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Квизы' }).click();
  const due = page.getByTestId('due-card');
  await expect(due).toContainText('На повторение сегодня: 0');
  // Scheduled in whole days (no short-term steps): not again today, due tomorrow.
  await page.clock.fastForward('05:00');
  await expect(due).toContainText('На повторение сегодня: 0');
  await page.clock.fastForward('24:00:00');
  await expect(due).toContainText('На повторение сегодня: 1');
  // The home page says so too, with a way in.
  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Главная' }).click();
  await expect(page.getByTestId('due-card')).toContainText('На повторение сегодня: 1');
  await page.getByTestId('due-card').getByRole('link', { name: 'Повторить' }).click();
  await expect(page).toHaveURL(/\/quiz\/review$/);
  await page.getByRole('button', { name: /^Начать: 1 вопрос/ }).click();
  await expect(page.locator('[data-question]')).toHaveAttribute('data-question', QUESTION);
  await expect(page.getByTestId('session-progress')).toHaveText('1 из 1');
});

/** Answers the current item of a mock interview: a spoken question with a note, or a quiz question by its first option. */
async function answerMockItem(page: Page) {
  const spoken = page.locator('[data-spoken]');
  await expect(spoken.or(page.locator('[data-question][data-ready]'))).toBeVisible();
  if ((await spoken.count()) > 0) {
    await spoken.getByRole('textbox').fill('контекст, обёртка через %w');
    await spoken.getByRole('button').click();
    return;
  }
  await page.keyboard.press('1');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('answer-accepted')).toBeVisible();
  await page.keyboard.press('ArrowRight');
}

test('the mock interview ends when its countdown runs out', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-03-02T10:00:00') });
  await page.goto('/quiz/mock');
  await page.getByRole('radio', { name: '15' }).check();
  await page.getByRole('radio', { name: '10 мин' }).check();
  await page.getByRole('button', { name: 'Начать собеседование' }).click();
  await expect(page.getByTestId('session-progress')).toHaveText('1 из 15');
  await expect(page.getByRole('timer')).toHaveText(/(10:00|09:[45]\d)/);
  await answerMockItem(page);
  await expect(page.getByTestId('session-progress')).toHaveText('2 из 15');

  await page.clock.fastForward('04:00');
  await expect(page.getByRole('timer')).toHaveText(/0[56]:\d\d/);
  await page.clock.fastForward('06:05');
  const summary = page.getByTestId('session-summary');
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('Время вышло');
  await expect(summary.getByRole('table', { name: 'По темам' })).toBeVisible();
  await expect(summary).toContainText(/из 15 верно/);
  await expect(summary).toContainText('без ответа');
});

test('a question embedded in a chapter loads when scrolled near and is answered in place', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/chapters/errors');
  const embed = page.locator(`[data-quiz="${QUESTION}"]`);
  await embed.scrollIntoViewIfNeeded();
  // The chapter is heavy: its topic's questions load after the page has hydrated.
  await expect(embed.locator('[data-ready]')).toBeVisible({ timeout: 30_000 });
  await embed.getByRole('radio').first().check();
  await embed.getByRole('button', { name: /^Ответить/ }).click();
  await expect(embed.getByRole('heading', { name: /^(Верно|Неверно)$/ })).toBeFocused();
  await expect(embed.getByRole('link', { name: 'Открыть отдельной страницей' })).toHaveAttribute('href', `/quiz/q/${QUESTION}`);
  const results = await new AxeBuilder({ page }).include(`[data-quiz="${QUESTION}"]`).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the quiz pages in the ${theme} theme have no serious or critical violation`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, savedState(theme)] as const);
    const check = async () => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.locator('details').evaluateAll((all) => all.forEach((d) => d.setAttribute('open', '')));
      const results = await new AxeBuilder({ page }).analyze();
      return results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    };
    await page.goto('/quiz');
    expect(await check()).toEqual([]);
    await page.goto(`/quiz/q/${QUESTION}`);
    await questionReady(page);
    await page.keyboard.press('2');
    expect(await check()).toEqual([]);
    await page.getByRole('button', { name: 'Написать вывод' }).click();
    await page.getByRole('textbox').fill('true\nfalse');
    await page.getByRole('textbox').press('Control+Enter');
    await expect(page.getByTestId('output-diff')).toBeVisible();
    expect(await check()).toEqual([]);
    await page.goto('/quiz/mock');
    expect(await check()).toEqual([]);
  });
}
