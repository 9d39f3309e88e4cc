/**
 * The web benchmark: what a phone pays for each page of the production build, served with gzip by
 * scripts/serve.mjs as a static host serves it. Prints figures; it is not a test and gates nothing.
 *
 *   npm run bench:web                         every page, Lighthouse median of 3
 *   npm run bench:web -- --only chapter,home  page types (home, chapters, chapter, labs, lab, quiz, session, question, progress) or paths (/labs/overload)
 *   npm run bench:web -- --runs 1 --no-lighthouse --dist .cache/dist-before --json out.json
 *   npm run bench:web -- --port 4301 --running   measure a server of dist/ that is already running
 *   npm run bench:web -- --verbose            each page's scripts, and each Lighthouse run (with its first paint
 *                                             as observed unthrottled: Lighthouse's simulation counts what loaded before it)
 *   npm run bench:web -- --no-paint-holding   Lighthouse's Chromium without paint holding (see LATE_FIRST_PAINT_MS)
 *
 * Per page: Lighthouse 12 mobile (default simulated throttling: slow 4G, 4× CPU), median of each
 * figure over the runs: Performance, Accessibility, TBT, LCP; and from a real Chromium with no
 * interaction (phone viewport and desktop viewport, service worker blocked, because its background
 * precache is not what the page needs): the JS bytes as fetched (compressed), the HTML, DOM nodes.
 * The lab interaction figures come from scripts/bench-web-labs.ts (the labs' own section).
 * Chromium: scripts/chromium.ts (CHROME_PATH, else Debian's).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { labInteractionFigures } from './bench-web-labs.ts';
import { chromiumPath, launchChromium } from './chromium.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const dist = resolve(root, option('dist') ?? 'dist');
const port = Number(option('port') ?? process.env.PORT ?? 4199);
const runs = Number(option('runs') ?? 3);
const only = option('only')?.split(',');
const origin = `http://127.0.0.1:${port}`;

/** First-load JS goals (kB gzip) and Lighthouse goals, from issue 12. */
const JS_GOAL_KB: Partial<Record<PageType, number>> = { home: 90, chapter: 110, question: 130, lab: 250 };
const GOALS = { performance: 95, accessibility: 100, tbtMs: 150, lcpMs: 2500 };
/**
 * A first paint seen this late, unthrottled on localhost, is a late frame: the page painted at ≈ 0.26 s in the trace
 * and the frame was presented a second later. Measured 2026-12-04/05 (Chromium 156.0.8078.114): a two-line page ≈ 0.12 s
 * under Lighthouse, our pages ≈ 0.3 s under Playwright but 1.2 or 2.2 s in most Lighthouse runs. It is the browser's
 * paint holding (the previous page stays on screen until the new one is ready to show): with
 * `--disable-features=PaintHolding` the same runs saw 0.26–0.46 s (12 runs, 5 pages). A lab page without its stylesheet
 * was not held (3 runs), one without any script still was (1.2–2.2 s). Lighthouse's own launch keeps it, so the default here does too.
 * It is a known, open problem of Lighthouse on Chromium ≥ 151 (GoogleChrome/lighthouse#17227, #17230). Since the
 * pages fetch their scripts only after the first paint is shown (src/site/moduleLoader.ts), a held run no longer
 * counts them as render-blocking (2026-12-07: one held run of 63, /chapters/overload: LCP 1.36 s against 1.20 s unheld).
 */
const LATE_FIRST_PAINT_MS = 1000;
const chromeFlags = ['--headless', '--no-sandbox', ...(flag('no-paint-holding') ? ['--disable-features=PaintHolding'] : [])];

type PageType = 'home' | 'chapters' | 'chapter' | 'labs' | 'lab' | 'quiz' | 'session' | 'question' | 'progress';
interface PageUnderTest {
  path: string;
  type: PageType;
}

function dirs(path: string): string[] {
  const dir = join(dist, path);
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : [];
}

/** The pages measured: home, every chapter, every lab, the quiz home, a topic session, a question. */
function pagesOf(): PageUnderTest[] {
  // The first question page (old question ids have one-line redirect pages beside them).
  const question = dirs('quiz/q').find((id) => readFileSync(join(dist, 'quiz/q', id, 'index.html'), 'utf8').includes('data-page-part'));
  const list: PageUnderTest[] = [
    { path: '/', type: 'home' },
    { path: '/chapters', type: 'chapters' },
    ...dirs('chapters').map((slug) => ({ path: `/chapters/${slug}`, type: 'chapter' as const })),
    { path: '/labs', type: 'labs' },
    ...dirs('labs').map((id) => ({ path: `/labs/${id}`, type: 'lab' as const })),
    { path: '/quiz', type: 'quiz' },
    ...(existsSync(join(dist, 'quiz/errors')) ? [{ path: '/quiz/errors', type: 'session' as const }] : []),
    ...(question ? [{ path: `/quiz/q/${question}`, type: 'question' as const }] : []),
    { path: '/progress', type: 'progress' },
  ];
  return list.filter((p) => !only || only.includes(p.type) || only.includes(p.path));
}

function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    env: { ...process.env, PORT: String(port), DIST: dist, BASE_PATH: '/' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    server.stdout!.once('data', () => ok(server));
    server.once('exit', (code) => fail(new Error(`serve.mjs exited with ${code}`)));
  });
}

interface LoadFigures {
  /** Compressed bytes of every script the page fetched with no interaction. */
  jsBytes: number;
  scripts: { url: string; bytes: number }[];
  htmlBytes: number;
  htmlGzipBytes: number;
  domNodes: number;
}

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

/** Loads a page in a fresh context, waits until the network has been quiet, and counts what came. */
async function firstLoad(browser: Browser, path: string, device: typeof PHONE | typeof DESKTOP): Promise<LoadFigures> {
  const context = await browser.newContext({ ...device, serviceWorkers: 'block' });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const scripts: { url: string; bytes: number }[] = [];
  let html = { bytes: 0, gzip: 0 };
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const type = request.resourceType();
        if (type === 'script' || (type === 'other' && /\.m?js(\?|$)/.test(request.url()))) {
          scripts.push({ url: request.url().replace(origin, ''), bytes: sizes.responseBodySize });
        }
        if (type === 'document' && request.frame() === page.mainFrame()) {
          const response = await request.response();
          const body = response ? await response.body() : Buffer.alloc(0);
          html = { bytes: body.length, gzip: sizes.responseBodySize };
        }
      })(),
    );
  });
  await page.goto(origin + path, { waitUntil: 'load' });
  // Islands that hydrate when idle or near the viewport load after `load`: wait for a quiet network.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  await context.close();
  return { jsBytes: scripts.reduce((s, x) => s + x.bytes, 0), scripts, htmlBytes: html.bytes, htmlGzipBytes: html.gzip, domNodes };
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  runs: number;
  /** The first paint each run observed unthrottled, ms: Lantern counts every script that loaded before it as render-blocking, so a late one inflates FCP, LCP and lowers the score. */
  observedFcpMs: number[];
  /** Lighthouse's own CPU benchmark of this machine (higher is faster), median over the runs. */
  benchmarkIndex: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function lighthouseRuns(port: number, path: string): Promise<LighthouseFigures> {
  const results: Omit<LighthouseFigures, 'runs' | 'observedFcpMs' | 'benchmarkIndex'>[] = [];
  const observedFcpMs: number[] = [];
  const benchmarkIndexes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(origin + path, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`lighthouse gave no result for ${path}`);
    const { categories, audits } = result.lhr;
    results.push({
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    });
    const observed = (audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedFirstContentfulPaint;
    if (observed !== undefined) observedFcpMs.push(observed);
    benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
    if (flag('verbose')) {
      const r = results[results.length - 1]!;
      process.stdout.write(`\n  run ${i + 1}: ${r.performance}, TBT ${Math.round(r.tbtMs)} ms, LCP ${Math.round(r.lcpMs)} ms, FCP ${Math.round(r.fcpMs)} ms (observed unthrottled: ${observed ?? '?'} ms)`);
    }
  }
  const pick = (k: keyof (typeof results)[number]) => median(results.map((r) => r[k]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    tbtMs: pick('tbtMs'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    cls: pick('cls'),
    runs: results.length,
    observedFcpMs,
    benchmarkIndex: median(benchmarkIndexes),
  };
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const pad = (s: string | number, n: number) => String(s).padStart(n);
const mark = (ok: boolean) => (ok ? ' ' : '✗');
/** min–max of a few figures, rounded (one figure alone when they agree). */
const range = (xs: number[]) => {
  if (xs.length === 0) return '?';
  const lo = Math.round(Math.min(...xs));
  const hi = Math.round(Math.max(...xs));
  return lo === hi ? String(lo) : `${lo}–${hi}`;
};

interface Row extends PageUnderTest {
  phone: LoadFigures;
  desktop: LoadFigures;
  lighthouse?: LighthouseFigures;
  labs?: Record<string, number | string> | null;
}

const pages = pagesOf();
if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no build; run npm run build`);
const loadBefore = loadavg();
console.log(`bench:web  ${dist}  ${pages.length} pages  Lighthouse runs: ${flag('no-lighthouse') ? 0 : runs}`);
console.log(`machine load (1/5/15 min): ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`);

// --running: a server of the same build already listens on --port (e.g. the one Playwright started).
const server = flag('running') ? null : await startServer();
// However the benchmark ends (an error, a closed pipe), the server it started ends with it.
process.on('exit', () => server?.kill());
const rows: Row[] = [];
const seen = { browserVersion: '?' };
try {
  const browser = await launchChromium();
  seen.browserVersion = browser.version();
  for (const p of pages) {
    const phone = await firstLoad(browser, p.path, PHONE);
    const desktop = await firstLoad(browser, p.path, DESKTOP);
    const labs = p.type === 'lab' && !flag('no-lab-interactions') ? await labInteractionFigures(browser, origin, p.path) : undefined;
    rows.push({ ...p, phone, desktop, labs });
    if (flag('verbose')) {
      console.log(`\n${p.path}`);
      for (const s of phone.scripts.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${pad(kB(s.bytes), 7)} kB  ${s.url}`);
    }
  }
  await browser.close();

  if (!flag('no-lighthouse')) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags });
    try {
      for (const row of rows) {
        process.stdout.write(`lighthouse ${row.path} …`);
        row.lighthouse = await lighthouseRuns(chrome.port, row.path);
        process.stdout.write(` ${row.lighthouse.performance}\n`);
      }
    } finally {
      chrome.kill();
    }
  }
} finally {
  server?.kill();
}

console.log(
  `\n${'page'.padEnd(44)} ${pad('perf', 4)} ${pad('a11y', 4)} ${pad('TBT ms', 7)} ${pad('LCP s', 6)} ${pad('FCP s', 6)} ${pad('seen FCP ms', 11)} │ ${pad('JS phone', 8)} ${pad('JS desk', 8)} kB gz │ ${pad('HTML kB', 8)} ${pad('gz', 6)} ${pad('DOM', 6)}`,
);
for (const r of rows) {
  const lh = r.lighthouse;
  const goalJs = JS_GOAL_KB[r.type];
  const jsOk = (b: number) => goalJs === undefined || b / 1024 <= goalJs;
  const lhCols = lh
    ? `${pad(lh.performance, 3)}${mark(lh.performance >= GOALS.performance)} ${pad(lh.accessibility, 3)}${mark(lh.accessibility >= GOALS.accessibility)} ${pad(Math.round(lh.tbtMs), 6)}${mark(lh.tbtMs <= GOALS.tbtMs)} ${pad((lh.lcpMs / 1000).toFixed(2), 5)}${mark(lh.lcpMs <= GOALS.lcpMs)} ${pad((lh.fcpMs / 1000).toFixed(2), 6)} ${pad(range(lh.observedFcpMs), 11)}`
    : `${pad('—', 4)} ${pad('—', 4)} ${pad('—', 7)} ${pad('—', 6)} ${pad('—', 6)} ${pad('—', 11)}`;
  console.log(
    `${r.path.padEnd(44)} ${lhCols} │ ${pad(kB(r.phone.jsBytes), 7)}${mark(jsOk(r.phone.jsBytes))} ${pad(kB(r.desktop.jsBytes), 7)}${mark(jsOk(r.desktop.jsBytes))}       │ ${pad(kB(r.phone.htmlBytes), 8)} ${pad(kB(r.phone.htmlGzipBytes), 6)} ${pad(r.phone.domNodes, 6)}`,
  );
}

console.log('\nFirst-load JS by page type (largest page of the type, kB gzip; goal in brackets):');
for (const type of [...new Set(rows.map((r) => r.type))]) {
  const of = rows.filter((r) => r.type === type);
  const worst = Math.max(...of.map((r) => Math.max(r.phone.jsBytes, r.desktop.jsBytes)));
  const goal = JS_GOAL_KB[type];
  console.log(`  ${type.padEnd(9)} ${pad(kB(worst), 7)}${goal ? ` (≤ ${goal}) ${worst / 1024 <= goal ? 'ok' : 'OVER'}` : ''}`);
}

const labRows = rows.filter((r) => r.type === 'lab');
if (labRows.length && !flag('no-lab-interactions')) {
  console.log('\nLab interactions (scripts/bench-web-labs.ts):');
  for (const r of labRows) {
    console.log(`  ${r.path.padEnd(30)} ${r.labs ? Object.entries(r.labs).map(([k, v]) => `${k}=${v}`).join('  ') : 'not measured yet'}`);
  }
}

const loadAfter = loadavg();
console.log(`\nmachine load after (1/5/15 min): ${loadAfter.map((l) => l.toFixed(2)).join(' ')}  (2 cores; figures taken under load say so)`);
const indexes = rows.flatMap((r) => (r.lighthouse ? [r.lighthouse.benchmarkIndex] : []));
console.log(
  `Chromium ${seen.browserVersion}${indexes.length ? `; Lighthouse benchmarkIndex ${Math.round(median(indexes))} (higher is faster); its flags: ${chromeFlags.join(' ')}` : ''}`,
);
const late = rows.filter((r) => r.lighthouse?.observedFcpMs.some((ms) => ms >= LATE_FIRST_PAINT_MS));
if (late.length) {
  console.log(
    `A first paint seen ≥ ${LATE_FIRST_PAINT_MS} ms unthrottled on ${late.length} page(s): Lantern then counts every script downloaded before it as render-blocking (none, now that pages fetch their scripts after the first paint: src/site/moduleLoader.ts), and the hold itself still moves FCP and LCP; compare them only with runs that saw the same (--no-paint-holding shows the page without the browser's hold).`,
  );
}
const out = option('json');
if (out) {
  writeFileSync(out, JSON.stringify({ dist, runs, loadBefore, loadAfter, rows: rows.map((r) => ({ ...r, phone: { ...r.phone, scripts: undefined }, desktop: { ...r.desktop, scripts: undefined } })) }, null, 2));
  console.log(`figures written to ${out}`);
}
