/**
 * Imports that used to lose progress or freeze the tab (issue 15): hostile keys, a file larger than
 * localStorage could hold, a 10-million-character file, «Заменить» with no way back, and the exports of
 * earlier releases.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, savedProgress, test } from './fixtures.ts';

const fixturePath = (name: string) => `src/study/progress/fixtures/${name}`;
/** The rename table: progress on a question renamed or merged since counts for the one that stayed. */
const renamed: Record<string, string> = JSON.parse(readFileSync('content/quizzes/renamed.json', 'utf8'));

async function openProgress(page: Page) {
  await page.goto('/progress');
  await expect(page.getByTestId('export')).toBeVisible();
}

async function importFile(page: Page, name: string, content: string | Buffer) {
  await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) });
}

async function readSomething(page: Page) {
  await page.goto('/chapters/retries');
  const toc = page.getByRole('complementary', { name: 'Содержание' });
  await toc.getByRole('link').first().click();
  await expect.poll(async () => (await savedProgress(page))?.state.reading.readSections.retries?.length ?? 0).toBeGreaterThan(0);
}

const exportOf = (state: unknown, version = 4) => JSON.stringify({ format: 'goprep-progress', version, exportedAt: '2026-11-01T10:00:00.000Z', state });

test('a merge whose file has keys named like built-ins (constructor, __proto__) keeps all progress, now and after a reload', async ({ page }) => {
  await readSomething(page);
  await openProgress(page);
  const file =
    '{"format":"goprep-progress","version":3,"state":{"settings":{"theme":"light"},' +
    '"reading":{"readSections":{"constructor":["x"],"__proto__":["y"],"errors":["wrap"]},"lastVisited":null},' +
    '"quiz":{"attempts":[{"id":"err-wrap-w-vs-v","correct":true,"at":1700000000000,"mode":"single"}],"cards":{"toString":{}},"sessions":{}},' +
    '"labs":{"opened":{"constructor":{"count":3,"firstAt":1,"lastAt":2},"retry-storm":{"count":9007199254740991,"firstAt":1,"lastAt":2}}}}}';
  await importFile(page, 'hostile.json', file);
  await expect(page.getByTestId('import-dropped')).toContainText('1 карточка повторения, 2 отметки о прочитанном, 1 запись о лаборатории');
  await page.getByRole('button', { name: 'Загрузить прогресс' }).click();
  await expect(page.getByTestId('import-done')).toHaveText('Прогресс из файла объединён с текущим.');
  // Opening the lab once more after its count came in as 2^53−1 used to make the saved state unreadable.
  await page.goto('/labs/retry-storm');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await savedProgress(page))?.state.labs.opened['retry-storm']?.count).toBe(1_000_000_000);
  await page.reload();
  await openProgress(page);
  await expect(page.getByTestId('storage-recovered')).toHaveCount(0);
  await expect(page.locator('[data-slug="errors"]')).toContainText('1 из');
  await expect(page.locator('[data-slug="retries"]')).not.toContainText('Ещё не начата');
  const saved = (await savedProgress(page))!.state;
  expect(Object.keys(saved.reading.readSections).sort()).toEqual(['errors', 'retries']);
  expect(Object.keys(saved.labs.opened)).toEqual(['retry-storm']);
  expect(saved.quiz.attempts).toHaveLength(1);
});

test('a 6.8 MB file merges, says «объединён» only once it is written, and later answers still save', async ({ page }, testInfo) => {
  test.setTimeout(120_000); // megabytes through the worker, IndexedDB and the test's own reads of the state
  await openProgress(page);
  const given = 'ответ '.repeat(660);
  const ids = Array.from({ length: 200 }, (_, i) => `errors-${String(i).padStart(3, '0')}`);
  const session = (topic: string) => ({
    mode: 'topic',
    topic,
    questionIds: ids,
    index: 200,
    answers: ids.map((id, i) => ({ id, correct: i % 2 === 0, given, typed: true, at: 1_700_000_000_000 + i })),
    startedAt: 1_700_000_000_000,
    finishedAt: 1_700_000_300_000,
    deadline: null,
  });
  const state = {
    settings: { theme: 'system' },
    reading: { readSections: Object.fromEntries(Array.from({ length: 30 }, (_, c) => [`chapter-${c}`, Array.from({ length: 300 }, (_, s) => `section-${s}-with-a-long-name`)])), lastVisited: null },
    quiz: {
      attempts: Array.from({ length: 20_000 }, (_, i) => ({ id: ids[i % 200], correct: i % 3 > 0, at: 1_700_000_000_000 + i * 1000, mode: 'topic' })),
      cards: {},
      sessions: { errors: session('errors'), panic: session('panic'), reliability: session('reliability'), overload: session('overload') },
    },
    labs: { opened: {} },
  };
  const text = exportOf(state);
  expect(Buffer.byteLength(text)).toBeGreaterThan(6_800_000);
  const path = testInfo.outputPath('big.json');
  writeFileSync(path, text);
  await page.getByTestId('import-file').setInputFiles(path);
  await expect(page.getByTestId('import-ready')).toContainText('В файле: 9000 прочитанных разделов, 20000 ответов квиза.', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Загрузить прогресс' }).click();
  await expect(page.getByTestId('import-done')).toHaveText('Прогресс из файла объединён с текущим.', { timeout: 20_000 });
  const saved = (await savedProgress(page))!.state;
  expect(saved.quiz.attempts).toHaveLength(20_000);
  expect(Object.keys(saved.quiz.sessions).sort()).toEqual(['errors', 'overload', 'panic', 'reliability']);
  await page.goto('/quiz/q/errors-34');
  await expect(page.locator('[data-question][data-ready]')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Варианты ответа' }).getByRole('radio').first().click();
  await page.getByRole('button', { name: /^Ответить/ }).click();
  await expect.poll(async () => (await savedProgress(page))?.state.quiz.attempts.at(-1)?.id, { timeout: 15_000 }).toBe('errors-34');
  await expect(page.getByTestId('storage-save-failed')).toHaveCount(0);
});

test('a 10-million-character file is checked off the main thread: the page stays responsive', async ({ page }, testInfo) => {
  await openProgress(page);
  // A valid export padded with whitespace to ten million characters.
  const body = exportOf({ settings: { theme: 'system' }, reading: { readSections: { errors: ['wrap'] }, lastVisited: null }, quiz: { attempts: [], cards: {}, sessions: {} }, labs: { opened: {} } });
  const text = body.replace('{"format"', `{${' '.repeat(10_000_000 - body.length)}"format"`);
  expect(text.length).toBe(10_000_000);
  // From disk, as a learner picks it (a buffer would be built inside the page by the test tool itself).
  const path = testInfo.outputPath('padded.json');
  writeFileSync(path, text);
  // The longest gap between animation frames while the file is read, parsed and checked.
  await page.evaluate(() => {
    const w = window as unknown as { maxGap: number; watching: boolean };
    w.maxGap = 0;
    w.watching = true;
    let last = performance.now();
    const tick = (now: number) => {
      w.maxGap = Math.max(w.maxGap, now - last);
      last = now;
      if (w.watching) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.getByTestId('import-file').setInputFiles(path);
  await expect(page.getByTestId('import-ready')).toContainText('В файле: 1 прочитанный раздел', { timeout: 20_000 });
  const maxGap = await page.evaluate(() => {
    const w = window as unknown as { maxGap: number; watching: boolean };
    w.watching = false;
    return w.maxGap;
  });
  // On the main thread this took 1.4 s in one task (issue 15); in the worker the page keeps drawing.
  console.log(`longest frame gap during a 10 M-character import: ${Math.round(maxGap)} ms`);
  expect(maxGap).toBeLessThan(500);
});

test('a file over the limit is refused by its size, before it is read', async ({ page }, testInfo) => {
  await openProgress(page);
  const path = testInfo.outputPath('huge.json');
  writeFileSync(path, Buffer.alloc(64 * 1024 * 1024 + 1, 0x20));
  const started = Date.now();
  await page.getByTestId('import-file').setInputFiles(path);
  await expect(page.getByTestId('import-error')).toHaveText('Файл больше 64 МБ — это не файл прогресса. Ничего не изменено.');
  expect(Date.now() - started).toBeLessThan(5_000);
});

test('«Заменить» keeps the old progress as a copy and offers to undo; undo brings it back exactly', async ({ page }) => {
  await readSomething(page);
  await openProgress(page);
  const before = (await savedProgress(page))!.state;
  await importFile(page, 'other.json', exportOf({ settings: { theme: 'dark' }, reading: { readSections: { errors: ['wrap'] }, lastVisited: null }, quiz: { attempts: [], cards: {}, sessions: {} }, labs: { opened: {} } }));
  await page.getByRole('radio', { name: /Заменить/ }).check();
  await page.getByRole('button', { name: 'Загрузить прогресс' }).click();
  const done = page.getByTestId('import-done');
  await expect(done).toHaveText(/Прогресс заменён содержимым файла\. Прежний прогресс сохранён копией\./);
  expect((await savedProgress(page))!.state.reading.readSections).toEqual({ errors: ['wrap'] });
  await expect(page.getByTestId('copies').locator('li[data-reason="replaced"]')).toContainText('Прогресс перед заменой');
  await done.getByRole('button', { name: 'Отменить замену' }).click();
  await expect(page.getByTestId('import-undone')).toHaveText('Отменено: прогресс вернулся к прежнему.');
  expect((await savedProgress(page))!.state).toEqual(before);
  await expect(page.locator('[data-slug="errors"]')).toContainText('Ещё не начата');
});

test('a reset can be undone too', async ({ page }) => {
  await readSomething(page);
  await openProgress(page);
  const before = (await savedProgress(page))!.state;
  await page.getByRole('button', { name: 'Сбросить прогресс…' }).click();
  await expect(page.getByRole('dialog')).toContainText('Прежний прогресс останется в «Отложенных копиях»');
  await page.getByRole('dialog').getByRole('button', { name: 'Да, сбросить' }).click();
  await expect(page.locator('[data-slug="retries"]')).toContainText('Ещё не начата');
  await page.getByTestId('reset-done').getByRole('button', { name: 'Отменить сброс' }).click();
  await expect(page.getByTestId('reset-undone')).toHaveText('Отменено: прогресс вернулся к прежнему.');
  expect((await savedProgress(page))!.state).toEqual(before);
});

for (const [release, file] of [
  ['08a4f38 (the last release)', 'release-08a4f38-v3-export.json'],
  ['6fe3f0b', 'release-6fe3f0b-v4-export.json'],
] as const) {
  test(`an export made by ${release} imports with nothing lost`, async ({ page }) => {
    await openProgress(page);
    const exported = JSON.parse(readFileSync(fixturePath(file), 'utf8'));
    await page.getByTestId('import-file').setInputFiles(fixturePath(file));
    await expect(page.getByTestId('import-ready')).toContainText(`${exported.state.quiz.attempts.length} ответов`);
    await expect(page.getByTestId('import-dropped')).toHaveCount(0);
    await page.getByRole('button', { name: 'Загрузить прогресс' }).click();
    await expect(page.getByTestId('import-done')).toBeVisible();
    const saved = (await savedProgress(page))!.state;
    expect(saved.reading).toEqual(exported.state.reading);
    expect(saved.labs).toEqual(exported.state.labs);
    expect(saved.quiz.attempts).toHaveLength(exported.state.quiz.attempts.length);
    expect(new Set(Object.keys(saved.quiz.cards))).toEqual(new Set(Object.keys(exported.state.quiz.cards).map((id) => renamed[id] ?? id)));
    expect(saved.quiz.attempts.map((a) => a.id)).toEqual(exported.state.quiz.attempts.map((a: { id: string }) => renamed[a.id] ?? a.id));
    expect(Object.keys(saved.quiz.sessions).sort()).toEqual(Object.keys(exported.state.quiz.sessions).sort());
  });
}

test('the file picker is a button like the others: reached with Tab, opened with Enter, 44 px tall on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openProgress(page);
  const picker = page.locator('label.progress-file');
  await expect(picker).toHaveText('Выбрать файл');
  const box = (await picker.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  // The input itself is hidden from sight, not from the keyboard: focus shows on the button around it.
  await page.getByTestId('export').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('import-file')).toBeFocused();
  await expect(picker).toHaveCSS('outline-style', 'solid');
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  expect((await chooser).isMultiple()).toBe(false);
});
