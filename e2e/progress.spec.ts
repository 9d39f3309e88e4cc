import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { STORAGE_KEY, expect, savedProgress, test } from './fixtures.ts';

const progress = {
  settings: { theme: 'light' },
  reading: {
    readSections: { errors: ['interview-questions', 'four-words', 'wrap'], retries: ['amplifier'] },
    lastVisited: { slug: 'retries', sectionId: 'amplifier', at: 1_700_000_000_000 },
  },
  quiz: {
    attempts: [
      { id: 'errors-20', correct: true, at: 1_700_000_000_000, mode: 'single' },
      { id: 'errors-34', correct: false, at: 1_700_000_100_000, mode: 'single' },
    ],
    cards: {},
    sessions: {},
  },
  labs: { opened: { 'retry-storm': { count: 2, firstAt: 1_700_000_000_000, lastAt: 1_700_000_200_000 } } },
};

async function saved(page: Page) {
  await expect.poll(async () => (await savedProgress(page)) !== null).toBe(true);
  return (await savedProgress(page))!.state;
}

async function openProgress(page: Page) {
  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Прогресс' })).toBeVisible();
  await expect(page.getByTestId('progress-chapters')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [STORAGE_KEY, JSON.stringify({ state: progress, version: 3 })] as const,
  );
});

test('the progress page shows sections read, quiz mastery and labs opened; the nav links to it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Прогресс' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  const errors = page.locator('[data-slug="errors"]');
  await expect(errors).toContainText(/3 из \d+ разделов/);
  await expect(errors.getByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', /\/chapters\/errors#/);
  await expect(page.locator('[data-slug="panic-vs-error"]')).toContainText('Ещё не начата');
  await expect(page.getByTestId('progress-mastery')).toContainText(/освоено \d+% \(1 из \d+\)/);
  await expect(page.locator('[data-lab="retry-storm"]')).toContainText('открыта 2 раза');
});

test('opening a lab is counted', async ({ page }) => {
  await page.goto('/labs/error-chain');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await saved(page)).labs.opened['error-chain']?.count).toBe(1);
  await openProgress(page);
  await expect(page.locator('[data-lab="error-chain"]')).toContainText('открыта 1 раз');
});

test('export → reset → import restores the progress', async ({ page }, testInfo) => {
  await openProgress(page);
  const before = await saved(page);

  const downloading = page.waitForEvent('download');
  await page.getByTestId('export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^go-errors-progress-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath('progress.json');
  await download.saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8'));
  expect(exported).toMatchObject({ format: 'goprep-progress', version: 5, state: { reading: before.reading } });

  await page.getByRole('button', { name: 'Сбросить прогресс…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Сбросить весь прогресс?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Отмена' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Да, сбросить' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('reset-done')).toContainText('Прогресс сброшен. Прежний прогресс сохранён копией.');
  await expect(page.locator('[data-slug="errors"]')).toContainText('Ещё не начата');
  const reset = await saved(page);
  expect(reset.reading.readSections).toEqual({});
  expect(reset.quiz.attempts).toEqual([]);
  expect(reset.settings.theme).toBe('light'); // settings are not progress

  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.getByTestId('import-ready')).toContainText('4 прочитанных раздела, 2 ответа');
  await page.getByRole('radio', { name: /Заменить/ }).check();
  await page.getByRole('button', { name: 'Загрузить прогресс' }).click();
  await expect(page.getByTestId('import-done')).toContainText('Прогресс заменён содержимым файла.');
  const after = await saved(page);
  expect(after.reading).toEqual(before.reading);
  expect(after.quiz).toEqual(before.quiz);
  expect(after.labs).toEqual(before.labs);
  await expect(page.locator('[data-slug="errors"]')).toContainText(/3 из \d+ разделов/);
});

test('import with merge adds to what is there and loses nothing', async ({ page }) => {
  await openProgress(page);
  const other = {
    format: 'goprep-progress',
    version: 3,
    exportedAt: '2026-11-01T10:00:00.000Z',
    state: { ...progress, reading: { readSections: { errors: ['wrap', 'chain'], 'panic-vs-error': ['frames'] }, lastVisited: null } },
  };
  await page.getByTestId('import-file').setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(other)) });
  await expect(page.getByRole('radio', { name: /Объединить/ })).toBeChecked();
  await page.getByRole('button', { name: 'Загрузить прогресс' }).click();
  await expect(page.getByTestId('import-done')).toHaveText('Прогресс из файла объединён с текущим.');
  const merged = await saved(page);
  expect(merged.reading.readSections).toEqual({
    errors: ['interview-questions', 'four-words', 'wrap', 'chain'],
    retries: ['amplifier'],
    'panic-vs-error': ['frames'],
  });
});

test('a bad file is refused with a clear message and nothing is overwritten', async ({ page }) => {
  await openProgress(page);
  const before = await saved(page);
  const input = page.getByTestId('import-file');

  await input.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{ "это": не json') });
  await expect(page.getByTestId('import-error')).toHaveText('Это не файл прогресса: внутри не JSON. Ничего не изменено.');
  await expect(page.getByRole('button', { name: 'Загрузить прогресс' })).toHaveCount(0);

  const broken = { format: 'goprep-progress', version: 3, state: { settings: { theme: 'light' }, reading: 'всё', quiz: [], labs: 7 } };
  await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
  await expect(page.getByTestId('import-error')).toHaveText('Это не файл прогресса этого сайта или он повреждён. Ничего не изменено.');

  const future = { format: 'goprep-progress', version: 99, state: progress };
  await input.setInputFiles({ name: 'future.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(future)) });
  await expect(page.getByTestId('import-error')).toContainText('более новой версией');

  expect((await savedProgress(page))!.state).toEqual(before);
});

test('a file with some broken records: the rest is offered, and what will be skipped is said first', async ({ page }) => {
  await openProgress(page);
  const partly = { format: 'goprep-progress', version: 3, state: { ...progress, reading: { readSections: { errors: ['wrap', 42], constructor: ['x'] }, lastVisited: null } } };
  await page.getByTestId('import-file').setInputFiles({ name: 'partly.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(partly)) });
  const ready = page.getByTestId('import-ready');
  await expect(ready).toContainText('В файле: 1 прочитанный раздел, 2 ответа квиза.');
  await expect(page.getByTestId('import-dropped')).toHaveText('Часть записей в файле повреждена и будет пропущена: 2 отметки о прочитанном.');
  await page.getByRole('button', { name: 'Загрузить прогресс' }).click();
  await expect(page.getByTestId('import-done')).toHaveText('Прогресс из файла объединён с текущим.');
  expect((await saved(page)).reading.readSections.errors).toEqual(['interview-questions', 'four-words', 'wrap']);
});

test('with progress saved, the app asks to keep it and says plainly if the browser refuses', async ({ page }) => {
  await openProgress(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('goprep:persist'))).not.toBeNull();
  const memo = JSON.parse((await page.evaluate(() => localStorage.getItem('goprep:persist')))!);
  const status = page.getByTestId('storage-status');
  if (memo.outcome === 'granted') {
    await expect(page.getByTestId('persist-notice')).toHaveCount(0);
    await expect(status).toContainText('обещал не стирать');
    return;
  }
  const notice = page.getByTestId('persist-notice');
  await expect(notice).toContainText('Браузер не обещает хранить прогресс долго');
  await expect(notice).toContainText('Safari');
  await expect(status).toContainText('Сохраняйте файл экспорта');
  await notice.getByRole('button', { name: 'Понятно' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('progress-chapters')).toBeVisible();
  await expect(page.getByTestId('persist-notice')).toHaveCount(0);
});

test('two tabs stay in step', async ({ page, context }) => {
  await openProgress(page);
  const other = await context.newPage();
  await other.goto('/progress');
  await expect(other.locator('[data-slug="errors"]')).toContainText(/3 из/);
  await page.getByRole('button', { name: 'Сбросить прогресс…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да, сбросить' }).click();
  await expect(other.locator('[data-slug="errors"]')).toContainText('Ещё не начата');
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: /progress and its reset dialog in the ${theme} theme have no serious or critical violation`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((t) => {
      const raw = localStorage.getItem('goprep');
      if (raw) localStorage.setItem('goprep', raw.replace('"theme":"light"', `"theme":"${t}"`));
    }, theme);
    await openProgress(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const serious = async () =>
      // The mastery chart belongs to the quiz (src/quiz-ui/MasteryChart.tsx) and is checked there.
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(await serious()).toEqual([]);
    await page.getByRole('button', { name: 'Сбросить прогресс…' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await serious()).toEqual([]);
  });
}
