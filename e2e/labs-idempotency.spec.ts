import AxeBuilder from '@axe-core/playwright';
import { STORAGE_KEY, expect, savedState, test } from './fixtures.ts';

/** The lab's chunk loads after the page: generous on a busy machine. */
const SLOW = { timeout: 20_000 };

test('without a key a lost response means two charges; with a key one charge and a replayed response', async ({ page }) => {
  await page.goto('/labs/idempotency');
  await expect(page.getByRole('heading', { level: 1, name: 'Идемпотентность платежа' })).toBeVisible();
  await expect(page.locator('[data-preset="no-key-double"]')).toHaveAttribute('aria-pressed', 'true', SLOW);
  // The scenario opens on its first step: nothing is charged yet (issue 13: it opened on the last).
  await expect(page.getByTestId('idem-step-of')).toHaveText(/^Шаг 1 из \d+$/);
  await expect(page.getByTestId('idem-next')).toBeEnabled();
  await expect(page.getByTestId('idem-charges')).toHaveAttribute('data-count', '0');
  await page.getByRole('button', { name: 'В конец' }).click();
  await expect(page.getByTestId('idem-charges')).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('idem-charges')).toContainText('Двойное списание');
  await expect(page.getByTestId('idem-machine-summary')).toContainText('сервер ничего не помнит');

  await page.locator('[data-preset="key-replay"]').click();
  await expect(page.getByTestId('idem-step-of')).toHaveText(/^Шаг 1 из \d+$/);
  await page.getByRole('button', { name: 'В конец' }).click();
  await expect(page.getByTestId('idem-charges')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('idem-final')).toContainText('воспроизведён');
  await expect(page.getByTestId('idem-machine-summary')).toContainText('done');
  await expect(page.locator('[data-edge="replay"]')).toHaveAttribute('data-count', '1');
  await expect(page).toHaveURL(/key=operation/);
});

test('stepping through the scenario moves the highlighted state and fills the ledger', async ({ page }) => {
  await page.goto('/labs/idempotency?v=1&key=operation');
  await expect(page.getByTestId('idem-step-of')).toHaveText(/^Шаг 1 из \d+$/, SLOW);
  await expect(page.getByRole('button', { name: 'В начало' })).toBeDisabled();
  await expect(page.getByTestId('idem-charges')).toHaveAttribute('data-count', '0');
  await expect(page.locator('.idem-node-current')).toHaveAttribute('data-state', 'absent');
  // send → arrive → claim: the key is taken.
  await page.getByTestId('idem-next').click();
  await page.getByTestId('idem-next').click();
  await expect(page.getByTestId('idem-current')).toContainText('занимает');
  await expect(page.locator('.idem-node-current')).toHaveAttribute('data-state', 'in_progress');
  await expect(page.locator('.idem-edge-current')).toHaveAttribute('data-edge', 'claim');
  await page.getByTestId('idem-next').click();
  await expect(page.getByTestId('idem-charges')).toHaveAttribute('data-count', '1');
  // The slider is keyboard-operable: End jumps to the last step.
  await page.getByRole('slider', { name: 'Шаг сценария' }).press('End');
  await expect(page.getByTestId('idem-final')).toContainText('201');
});

test('a share link reproduces the scenario', async ({ page }) => {
  await page.goto('/labs/idempotency?v=1&key=operation&failure=concurrent');
  await expect(page.locator('[data-preset="concurrent"]')).toHaveAttribute('aria-pressed', 'true', SLOW);
  await page.getByRole('button', { name: 'В конец' }).click();
  await expect(page.getByTestId('idem-charges')).toHaveAttribute('data-count', '1');
  await expect(page.locator('[data-edge="conflict"]')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('idem-machine-summary')).toContainText('повтор → 409');
  await expect(page.getByTestId('lab-notice')).toHaveCount(0);

  await page.locator('[data-preset="body-changed"]').click();
  await page.getByRole('button', { name: 'В конец' }).click();
  await expect(page.getByTestId('idem-final')).toContainText('422');
  await expect(page).toHaveURL(/failure=body-changed/);
  const url = page.url();
  await page.goto('/labs');
  await page.goto(url);
  await page.getByRole('button', { name: 'В конец' }).click(SLOW);
  await expect(page.getByTestId('idem-final')).toContainText('422');
});

test('a hostile link is corrected with a notice and the lab still works', async ({ page }) => {
  await page.goto('/labs/idempotency?v=1&key=NaN&retries=-5&zzz=1');
  const notice = page.getByTestId('lab-notice');
  await expect(notice).toBeVisible(SLOW);
  await expect(notice).toContainText('Ключ идемпотентности');
  await expect(notice).toContainText('Ретраев');
  // No retries: the lost response leaves one charge and a client that gave up.
  await page.getByRole('button', { name: 'В конец' }).click();
  await expect(page.getByTestId('idem-charges')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('idem-final')).toContainText('Сдался');
  await page.getByLabel('Ключ идемпотентности').selectOption('operation');
  await expect(page).toHaveURL(/key=operation/);
});

test('the embed in the chapter opens and reacts', async ({ page }) => {
  await page.goto('/chapters/reliability-patterns#idempotency-key-states');
  const embed = page.locator('.lab-embed[data-lab="idempotency"]');
  await expect(async () => {
    await embed.scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(embed.getByTestId('idem-embed')).toBeVisible({ timeout: 5000 });
  }).toPass(SLOW);
  await expect(embed.getByTestId('idem-step-of')).toHaveText(/^Шаг 1 из \d+$/);
  await embed.getByRole('button', { name: 'В конец' }).click();
  await expect(embed.getByTestId('idem-charges')).toHaveAttribute('data-count', '2');
  await embed.locator('[data-preset="key-replay"]').click();
  await embed.getByRole('button', { name: 'В конец' }).click();
  await expect(embed.getByTestId('idem-charges')).toHaveAttribute('data-count', '1');
  await expect(embed.getByRole('link', { name: /Открыть в лаборатории/ })).toHaveAttribute('href', /\/labs\/idempotency\?v=1.*key=operation/);
  await expect(page).toHaveURL(/\/chapters\/reliability-patterns#idempotency-key-states$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the lab in the ${theme} theme has no serious or critical violation`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, savedState(theme)] as const);
    await page.goto('/labs/idempotency?v=1&key=operation&failure=concurrent');
    await expect(page.getByTestId('idem-output')).toBeVisible(SLOW);
    await page.locator('details').evaluateAll((all) => all.forEach((d) => d.setAttribute('open', '')));
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(bad).toEqual([]);
  });
}
