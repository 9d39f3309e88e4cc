import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// What a reader on a phone relies on (issue «360 px and touch»): nothing covers the code, identifiers stay
// whole, a card's question keeps the width, every control can be hit with a finger, no keyboard hints on a
// touch screen, and whatever scrolls sideways says so.

const CHAPTERS = ['/chapters/errors', '/chapters/retries'];

/** Elements of the chapter that scroll sideways right now, and whether each shows the edge hint. */
function sidewaysScrollers(page: Page) {
  return page.locator('article.chapter').evaluate((article) =>
    [...article.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        if (el.closest('.lab-embed, details:not([open])')) return false;
        const overflow = getComputedStyle(el).overflowX;
        return (overflow === 'auto' || overflow === 'scroll') && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0;
      })
      .map((el) => ({ what: `${el.tagName.toLowerCase()}.${el.className}`, hinted: getComputedStyle(el).backgroundImage.includes('gradient') })),
  );
}

test.describe('phone, 360 px, touch', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const path of CHAPTERS) {
    test(`${path}: code, tables, cards and scrollers read well`, async ({ page }) => {
      await page.goto(path);
      const code = page.locator('.code-block').filter({ has: page.locator('.copy-button') }).first();
      await code.scrollIntoViewIfNeeded();
      const button = await code.locator('.copy-button').boundingBox();
      const firstLine = await code.locator('pre code').boundingBox();
      expect(button && firstLine).toBeTruthy();
      // The copy button sits above the first line, not over it, and is big enough for a finger.
      expect(button!.y + button!.height).toBeLessThanOrEqual(firstLine!.y + 1);
      expect(button!.height).toBeGreaterThanOrEqual(44);

      // Inline code in a table is one unbroken run: the table scrolls instead.
      const broken = await page.locator('.table-scroll').evaluateAll((tables) =>
        tables
          .filter((t) => (t as HTMLElement).offsetParent !== null)
          .flatMap((t) => [...t.querySelectorAll('code')])
          .filter((c) => c.getClientRects().length > 1)
          .map((c) => c.textContent),
      );
      expect(broken).toEqual([]);

      // An interview card's question uses the card's width; the toggle goes below it.
      const card = page.locator('details.interview').first();
      await card.scrollIntoViewIfNeeded();
      const cardBox = (await card.boundingBox())!;
      const questionBox = (await card.locator('.interview-question').boundingBox())!;
      expect(questionBox.width).toBeGreaterThan(cardBox.width * 0.8);

      const scrollers = await sidewaysScrollers(page);
      expect(scrollers.length).toBeGreaterThan(0);
      expect(scrollers.filter((s) => !s.hinted)).toEqual([]);
    });
  }

  for (const path of ['/labs/retry-storm', '/labs/circuit-breaker', '/labs/overload']) {
    test(`${path}: the time axis' labels stay apart`, async ({ page }) => {
      await page.goto(path);
      const axis = page.locator('.lab-plot-axis').first();
      await axis.scrollIntoViewIfNeeded();
      await expect(axis).toBeVisible({ timeout: 30_000 });
      // Level labels only (a turned axis is the sweep's); each box must end before the next begins.
      const boxes = await axis.evaluate((g) =>
        [...g.querySelectorAll('text')].filter((t) => !t.getAttribute('transform') && t.getAttribute('dy') === '0.71em').map((t) => { const b = t.getBBox(); return { x: b.x, width: b.width }; }),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(3);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x - (boxes[i - 1]!.x + boxes[i - 1]!.width)).toBeGreaterThanOrEqual(8);
    });
  }

  test('header controls are finger-sized and keyboard hints are gone', async ({ page }) => {
    await page.goto('/quiz');
    for (const control of await page.locator('.theme-toggle button, .search-button').all()) {
      const box = (await control.boundingBox())!;
      expect(box.width, await control.getAttribute('aria-label') ?? '').toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // The icons are drawn, not font glyphs a phone may lack.
    await expect(page.locator('.theme-toggle button svg')).toHaveCount(3);
    await expect(page.locator('.search-button svg')).toHaveCount(1);
    await expect(page.locator('.kbd:visible, .search-button kbd:visible')).toHaveCount(0);
  });
});

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the card toggle stays beside the question, and keyboard hints show', async ({ page }) => {
    await page.goto('/chapters/errors');
    const card = page.locator('details.interview').first();
    await card.scrollIntoViewIfNeeded();
    const question = (await card.locator('.interview-question').boundingBox())!;
    const toggle = (await card.locator('.interview-toggle').boundingBox())!;
    expect(toggle.x).toBeGreaterThan(question.x + question.width - 1);
    await page.goto('/quiz');
    await expect(page.locator('.search-button kbd')).toBeVisible();
  });
});
