/**
 * Labs on a phone and on a desktop (issue 13, point 6 and point 8 for the labs): the chart a
 * control changes is on screen while the control is; the lesson's controls come first; everything
 * a finger touches is at least 44 px; what scrolls sideways says so; nothing overflows the page.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
const SLOW = { timeout: 45_000 };
const LABS = ['retry-storm', 'overload', 'circuit-breaker', 'retry-amplification', 'request-budget', 'load-shedding', 'idempotency', 'error-chain', 'panic-stepper'];
/** The labs whose main chart is pinned beside their controls. */
const WITH_MONITOR = ['retry-storm', 'overload', 'circuit-breaker', 'retry-amplification', 'request-budget', 'load-shedding'];

async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const view = page.viewportSize()!;
  return !!box && box.y >= 0 && box.y + Math.min(box.height, 120) <= view.height && box.height > 0;
}

/** Scrolls the control to the middle of the screen, as a reader would before touching it. */
async function reach(control: Locator) {
  await control.evaluate((el) => el.scrollIntoView({ block: 'center' }));
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`${name} ${viewport.width} px`, () => {
    test.use({ viewport });

    test('retry storm: the load chart stays on screen beside every control, strategy first', async ({ page }) => {
      await page.goto('/labs/retry-storm');
      await expect(page.locator('.rs-output[data-pending="false"]')).toBeVisible(SLOW);
      const chart = page.locator('.lab-monitor [data-chart="load"]').first();
      await expect(chart).toBeVisible(SLOW);
      const strategy = page.getByLabel('Стратегия backoff', { exact: true });
      const clients = page.getByLabel('Клиенты (операции)', { exact: true });
      // The lesson (the backoff strategy) is the first control, before the load and the dependency.
      expect((await strategy.boundingBox())!.y).toBeLessThan((await clients.boundingBox())!.y);
      for (const label of ['Стратегия backoff', 'Base', 'Бюджет ретраев', 'Клиенты (операции)', 'Длительность сбоя', 'Горизонт']) {
        const control = page.getByLabel(label, { exact: true }).first();
        await reach(control);
        expect(await inViewport(page, control), `${label} on screen`).toBe(true);
        expect(await inViewport(page, chart), `the chart on screen beside ${label}`).toBe(true);
      }

      // A change made there shows in the chart seen there.
      await reach(strategy);
      const area = chart.locator('path.lab-plot-area').last();
      const before = await area.getAttribute('d');
      await strategy.selectOption('full-jitter');
      await expect(page.locator('.rs-output[data-pending="false"]')).toBeVisible(SLOW);
      await expect.poll(() => area.getAttribute('d'), SLOW).not.toBe(before);
      expect(await inViewport(page, chart)).toBe(true);
      // The headline figures over the chart follow too, and match the summary below.
      await expect(page.getByTestId('rs-headline')).toContainText(await page.getByTestId('sim-peakLoadRatio').innerText());

      // Unpinned, the chart stays where it is in the page.
      await page.getByRole('button', { name: 'Закрепить график' }).click();
      await reach(page.getByLabel('Горизонт', { exact: true }));
      expect(await inViewport(page, chart)).toBe(false);
    });

    test('retry storm in compare mode: A and B side by side in the pinned chart', async ({ page }) => {
      await page.goto('/labs/retry-storm?v=1&cmp=1&b.strategy=full-jitter');
      await expect(page.locator('.rs-output[data-pending="false"]')).toBeVisible(SLOW);
      await expect(page.locator('.lab-monitor [data-chart="load"]')).toHaveCount(2, SLOW);
      await reach(page.getByLabel('Base', { exact: true }).first());
      for (const chart of await page.locator('.lab-monitor [data-chart="load"]').all()) expect(await inViewport(page, chart)).toBe(true);
      await expect(page.getByTestId('rs-headline')).toContainText('A:');
      await expect(page.getByTestId('rs-headline')).toContainText('B:');
    });

    test('overload: the outcomes chart stays on screen beside every control, and the controls start near the top', async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto('/labs/overload');
      await expect(page.locator('.ov-output[data-pending="false"]')).toBeVisible(SLOW);
      const chart = page.locator('.lab-monitor [data-chart="outcomes"]');
      await expect(chart).toBeVisible(SLOW);
      const controls = page.locator('.lab-controls input, .lab-controls select');
      // Before: on a phone the first control was ~3,600 px down, under every chart.
      const first = await controls.first().boundingBox();
      expect(first!.y).toBeLessThan(viewport.height * 2);
      for (const control of [controls.first(), controls.nth(Math.floor((await controls.count()) / 2)), controls.last()]) {
        await reach(control);
        expect(await inViewport(page, control)).toBe(true);
        expect(await inViewport(page, chart), 'the chart on screen beside the control').toBe(true);
      }
      // A change made there shows in the chart and the headline seen there.
      const discipline = page.getByLabel('Порядок очереди', { exact: true });
      await reach(discipline);
      const line = chart.locator('path.lab-plot-line').first();
      const before = await line.getAttribute('d');
      const headline = await page.getByTestId('ov-headline').innerText();
      await discipline.selectOption('codel');
      await expect(page.locator('.ov-output[data-pending="false"]')).toBeVisible(SLOW);
      await expect.poll(() => line.getAttribute('d'), SLOW).not.toBe(before);
      await expect(page.getByTestId('ov-headline')).not.toHaveText(headline);
      await expect(page.getByTestId('ov-headline')).toContainText(await page.getByTestId('ov-recovery').innerText());
    });

    for (const id of WITH_MONITOR.slice(2)) {
      test(`${id}: the main figure stays on screen beside the last control`, async ({ page }) => {
        await page.goto(`/labs/${id}`);
        const monitor = page.getByTestId('lab-monitor');
        await expect(monitor).toBeVisible(SLOW);
        const controls = page.locator('.lab-controls input, .lab-controls select');
        await expect(controls.first()).toBeVisible();
        const last = controls.last();
        await reach(last);
        expect(await inViewport(page, last)).toBe(true);
        expect(await inViewport(page, monitor)).toBe(true);
      });
    }
  });
}

test.describe('phone 360 px: touch and width', () => {
  test.use({ viewport: PHONE });

  for (const id of LABS) {
    test(`${id}: every control is at least 44 px and nothing overflows the page`, async ({ page }) => {
      await page.goto(`/labs/${id}`);
      await expect(page.locator('.lab-output').first()).toBeVisible(SLOW);
      await expect(page.locator('.lab-output *').first()).toBeVisible(SLOW);
      await page.waitForTimeout(500);
      const small = await page.evaluate(() => {
        const out: string[] = [];
        const targets = document.querySelectorAll<HTMLElement>('.lab button, .lab select, .lab input, .lab summary, .lab [role="tab"]');
        for (const el of targets) {
          const box = el.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) continue; // not rendered (closed, hidden)
          if (getComputedStyle(el).visibility === 'hidden') continue;
          // A checkbox or radio is hit through its label.
          const target = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? (el.closest('label') ?? el) : el;
          const r = target.getBoundingClientRect();
          if (r.height < 43.5 || r.width < 43.5) out.push(`${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? ` «${el.getAttribute('aria-label')}»` : ''} «${(el.textContent ?? '').trim().slice(0, 30)}» ${Math.round(r.width)}×${Math.round(r.height)}`);
        }
        return out;
      });
      expect(small, 'touch targets under 44 px').toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    });
  }

  test('the presets row scrolls sideways and says so at either end', async ({ page }) => {
    await page.goto('/labs/retry-storm');
    const row = page.locator('.lab-presets .preset-buttons');
    await expect(row).toHaveAttribute('data-scroll-at', 'start', SLOW);
    await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(row).toHaveAttribute('data-scroll-at', 'end');
    // Every preset is still reachable: the last one scrolls into view and works.
    const last = page.locator('[data-preset]').last();
    await last.click();
    await expect(last).toHaveAttribute('aria-pressed', 'true');
  });
});
