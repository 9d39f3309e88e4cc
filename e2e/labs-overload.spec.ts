import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { STORAGE_KEY, expect, previewNotes, recordPreviews, savedState, test } from './fixtures.ts';

const FIELDS = ['goodputShare', 'goodputAfter', 'recovery', 'amplification', 'wastedShare', 'p50Ms', 'p99Ms', 'rejected', 'dropped', 'localRejected', 'retries', 'hedges', 'peakQueue'] as const;

/** What the CLI prints: the figures the page must show (data-value holds the same JSON). */
function cli(...args: string[]): Record<string, unknown> {
  const out = execFileSync('npx', ['tsx', 'scripts/sim.ts', '--lab', 'overload', ...args, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const json = JSON.parse(out) as Record<string, unknown>;
  return Object.fromEntries(FIELDS.map((f) => [f, f === 'recovery' ? json.recoveryMs : json[f]]));
}

/** The summary figures shown on the page, or inside one embed of a chapter. */
async function figures(scope: Page | Locator): Promise<Record<string, unknown>> {
  await expect(scope.locator('.ov-output[data-pending="false"]')).toBeVisible({ timeout: 45_000 });
  await expect(scope.getByTestId('ov-summary')).toBeVisible();
  const out: Record<string, unknown> = {};
  for (const f of FIELDS) out[f] = JSON.parse((await scope.getByTestId(`ov-${f}`).getAttribute('data-value')) ?? 'undefined');
  return out;
}

test('a long run first shows a preview over the first part of its horizon, marked as such, then the whole run', async ({ page }) => {
  test.setTimeout(90_000);
  // What the lab shows while the preview is up: the status, a figure, and the time axis of the chart.
  await recordPreviews(page, () => {
    const status = document.querySelector('.ov-output .lab-status[data-partial="true"]');
    const chart = document.querySelector('[data-chart="outcomes"]');
    if (!status || !chart?.querySelector('.lab-plot-surface')) return null;
    const good = document.querySelector('[data-testid="ov-goodputShare"]')?.getAttribute('data-value');
    const axis = chart.textContent?.includes('60\u00a0с') ? 'axis to 60 s' : 'short axis';
    const recovery = document.querySelector('[data-testid="ov-recovery"]')?.textContent;
    return `${status.textContent?.trim()} | ${good} | ${recovery} | ${axis} | ${chart.querySelector('[data-trigger]') ? 'trigger marked' : 'no trigger mark'}`;
  });
  // Once the charts' code is in the browser's cache, a long link: 2000 operations a second for 60 s, three attempts
  // each, and a slowdown at 30 s.
  await page.goto('/labs/overload');
  await expect(page.locator('[data-chart="outcomes"] .lab-plot-surface')).toBeVisible({ timeout: 45_000 });
  const query = 'v=1&rate=2000&maxAttempts=3&trigger=slowdown&triggerAtS=30';
  await page.goto(`/labs/overload?${query}`);
  expect(await figures(page)).toEqual(cli(query));
  await expect(page.locator('.ov-output .lab-status')).not.toHaveAttribute('data-partial');
  const preview = await previewNotes(page);
  expect(preview.length).toBeGreaterThan(0);
  // The preview is the same link over its first 5 s (the slowdown has not started yet: off in it, marked on the
  // chart where it comes): its figures are what the CLI prints for that. On the page's first run the charts wait
  // for the whole run after it (no view of the run in progress: sim.worker.ts says why).
  const first = cli('v=1&rate=2000&maxAttempts=3&horizonS=5');
  for (const note of preview) expect(note).toBe(`Предварительно: цифры и графики за первые 5\u00a0с из 60; считаем весь прогон… | ${first.goodputShare} | триггер ещё впереди | axis to 60 s | trigger marked`);
});

test('a change that starts after the preview\'s horizon shows up while the run goes on, the figures staying the preview\'s', async ({ page }) => {
  test.setTimeout(90_000);
  await recordPreviews(page, () => {
    const status = document.querySelector('.ov-output .lab-status[data-partial="true"]');
    const good = document.querySelector('[data-testid="ov-goodputShare"]')?.getAttribute('data-value');
    return status ? `${status.textContent?.trim()} | ${good}` : null;
  });
  const query = 'v=1&rate=2000&maxAttempts=3&trigger=slowdown&triggerAtS=30';
  await page.goto(`/labs/overload?${query}`);
  await figures(page);
  // Half speed: the whole run takes long enough, on any machine, for a look at it midway.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2 });
  // The slowdown one step (10 s) later: the preview (its first 5 s) is the one on screen already.
  const start = page.getByRole('slider', { name: 'Начало триггера' });
  await start.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/triggerAtS=40/);
  const after = cli(query.replace('triggerAtS=30', 'triggerAtS=40'));
  expect(await figures(page)).toEqual(after);
  const first = cli('v=1&rate=2000&maxAttempts=3&horizonS=5');
  const midway = (await previewNotes(page)).filter((note) => note.includes('цифры за первые'));
  expect(midway.length).toBeGreaterThan(0);
  const reach = '(за \\d+\u00a0с из 60; считаем дальше|за все 60; досчитываем итоги)';
  for (const note of midway) expect(note).toMatch(new RegExp(`^Предварительно: цифры за первые 5\u00a0с, графики ${reach}… \\| ${first.goodputShare}$`));
});

test('a clean visit opens on the metastable failure, with the figures the CLI prints', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/labs/overload');
  await expect(page.getByRole('heading', { level: 1, name: 'Перегрузка и метастабильные отказы' })).toBeVisible();
  await expect(page.getByTestId('preset-select')).toHaveValue('metastable');
  await expect(page.getByTestId('preset-description')).toContainText('Поддерживающий эффект');
  expect(await figures(page)).toEqual(cli('--preset', 'metastable'));
  await expect(page.getByTestId('ov-recovery')).toHaveText('не поднялась');
  await expect(page.getByTestId('ov-goodputAfter')).toHaveText('0,2\u00a0%');
  // every chart is drawn as it nears the screen, and told in words
  for (const id of ['outcomes', 'load', 'queue', 'latency']) {
    await page.locator(`[data-figure="${id}"]`).last().scrollIntoViewIfNeeded();
    await expect(page.locator(`[data-chart="${id}"] .lab-plot-surface`).last()).toBeVisible();
  }
  await expect(page.locator('[data-figure="outcomes"] .chart-summary')).toContainText('Система так и не восстановилась');
  // The pinned outcomes chart and the charts below it.
  await expect(page.locator('.ov-results')).toHaveCount(2);
  for (const results of await page.locator('.ov-results').all()) expect(await results.innerHTML()).not.toMatch(/="[^"]*(NaN|Infinity)[^"]*"/);
  await expect(page).not.toHaveURL(/\?/); // a clean visit keeps a clean address
});

test('each recovery action restores goodput; the link carries it', async ({ page }) => {
  // five page runs and four CLI runs: minutes on a machine shared by many jobs
  test.setTimeout(420_000);
  await page.goto('/labs/overload');
  await figures(page);
  for (const id of ['recover-shed', 'recover-drop-expired', 'recover-budget', 'recover-lower-rate']) {
    await page.getByTestId('preset-select').selectOption(id);
    await expect(page.getByTestId('preset-select')).toHaveValue(id);
    const shown = await figures(page);
    expect(shown, id).toEqual(cli('--preset', id));
    await expect(page.getByTestId('ov-goodputAfter')).toHaveText('100\u00a0%');
  }
  await expect(page).toHaveURL(/action=lower-rate/);
  await page.reload();
  await expect(page.getByTestId('preset-select')).toHaveValue('recover-lower-rate', { timeout: 30_000 });
});

test('a control changes the model: the queue discipline turns the overload around', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/labs/overload?v=1&rate=1100');
  expect(await figures(page)).toEqual(cli('v=1&rate=1100'));
  await expect(page.getByTestId('preset-select')).toHaveValue('serve-in-vain');
  await page.getByLabel('Порядок очереди').selectOption('codel');
  await expect(page).toHaveURL(/queue=codel/);
  await expect(page.getByTestId('preset-select')).toHaveValue('queue-codel');
  expect(await figures(page)).toEqual(cli('--preset', 'queue-codel'));
  // CoDel's own controls appear only now
  await expect(page.getByLabel('CoDel: target', { exact: true })).toBeVisible();
});

test('a hostile link is corrected with a notice; the work bound is stated', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/labs/overload?v=1&rate=1e9&queue=zzz&maxAttempts=10&horizonS=300');
  await expect(page.getByTestId('lab-notice')).toContainText('Поток операций');
  await expect(page.getByTestId('lab-notice')).toContainText('Порядок очереди');
  await figures(page);
  const notice = page.getByTestId('model-notice');
  await expect(notice).toContainText('«Длительность»: взято 30 с вместо 300 с — иначе расчёт вышел бы за границу работы');
  await expect(notice).toContainText('«Максимум попыток»');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the lab in the ${theme} theme has no serious or critical violation`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, savedState(theme)] as const);
    await page.goto('/labs/overload?v=1&rate=3000&horizonS=40&queue=codel&maxAttempts=3&throttle=1&limiter=aimd');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await figures(page);
    await page.locator('details').evaluateAll((all) => all.forEach((d) => d.setAttribute('open', '')));
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(bad).toEqual([]);
  });
}

test('a chapter embed shows its preset claim; a switch in it changes only the embed, and the lab opens with the same state', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/chapters/overload#drop-expired');
  const embed = page.locator('[data-testid="ov-embed"][data-preset="serve-in-vain"]');
  await expect(embed).toBeVisible({ timeout: 30_000 });
  // the lead before the embed quotes what the embed computes
  const lead = page.locator('p', { hasText: 'Лаборатория перегрузки показывает то же при нагрузке 110' });
  await expect(lead).toContainText('успешны 78 % операций');
  expect(await figures(embed)).toEqual(cli('--preset', 'serve-in-vain'));
  await expect(embed.getByTestId('ov-goodputAfter')).toHaveText('0\u00a0%');
  await embed.getByLabel('Сбрасывать просроченное').check();
  expect(await figures(embed)).toEqual(cli('--preset', 'drop-expired'));
  await expect(embed.getByTestId('ov-goodputShare')).toHaveText('78\u00a0%');
  await expect(page).toHaveURL(/\/chapters\/overload#drop-expired$/); // the chapter's address never changes
  await embed.getByTestId('open-in-lab').click();
  await expect(page).toHaveURL(/\/labs\/overload\?.*dropExpired=1/);
  await expect(page.getByTestId('preset-select')).toHaveValue('drop-expired');
  expect(await figures(page)).toEqual(cli('--preset', 'drop-expired'));
});

test('an embed in a closed «Глубже» block opens by the link to the block and switches the queue discipline', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/chapters/overload#queue-disciplines-program');
  await expect(page.locator('details#queue-disciplines-program')).toHaveAttribute('open', '');
  // the embed loads once it comes near the screen
  await page.locator('#queue-disciplines-program .lab-embed[data-lab="overload"]').scrollIntoViewIfNeeded();
  const embed = page.locator('[data-testid="ov-embed"][data-preset="queue-codel"]');
  await expect(embed).toBeVisible({ timeout: 30_000 });
  expect(await figures(embed)).toEqual(cli('--preset', 'queue-codel'));
  await embed.getByLabel('Порядок очереди').selectOption('lifo');
  expect(await figures(embed)).toEqual(cli('--preset', 'queue-lifo'));
  await expect(embed.getByTestId('ov-goodputShare')).toHaveText('91\u00a0%');
});
