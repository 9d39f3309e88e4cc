import AxeBuilder from '@axe-core/playwright';
import { STORAGE_KEY, expect, savedState, test } from './fixtures.ts';

test('the lab opens on a %w chain; presets change the tree and the answers; the walk steps', async ({ page }) => {
  await page.goto('/labs/error-chain');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Дерево ошибок');
  await expect(page.locator('[data-preset="wrap-chain"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('ec-is-result')).toHaveText('true');
  await expect(page.getByTestId('ec-unwrap-result')).toHaveText('"read row: not found"');
  // The walk opens on its first step (issue 13: it opened on the last, «Вперёд» disabled).
  await expect(page.getByTestId('ec-step-count')).toHaveText(/^Шаг 1 из \d+$/);
  await expect(page.getByTestId('ec-next')).toBeEnabled();
  await expect(page.getByTestId('node-r.0.0')).not.toHaveClass(/is-match/);
  await page.getByTestId('ec-end').click();
  await expect(page.getByTestId('node-r.0.0')).toHaveClass(/is-match/);

  await page.locator('[data-preset="v-breaks"]').click();
  await expect(page.getByTestId('preset-description')).toContainText('%v');
  await expect(page.getByTestId('ec-is-result')).toHaveText('false');
  await expect(page.getByTestId('node-r.0.0')).toHaveClass(/is-text-only/);
  await expect(page).toHaveURL(/preset=v-breaks/);

  await page.locator('[data-preset="multi-w"]').click();
  await expect(page.getByTestId('ec-unwrap-result')).toHaveText('nil');
  await expect(page.getByTestId('ec-summary')).toContainText('1) fmt.Errorf("sync: %w, %w", …); 2) fmt.Errorf("primary: %w", …); 3) ErrTimeout');
  // A new preset opens its walk at the start; step forward through it.
  await expect(page.getByTestId('ec-step-count')).toHaveText(/^Шаг 1 из \d+$/);
  await expect(page.getByTestId('node-r')).toHaveClass(/is-current/);
  await page.getByTestId('ec-next').click();
  await page.getByTestId('ec-next').click();
  await expect(page.getByTestId('node-r.0')).toHaveClass(/is-current/);
  await expect(page.getByTestId('ec-step-text')).toContainText('primary');

  // Build: wrap the root with %v — the chain is cut and the link carries the tree.
  await page.getByTestId('node-r').getByRole('button').first().click();
  await page.getByRole('button', { name: 'Обернуть: fmt.Errorf %v' }).click();
  await expect(page.getByTestId('ec-is-result')).toHaveText('false');
  await expect(page.getByTestId('ec-custom-note')).toBeVisible();
  await expect(page).toHaveURL(/e=wrap\(v,retry,wrap\(ww,sync,/);
});

test('play walks the steps one by one and stops at the end', async ({ page }) => {
  await page.goto('/labs/error-chain?v=1&preset=wrap-chain');
  await expect(page.getByTestId('ec-step-count')).toHaveText(/^Шаг 1 из \d+$/);
  await page.getByTestId('ec-play').click();
  await expect(page.getByTestId('ec-play')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('ec-step-count')).toHaveText(/^Шаг 2 из/, { timeout: 5000 });
  await page.getByTestId('ec-play').click();
  await expect(page.getByTestId('ec-play')).toHaveAttribute('aria-pressed', 'false');
  const paused = await page.getByTestId('ec-step-count').textContent();
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('ec-step-count')).toHaveText(paused!);
});

test('a share link with a tree reproduces the same answers', async ({ page }) => {
  const link = '/labs/error-chain?v=1&mode=as&as=Timeouter&e=wrap(w,fetch+profile,query(GET+/profile,timeout(dial+tcp)))';
  await page.goto(link);
  await expect(page.getByTestId('lab-notice')).toHaveCount(0);
  await expect(page.getByTestId('ec-as-result')).toContainText('true, target = &TimeoutError{Op: "dial tcp"}');
  await expect(page.getByTestId('ec-error-text')).toHaveText('fetch profile: GET /profile: dial tcp: timeout');
  await page.getByTestId('ec-end').click();
  await expect(page.getByTestId('node-r.0.0')).toHaveClass(/is-match/);
  const summary = await page.getByTestId('ec-summary').textContent();

  await page.goto('/labs');
  await page.goto(link);
  await expect(page.getByTestId('ec-summary')).toHaveText(summary!);
  await expect(page.getByTestId('ec-expr')).toHaveValue('wrap(w,fetch profile,query(GET /profile,timeout(dial tcp)))');

  // A typed expression replaces the tree; a broken one is refused with a reason.
  await page.getByTestId('ec-expr').fill('join(new(a),sentinel(ErrTimeout))');
  await page.getByTestId('ec-expr-apply').click();
  await expect(page.getByTestId('ec-error-text')).toHaveText('a\ntimeout');
  await page.getByTestId('ec-expr').fill('join(new(a),');
  await page.getByTestId('ec-expr-apply').click();
  await expect(page.getByTestId('ec-expr-error')).toBeVisible();
  await expect(page.getByTestId('ec-error-text')).toHaveText('a\ntimeout');
});

test('a hostile link is corrected with a notice and the lab still works', async ({ page }) => {
  await page.goto('/labs/error-chain?v=1&x=NaN&y=-5&zzz=1&code=NaN&target=nope&e=wrap(w,broken');
  const notice = page.getByTestId('lab-notice').first();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Код цели StatusError');
  await expect(notice).toContainText('Цель errors.Is');
  await expect(page.getByTestId('ec-expr-notice')).toContainText('Показан пресет');
  await expect(page.getByTestId('ec-is-result')).toHaveText('true');
  await page.getByLabel('Цель errors.Is').selectOption('ErrTimeout');
  await expect(page.getByTestId('ec-is-result')).toHaveText('false');
});

test('the embed in the errors chapter opens and reacts', async ({ page }) => {
  test.setTimeout(60_000); // a long chapter page; the embed sits in a «Глубже» block, which a link to its id opens
  await page.goto('/chapters/errors#errors-is-walk');
  const embed = page.locator('.lab-embed[data-lab="error-chain"]');
  // The chapter hydrates after load and may replace the server-rendered placeholder once.
  await expect(async () => {
    await embed.scrollIntoViewIfNeeded({ timeout: 2000 });
  }).toPass();
  await expect(embed.locator('[data-preset="multi-w"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(embed.getByTestId('ec-is-result')).toHaveText('true');
  await embed.locator('[data-preset="v-breaks"]').click();
  await expect(embed.getByTestId('ec-is-result')).toHaveText('false');
  await expect(embed.getByRole('link', { name: /Открыть в лаборатории/ })).toHaveAttribute('href', /\/labs\/error-chain\?v=1.*preset=v-breaks/);
  await expect(page).toHaveURL(/\/chapters\/errors#errors-is-walk$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the lab in the ${theme} theme has no serious or critical violation`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, savedState(theme)] as const);
    await page.goto('/labs/error-chain?v=1&preset=multi-w&mode=as&as=Timeouter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('.lab-body')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(bad).toEqual([]);
  });
}
