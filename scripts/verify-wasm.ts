/**
 * Runs every Go program of the app in the browser's toolchain (compile.wasm, link.wasm, the in-memory file
 * system: src/runner/core, under Node's worker_threads) and compares stdout, stderr and the exit status with
 * the native record, content/generated/go-runs.json, normalised as verify:go does. Each program must be
 * exactly one of:
 *   the same as the record                                     (no directive)
 *   different, explained    `//goprep:browser differs <причина>` (shown to the learner next to the output)
 *   not runnable, explained `//goprep:browser no <причина>`      (the run button says why)
 * and the run fails when reality disagrees with the directive either way. Prints the share that matches and
 * the time of each phase.
 *
 *   npm run verify:wasm                      build the toolchain if needed, run all programs
 *   npm run verify:wasm -- --only <prefix>   only programs whose id starts with the prefix
 *   npm run verify:wasm -- --show            print each program's browser output too
 *   npm run verify:wasm -- --json <file>     also append every outcome to the file as it comes, one JSON a line
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { normaliseStderr } from '../src/quiz/output.ts';
import { RUN_LIMIT_MS } from '../src/runner/core/types.ts';
import { type Directives, GO_RUNS_FILE, type GoRunsRecord, type ProgramRecord, findPrograms, parseDirectives } from './content/programs.ts';
import type { VerifyJob, VerifyOutcome, WorkerMessage } from './wasm/verify-worker.ts';

// Liftoff only: V8's optimising tier-up of the 53 MB compiler costs far more than it saves on one compile
// (a 15-line program: ≈ 13 s with tier-up, ≈ 2 s without, measured for issue 11). The flags are given on
// node's command line (package.json), the one way that reaches every worker's isolate.
if (!process.execArgv.includes('--no-wasm-tier-up')) {
  console.error('verify-wasm: run it as `npm run verify:wasm` (node --liftoff --no-wasm-tier-up …)');
  process.exit(1);
}

const root = resolve(import.meta.dirname, '..');
const contentDir = join(root, 'content');
const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? (args[onlyIndex + 1] ?? '') : '';
const show = args.includes('--show');
const jsonIndex = args.indexOf('--json');
const jsonFile = jsonIndex >= 0 ? args[jsonIndex + 1] : undefined;
/**
 * A program finishes natively in well under 10 s (content/README.md); here it gets three times the browser's
 * limit, so a loaded CI machine (this 2-core one ran at load 17 while measured) does not fail a program that
 * the learner's browser runs in time. A program that hangs is still caught.
 */
const LIMIT_MS = 3 * RUN_LIMIT_MS;
const WORKERS = 2;
const BUILD_LIMIT_MS = 60_000;

const t0 = performance.now();
if (jsonFile) writeFileSync(jsonFile, '');
const secs = (from: number) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

const dir = execFileSync(process.execPath, [join(root, 'scripts', 'build-go-wasm.mjs')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
const toolchainTime = secs(t0);

const recorded = JSON.parse(readFileSync(join(root, GO_RUNS_FILE), 'utf8')) as GoRunsRecord;
const programs = findPrograms(contentDir).filter((id) => id.startsWith(only));
if (programs.length === 0) {
  console.error(`verify-wasm: no programs${only ? ` under "${only}"` : ''}`);
  process.exit(1);
}
const sources = new Map(programs.map((id) => [id, readFileSync(join(contentDir, id, 'main.go'), 'utf8')]));
const directives = new Map<string, Directives>(programs.map((id) => [id, parseDirectives(sources.get(id)!)]));

type Outcome = VerifyOutcome | { kind: 'timeout' } | { kind: 'crashed'; message: string };
const outcomes = new Map<string, Outcome>();
const timings = { compile: 0, link: 0, run: 0 };
const wallMs = new Map<string, number>();
let workerStartMs = 0;

/** Runs the jobs on WORKERS workers; a worker whose program overran is killed and replaced. */
async function runAll(queue: string[]): Promise<void> {
  let next = 0;
  let done = 0;
  const lane = async (): Promise<void> => {
    let worker: Worker | undefined;
    const start = () =>
      new Promise<Worker>((ready, fail) => {
        const w = new Worker(new URL('./wasm/tsx-worker.mjs', import.meta.url), {
          workerData: { dir, entry: new URL('./wasm/verify-worker.ts', import.meta.url).href },
        });
        w.once('error', fail);
        w.once('message', (m: WorkerMessage) => {
          if (m.type === 'ready') workerStartMs = Math.max(workerStartMs, m.ms);
          ready(w);
        });
      });
    while (next < queue.length) {
      const id = queue[next++]!;
      const d = directives.get(id)!;
      worker ??= await start();
      const w = worker;
      const tJob = performance.now();
      const outcome = await new Promise<Outcome>((settle) => {
        let timer: ReturnType<typeof setTimeout>;
        const giveUp = (ms: number) => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            w.removeAllListeners('message');
            w.removeAllListeners('error');
            void w.terminate();
            worker = undefined;
            settle({ kind: 'timeout' });
          }, ms);
        };
        // The build gets a generous limit of its own (a loaded CI machine is slow); the program gets the browser's.
        giveUp(BUILD_LIMIT_MS);
        w.once('error', (error) => {
          clearTimeout(timer);
          worker = undefined;
          settle({ kind: 'crashed', message: error.stack ?? error.message });
        });
        const onMessage = (m: WorkerMessage) => {
          if (m.type === 'running') return giveUp(LIMIT_MS);
          clearTimeout(timer);
          w.off('message', onMessage);
          w.removeAllListeners('error');
          if (m.type === 'done') settle(m.outcome);
          else if (m.type === 'error') settle({ kind: 'crashed', message: m.message });
        };
        w.on('message', onMessage);
        w.postMessage({ id, source: sources.get(id)!, env: d.env } satisfies VerifyJob);
      });
      outcomes.set(id, outcome);
      if (jsonFile) appendFileSync(jsonFile, `${JSON.stringify({ id, ms: Math.round(performance.now() - tJob), outcome })}\n`);
      wallMs.set(id, performance.now() - tJob);
      if (outcome.kind === 'ran') {
        timings.compile += outcome.ms.compile;
        timings.link += outcome.ms.link;
        timings.run += outcome.ms.run;
      }
      done++;
      if (process.stdout.isTTY) process.stdout.write(`\r  ${done}/${queue.length} programs`);
      else if (done % 25 === 0) console.log(`  ${done}/${queue.length} programs, ${secs(tRun)}`);
    }
    await worker?.terminate();
  };
  await Promise.all(Array.from({ length: Math.min(WORKERS, queue.length) }, lane));
  if (process.stdout.isTTY) process.stdout.write('\n');
}

const tRun = performance.now();
// The recorded-norun programs are built (they must compile here too) but their output is not compared.
await runAll(programs);
const runTime = secs(tRun);

function firstLine(text: string): string {
  return text.split('\n')[0] ?? '';
}

/** Whether the browser's run is the recorded one, compared as verify:go compares (timing: loosely). */
function sameAsRecord(now: Outcome, before: ProgramRecord): boolean {
  if (now.kind !== 'ran') return false;
  const stderr = normaliseStderr(now.stderr);
  if (before.timing) return now.exitCode === before.exitCode && firstLine(stderr) === firstLine(before.stderr);
  return now.stdout === before.stdout && stderr === before.stderr && now.exitCode === before.exitCode;
}

function describe(o: Outcome): string {
  switch (o.kind) {
    case 'ran':
      return `(exit ${o.exitCode})\n${o.stdout}${normaliseStderr(o.stderr)}`;
    case 'compile-error':
      return `does not compile:\n${o.text}`;
    case 'timeout':
      return `did not finish in ${LIMIT_MS / 1000} s`;
    case 'crashed':
      return `the harness failed: ${o.message}`;
  }
}

const failures: string[] = [];
const tally = { same: 0, differs: 0, no: 0, compiledOnly: 0 };
const explained: string[] = [];
for (const id of programs) {
  const now = outcomes.get(id)!;
  const before = recorded.programs[id];
  const browser = directives.get(id)!.browser;
  if (show) console.log(`--- ${id} ${describe(now)}`);
  if (!before) {
    failures.push(`${id}: no native record (run npm run verify:go -- --update first)`);
    continue;
  }
  if (now.kind === 'crashed' && browser?.kind !== 'no') {
    failures.push(`${id}: ${describe(now)}`);
    continue;
  }
  if (before.norun) {
    // Never run natively, so there is nothing to compare; it must still build unless marked `no`.
    if (now.kind === 'compile-error' && browser?.kind !== 'no') failures.push(`${id}: ${describe(now)}`);
    tally.compiledOnly++;
    continue;
  }
  const same = sameAsRecord(now, before);
  if (same && browser) {
    failures.push(`${id}: marked //goprep:browser ${browser.kind}, but the browser's run matches the record: drop the directive`);
  } else if (!same && !browser) {
    failures.push(`${id}: the browser's run differs from the record; fix it or explain it with //goprep:browser differs|no <причина>\n--- recorded (exit ${before.exitCode})\n${before.stdout}${before.stderr}\n+++ browser ${describe(now)}`);
  } else if (same) {
    tally.same++;
  } else {
    tally[browser!.kind]++;
    explained.push(`  ${browser!.kind === 'no' ? 'не запускается' : 'отличается   '}  ${id}: ${browser!.reason}`);
  }
}

const compared = tally.same + tally.differs + tally.no;
console.log(
  `verify-wasm: ${programs.length} programs; ${tally.same}/${compared} (${((100 * tally.same) / Math.max(1, compared)).toFixed(1)} %) ` +
    `match the native record exactly, ${tally.differs} differ (explained), ${tally.no} cannot run (explained), ${tally.compiledOnly} compiled only (norun)`,
);
if (explained.length > 0) console.log(explained.join('\n'));
console.log(
  `verify-wasm: toolchain ready ${toolchainTime}; worker start (compile the tools' modules) ${(workerStartMs / 1000).toFixed(1)} s; ` +
    `programs ${runTime} on ${WORKERS} workers (sums: compile ${(timings.compile / 1000).toFixed(0)} s, link ${(timings.link / 1000).toFixed(0)} s, run ${(timings.run / 1000).toFixed(0)} s); total ${secs(t0)}`,
);
const slowest = [...wallMs].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log(`verify-wasm: slowest: ${slowest.map(([id, ms]) => `${id} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
if (failures.length > 0) {
  console.error(`\nverify-wasm: ${failures.length} problem(s):\n\n${failures.join('\n\n')}`);
  process.exit(1);
}
