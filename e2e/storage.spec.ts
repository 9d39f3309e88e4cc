/**
 * Where progress is kept and what happens when keeping it goes wrong (issue 15): an old release's
 * localStorage state moving into IndexedDB, a tab of an old release and one of a newer release open
 * beside this one, storage full, storage blocked, two tabs answering at once, a damaged saved state.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { STORAGE_KEY, expect, savedProgress, test } from './fixtures.ts';
import { CURRENT_VERSION } from '../src/store/persistence.ts';

/** The rename table: progress on a question renamed or merged since counts for the one that stayed. */
const renamed: Record<string, string> = JSON.parse(readFileSync('content/quizzes/renamed.json', 'utf8'));
const cardIds = (cards: object) => new Set(Object.keys(cards).map((id) => renamed[id] ?? id));
const fixture = (name: string) => readFileSync(`src/study/progress/fixtures/${name}`, 'utf8').trim();
/** What 08a4f38 (the last release before IndexedDB, state v3) kept in localStorage after three weeks of use. */
const v3Blob = fixture('release-08a4f38-v3-localStorage.json');
/** The same from 6fe3f0b (state v4). */
const v4Blob = fixture('release-6fe3f0b-v4-localStorage.json');

/** A page of the same origin that runs none of the app: it stands for another tab writing storage. */
async function otherTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/favicon.svg');
  return page;
}

/** Writes `{ version, state, rev }` into the app's IndexedDB as another tab (of any release) would. */
async function writeStored(page: Page, envelope: unknown, announce = false) {
  await page.evaluate(
    ([value, announce]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('goprep', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('kv');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('kv', 'readwrite');
          tx.objectStore('kv').put(value, 'state');
          tx.oncomplete = () => {
            db.close();
            if (announce) new BroadcastChannel('goprep').postMessage({ type: 'saved', version: (value as { version: number }).version, rev: 99 });
            resolve();
          };
          tx.onabort = () => reject(tx.error);
        };
      }),
    [envelope, announce] as const,
  );
}

async function answer(page: Page, id: string) {
  await page.goto(`/quiz/q/${id}`);
  await expect(page.locator('[data-question][data-ready]')).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Варианты ответа' }).getByRole('radio').first().click();
  await page.getByRole('button', { name: /^Ответить/ }).click();
  await expect(page.getByRole('heading', { name: /^(Верно|Неверно)$/ })).toBeVisible();
}

const attempts = async (page: Page) => (await savedProgress(page))?.state.quiz.attempts.length ?? 0;

test("the last release's progress moves from localStorage into IndexedDB with nothing lost, theme included", async ({ page }) => {
  await page.addInitScript(([key, blob]) => !sessionStorage.getItem('seeded') && (localStorage.setItem(key, blob), sessionStorage.setItem('seeded', '1')), [STORAGE_KEY, v3Blob] as const);
  const old = JSON.parse(v3Blob).state;
  await page.goto('/progress');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('[data-slug="errors"]')).toContainText(`${old.reading.readSections.errors.length} из`);
  await expect.poll(() => attempts(page)).toBe(old.quiz.attempts.length);
  const saved = (await savedProgress(page))!.state;
  expect(saved.reading).toEqual(old.reading);
  expect(saved.labs).toEqual(old.labs);
  expect(new Set(Object.keys(saved.quiz.cards))).toEqual(cardIds(old.quiz.cards));
  expect(Object.keys(saved.quiz.sessions).sort()).toEqual(Object.keys(old.quiz.sessions).sort());
  // localStorage keeps only the theme for the script that runs before the first paint.
  expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ 'goprep:theme': 'dark', 'goprep:persist': expect.any(String) });
  await expect(page.getByTestId('storage-recovered')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('[data-lab="retry-storm"]')).toContainText(`открыта ${old.labs.opened['retry-storm'].count} раз`);
});

test('a tab of an old release still open writes later: its progress is merged in, this tab loses nothing', async ({ page, context }) => {
  await answer(page, 'errors-34');
  await expect.poll(() => attempts(page)).toBe(1);
  // The old release saves its whole state to localStorage on every change.
  const old = await otherTab(context);
  await old.evaluate(([key, blob]) => localStorage.setItem(key, blob), [STORAGE_KEY, v4Blob] as const);
  const expected = JSON.parse(v4Blob).state.quiz.attempts.length + 1;
  await expect.poll(() => attempts(page)).toBe(expected);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  await page.goto('/progress');
  await expect(page.locator('[data-slug="retries"]')).not.toContainText('Ещё не начата');
});

test('a tab never writes over progress saved by a newer version: it stops saving and asks to reload', async ({ page, context }) => {
  await answer(page, 'errors-34');
  await expect.poll(() => attempts(page)).toBe(1);
  // A version this release does not know yet.
  const newer = { version: CURRENT_VERSION + 1, rev: 40, savedAt: Date.now(), state: { shape: 'of a later release', quiz: { attempts: [] } } };
  await writeStored(await otherTab(context), newer, true);
  const alert = page.getByTestId('storage-newer');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText('более новая версия сайта');
  // An action here is shown but not written.
  await page.getByRole('radio', { name: 'Тёмная' }).click();
  await page.waitForTimeout(300);
  expect(await savedProgress(page)).toEqual(newer);
  // Reloaded, this (older) release still refuses to write, and sets nothing aside.
  await page.reload();
  await expect(page.getByTestId('storage-newer')).toBeVisible();
  await answer(page, 'errors-20');
  await page.waitForTimeout(300);
  expect(await savedProgress(page)).toEqual(newer);
  await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
});

test('storage full: the failure is said at once, with what to do; «Повторить» saves once there is room', async ({ page, context, baseURL }) => {
  // Chromium's own quota for the origin, made tiny before the first visit: every IndexedDB write fails
  // with QuotaExceededError, as on a full disk.
  const cdp = await context.newCDPSession(page);
  const origin = new URL(baseURL!).origin;
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 1 });
  await answer(page, 'errors-34');
  const alert = page.getByTestId('storage-save-failed');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText('Прогресс не сохранён: в хранилище браузера кончилось место.');
  await expect(alert).toContainText('Не сохранено: 1 изменение.');
  await expect(alert).toBeInViewport();
  expect(await attempts(page)).toBe(0);
  // The way out works while nothing can be saved: the file has the answer.
  const downloading = page.waitForEvent('download');
  await alert.getByRole('button', { name: 'Сохранить в файл' }).click();
  const file = JSON.parse(readFileSync((await (await downloading).path())!, 'utf8'));
  expect(file.state.quiz.attempts).toHaveLength(1);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  await alert.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByTestId('storage-saved-again')).toBeVisible();
  await expect(alert).toHaveCount(0);
  expect(await attempts(page)).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await attempts(page)).toBe(1);
});

test('storage blocked: the app says at once that progress lives only in this tab, and the file still saves it', async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
    Object.defineProperty(window, 'indexedDB', { get: refuse });
    Object.defineProperty(window, 'localStorage', { get: refuse });
  });
  await answer(page, 'errors-34');
  const notice = page.getByTestId('storage-blocked');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('Прогресс есть только в этой вкладке и пропадёт, когда вы её закроете');
  await page.goto('/progress');
  await expect(page.getByTestId('storage-where')).toHaveText('Браузер не даёт сохранять данные: прогресс есть только в этой вкладке.');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('storage-blocked').getByRole('button', { name: 'Сохранить в файл' }).click();
  expect(JSON.parse(readFileSync((await (await downloading).path())!, 'utf8')).state.settings).toEqual({ theme: 'system' });
});

test('two tabs answering within a few milliseconds keep both answers', async ({ page, context }) => {
  const other = await context.newPage();
  for (const [p, id] of [
    [page, 'errors-34'],
    [other, 'errors-20'],
  ] as const) {
    await p.goto(`/quiz/q/${id}`);
    await expect(p.locator('[data-question][data-ready]')).toBeVisible();
    await p.getByRole('radiogroup', { name: 'Варианты ответа' }).getByRole('radio').first().click();
  }
  // Both tabs press «Ответить» at the same moment of the shared clock.
  const at = Date.now() + 500;
  const press = (p: Page) =>
    p.evaluate((when) => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Ответить'))!;
      setTimeout(() => button.click(), when - Date.now());
    }, at);
  await Promise.all([press(page), press(other)]);
  await expect(page.getByRole('heading', { name: /^(Верно|Неверно)$/ })).toBeVisible();
  await expect(other.getByRole('heading', { name: /^(Верно|Неверно)$/ })).toBeVisible();
  await expect.poll(() => attempts(page)).toBe(2);
  const saved = (await savedProgress(page))!.state;
  expect(saved.quiz.attempts.map((a) => a.id).sort()).toEqual(['errors-20', 'errors-34']);
  expect(Object.keys(saved.quiz.cards).sort()).toEqual(['errors-20', 'errors-34']);
  // The two clicks' times as saved: a few milliseconds apart on an idle machine (timers fire late under load).
  const apart = Math.abs(saved.quiz.attempts[0]!.at - saved.quiz.attempts[1]!.at);
  console.log(`the two answers were given ${apart} ms apart`);
  expect(apart).toBeLessThan(500);
});

test('a damaged saved state: every valid record is kept, the dropped ones are named, the original can be downloaded and restored', async ({ page, context }) => {
  const good = JSON.parse(v4Blob).state;
  const damaged = {
    version: 4,
    rev: 3,
    savedAt: Date.now(),
    state: {
      ...good,
      reading: { ...good.reading, readSections: { ...good.reading.readSections, constructor: ['x'], errors: [...good.reading.readSections.errors, 'Не id'] } },
      quiz: { ...good.quiz, attempts: [...good.quiz.attempts, { id: 'errors-20', correct: 'да', at: 5, mode: 'single' }] },
      labs: { opened: { ...good.labs.opened, 'retry-storm': { count: 2 ** 53 - 1, firstAt: 1, lastAt: 8.64e15 } } },
    },
  };
  await writeStored(await otherTab(context), damaged);
  await page.goto('/');
  const notice = page.getByTestId('storage-recovered');
  await expect(notice).toHaveText(/пропущено: 1 ответ, 2 отметки о прочитанном\. Исходные данные целиком лежат копией/);
  const saved = (await savedProgress(page))!.state;
  expect(saved.quiz.attempts).toEqual(good.quiz.attempts.map((a: { id: string }) => ({ ...a, id: renamed[a.id] ?? a.id })));
  expect(saved.reading.readSections).toEqual(good.reading.readSections);
  expect(saved.labs.opened['retry-storm']).toEqual({ count: 1_000_000_000, firstAt: 1, lastAt: Date.UTC(2300, 0, 1) });

  await notice.getByRole('link', { name: 'К копиям' }).click();
  await expect(page).toHaveURL(/\/progress#copies$/);
  const copy = page.getByTestId('copies').locator('li');
  await expect(copy).toHaveCount(1);
  await expect(copy).toContainText('Частично повреждённый прогресс');
  await expect(copy).toContainText(/\d+ КБ · 20 разделов, 149 ответов/);
  const downloading = page.waitForEvent('download');
  await copy.getByRole('button', { name: 'Скачать' }).click();
  expect(JSON.parse(readFileSync((await (await downloading).path())!, 'utf8'))).toEqual(damaged);
  // Restoring adds what could be read back (here: all of it is already there) and says so.
  await page.getByRole('button', { name: 'Сбросить прогресс…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Да, сбросить' }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();
  await page.getByTestId('copies').locator('li[data-reason="damaged"]').getByRole('button', { name: 'Добавить к текущему' }).click();
  await expect(page.getByTestId('copy-message')).toHaveText(/^Копия от .+ добавлена к текущему прогрессу\.$/);
  await expect.poll(() => attempts(page)).toBe(good.quiz.attempts.length);
});

test("an old release's damaged copies filling localStorage are moved into IndexedDB and listed; none is lost", async ({ page }) => {
  const day = 86_400_000;
  await page.addInitScript(
    ([key, day]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      // Old releases kept each unreadable state under goprep:corrupt:<time> and never cleaned them.
      const big = 'x'.repeat(1_100_000);
      for (let i = 1; i <= 3; i++) localStorage.setItem(`goprep:corrupt:${Date.now() - i * day}`, `{"broken": "${big}`);
      localStorage.setItem(key, '{"state": {"settings": 42}, "vers');
    },
    [STORAGE_KEY, day] as const,
  );
  await page.goto('/progress#copies');
  await expect(page.getByTestId('storage-recovered')).toContainText('Сохранённый прогресс не удалось прочитать');
  const copies = page.getByTestId('copies').locator('li');
  await expect(copies).toHaveCount(4);
  await expect(page.getByTestId('copies').locator('li[data-reason="old-copy"]')).toHaveCount(3);
  await expect(page.getByTestId('copies').locator('li[data-reason="unreadable"]')).toHaveCount(1);
  await expect(page.getByTestId('copies').locator('li[data-reason="old-copy"]').first()).toContainText('1,0 МБ');
  await expect(page.getByText('Хранятся 10 последних копий, каждая — не дольше 90 дней.')).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('goprep:corrupt:') || k === 'goprep'))).toEqual([]);
});

test('the site cannot be framed by another page: the server says so in headers', async ({ page, request, baseURL }) => {
  const response = await request.get('/');
  expect(response.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
  expect(response.headers()['x-frame-options']).toBe('DENY');
  await page.setContent(`<iframe src="${baseURL}/" style="width:800px;height:600px"></iframe>`);
  const frame = page.frames()[1]!;
  // Chromium shows its own "127.0.0.1 is blocked" page in the frame instead of the site.
  await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
  expect(await frame.locator('#root').count()).toBe(0);
});

test('a step taken just before leaving the page is kept, though its write had not finished', async ({ page, context }) => {
  await page.goto('/quiz/panic');
  await expect(page.getByRole('button', { name: /^Начать/ }).first()).toBeEnabled();
  await page.getByRole('button', { name: /^Начать: 10/ }).click();
  await expect(page.locator('[data-question][data-ready]')).toBeVisible();
  await page.keyboard.press('1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^(Верно|Неверно)$/ })).toBeVisible();
  await expect.poll(async () => (await savedProgress(page))?.state.quiz.sessions.panic?.answers.length).toBe(1);

  // Another tab holds a write transaction open: the app's next write waits behind it, as a slow disk would make it.
  const other = await otherTab(context);
  await other.evaluate(
    () =>
      new Promise<void>((ready, fail) => {
        const open = indexedDB.open('goprep');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('kv', 'readwrite').objectStore('kv');
          (window as unknown as { holding: boolean }).holding = true;
          const spin = () => {
            if ((window as unknown as { holding: boolean }).holding) store.get('state').onsuccess = spin;
          };
          spin();
          ready();
        };
      }),
  );
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('session-progress')).toHaveText('2 из 10');
  await page.goto('/quiz'); // the page is left with that write still waiting: it dies with the page
  await other.evaluate(() => ((window as unknown as { holding: boolean }).holding = false));

  await expect(page.getByText('Продолжить сессию: 2 из 10')).toBeVisible();
  await expect.poll(async () => (await savedProgress(page))?.state.quiz.sessions.panic?.index).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('goprep:unsaved'))).toBeNull();
});
