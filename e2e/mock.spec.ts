/**
 * The mock interview (issue 13, item 5): a timed mix of «что выведет» questions and questions answered
 * aloud; nothing right or wrong is shown until the end; it can be ended early with the answers kept;
 * then the spoken answers are graded, the topics broken down and the mistakes listed with links.
 */
import type { Page } from '@playwright/test';
import { expect, savedProgress, test } from './fixtures.ts';

/** What must never be on screen while the interview runs. */
const VERDICTS = /^(Верно|Неверно)$/;

async function answerItem(page: Page): Promise<'spoken' | 'question'> {
  const spoken = page.locator('[data-spoken]');
  await expect(spoken.or(page.locator('[data-question][data-ready]'))).toBeVisible({ timeout: 15_000 });
  if ((await spoken.count()) > 0) {
    // Only the question: the answer of the card is not on the page.
    await expect(page.locator('.deck-answer-text')).toHaveCount(0);
    await spoken.getByRole('textbox', { name: 'Тезисы ответа (необязательно)' }).fill('errors.Is сравнивает по цепочке');
    await spoken.getByRole('button', { name: /Ответил|К итогам/ }).click();
    return 'spoken';
  }
  await page.getByRole('radiogroup', { name: 'Варианты ответа' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: /^Ответить/ }).click();
  await expect(page.getByTestId('answer-accepted')).toBeVisible();
  await expect(page.getByRole('heading', { name: VERDICTS })).toHaveCount(0);
  await expect(page.getByText('Настоящий вывод', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Разбор', { exact: true })).toHaveCount(0);
  await expect(page.locator('.qv-option.is-correct, .qv-option.is-wrong')).toHaveCount(0);
  await page.getByRole('button', { name: /^Дальше/ }).click();
  return 'question';
}

for (const width of [360, 1280]) {
  test(`mock interview at ${width}px: no answers until the end, end early, grade, breakdown, mistakes`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 820 });
    await page.clock.install({ time: new Date('2026-03-02T10:00:00') });
    await page.goto('/quiz/mock');
    await page.getByRole('radio', { name: '10', exact: true }).check();
    await page.getByRole('radio', { name: '20 мин' }).check();
    await expect(page.getByTestId('mock-mix')).toHaveText('6 задач «что выведет» и 4 вопроса вслух');
    await page.getByRole('button', { name: 'Начать собеседование' }).click();
    await expect(page.getByTestId('session-progress')).toHaveText('1 из 10');
    await expect(page.getByRole('timer')).toHaveText(/(20:00|19:[45]\d)/);
    // The timer's icon is drawn, not a glyph a phone's fonts may lack.
    await expect(page.getByRole('timer').locator('svg.icon')).toHaveCount(1);

    // Answer items until both kinds were met (at least three), checking nothing is revealed on the way.
    const kinds = new Set<string>();
    let answered = 0;
    while (answered < 3 || kinds.size < 2) {
      kinds.add(await answerItem(page));
      answered++;
      await expect(page.getByTestId('session-progress')).toHaveText(`${answered + 1} из 10`);
    }
    const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(scroll).toBeLessThanOrEqual(inner);

    // Ending early asks first; «Продолжить» keeps going.
    await page.getByRole('button', { name: 'Закончить собеседование' }).click();
    await expect(page.getByText(`Закончить сейчас? ${10 - answered}`)).toBeVisible();
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await page.getByRole('button', { name: 'Закончить собеседование' }).click();
    await page.getByRole('button', { name: 'Да, закончить' }).click();

    const summary = page.getByTestId('session-summary');
    await expect(summary.getByRole('heading', { name: 'Итоги собеседования' })).toBeFocused();
    await expect(summary).toContainText(`Сессия закончена досрочно: отвечено ${answered} из 10`);
    await expect(summary.getByRole('table', { name: 'По темам' })).toBeVisible();
    const wide = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(wide.scroll, 'the summary fits the screen').toBeLessThanOrEqual(wide.inner);

    // The spoken answers wait for the learner's grade, beside their notes and the model answer.
    const spoken = summary.locator('[data-spoken-answer]');
    const spokenCount = await spoken.count();
    expect(spokenCount).toBeGreaterThan(0);
    await expect(summary).toContainText(`Ещё не оценено: ${spokenCount}`);
    await expect(spoken.first()).toContainText('errors.Is сравнивает по цепочке');
    const firstCard = await spoken.first().getAttribute('data-spoken-answer');
    const scoreBefore = await page.getByTestId('mock-score').textContent();
    await spoken.first().getByRole('button', { name: /^Хорошо/ }).click();
    await expect(spoken.first().getByTestId('mock-graded')).toHaveText('Оценено: Хорошо');
    await expect(spoken.first().getByTestId('save-note')).toHaveText('✓ Сохранено');
    const correctBefore = Number(/^(\d+)/.exec(scoreBefore!)![1]);
    await expect(page.getByTestId('mock-score')).toHaveText(new RegExp(`^${correctBefore + 1} из 10 верно`));
    for (let i = 1; i < spokenCount; i++) await spoken.nth(i).getByRole('button', { name: /^Снова/ }).click();

    // The mistakes: every unanswered item and each spoken answer graded «Снова», with a link to study it.
    const mistakes = page.getByTestId('mock-mistakes').getByRole('listitem');
    await expect(mistakes.filter({ hasText: 'без ответа' })).toHaveCount(10 - answered);
    await expect(mistakes.filter({ hasText: 'не вспомнил(а)' })).toHaveCount(spokenCount - 1);
    for (const link of await page.getByTestId('mock-mistakes').getByRole('link').all()) expect(await link.getAttribute('href')).toMatch(/^\/(quiz\/q\/|chapters\/[a-z-]+#)/);

    // The answers and the grade are saved: the deck card moved on, and the summary survives a reload.
    const saved = (await savedProgress(page))!;
    expect(saved.state.deck.cards[firstCard!]?.reps).toBe(1);
    expect(saved.state.quiz.sessions.mock?.answers).toHaveLength(answered);
    await page.reload();
    await expect(page.getByTestId('session-summary')).toContainText(`отвечено ${answered} из 10`);
    await expect(page.locator('[data-spoken-answer]').first().getByTestId('mock-graded')).toHaveText('Оценено: Хорошо');
  });
}
