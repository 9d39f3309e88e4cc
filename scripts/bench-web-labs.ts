/**
 * The labs' benchmark (`npm run bench:labs`; a page-level web benchmark can call
 * labInteractionFigures once per lab page): what
 * interacting with a lab costs the main thread. Issue 12 asks: drag any slider end to end or switch
 * a preset under 4× CPU throttling (CDP Emulation.setCPUThrottlingRate): no long task over 200 ms,
 * the chart follows within 300 ms of the last input; without throttling no long task over 50 ms; the
 * biggest state a link may hold stays within the same bounds.
 *
 * For each CPU rate (4×, then 1×), in a fresh desktop-sized page (1280 × 800: the widest charts,
 * so the most points to draw), this drags every visible slider of the lab from its left end to its
 * right end with a real pointer (every control tab in turn, when the lab has tabs), then clicks
 * every preset (buttons, or each option of a preset list), and after each gesture waits until the lab's output has settled. It reports the
 * longest task seen (PerformanceObserver 'longtask') and the latency from the last input event to
 * the last change of the output's DOM (taken one frame after that change, so the paint is in), the
 * worst over all gestures, and which gesture it was; and how soon a chart first follows the last input
 * (its first redraw after it: a long contention sweep first draws a preview from part of its runs). For the retry-storm lab it also opens the
 * biggest links (100 000 clients over 600 s in compare mode; the contention sweep with the most runs
 * in compare mode) and reports the longest task from navigation to the settled charts (and, as the
 * baseline, that of the same page without a state: HTML, styles and hydration have long tasks of their
 * own under 4× CPU), the longest from the lab's first request to its worker on (what the state costs),
 * then drags the clients slider in that state.
 *
 * Alone (a server is started on --port, E2E_PORT or PORT, default 4380, for --dist, default dist/):
 *   npm run bench:labs -- [--verbose]
 *   npx tsx scripts/bench-web-labs.ts [--only retry-storm,circuit-breaker] [--rates 4,1] [--json out.json]
 * It prints figures; it is not a test and gates nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Locator, Page } from '@playwright/test';
import { launchChromium } from './chromium.ts';

const VIEWPORT = { width: 1280, height: 800 };
/** No DOM change in the output for this long (and nothing pending) counts as settled. */
const QUIET_MS = 900;
const SETTLE_TIMEOUT_MS = 60_000;
const DRAG_STEPS = 24;
/** Gap between pointer moves: about what a finger on a 60 Hz screen sends. */
const DRAG_STEP_MS = 16;

/** The biggest states a retry-storm link may hold (issue 12). */
const BIG_LINKS: Record<string, { name: string; query: string }[]> = {
  '/labs/retry-storm': [
    { name: 'outage100k', query: 'v=1&clients=100000&horizonS=600&strategy=exponential&cmp=1&b.strategy=full-jitter&b.budget=1' },
    { name: 'contention', query: 'v=1&scenario=contention&runs=100&cmp=1' },
  ],
};

function argOf(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

const rates = (argOf('rates') ?? '4,1').split(',').map(Number).filter((r) => r >= 1);

interface Gesture {
  name: string;
  longestTaskMs: number;
  /** Last input event → last output change (+1 frame), ms. */
  latencyMs: number;
  /** The part of it after the worker's last result arrived (labs that simulate in a worker), ms. */
  renderMs: number;
  /**
   * Last input event → the first redraw of a chart with the worker's answer (a preview or the result) to the
   * last state the page asked for (+1 frame), ms: 0 when that chart was drawn before a last input that
   * changed nothing; when the answer redrew no chart (it drew what was there), its arrival; the latency for a
   * lab without a worker.
   */
  chartFollowMs: number;
  /**
   * Where that time went, for a lab with a worker (printed with --verbose): last input → the page posted
   * its last state, → the first answer to it arrived, → a chart showed it. Null without a worker.
   */
  split: { postMs: number; answerMs: number; drawMs: number } | null;
}

/**
 * Runs in the page before any script: records long tasks and input times, watches the output.
 * Plain JavaScript in a string: a compiled function could call helpers (esbuild's __name) that
 * the page does not have.
 */
const INSTRUMENT = `(() => {
  const bench = { tasks: [], lastInput: 0, lastChange: performance.now(), lastResult: 0, lastPost: null, firstPostAt: 0, answers: new Map() };
  window.__bench = bench;
  // A lab that simulates in a worker: when its last result reached the page (the render part of the
  // latency starts there), and for each request (worker, id) when its first answer (a preview or the
  // result) came and when a chart was first redrawn after it.
  const NativeWorker = window.Worker;
  let workers = 0;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      const worker = ++workers;
      this.__benchWorker = worker;
      this.addEventListener('message', (e) => {
        if (!e.data || !('result' in e.data || 'partial' in e.data)) return;
        if ('result' in e.data) bench.lastResult = performance.now();
        const key = worker + ':' + e.data.id;
        // A request's first answer (a preview or the result) starts the clock; the chart follows at the
        // first redraw after it — of the preview, or of the result when the preview was not drawn in time.
        // An answer after which no chart redrew at all had nothing to redraw (a later slider value that
        // changes nothing): the chart showed it already (measure()).
        if (!bench.answers.has(key)) bench.answers.set(key, { answeredAt: performance.now(), chartAt: 0 });
      });
    }
    postMessage(message, ...rest) {
      if (message && typeof message.id === 'number') {
        bench.lastPost = { key: this.__benchWorker + ':' + message.id, t: performance.now() };
        bench.firstPostAt ||= bench.lastPost.t;
      }
      return super.postMessage(message, ...rest);
    }
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  for (const type of ['pointerdown', 'pointermove', 'pointerup', 'input', 'change', 'click', 'keydown']) {
    document.addEventListener(type, (e) => { bench.lastInput = Math.max(bench.lastInput, e.timeStamp); }, { capture: true, passive: true });
  }
  // The whole document is watched (the output element is replaced as the lab mounts); only changes
  // inside the output count, taken one frame after they were applied, when their paint is done.
  const inOutput = (n) => (n instanceof Element ? n : n.parentElement)?.closest('.lab-output, .lab-monitor');
  const addsOutput = (r) => [...r.addedNodes].some((n) => n instanceof Element && (n.matches('.lab-output') || n.querySelector('.lab-output')));
  // A chart changed, or one was put on the page (a scenario switched: its figures mount with their
  // charts). A box waiting for a chart's data is not a chart.
  const CHART = '.lab-plot-surface, [data-chart]:not([data-chart$="-waiting"])';
  const inChart = (n) => (n instanceof Element ? n : n.parentElement)?.closest(CHART);
  const addsChart = (r) => [...r.addedNodes].some((n) => n instanceof Element && (n.matches(CHART) || n.querySelector(CHART)));
  // The sideways-scroll hint (kit/scrollHints.ts) is a fade on an edge, set 300 ms after the lab's DOM
  // settles on purpose (its scan reads every element's style): it is not the output following the input.
  const counts = (r) => !(r.type === 'attributes' && r.attributeName === 'data-scroll-at') && (inOutput(r.target) || addsOutput(r));
  new MutationObserver((all) => {
    const records = all.filter(counts);
    if (records.length === 0) return;
    const chart = records.some((r) => inChart(r.target) || addsChart(r));
    const seenAt = performance.now();
    requestAnimationFrame(() => requestAnimationFrame(() => {
      bench.lastChange = performance.now();
      if (chart) for (const a of bench.answers.values()) if (!a.chartAt && a.answeredAt <= seenAt) a.chartAt = bench.lastChange;
    }));
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;

/** Waits until the output exists, nothing in it is pending and it has not changed for QUIET_MS. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    (quiet) => {
      const b = (window as unknown as { __bench?: { lastChange: number } }).__bench;
      const out = document.querySelector('.lab-output');
      if (!b || !out || out.childElementCount === 0) return false;
      if (out.querySelector('[data-pending="true"], [aria-busy="true"]')) return false;
      return performance.now() - b.lastChange > quiet;
    },
    QUIET_MS,
    { timeout: SETTLE_TIMEOUT_MS, polling: 100 },
  );
}

async function now(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** Longest task starting after `since`, and the input → output latency of the gesture. */
async function measure(page: Page, since: number, startedAfter = false): Promise<Omit<Gesture, 'name'>> {
  return page.evaluate(([since, startedAfter]) => {
    type Answer = { answeredAt: number; chartAt: number };
    const b = (
      window as unknown as {
        __bench: { tasks: { start: number; duration: number }[]; lastInput: number; lastChange: number; lastResult: number; lastPost: { key: string; t: number } | null; answers: Map<string, Answer> };
      }
    ).__bench;
    // A gesture counts every task still running when it began; `startedAfter` only those begun since.
    const tasks = b.tasks.filter((t) => (startedAfter ? t.start >= since : t.start + t.duration >= since));
    const latencyMs = Math.round(Math.max(0, b.lastChange - b.lastInput));
    // The chart follows when it first shows the state the page asked for last (a last input that changed
    // nothing finds that chart drawn already: 0); an answer that redrew no chart left it as it was, right
    // (counted at its arrival).
    const answer = b.lastPost ? b.answers.get(b.lastPost.key) : undefined;
    const chartAt = answer ? answer.chartAt || answer.answeredAt : 0;
    return {
      longestTaskMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
      latencyMs,
      renderMs: Math.round(Math.max(0, b.lastChange - Math.max(b.lastInput, b.lastResult))),
      chartFollowMs: chartAt ? Math.round(Math.max(0, chartAt - b.lastInput)) : latencyMs,
      split:
        answer && b.lastPost && b.lastPost.t >= b.lastInput
          ? { postMs: Math.round(b.lastPost.t - b.lastInput), answerMs: Math.round(answer.answeredAt - b.lastPost.t), drawMs: Math.round(chartAt - answer.answeredAt) }
          : null,
    };
  }, [since, startedAfter] as const);
}

async function labelOf(slider: Locator): Promise<string> {
  return slider.evaluate((el) => {
    const input = el as HTMLInputElement;
    const byFor = input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`)?.textContent : null;
    return (input.getAttribute('aria-label') ?? byFor ?? input.closest('.param')?.querySelector('label')?.textContent ?? 'slider').trim();
  });
}

/** Drags a range input from its left end to its right end with the mouse. */
async function drag(page: Page, slider: Locator): Promise<void> {
  await slider.scrollIntoViewIfNeeded();
  const box = await slider.boundingBox();
  if (!box) return;
  const y = box.y + box.height / 2;
  const x0 = box.x + 2;
  const x1 = box.x + box.width - 2;
  await page.mouse.move(x0, y);
  await page.mouse.down();
  for (let i = 1; i <= DRAG_STEPS; i++) {
    await page.mouse.move(x0 + ((x1 - x0) * i) / DRAG_STEPS, y);
    await page.waitForTimeout(DRAG_STEP_MS);
  }
  await page.mouse.up();
}

async function gesture(page: Page, name: string, act: () => Promise<void>): Promise<Gesture> {
  const since = await now(page);
  await act();
  await settle(page);
  return { name, ...(await measure(page, since)) };
}

/** The tabs of the lab's control panel (one pass with no tab when it has none). */
async function controlTabs(page: Page): Promise<(Locator | null)[]> {
  const tabs = page.locator('.lab [role="tablist"] [role="tab"]');
  const n = await tabs.count();
  return n ? Array.from({ length: n }, (_, i) => tabs.nth(i)) : [null];
}

async function dragEverySlider(page: Page): Promise<Gesture[]> {
  const out: Gesture[] = [];
  const seen = new Set<string>();
  for (const tab of await controlTabs(page)) {
    if (tab) {
      if (!(await tab.isVisible())) continue;
      await tab.click();
      await settle(page);
    }
    const sliders = page.locator('.lab input[type="range"]');
    const n = await sliders.count();
    for (let i = 0; i < n; i++) {
      const slider = sliders.nth(i);
      if (!(await slider.isVisible())) continue;
      const label = await labelOf(slider);
      if (seen.has(label)) continue;
      seen.add(label);
      out.push(await gesture(page, `slider «${label}»`, () => drag(page, slider)));
    }
  }
  return out;
}

async function clickEveryPreset(page: Page): Promise<Gesture[]> {
  const out: Gesture[] = [];
  const buttons = page.locator('.lab [data-preset]');
  const n = await buttons.count();
  for (let i = 0; i < n; i++) {
    const button = buttons.nth(i);
    if (!(await button.isVisible())) continue;
    const id = (await button.getAttribute('data-preset')) ?? String(i);
    out.push(
      await gesture(page, `preset ${id}`, async () => {
        await button.scrollIntoViewIfNeeded();
        await button.click();
      }),
    );
  }
  // A lab whose presets are a list (the overload lab's): each option in turn, chosen as a user does.
  const select = page.locator('.lab select[data-testid="preset-select"]');
  if ((await select.count()) === 1 && (await select.isVisible())) {
    const ids = await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    for (const id of ids) {
      out.push(
        await gesture(page, `preset ${id}`, async () => {
          await select.scrollIntoViewIfNeeded();
          await select.selectOption(id);
        }),
      );
    }
  }
  return out;
}

async function openPage(browser: Browser, url: string, rate: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, serviceWorkers: 'block' });
  await context.addInitScript({ content: INSTRUMENT });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url, { waitUntil: 'load' });
  await settle(page);
  return { page, close: () => context.close() };
}

const worst = (gs: readonly Gesture[], key: 'longestTaskMs' | 'latencyMs' | 'renderMs' | 'chartFollowMs') => gs.reduce<Gesture | null>((w, g) => (!w || g[key] > w[key] ? g : w), null);

/** Figures for one lab page: name → value. */
export async function labInteractionFigures(browser: Browser, origin: string, path: string): Promise<Record<string, number | string> | null> {
  const figures: Record<string, number | string> = {};
  for (const rate of rates) {
    const tag = `${rate}x`;
    const { page, close } = await openPage(browser, origin + path, rate);
    try {
      const gestures = [...(await dragEverySlider(page)), ...(await clickEveryPreset(page))];
      if (gestures.length === 0) {
        figures[`${tag}.gestures`] = 0;
        continue;
      }
      const task = worst(gestures, 'longestTaskMs')!;
      const lat = worst(gestures, 'latencyMs')!;
      figures[`${tag}.gestures`] = gestures.length;
      figures[`${tag}.longTaskMs`] = task.longestTaskMs;
      figures[`${tag}.longTaskAt`] = task.name;
      figures[`${tag}.latencyMs`] = lat.latencyMs;
      figures[`${tag}.latencyAt`] = lat.name;
      const follow = worst(gestures, 'chartFollowMs')!;
      figures[`${tag}.chartFollowMs`] = follow.chartFollowMs;
      figures[`${tag}.chartFollowAt`] = follow.name;
      if (gestures.some((g) => g.renderMs !== g.latencyMs)) figures[`${tag}.renderAfterResultMs`] = worst(gestures, 'renderMs')!.renderMs;
      if (process.argv.includes('--verbose')) {
        for (const g of gestures) console.log(`    ${path} ${tag} ${g.name}: longest task ${g.longestTaskMs} ms, latency ${g.latencyMs} ms (render ${g.renderMs} ms), chart follows in ${g.chartFollowMs} ms${g.split ? ` (post ${g.split.postMs} + answer ${g.split.answerMs} + draw ${g.split.drawMs})` : ''}`);
      }
    } finally {
      await close();
    }
    const bigLinks = BIG_LINKS[path] ?? [];
    if (bigLinks.length > 0) {
      // The page's own load (HTML, styles, first layout, hydration) has long tasks under 4× CPU whatever
      // its state: the same page without a state is the baseline a big link is compared with.
      const { page, close } = await openPage(browser, origin + path, rate);
      try {
        figures[`${tag}.plain.loadLongTaskMs`] = (await measure(page, 0)).longestTaskMs;
      } finally {
        await close();
      }
    }
    for (const big of bigLinks) {
      const started = Date.now();
      const { page, close } = await openPage(browser, `${origin}${path}?${big.query}`, rate);
      try {
        const load = await measure(page, 0);
        figures[`${tag}.${big.name}.loadLongTaskMs`] = load.longestTaskMs;
        // What the state itself costs the main thread: the tasks begun after the lab's first request to its
        // worker (it has hydrated: the simulation's answers and the charts they draw) until they settled.
        const firstPostAt = await page.evaluate(() => (window as unknown as { __bench: { firstPostAt: number } }).__bench.firstPostAt);
        figures[`${tag}.${big.name}.stateLongTaskMs`] = (await measure(page, firstPostAt, true)).longestTaskMs;
        figures[`${tag}.${big.name}.loadSettledS`] = Math.round((Date.now() - started) / 100) / 10;
        const clients = page.locator('.lab input[type="range"]').first();
        const g = await gesture(page, 'first slider', () => drag(page, clients));
        figures[`${tag}.${big.name}.dragLongTaskMs`] = g.longestTaskMs;
        figures[`${tag}.${big.name}.dragLatencyMs`] = g.latencyMs;
        figures[`${tag}.${big.name}.dragChartFollowMs`] = g.chartFollowMs;
        figures[`${tag}.${big.name}.dragRenderMs`] = g.renderMs;
      } finally {
        await close();
      }
    }
  }
  return figures;
}

async function standalone() {
  const root = resolve(import.meta.dirname, '..');
  const dist = resolve(root, argOf('dist') ?? 'dist');
  const port = Number(argOf('port') ?? process.env.E2E_PORT ?? process.env.PORT ?? 4380);
  const only = argOf('only')?.split(',');
  const ids = readdirSync(join(dist, 'labs'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && (!only || only.includes(d.name)))
    .map((d) => d.name)
    .sort();
  const server: ChildProcess = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    env: { ...process.env, PORT: String(port), DIST: dist, BASE_PATH: '/' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.on('exit', () => server.kill());
  await new Promise<void>((ok, fail) => {
    server.stdout!.once('data', () => ok());
    server.once('exit', (code) => fail(new Error(`serve.mjs exited with ${code}`)));
  });
  console.log(`bench-web-labs  ${dist}  rates ${rates.join(',')}×  machine load (1/5/15 min): ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const browser = await launchChromium();
  const rows: Record<string, Record<string, number | string> | null> = {};
  try {
    for (const id of ids) {
      const path = `/labs/${id}`;
      rows[path] = await labInteractionFigures(browser, `http://127.0.0.1:${port}`, path);
      console.log(`  ${path.padEnd(28)} ${Object.entries(rows[path] ?? {}).map(([k, v]) => `${k}=${v}`).join('  ')}`);
    }
  } finally {
    await browser.close();
    server.kill();
  }
  console.log(`machine load after (1/5/15 min): ${loadavg().map((l) => l.toFixed(2)).join(' ')}  (2 cores shared)`);
  const json = argOf('json');
  if (json) writeFileSync(json, JSON.stringify({ dist, rates, rows }, null, 2));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await standalone();
