/**
 * The interview deck (issue 13, item 4): a card at a time — question, «Показать ответ», the answer, a
 * self-grade — counted in «На повторение сегодня» and on the progress page; and every answer says
 * whether it was saved.
 */
import type { Page } from '@playwright/test';
import { expect, savedProgress, test } from './fixtures.ts';

const DAY = 86_400_000;

async function noSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

for (const width of [360, 1280]) {
  test(`deck at ${width}px: reveal, grade with FSRS, kept after a reload, the due count follows`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 820 });
    await page.clock.install({ time: new Date('2026-03-02T09:00:00') });
    await page.goto('/quiz');
    await expect(page.getByTestId('due-card')).toContainText('На повторение сегодня: 0');
    await page.getByTestId('deck-mode').getByRole('link', { name: 'Карточки собеседования' }).click();
    await expect(page).toHaveURL(/\/quiz\/cards$/);

    await expect(page.getByTestId('deck-progress')).toHaveText('Карточка 1 из 20');
    const card = page.locator('[data-card]');
    const first = await card.getAttribute('data-card');
    await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
    // The answer is not on the page until asked for.
    await expect(page.getByTestId('deck-answer')).toHaveCount(0);
    await expect(card.getByRole('group', { name: 'Насколько вы вспомнили ответ?' })).toHaveCount(0);
    const reveal = card.getByRole('button', { name: 'Показать ответ' });
    expect((await reveal.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await reveal.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('deck-answer')).toBeVisible();
    await expect(card.getByRole('link', { name: /Подробнее в главе/ })).toHaveAttribute('href', new RegExp(`#${first}$`));
    const grades = card.getByRole('group', { name: 'Насколько вы вспомнили ответ?' });
    await expect(grades.getByRole('button')).toHaveText([/^Снова/, /^Трудно/, /^Хорошо/, /^Легко/]);
    // The intervals come from the scheduler: a new card rated Хорошо comes back in 3 days.
    await expect(grades.getByRole('button', { name: /Хорошо/ })).toContainText('через 3 дня');
    for (const b of await grades.getByRole('button').all()) expect((await b.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await noSidewaysScroll(page);

    // Хорошо from the keyboard.
    await page.keyboard.press('3');
    await expect(page.getByTestId('deck-progress')).toHaveText('Карточка 2 из 20');
    await expect(page.getByTestId('save-note')).toHaveText('✓ Сохранено');
    const second = await card.getAttribute('data-card');
    expect(second).not.toBe(first);
    await card.getByRole('button', { name: 'Показать ответ' }).click();
    await card.getByRole('button', { name: /^Снова/ }).click();
    await expect(page.getByTestId('deck-progress')).toHaveText('Карточка 3 из 20');
    await expect(page.getByTestId('save-note')).toHaveText('✓ Сохранено');

    // The grades survive a reload: neither graded card is offered again today.
    await page.reload();
    await expect(page.getByTestId('deck-progress')).toHaveText('Карточка 1 из 20');
    await expect(card).not.toHaveAttribute('data-card', first!);
    await expect(card).not.toHaveAttribute('data-card', second!);

    const saved = (await savedProgress(page))!;
    expect(saved.version).toBe(5);
    expect(Object.keys(saved.state.deck.cards).sort()).toEqual([first, second].sort());
    expect(saved.state.deck.cards[first!]!.due - Date.parse('2026-03-02T09:00:00')).toBeGreaterThanOrEqual(3 * DAY - 60_000);

    // Neither card is due today, however it was graded.
    await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Квизы' }).click();
    const due = page.getByTestId('due-card');
    await expect(due).toContainText('На повторение сегодня: 0');
    await page.clock.fastForward('23:00:00');
    await expect(due).toContainText('На повторение сегодня: 0');
    // A day after «Снова» that card is due; «Хорошо» waits three days.
    await page.clock.fastForward('01:05:00');
    await expect(due).toContainText('На повторение сегодня: 1');
    await due.getByRole('link', { name: 'Повторить' }).click();
    await expect(page).toHaveURL(/\/quiz\/cards$/);
    await expect(card).toHaveAttribute('data-card', second!);
    await expect(card.getByText('на повторение', { exact: true })).toBeVisible();

    // The progress page shows the deck.
    await page.getByRole('link', { name: 'Прогресс' }).first().click();
    const progress = page.getByTestId('progress-deck');
    await expect(progress).toContainText(/Изучено 2 из \d+/);
    await expect(progress).toContainText('На повторение сейчас: 1 карточка.');
    await noSidewaysScroll(page);
  });
}

test('a quiz answer and a deck grade that cannot be saved say so, in Russian, instead of a silent ✓', async ({ page, context, baseURL }) => {
  const cdp = await context.newCDPSession(page);
  const origin = new URL(baseURL!).origin;
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
  await page.goto('/quiz/q/errors-34');
  await expect(page.locator('[data-question][data-ready]')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Варианты ответа' }).getByRole('radio').first().click();
  await page.getByRole('button', { name: /^Ответить/ }).click();
  const note = page.getByTestId('save-note');
  await expect(note).toHaveAttribute('role', 'alert');
  await expect(note).toContainText('Ответ не сохранён');

  await page.goto('/quiz/cards');
  await page.getByRole('button', { name: 'Показать ответ' }).click();
  await page.getByRole('button', { name: /^Хорошо/ }).click();
  await expect(page.getByTestId('save-note')).toContainText('Ответ не сохранён');

  // With room again, the next answer is saved and says so.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  // The keyboard reaches the card as well as the pointer (the alert leaves room below the page to scroll it clear).
  await page.getByRole('button', { name: 'Показать ответ' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('4');
  await expect(page.getByTestId('save-note')).toHaveText('✓ Сохранено');
});
