import AxeBuilder from '@axe-core/playwright';
import { STORAGE_KEY, expect, savedState, test } from './fixtures.ts';

const ROUTES = ['/', '/chapters', '/labs', '/quiz', '/quiz/cards', '/quiz/mock', '/quiz/q/errors-28', '/progress', '/chapters/errors', '/chapters/panic-vs-error', '/chapters/reliability-patterns', '/chapters/retries', '/chapters/overload', '/no-such-page'];

for (const theme of ['light', 'dark'] as const) {
  for (const route of ROUTES) {
    test(`axe: ${route} in the ${theme} theme has no serious or critical violation`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, savedState(theme)] as const);
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.locator('details').evaluateAll((all) => all.forEach((d) => d.setAttribute('open', '')));
      // Only violations are needed: axe then skips collecting the passing nodes, which on a whole chapter
      // with every block open is most of its time.
      const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
      const bad = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
      expect(bad).toEqual([]);
    });
  }
}
