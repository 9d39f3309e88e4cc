/**
 * CLI for the retry-storm engine (and, with `--lab overload`, the overload engine).
 *
 *   npm run sim -- --preset metastable            # readable table
 *   npm run sim -- --preset metastable --json     # summary as JSON
 *   npm run sim -- 'v=1&clients=5000&strategy=exponential' --json
 *   npm run sim -- 'https://…/lab/retry-storm?v=1&budget=1' --json
 *   npm run sim -- --preset breaker 'seed=7'      # a preset with overrides
 *   npm run sim -- --list                         # preset ids
 *   npm run sim -- --lab overload --preset metastable [--json]
 *   npm run sim -- --lab overload 'v=1&rate=1200&queue=codel'
 *   npm run sim -- --lab overload --list
 *
 * Notices (clamped or invalid parameters) go to stderr, so `--json` output
 * stays machine-readable.
 */
import {
  defaultState,
  formatNotice,
  normalizeState,
  presetById,
  presets,
  retryStormParams,
  simulate,
  stateFromQuery,
  stateToQuery,
  type Notice,
  type OutageResult,
  type RetryStormState,
  type SimulationResult,
} from '../src/engine/retry-storm/index';
import {
  defaultState as overloadDefaults,
  overloadParams,
  presetById as overloadPresetById,
  presets as overloadPresets,
  runOverload,
  stateFromQuery as overloadFromQuery,
  stateToQuery as overloadToQuery,
  type OverloadState,
} from '../src/engine/overload/index';

interface Args {
  lab: 'retry-storm' | 'overload';
  preset?: string;
  query?: string;
  json: boolean;
  list: boolean;
  help: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { lab: 'retry-storm', json: false, list: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--json') args.json = true;
    else if (a === '--list') args.list = true;
    else if (a === '--help' || a === '-h') args.help = true;
    else if (a === '--preset') args.preset = argv[++i];
    else if (a === '--lab') {
      const lab = argv[++i];
      if (lab !== 'retry-storm' && lab !== 'overload') throw new Error(`unknown lab "${lab}"; known: retry-storm, overload`);
      args.lab = lab;
    }
    else if (a.startsWith('--preset=')) args.preset = a.slice('--preset='.length);
    else if (a.startsWith('--')) throw new Error(`unknown option ${a}`);
    else args.query = a;
  }
  return args;
}

function queryPart(s: string): string {
  const q = s.indexOf('?');
  const hash = s.indexOf('#');
  const body = q >= 0 ? s.slice(q + 1) : s;
  return hash > q && q >= 0 ? body.slice(0, hash - q - 1) : body;
}

function resolveState(args: Args): { state: RetryStormState; notices: Notice[]; title: string } {
  let base: RetryStormState = defaultState;
  let title = 'состояние по умолчанию';
  if (args.preset !== undefined) {
    const p = presetById(args.preset);
    if (!p) {
      throw new Error(`unknown preset "${args.preset}"; known: ${presets.map((x) => x.id).join(', ')}`);
    }
    base = p.state;
    title = `${p.id} — ${p.title}`;
  }
  if (args.query === undefined) return { state: base, notices: [], title };
  const search = queryPart(args.query);
  const decoded = stateFromQuery(search);
  if (args.preset === undefined) return { state: decoded.state, notices: decoded.notices, title: 'ссылка' };
  // Preset + overrides: only the keys present in the query replace the preset's values.
  const present = new URLSearchParams(search);
  const merged: Record<string, unknown> = { ...base };
  for (const row of retryStormParams.rows) {
    if (present.has(row.key)) merged[row.key] = decoded.state[row.key as keyof RetryStormState];
  }
  const normalized = normalizeState(merged);
  return {
    state: normalized.state,
    notices: [...decoded.notices, ...normalized.notices],
    title: `${title} + ${search}`,
  };
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}
function lpad(s: string, n: number): string {
  return s.length >= n ? s : ' '.repeat(n - s.length) + s;
}
function fmt(v: unknown): string {
  if (v === null) return '—';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : v.toFixed(3).replace(/0+$/, '');
  return String(v);
}

function timeline(r: OutageResult, rows: number): string {
  const b = r.buckets;
  const per = Math.max(1, Math.ceil(b.count / rows));
  const head = ['t, с', 'первые', 'ретраи', 'успех', 'сбой', 'перегр', 'таймаут', 'бюджет', 'брейкер', 'в полёте', 'очередь', 'ёмкость/с'];
  const out = [head.map((h) => lpad(h, 10)).join('')];
  const sumOf = (a: number[], i: number, j: number) => {
    let s = 0;
    for (let k = i; k < j; k++) s += a[k] ?? 0;
    return s;
  };
  const maxOf = (a: number[], i: number, j: number) => {
    let m = 0;
    for (let k = i; k < j; k++) m = Math.max(m, a[k] ?? 0);
    return m;
  };
  for (let i = 0; i < b.count; i += per) {
    const j = Math.min(b.count, i + per);
    const cells = [
      ((i * b.bucketMs) / 1000).toFixed(1),
      sumOf(b.firstAttempts, i, j),
      sumOf(b.retries, i, j),
      sumOf(b.successes, i, j),
      sumOf(b.failOutage, i, j),
      sumOf(b.failOverload, i, j),
      sumOf(b.failTimeout, i, j),
      sumOf(b.rejectedByBudget, i, j),
      sumOf(b.shortCircuited, i, j),
      maxOf(b.inFlight, i, j),
      maxOf(b.queued, i, j),
      Math.round(sumOf(b.capacity, i, j) / (j - i)),
    ];
    out.push(cells.map((c) => lpad(String(c), 10)).join(''));
  }
  return out.join('\n');
}

function printReadable(res: SimulationResult, title: string): void {
  const s = res.summary;
  console.log(`retry-storm: ${title}`);
  console.log(`ссылка: ?${stateToQuery(res.state)}`);
  console.log('');
  const { sweep, ...fields } = s;
  for (const [k, v] of Object.entries(fields)) console.log(`  ${pad(k, 16)}${fmt(v)}`);
  if (res.scenario === 'outage') {
    const t = res.totals;
    console.log('');
    console.log(
      `  операции: успех ${t.endSuccess}, исчерпаны попытки ${t.endAttempts}, дедлайн ${t.endDeadline}, ` +
        `бюджет ${t.endBudget}, брейкер ${t.endBreaker}; зависимость обслужила ${t.served}, из них впустую ${t.wastedWork}; ` +
        `пик — ${t.peakWindowCalls ?? '—'} попыток за 100 мс; ` +
        `срабатываний брейкера ${t.breakerTrips}; последнее событие ${(t.endMs / 1000).toFixed(2)} с`,
    );
    console.log('');
    console.log(timeline(res, 30));
  } else if (sweep) {
    const strategies = [...new Set(sweep.map((p) => p.strategy))];
    console.log('');
    console.log('  записи (calls) / время до последнего клиента, мс — среднее по прогонам');
    console.log(lpad('клиенты', 9) + strategies.map((x) => lpad(x, 24)).join(''));
    for (const clients of [...new Set(sweep.map((p) => p.clients))]) {
      const row = strategies.map((st) => {
        const p = sweep.find((q) => q.strategy === st && q.clients === clients);
        return lpad(p ? `${p.calls.toFixed(1)} / ${p.completionMs.toFixed(0)}` : '', 24);
      });
      console.log(lpad(String(clients), 9) + row.join(''));
    }
  }
}

function overloadMain(args: Args): number {
  if (args.list) {
    for (const p of overloadPresets) console.log(`${pad(p.id, 24)}${p.title}`);
    return 0;
  }
  let base: OverloadState = overloadDefaults;
  let title = 'состояние по умолчанию';
  if (args.preset !== undefined) {
    const p = overloadPresetById(args.preset);
    if (!p) {
      console.error(`unknown preset "${args.preset}"; known: ${overloadPresets.map((x) => x.id).join(', ')}`);
      return 2;
    }
    base = p.state;
    title = `${p.id} — ${p.title}`;
  }
  const notices: Notice[] = [];
  let state: Record<string, unknown> = { ...base };
  if (args.query !== undefined) {
    const search = queryPart(args.query);
    const decoded = overloadFromQuery(search);
    notices.push(...decoded.notices);
    if (args.preset === undefined) state = { ...decoded.state };
    else {
      const present = new URLSearchParams(search);
      for (const row of overloadParams.rows) if (present.has(row.key)) state[row.key] = decoded.state[row.key as keyof OverloadState];
    }
    title += ` + ${search}`;
  }
  const r = runOverload(state);
  for (const n of [...notices, ...r.notices]) console.error(`внимание: ${formatNotice(overloadParams, n)}`);
  if (args.json) {
    console.log(JSON.stringify(r.summary, null, 2));
    return 0;
  }
  console.log(`overload: ${title}`);
  console.log(`ссылка: ?${overloadToQuery(r.state)}`);
  console.log('');
  for (const [k, v] of Object.entries(r.summary)) console.log(`  ${pad(k, 18)}${fmt(v)}`);
  const b = r.buckets;
  const per = Math.max(1, Math.ceil(b.count / 30));
  console.log('');
  const head = ['t, с', 'операции', 'запросы', 'успех', 'впустую', '503', 'сброшено', 'таймаут', 'на клиенте', 'очередь', 'лимит'];
  console.log(head.map((h) => lpad(h, 11)).join(''));
  for (let i = 0; i < b.count; i += per) {
    const j = Math.min(b.count, i + per);
    const sum = (a: number[]) => a.slice(i, j).reduce((x, y) => x + y, 0);
    const max = (a: number[]) => a.slice(i, j).reduce((x, y) => Math.max(x, y), 0);
    const cells = [((i * b.bucketMs) / 1000).toFixed(1), sum(b.arrivals), sum(b.sent), sum(b.goodput), sum(b.wasted), sum(b.rejected), sum(b.dropped), sum(b.timeouts), sum(b.local), max(b.queue), max(b.limit)];
    console.log(cells.map((c) => lpad(String(c), 11)).join(''));
  }
  return 0;
}

function main(): number {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(String(e instanceof Error ? e.message : e));
    return 2;
  }
  if (args.lab === 'overload' && !args.help) return overloadMain(args);
  if (args.help) {
    console.log('usage: npm run sim -- [--lab retry-storm|overload] [--preset <id>] [<query string or link>] [--json] [--list]');
    return 0;
  }
  if (args.list) {
    for (const p of presets) console.log(`${pad(p.id, 22)}${p.title}`);
    return 0;
  }
  let resolved: ReturnType<typeof resolveState>;
  try {
    resolved = resolveState(args);
  } catch (e) {
    console.error(String(e instanceof Error ? e.message : e));
    return 2;
  }
  const res = simulate(resolved.state);
  const notices = [...resolved.notices, ...res.notices];
  for (const n of notices) console.error(`внимание: ${formatNotice(retryStormParams, n)}`);
  if (args.json) console.log(JSON.stringify(res.summary, null, 2));
  else printReadable(res, resolved.title);
  return 0;
}

process.exitCode = main();
