/**
 * Benchmark of the retry-storm engine: `npm run bench`.
 *
 * Prints simulated calls per second for a small, medium and large outage
 * state and the time of the full contention sweep, and checks the budgets:
 *   - 1,000 clients over 60 s with up to 10 attempts: < 50 ms
 *   - 100,000 clients: < 2 s
 *   - contention sweep 19 × 5 × 100 runs: < 2 s
 *   - overload lab: the metastable preset, and a state at its work bound (≈ 600 000 attempts): < 2 s
 *
 * Each case is run once to warm up the JIT, then `REPEAT` times; the median
 * wall time and the median CPU time of this process are reported. The budgets
 * are wall time — what a learner waits for — so a case passes only when its
 * median wall time is under the limit. CPU time is printed beside it: when
 * wall time is much larger, the machine was busy with other work and the run
 * should be repeated on a quiet one (the report says so).
 */
import {
  presetById,
  presets,
  runContentionSweep,
  runOutage,
  simulate,
  type RetryStormState,
} from '../src/engine/retry-storm/index';
import { defaultState } from '../src/engine/retry-storm/params';
import { defaultState as overloadDefaults, presetById as overloadPreset, runOverload } from '../src/engine/overload/index';

const REPEAT = 5;

interface Measure {
  wallMs: number;
  cpuMs: number;
  calls: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

function measure(run: () => number, repeat = REPEAT): Measure {
  run(); // warm-up
  const walls: number[] = [];
  const cpus: number[] = [];
  let calls = 0;
  for (let i = 0; i < repeat; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    calls = run();
    walls.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpus.push((c.user + c.system) / 1000);
  }
  return { wallMs: median(walls), cpuMs: median(cpus), calls };
}

const outage = (s: RetryStormState) => () => {
  const r = runOutage(s);
  return r.summary.totalCalls;
};

const small: RetryStormState = {
  ...defaultState,
  clients: 1000,
  horizonS: 60,
  arrival: 'window',
  windowS: 60,
  outageStartS: 20,
  outageS: 20,
  outageMode: 'fail-fast',
  strategy: 'full-jitter',
  maxAttempts: 10,
};
// Worst case for the same size: the dependency is down for the whole run, so
// every operation makes all 10 attempts.
const smallWorst: RetryStormState = { ...small, outageStartS: 0, outageS: 600, strategy: 'immediate' };
const medium = presetById('metastable')!.state;
const large: RetryStormState = {
  ...defaultState,
  clients: 100000,
  horizonS: 60,
  arrival: 'window',
  windowS: 60,
  capacity: 2000,
  concurrency: 100,
  outageStartS: 20,
  outageS: 10,
  outageMode: 'hang',
  strategy: 'full-jitter',
  maxAttempts: 10,
};
const largeWorst: RetryStormState = { ...large, outageStartS: 0, outageS: 600, outageMode: 'fail-fast', strategy: 'immediate' };
const contention = presetById('aws-contention')!.state;

interface Case {
  name: string;
  limitMs: number;
  run: () => number;
  repeat?: number;
}

const cases: Case[] = [
  { name: 'small: 1 000 клиентов, 60 с, до 10 попыток', limitMs: 50, run: outage(small) },
  { name: 'small, худший случай (все 10 попыток)', limitMs: 50, run: outage(smallWorst) },
  { name: 'medium: пресет metastable (48 000 операций)', limitMs: 2000, run: outage(medium) },
  { name: 'large: 100 000 клиентов, 60 с, до 10 попыток', limitMs: 2000, run: outage(large), repeat: 3 },
  { name: 'large, худший случай (1 000 000 попыток)', limitMs: 2000, run: outage(largeWorst), repeat: 3 },
  {
    name: 'contention: 19 × 5 × 100 прогонов',
    limitMs: 2000,
    repeat: 3,
    run: () => runContentionSweep(contention).reduce((a, p) => a + p.calls * contention.runs, 0),
  },
  {
    name: 'overload: пресет metastable',
    limitMs: 2000,
    repeat: 3,
    run: () => runOverload(overloadPreset('metastable')!.state).totals.attempts,
  },
  {
    name: 'overload: граница работы (≈600 000 попыток)',
    limitMs: 2000,
    repeat: 3,
    run: () => runOverload({ ...overloadDefaults, rate: 2500, horizonS: 60, maxAttempts: 4, trigger: 'slowdown' }).totals.attempts,
  },
];

let failed = 0;
let busy = 0;
console.log(`node ${process.version}, ${new Date().toISOString()}`);
console.log(
  ['case'.padEnd(48), 'calls'.padStart(10), 'wall ms'.padStart(10), 'cpu ms'.padStart(10), 'Mcalls/s'.padStart(10), 'limit'.padStart(8), ''].join(
    ' ',
  ),
);
for (const c of cases) {
  const m = measure(c.run, c.repeat);
  const ok = m.wallMs < c.limitMs;
  if (!ok) failed++;
  if (m.wallMs > 1.5 * m.cpuMs + 5) busy++;
  const rate = m.calls / (m.wallMs / 1000) / 1e6;
  console.log(
    [
      c.name.padEnd(48),
      String(Math.round(m.calls)).padStart(10),
      m.wallMs.toFixed(1).padStart(10),
      m.cpuMs.toFixed(1).padStart(10),
      rate.toFixed(2).padStart(10),
      `<${c.limitMs}`.padStart(8),
      ok ? 'ok' : 'SLOW',
    ].join(' '),
  );
}
console.log('');
console.log('presets (simulate(state), median of 3 after a warm-up):');
for (const p of presets) {
  const m = measure(() => simulate(p.state).summary.totalCalls, 3);
  console.log(`  ${p.id.padEnd(22)}${m.wallMs.toFixed(1).padStart(9)} ms wall ${m.cpuMs.toFixed(1).padStart(9)} ms cpu`);
}
if (busy > 0) {
  console.log(`${busy} case(s) waited for a core (wall ≫ cpu): the machine is loaded, repeat on a quiet one`);
}
if (failed > 0) {
  console.log(`${failed} case(s) over budget (median wall time)`);
  process.exitCode = 1;
}
