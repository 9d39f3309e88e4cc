/**
 * Where a lab's main-thread time goes (a tool for finding what to fix; it gates nothing). Opens a
 * lab page under CPU throttling, records a Chrome trace of one gesture (load, dragging a slider
 * end to end, or clicking a preset) and prints: the long tasks, main-thread self time by trace
 * event (script, style, layout, paint, GC) and the script self time by function and by file, from
 * the trace's sampling profile.
 *
 *   npx tsx scripts/profile-lab.ts --path /labs/retry-storm [--query 'clients=…'] [--rate 4]
 *       [--gesture load|drag|preset] [--slider 0] [--preset id] [--port 4431] [--dist dist]
 *       [--trace out.json]
 *
 * Function names are minified in a production build; a build with MINIFY=0 keeps them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium } from './chromium.ts';

function argOf(name: string, fallback?: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, argOf('dist', 'dist')!);
const port = Number(argOf('port') ?? process.env.E2E_PORT ?? 4431);
const path = argOf('path', '/labs/retry-storm')!;
const query = argOf('query', '')!;
const rate = Number(argOf('rate', '4'));
const gestureKind = argOf('gesture', 'drag')!;
const sliderIndex = Number(argOf('slider', '0'));
const presetId = argOf('preset');
const top = Number(argOf('top', '30'));

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** CPU time of the thread inside the event (wall time minus the time it waited for a core). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown> & { data?: Record<string, unknown>; name?: string };
}

const LONG_TASK_US = 50_000;

async function settle(page: Page) {
  await page.waitForFunction(
    () => {
      const out = document.querySelector('.lab-output');
      return !!out && out.childElementCount > 0 && !out.querySelector('[data-pending="true"], [aria-busy="true"]');
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  await page.waitForTimeout(1500);
}

async function drag(page: Page) {
  const slider = page.locator('.lab input[type="range"]').nth(sliderIndex);
  await slider.scrollIntoViewIfNeeded();
  const box = (await slider.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 2, y);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++) {
    await page.mouse.move(box.x + 2 + ((box.width - 4) * i) / 24, y);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
}

function summarise(events: TraceEvent[]) {
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The renderer main thread that ran the page's scripts the most.
  const candidates = threads.map((t) => ({ pid: t.pid, tid: t.tid, n: events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'FunctionCall').length }));
  candidates.sort((a, b) => b.n - a.n);
  const main = candidates[0];
  if (!main) throw new Error('no renderer main thread in the trace');
  const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);

  const tasks = mine.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const long = tasks.filter((t) => t.dur! >= LONG_TASK_US);
  console.log(`\ntasks ${tasks.length}, long (≥ 50 ms) ${long.length}: ${long.map((t) => Math.round(t.dur! / 1000)).sort((a, b) => b - a).slice(0, 20).join(', ')} ms`);
  // On a loaded machine a task waits for a core: its thread time is what it cost.
  const byCpu = tasks.filter((t) => t.name === 'ThreadControllerImpl::RunTask' && typeof t.tdur === 'number').sort((a, b) => b.tdur! - a.tdur!);
  console.log(`longest tasks by thread (CPU) time: ${byCpu.slice(0, 10).map((t) => `${Math.round(t.tdur! / 1000)} (wall ${Math.round(t.dur! / 1000)})`).join(', ')} ms`);

  // Self time per event name (nested events subtract from their parent).
  const self = new Map<string, number>();
  const stack: { end: number; name: string; child: number; dur: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= until) {
      const f = stack.pop()!;
      self.set(f.name, (self.get(f.name) ?? 0) + f.dur - f.child);
    }
  };
  for (const e of mine) {
    close(e.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.child += e.dur!;
    stack.push({ end: e.ts + e.dur!, name: e.name, child: 0, dur: e.dur! });
  }
  close(Infinity);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`\nmain-thread self time by event (total ${Math.round(total / 1000)} ms):`);
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(`  ${String(Math.round(us / 1000)).padStart(7)} ms  ${name}`);

  // The sampling profile: ProfileChunk events carry nodes and samples.
  const nodes = new Map<number, { name: string; url: string; line: number; col: number }>();
  const hits = new Map<number, number>();
  const timed: { ts: number; node: number; us: number }[] = [];
  const profile = events.find((e) => e.name === 'Profile' && e.pid === main.pid && e.tid === main.tid);
  let clock = Number((profile?.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
  for (const e of events) {
    // Chunks come from the sampler's thread; the main thread's profile is the one with the Profile event's id.
    if (e.name !== 'ProfileChunk' || e.pid !== main.pid || (e as { id?: string }).id !== (profile as { id?: string } | undefined)?.id) continue;
    const data = (e.args?.data ?? {}) as { cpuProfile?: { nodes?: { id: number; callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number } }[]; samples?: number[] }; timeDeltas?: number[] };
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, { name: n.callFrame.functionName || '(anonymous)', url: n.callFrame.url ?? '', line: n.callFrame.lineNumber, col: n.callFrame.columnNumber });
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      clock += deltas[i] ?? 0;
      timed.push({ ts: clock, node: samples[i]!, us: Math.max(0, deltas[i] ?? 0) });
      hits.set(samples[i]!, (hits.get(samples[i]!) ?? 0) + Math.max(0, deltas[i] ?? 0));
    }
  }
  const byFn = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const [id, us] of hits) {
    const n = nodes.get(id);
    if (!n) continue;
    const file = n.url ? n.url.replace(/^.*\//, '') : n.name;
    byFn.set(`${n.name} ${file}:${n.line + 1}:${n.col + 1}`, (byFn.get(`${n.name} ${file}:${n.line + 1}:${n.col + 1}`) ?? 0) + us);
    byFile.set(file, (byFile.get(file) ?? 0) + us);
  }
  // The longest tasks, each with the functions sampled inside it.
  const seenStart = new Set<number>();
  for (const task of [...long].sort((a, b) => b.dur! - a.dur!)) {
    if (seenStart.has(task.ts) || seenStart.size >= 4) continue;
    seenStart.add(task.ts);
    const inside = new Map<string, number>();
    for (const x of timed) {
      if (x.ts < task.ts || x.ts > task.ts + task.dur!) continue;
      const n = nodes.get(x.node);
      if (!n) continue;
      const k = `${n.name} ${n.url.replace(/^.*\//, '')}:${n.line + 1}`;
      inside.set(k, (inside.get(k) ?? 0) + x.us);
    }
    console.log(`\nlong task ${Math.round(task.dur! / 1000)} ms at ${Math.round((task.ts - mine[0]!.ts) / 1000)} ms:`);
    for (const [k, us] of [...inside].sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log(`  ${String(Math.round(us / 1000)).padStart(7)} ms  ${k}`);
  }
  console.log('\nscript self time by file:');
  for (const [f, us] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${String(Math.round(us / 1000)).padStart(7)} ms  ${f}`);
  console.log('\nscript self time by function:');
  for (const [f, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${String(Math.round(us / 1000)).padStart(7)} ms  ${f}`);
}

const server: ChildProcess = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
  env: { ...process.env, PORT: String(port), DIST: dist, BASE_PATH: '/' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.on('exit', () => server.kill());
await new Promise<void>((ok) => server.stdout!.once('data', () => ok()));
console.log(`profile-lab ${path}?${query} gesture=${gestureKind} rate=${rate}×  load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const url = `http://127.0.0.1:${port}${path}${query ? `?${query}` : ''}`;
  const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'toplevel'].join(',');
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (msg) => {
    events.push(...(msg.value as unknown as TraceEvent[]));
  });
  if (gestureKind !== 'load') {
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
  }
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  if (gestureKind === 'load') {
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
  } else if (gestureKind === 'preset') {
    const button = presetId ? page.locator(`.lab [data-preset="${presetId}"]`) : page.locator('.lab [data-preset]').last();
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await settle(page);
  } else {
    await drag(page);
    await settle(page);
  }
  const done = new Promise<void>((ok) => cdp.once('Tracing.tracingComplete', () => ok()));
  await cdp.send('Tracing.end');
  await done;
  const out = argOf('trace');
  if (out) writeFileSync(out, JSON.stringify({ traceEvents: events }));
  summarise(events);
} finally {
  await browser.close();
  server.kill();
}
console.log(`load after ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
