import { execFileSync } from 'node:child_process';
import type { Locator, Page } from '@playwright/test';
import { expect, previewNotes, recordPreviews, test } from './fixtures.ts';

const FIELDS = [
  'logicalOps',
  'totalCalls',
  'firstAttempts',
  'retries',
  'amplification',
  'succeeded',
  'gaveUp',
  'p50Ms',
  'p95Ms',
  'p99Ms',
  'peakLoadRatio',
  'drainMs',
] as const;

/** What the CLI prints for a link: the numbers the page must show. */
function cli(...args: string[]): Record<string, unknown> {
  const out = execFileSync('npx', ['tsx', 'scripts/sim.ts', ...args, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const json = JSON.parse(out) as Record<string, unknown>;
  return { ...Object.fromEntries(FIELDS.map((f) => [f, json[f]])), recovery: json.recovery ?? 'n/a' };
}

/** Waits until the figures shown belong to the current state (inside `root`: the page or an embed). */
async function ready(root: Locator) {
  // Generous: on a loaded CI machine 100 000 clients or the contention sweep take seconds.
  await expect(root.locator('.rs-output[data-pending="false"]').first()).toBeVisible({ timeout: 45_000 });
}

/** The raw values of the figures (data-value holds the CLI's JSON number). */
async function read(scope: Locator): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const f of FIELDS) {
    const raw = await scope.getByTestId(`sim-${f}`).first().getAttribute('data-value');
    out[f] = JSON.parse(raw ?? 'undefined');
  }
  out.recovery = await scope.getByTestId('sim-drainMs').first().getAttribute('data-recovery');
  return out;
}

async function figures(page: Page): Promise<Record<string, unknown>> {
  await ready(page.locator('.lab'));
  return read(page.locator('.lab'));
}

test('a shared link shows exactly the figures the CLI prints for it', async ({ page }) => {
  const query = 'v=1&seed=7&horizonS=20&clients=3000&strategy=exponential&outageS=4&maxAttempts=8';
  const expected = cli(query);
  await page.goto(`/labs/retry-storm?${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Шторм ретраев' })).toBeVisible();
  expect(await figures(page)).toEqual(expected);
  // Human formatting: thousands separated, the raw number kept in data-value.
  await expect(page.getByTestId('sim-logicalOps')).toHaveText('3\u00a0000');
  await expect(page.locator('[data-chart="load"] .lab-plot-surface')).toBeVisible();
  await expect(page.locator('.chart-summary').first()).toContainText('Пик нагрузки');
});

test('a clean visit starts with the herd without jitter; a preset sets the whole state', async ({ page }) => {
  await page.goto('/labs/retry-storm');
  await expect(page.locator('[data-preset="no-jitter"]')).toHaveAttribute('aria-pressed', 'true');
  expect(await figures(page)).toEqual(cli('--preset', 'no-jitter'));

  await page.locator('[data-preset="metastable"]').click();
  await expect(page.locator('[data-preset="metastable"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('preset-description')).toContainText('800 операций');
  await expect(page.getByTestId('sim-drainMs')).toHaveText('не восстановилась за горизонт');
  expect(await figures(page)).toEqual(cli('--preset', 'metastable'));
  await expect(page).toHaveURL(/arrival=rate/);
});

test('moving a slider with the keyboard recomputes the chart and the figures', async ({ page }) => {
  await page.goto('/labs/retry-storm?v=1&horizonS=15&strategy=exponential');
  const before = await figures(page);
  const area = page.locator('[data-chart="load"] path.lab-plot-area').last();
  const pathBefore = await area.getAttribute('d');
  const slider = page.getByLabel('Клиенты (операции)', { exact: true });
  await slider.focus();
  for (let i = 0; i < 10; i++) await slider.press('ArrowLeft');
  await expect(page.getByTestId('sim-logicalOps')).not.toHaveAttribute('data-value', String(before.logicalOps));
  const after = await figures(page);
  expect(after.totalCalls).not.toEqual(before.totalCalls);
  await expect.poll(() => area.getAttribute('d')).not.toEqual(pathBefore);
  await expect(page).toHaveURL(new RegExp(`clients=${String(after.logicalOps)}`));
});

test('the clients slider moves in round steps a finger can hit; the number box takes any value and refuses nonsense', async ({ page }) => {
  await page.goto('/labs/retry-storm?v=1&horizonS=15&strategy=exponential');
  await figures(page);
  const slider = page.getByLabel('Клиенты (операции)', { exact: true });
  // Regression (issue 13): 1000 positions over 1…100 000 — a 30 % drag jumped from 2 000 to 86 099.
  expect(Number(await slider.getAttribute('max'))).toBeLessThanOrEqual(75);
  await slider.focus();
  await slider.press('ArrowRight');
  await expect(page).toHaveURL(/clients=2500/);
  await slider.press('ArrowLeft');
  await slider.press('ArrowLeft');
  await expect(page).toHaveURL(/clients=1500/);
  const box = page.getByLabel('Клиенты (операции), значение');
  await box.fill('1234');
  await expect(page).toHaveURL(/clients=1234/);
  await expect(slider).toHaveAttribute('aria-valuetext', '1234');
  await box.fill('0');
  await expect(page.getByRole('alert').filter({ hasText: 'Введите число от 1 до 100000' })).toBeVisible();
  await expect(page).toHaveURL(/clients=1234/);
  await box.press('Enter');
  await expect(page).toHaveURL(/clients=1(&|$)/);
  await expect(box).toHaveValue('1');
});

test('compare mode: B starts as an exact copy of A, budget included; the difference leads with outcomes; the link restores it', async ({ page }) => {
  // Two runs of the CLI (a node process each, ~5 s apiece on a loaded machine) plus four recomputations.
  test.setTimeout(90_000);
  await page.goto('/labs/retry-storm');
  await figures(page);
  await page.locator('[data-preset="retry-budget"]').click();
  await expect(page.getByTestId('sim-drainMs')).toHaveText('сразу');
  await page.getByTestId('compare-toggle').click();
  await expect(page.getByTestId('summary-a')).toBeVisible();
  await expect(page.getByTestId('summary-b')).toBeVisible();
  const diff = page.getByTestId('sim-diff');
  // Regression (issue 13): B used to start without A's budget.
  await expect(diff).toHaveText('B и A дают одинаковые итоги');
  await ready(page.locator('.lab'));
  expect(await read(page.getByTestId('summary-b'))).toEqual(cli('--preset', 'retry-budget'));
  await expect(page).toHaveURL(/cmp=1/);
  await expect(page).toHaveURL(/b\.v=1/);
  await expect(page).toHaveURL(/b\.budget=1/);

  // Editing B: without the budget B is the metastable preset, and the difference says so first.
  await expect(page.locator('.rs-policy')).toHaveAttribute('data-editing', 'b');
  await page.locator('.rs-policy').getByLabel('Бюджет ретраев').uncheck();
  await expect(diff).toContainText('B против A: успешных операций:');
  await ready(page.locator('.lab'));
  expect(await read(page.getByTestId('summary-b'))).toEqual(cli('--preset', 'metastable'));
  await expect(diff).toContainText('восстановление: сразу → не восстановилась за горизонт');
  const text = await diff.textContent();

  await page.reload();
  await expect(page.getByTestId('summary-b')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('sim-diff')).toHaveText(text!);
  await expect(page.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
});

test('a hostile link shows the notice and a working lab', async ({ page }) => {
  test.setTimeout(90_000); // 100 000 clients: the heaviest state a link can ask for
  await page.goto('/labs/retry-storm?v=1&clients=1e12&strategy=zzz&base=NaN&foo=1');
  const notice = page.getByTestId('lab-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Клиенты (операции)');
  await expect(notice).toContainText('Стратегия backoff');
  const shown = await figures(page);
  expect(shown.logicalOps).toBe(100000);
  expect(shown).toEqual(cli('v=1&clients=1e12&strategy=zzz&base=NaN&foo=1'));
  await expect(page.locator('[data-chart="load"] .lab-plot-surface')).toBeVisible();
  await notice.getByRole('button').click();
  await expect(notice).toBeHidden();
});

test('the contention preset sweeps the strategies and matches the CLI', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/labs/retry-storm');
  await figures(page);
  await page.locator('[data-preset="aws-contention"]').click();
  await expect(page.locator('[data-chart="sweep-calls"] .lab-plot-surface')).toBeVisible({ timeout: 30_000 });
  expect(await figures(page)).toEqual(cli('--preset', 'aws-contention'));
  await expect(page.getByTestId('sim-drainMs')).toHaveText('нет в этой модели');
});

test('a long contention sweep first shows previews from a hundredth, then a sixteenth of its runs, marked as such, then the exact figures', async ({ page }) => {
  test.setTimeout(90_000);
  // What the lab shows while the preview is up: the chart is drawn, the status says the figures are preliminary.
  await recordPreviews(page, () => {
    const status = document.querySelector('.rs-output .lab-status[data-partial="true"]');
    if (!status || !document.querySelector('[data-chart="sweep-calls"] .lab-plot-surface')) return null;
    return `${status.textContent} | ${document.querySelector('.rs-output .lab-footnote')?.textContent ?? ''}`;
  });
  const query = 'v=1&scenario=contention&runs=100';
  await page.goto(`/labs/retry-storm?${query}`);
  expect(await figures(page)).toEqual(cli(query));
  await expect(page.locator('.rs-output .lab-footnote')).toHaveText('сумма по 100 прогонам');
  await expect(page.locator('.rs-output .lab-status')).not.toHaveAttribute('data-partial');
  const preview = await previewNotes(page);
  expect(preview.length).toBeGreaterThan(0);
  for (const note of preview) expect(note).toMatch(/^Предварительно, по части прогонов; уточняем: \d+ % \| сумма по (1 прогону|7 прогонам)$/);
});

test('a long outage run first shows its charts growing from the left, marked as a preview with no figures yet, then the whole run', async ({ page }) => {
  test.setTimeout(90_000);
  // What the lab shows while a preview is up: the status, a figure, the load chart's mark of where the run has got.
  await recordPreviews(page, () => {
    const status = document.querySelector('.rs-output .lab-status[data-partial="true"]');
    const mark = document.querySelector('[data-chart="load"] [data-preview-until]');
    if (!status || !mark) return null;
    const calls = document.querySelector('[data-testid="sim-totalCalls"]');
    const cdf = document.querySelector('[data-chart="cdf-waiting"]') ? 'cdf waits' : 'cdf drawn';
    return `${status.textContent?.trim()} | ${calls?.textContent} ${calls?.getAttribute('data-value')} | ${mark.getAttribute('data-preview-until')} | ${cdf}`;
  });
  // 100 000 clients over 600 s: seconds of simulation, so the lab shows the run's beginning first.
  const query = 'v=1&clients=100000&horizonS=600&strategy=exponential';
  await page.goto(`/labs/retry-storm?${query}`);
  expect(await figures(page)).toEqual(cli(query));
  await expect(page.locator('.rs-output .lab-status')).not.toHaveAttribute('data-partial');
  await expect(page.locator('.lab-monitor [data-preview-until]')).toHaveCount(0);
  // A chart far off screen redraws when it nears it (kit/staggered.ts): scrolled to, each shows the whole run.
  for (const chart of ['outcomes', 'inflight', 'cdf']) {
    await page.locator(`[data-chart="${chart}"]`).last().scrollIntoViewIfNeeded();
    await expect(page.locator(`[data-chart="${chart}"] .lab-plot-surface`).last()).toBeVisible();
  }
  await expect(page.locator('[data-preview-until]')).toHaveCount(0);
  const preview = await previewNotes(page);
  expect(preview.length).toBeGreaterThan(0);
  for (const note of preview) {
    // A figure of the whole run is not guessed: «…» and no value; the completion-time chart waits for every operation.
    expect(note).toMatch(/^Предварительно: графики за первые [\d,]+\u00a0с из 600; итоги — когда досчитаем весь прогон… \| … null \| \d+ \| cdf waits$/);
  }
});

test('the embed in the chapter opens the full lab with the same state', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/chapters/retries#jitter');
  const embed = page.locator('[data-testid="rs-embed"][data-preset="no-jitter"]');
  await embed.scrollIntoViewIfNeeded();
  await ready(embed);
  const inChapter = await read(embed);
  expect(inChapter).toEqual(cli('--preset', 'no-jitter'));
  await embed.getByTestId('open-in-lab').click();
  await expect(page).toHaveURL(/\/labs\/retry-storm\?.*v=1/);
  await expect(page).toHaveURL(/hide=seed/);
  await expect(page.getByRole('heading', { level: 1, name: 'Шторм ретраев' })).toBeVisible();
  expect(await figures(page)).toEqual(inChapter);
});

test('a link can hide controls, as an embed does; «Все параметры» brings them back', async ({ page }) => {
  await page.goto('/labs/retry-storm?v=1&clients=500&hide=seed,clients');
  const controls = page.locator('.lab-controls');
  await expect(controls.getByText('Горизонт', { exact: true })).toBeVisible();
  await expect(controls.getByText('Seed', { exact: true })).toHaveCount(0);
  await page.getByTestId('show-all-controls').click();
  await expect(controls.getByText('Seed', { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/hide=/);
});
