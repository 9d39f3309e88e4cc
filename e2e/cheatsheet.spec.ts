import { expect, test } from './fixtures.ts';

const SLUGS = ['errors', 'panic-vs-error', 'reliability-patterns', 'retries', 'overload'];

/** Pages in a PDF that Chromium printed: each page is one `/Type /Page` object. */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
}

test('a chapter links to its cheat sheet, which links back', async ({ page }) => {
  await page.goto('/chapters/errors');
  await expect(page.locator('.chapter-header .eyebrow')).toHaveText('Глава 1');
  await page.locator('.chapter-cheatsheet a').click();
  await expect(page).toHaveURL(/\/chapters\/errors\/cheatsheet$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Шпаргалка: /);
  await expect(page).toHaveTitle(/Шпаргалка/);
  await page.getByRole('link', { name: /К главе/ }).click();
  await expect(page).toHaveURL(/\/chapters\/errors$/);
});

for (const slug of SLUGS) {
  test(`${slug}: the cheat sheet prints on one or two A4 pages and fits a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/chapters/${slug}/cheatsheet`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Шпаргалка: /);
    // On a phone the page itself never scrolls sideways (wide tables and code scroll in their own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.emulateMedia({ media: 'print' });
    const pages = pdfPages(await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true }));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(2);
  });
}

test('an unknown cheat sheet is the not-found page', async ({ page }) => {
  const response = await page.goto('/chapters/no-such/cheatsheet');
  expect(response?.status()).toBe(404);
});
