import AxeBuilder from '@axe-core/playwright';
import { STORAGE_KEY, expect, savedState, test } from './fixtures.ts';

test('stepping a program: frames, defers, console; a crash ends with exit status 2', async ({ page }) => {
  await page.goto('/labs/panic-stepper');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('panic по шагам');
  await expect(page.locator('[data-preset="defer-order"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('ps-step-count')).toHaveText(/^Шаг 1 из \d+$/);
  await expect(page.getByTestId('ps-console')).toContainText('пока ничего не напечатано');

  await page.getByTestId('ps-next').click();
  await page.getByTestId('ps-next').click();
  await expect(page.getByTestId('ps-explain')).toContainText('вычислены сейчас');
  await expect(page.getByTestId('ps-stack')).toContainText('defer fmt.Println("defer 1: x =", 1)');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('ps-step-count')).toHaveText(/^Шаг 4 из/);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('ps-step-count')).toHaveText(/^Шаг 3 из/);

  await page.getByTestId('ps-end').click();
  await expect(page.getByTestId('ps-console')).toContainText('main: x = 3\ndefer 3: x = 2\ndefer 2 (замыкание): x = 3\ndefer 1: x = 1');
  await expect(page.getByTestId('ps-exit')).toHaveText('exit status 0');

  await page.locator('[data-preset="repanic"]').click();
  await expect(page.getByTestId('ps-step-count')).toHaveText(/^Шаг 1 из/);
  await expect(page.getByTestId('ps-exit')).toHaveCount(0);
  await page.getByTestId('ps-end').click();
  await expect(page.getByTestId('ps-stderr')).toContainText('panic: assignment to nil map [recovered, repanicked]');
  await expect(page.getByTestId('ps-exit')).toHaveText('exit status 2');
  await expect(page).toHaveURL(/preset=repanic&step=\d+/);
});

test('a share link opens the same step', async ({ page }) => {
  await page.goto('/labs/panic-stepper?v=1&preset=deep-unwind&step=16');
  await expect(page.getByTestId('ps-explain')).toContainText('recover() вызван прямо в отложенной функции');
  await expect(page.getByTestId('ps-panics')).toContainText('перехвачена recover');
  const stack = await page.getByTestId('ps-stack').textContent();
  await expect(page.locator('.ps-line.is-current')).toContainText('r := recover()');

  await page.goto('/labs');
  await page.goto('/labs/panic-stepper?v=1&preset=deep-unwind&step=16');
  await expect(page.getByTestId('ps-stack')).toHaveText(stack!);
  await expect(page.getByTestId('lab-notice')).toHaveCount(0);

  // Past the end: the last step, the crash of the nested-recover program.
  await page.goto('/labs/panic-stepper?v=1&preset=recover-nested&step=500');
  await expect(page.getByTestId('ps-console')).toContainText('logPanic: recover вернул <nil>');
  await expect(page.getByTestId('ps-stderr')).toContainText('panic: disk full');
  await expect(page.getByTestId('ps-exit')).toHaveText('exit status 2');
});

test('a hostile link is corrected with a notice and the stepper still works', async ({ page }) => {
  await page.goto('/labs/panic-stepper?v=1&x=NaN&y=-5&zzz=1&preset=NaN&step=-5');
  const notice = page.getByTestId('lab-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Программа');
  await expect(notice).toContainText('Шаг');
  await expect(page.getByTestId('ps-step-count')).toHaveText(/^Шаг 1 из/);
  await page.getByTestId('ps-next').click();
  await expect(page.getByTestId('ps-step-count')).toHaveText(/^Шаг 2 из/);
});

test('play advances and pauses; with reduced motion it is still there and says steps change without animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/labs/panic-stepper?v=1&preset=recover-direct');
  await expect(page.getByTestId('ps-step-count')).toHaveText(/^Шаг 1 из/);
  await expect(page.getByTestId('ps-play')).toBeVisible();
  await expect(page.locator('.stepper')).toContainText('шаги сменяются без анимации');
  await page.getByTestId('ps-play').click();
  await expect(page.getByTestId('ps-step-count')).toHaveText(/^Шаг [3-9] из/, { timeout: 5000 });
  await page.getByTestId('ps-play').click();
  await expect(page.getByTestId('ps-play')).toHaveAttribute('aria-pressed', 'false');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(page.locator('.stepper')).not.toContainText('без анимации');
});

test('the embed in the panic chapter opens and steps with its own keys', async ({ page }) => {
  test.setTimeout(60_000); // a long chapter page; the embed sits in a «Глубже» block, which a link to its id opens
  await page.goto('/chapters/panic-vs-error#unwinding-deeper');
  const embed = page.locator('.lab-embed[data-lab="panic-stepper"]');
  // The chapter hydrates after load and may replace the server-rendered placeholder once.
  await expect(async () => {
    await embed.scrollIntoViewIfNeeded({ timeout: 2000 });
  }).toPass();
  await expect(embed.locator('[data-preset="deep-unwind"]')).toHaveAttribute('aria-pressed', 'true');
  await embed.getByTestId('ps-next').click();
  await expect(embed.getByTestId('ps-step-count')).toHaveText(/^Шаг 2 из/);
  await embed.locator('.ps-embed').focus();
  await page.keyboard.press('ArrowRight');
  await expect(embed.getByTestId('ps-step-count')).toHaveText(/^Шаг 3 из/);
  await embed.getByTestId('ps-end').click();
  await expect(embed.getByTestId('ps-console')).toContainText('main: статус 500');
  await expect(embed.getByRole('link', { name: /Открыть в лаборатории/ })).toHaveAttribute('href', /\/labs\/panic-stepper\?v=1.*preset=deep-unwind/);
  await expect(page).toHaveURL(/\/chapters\/panic-vs-error#unwinding-deeper$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the lab in the ${theme} theme has no serious or critical violation`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, savedState(theme)] as const);
    await page.goto('/labs/panic-stepper?v=1&preset=repanic&step=9');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('.lab-body')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(bad).toEqual([]);
  });
}
