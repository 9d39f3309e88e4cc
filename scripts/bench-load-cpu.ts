/**
 * The blocking time of a page's load, from the main thread's CPU time: a companion to bench:web that a
 * busy machine moves less. Prints figures; it is not a test and gates nothing.
 *
 *   npx tsx scripts/bench-load-cpu.ts --paths /labs/overload,/chapters/errors [--runs 5]
 *   npx tsx scripts/bench-load-cpu.ts --dist .cache/dist-before,dist --paths /labs/overload   (A/B, runs interleaved)
 *   … --verbose     every run, with the tasks that count and what each spent its time on
 *
 * Lighthouse's total blocking time is a simulation (Lantern) that multiplies each main-thread task's
 * observed wall time by 4 (its phone's CPU) and counts what exceeds 50 ms. On this machine's two cores
 * the wall time of a task also holds the time the main thread waited for a core while the browser's
 * other processes ran, and Lighthouse's own tracing adds to them: the home page, lighter since, measured
 * 14 ms in one session (2026-12-07, early) and 207 ms in the next, every page 200 ms or more above. This benchmark loads each
 * page as Lighthouse does (its phone viewport, its trace categories, its debugger attached) in a real
 * Chromium with no throttling, and adds up max(0, 4 × CPU time − 50 ms) over the main thread's tasks
 * from the first contentful paint on: Lighthouse's rule on the thread's own time (trace `tdur`), with the
 * real first paint in place of the simulated one.
 *
 * The debugger matters: with it attached V8 keeps the source positions of every function it compiles.
 * Without it (a Playwright page as it comes) the first Error that React's bundle builds inside its large
 * module function makes V8 parse that function again for its positions, 40–65 ms that neither Lighthouse
 * (it enables the debugger) nor a reader without developer tools pays (checked 2026-12-07, Chromium 156).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium } from './chromium.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
};
const dists = option('dist', 'dist').split(',').map((d) => resolve(root, d));
const paths = option('paths', '/labs/overload').split(',');
const runs = Number(option('runs', '5'));
const firstPort = Number(option('port', '4620'));
const verbose = args.includes('--verbose');

/** Lighthouse 12's trace categories (core/gather/gatherers/trace.js), but its screenshots. */
const LIGHTHOUSE_CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'blink.console',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
  'disabled-by-default-devtools.timeline.invalidationTracking',
].join(',');
/** Lighthouse's mobile emulation (moto g power 2022). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Lighthouse's simulated phone CPU, and its rule for a blocking task. */
const CPU_SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;
/** After the load event: the page's islands hydrate and its first results draw in this time. */
const SETTLE_MS = 5000;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; type?: string } };
}

interface Run {
  blockingMs: number;
  /** The tasks that count: start (ms from the document's parse), CPU ms, and what they spent it on. */
  tasks: string[];
}

function blockingOf(events: TraceEvent[]): Run {
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
  if (!main) throw new Error('no renderer main thread with a parsed document in the trace');
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = Math.min(...mine.filter((e) => e.name === 'ParseHTML').map((e) => e.ts));
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
  if (!paint) throw new Error('no first contentful paint in the trace');
  // Top-level tasks only: a RunTask inside another is part of it.
  const tasks: TraceEvent[] = [];
  let end = 0;
  for (const t of mine.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts)) {
    if (t.ts < end) continue;
    tasks.push(t);
    end = t.ts + (t.dur ?? 0);
  }
  let blockingMs = 0;
  const counted: string[] = [];
  for (const t of tasks) {
    if (t.ts < paint.ts) continue;
    const cpuMs = (t.tdur ?? t.dur ?? 0) / 1000;
    const blocking = CPU_SLOWDOWN * cpuMs - BLOCKING_FROM_MS;
    if (blocking <= 0) continue;
    blockingMs += blocking;
    if (!verbose) continue;
    const spent = new Map<string, number>();
    for (const e of mine) {
      if (e === t || e.ts < t.ts || e.ts + (e.dur ?? 0) > t.ts + (t.dur ?? 0) || /^(RunTask|RunMicrotasks|v8\.callFunction)$|^V8\./.test(e.name)) continue;
      const where = e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, '')}` : e.args?.data?.type ? ` ${e.args.data.type}` : '';
      spent.set(e.name + where, (spent.get(e.name + where) ?? 0) + (e.tdur ?? e.dur ?? 0));
    }
    const top = [...spent].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, us]) => `${name} ${Math.round(us / 1000)}`);
    counted.push(`@${Math.round((t.ts - start) / 1000)} ms: ${Math.round(cpuMs)} ms CPU [${top.join(', ')}]`);
  }
  return { blockingMs: Math.round(blockingMs), tasks: counted };
}

const servers: ChildProcess[] = [];
const stopServers = () => servers.forEach((s) => s.kill());
process.on('exit', stopServers);
const origins = await Promise.all(
  dists.map(async (dist, i) => {
    if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} has no build; run npm run build`);
    const port = firstPort + i;
    const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], { env: { ...process.env, PORT: String(port), DIST: dist, BASE_PATH: '/' }, stdio: ['ignore', 'pipe', 'inherit'] });
    servers.push(server);
    await new Promise<void>((ok) => server.stdout!.once('data', () => ok()));
    return { dist, origin: `http://127.0.0.1:${port}` };
  }),
);

const browser = await launchChromium();
const results = new Map<string, number[]>();
console.log(`bench-load-cpu  ${paths.length} pages × ${dists.length} builds × ${runs} runs  Chromium ${browser.version()}`);
try {
  for (let run = 0; run < runs; run++) {
    for (const path of paths) {
      // Interleaved, the builds in turn first: a slower minute of the machine falls on both.
      for (const { dist, origin } of run % 2 ? [...origins].reverse() : origins) {
        const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Debugger.enable');
        await cdp.send('Runtime.enable');
        const events: TraceEvent[] = [];
        cdp.on('Tracing.dataCollected', (msg) => events.push(...(msg.value as unknown as TraceEvent[])));
        await cdp.send('Tracing.start', { categories: LIGHTHOUSE_CATEGORIES, transferMode: 'ReportEvents' });
        await page.goto(origin + path, { waitUntil: 'load' });
        await page.waitForTimeout(SETTLE_MS);
        const done = new Promise<void>((ok) => cdp.once('Tracing.tracingComplete', () => ok()));
        await cdp.send('Tracing.end');
        await done;
        await context.close();
        const r = blockingOf(events);
        const key = `${path}  ${dist.replace(`${root}/`, '')}`;
        results.set(key, [...(results.get(key) ?? []), r.blockingMs]);
        if (verbose) console.log(`${key}: ${r.blockingMs} ms\n    ${r.tasks.join('\n    ')}`);
      }
    }
  }
} finally {
  await browser.close();
  // Their piped output would keep this process alive after the figures are printed.
  stopServers();
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log('\npage and build                                    blocking ms (median)   runs');
for (const [key, xs] of results) console.log(`${key.padEnd(52)} ${String(median(xs)).padStart(8)}            ${xs.join(' ')}`);
