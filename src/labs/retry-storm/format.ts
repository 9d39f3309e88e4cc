/**
 * Russian phrasing of the lab's numbers: formatted figures, the A/B difference and the text
 * summaries of the charts (for screen readers and for anyone who prefers words to a plot).
 * Pure functions; format.test.ts pins the wording.
 */
import type { RetryStormState, Summary } from '../../engine/retry-storm/index.ts';
import { t } from './strings.ts';
import type { ContentionView, OutageView } from './compute.ts';
import type { SummaryField } from './compute.ts';
import { type RuFormat, ruFormat } from '../../lib/ruNumber.ts';

const L = t.retryStorm;

const formats = new Map<number, RuFormat>();
function nf(digits: number): RuFormat {
  let f = formats.get(digits);
  if (!f) {
    f = ruFormat(digits);
    formats.set(digits, f);
  }
  return f;
}
const NF0 = nf(0);
const NF1 = nf(1);
const NF2 = nf(2);

/** A count with Russian thousands separators: 13 000. */
export function formatInt(n: number): string {
  return NF0.format(n);
}

/** A number with up to `digits` decimals and a decimal comma: 4,2. */
export function formatNumber(n: number, digits = 1): string {
  return nf(digits).format(n);
}

/** Milliseconds for humans: «52,1 мс», «4,11 с», «61,3 с». */
export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  if (ms !== 0 && Math.abs(ms) < 1) return `${nf(3).format(ms)} ${L.units.ms}`;
  if (Math.abs(ms) < 1000) return `${NF1.format(ms)} ${L.units.ms}`;
  const s = ms / 1000;
  return `${(Math.abs(s) < 10 ? NF2 : Math.abs(s) < 100 ? NF1 : NF0).format(s)} ${L.units.seconds}`;
}

/** A ratio: «19,2×». */
export function formatRatio(x: number): string {
  return `${(x < 10 ? NF2 : NF1).format(x)}×`;
}

/** The human text of one summary field. */
export function formatField(field: SummaryField, value: number | null, scenario: RetryStormState['scenario'] = 'outage'): string {
  switch (field) {
    case 'amplification':
      return value === null ? '—' : formatRatio(value);
    case 'peakLoadRatio':
      if (value === null) return scenario === 'contention' ? L.notApplicable : '—';
      return formatRatio(value);
    case 'drainMs':
      // A bare value cannot say why there is none; summaries go through formatDrain.
      if (value === null) return scenario === 'contention' ? L.notApplicable : '—';
      return value === 0 ? L.immediately : formatMs(value);
    case 'p50Ms':
    case 'p95Ms':
    case 'p99Ms':
      return formatMs(value);
    default:
      return value === null ? '—' : formatInt(value);
  }
}

/** The recovery figure with its reason when there is no number: no outage, no traffic, never. */
export function formatDrain(s: Pick<Summary, 'drainMs' | 'recovery'>): string {
  switch (s.recovery) {
    case null:
      return L.notApplicable;
    case 'no-outage':
      return L.recovery.noOutage;
    case 'outage-past-horizon':
      return L.recovery.pastHorizon;
    case 'no-traffic':
      return L.recovery.noTraffic;
    case 'not-recovered':
      return L.notRecovered;
    case 'recovered':
      return s.drainMs === null || s.drainMs === 0 ? L.immediately : formatMs(s.drainMs);
  }
}

/** The human text of a summary figure (the recovery figure with its reason). */
export function formatSummaryField(field: SummaryField, s: Summary, scenario: RetryStormState['scenario']): string {
  return field === 'drainMs' ? formatDrain(s) : formatField(field, s[field], scenario);
}

/** What a figure is stored as in `data-value`: the CLI's JSON text of it. */
export function rawValue(value: number | null | undefined): string {
  return JSON.stringify(value ?? null);
}

/** Relative change in Russian: «−63 %», «+12 %», «в 4,4 раза больше», «±0 %». */
export function formatChange(a: number, b: number): string | null {
  if (a === b) return '±0 %';
  if (a === 0) return null;
  const ratio = b / a;
  if (ratio >= 2) return L.timesMore(NF1.format(ratio));
  const pct = Math.round((ratio - 1) * 100);
  if (pct === 0) return '±0 %';
  return `${pct < 0 ? '−' : '+'}${Math.abs(pct)} %`;
}

/**
 * «B против A: успешных операций 0 → 219 из 219, вызовов в 5,9 раза больше, …». Outcomes first:
 * a policy that makes fewer calls because every operation fails is not better. A figure that is
 * zero or missing on one side is shown as both values, never as a percentage of nothing.
 */
export function describeDifference(a: Summary, b: Summary): string {
  const parts: string[] = [];
  const change = (label: string, x: number | null, y: number | null, fmt: (v: number) => string) => {
    if (x === y) return;
    if (x === null || y === null || x === 0 || y === 0) {
      parts.push(`${label}: ${x === null ? '—' : fmt(x)} → ${y === null ? '—' : fmt(y)}`);
      return;
    }
    const c = formatChange(x, y);
    parts.push(c === null ? `${label}: ${fmt(x)} → ${fmt(y)}` : `${label} ${c}`);
  };
  if (a.succeeded !== b.succeeded || a.logicalOps !== b.logicalOps) {
    const of = a.logicalOps === b.logicalOps ? ` ${L.diffOf(formatInt(a.logicalOps))}` : '';
    parts.push(`${L.diffSucceeded}: ${formatInt(a.succeeded)} → ${formatInt(b.succeeded)}${of}`);
  }
  change(L.diffCalls, a.totalCalls, b.totalCalls, formatInt);
  change(L.diffP99, a.p99Ms, b.p99Ms, formatMs);
  change(L.diffPeak, a.peakLoadRatio, b.peakLoadRatio, formatRatio);
  const drainA = formatDrain(a);
  const drainB = formatDrain(b);
  if (drainA !== drainB) parts.push(`${L.diffDrain}: ${drainA} → ${drainB}`);
  if (parts.length === 0) return L.diffSame;
  return `${L.diffLead} ${parts.join(', ')}`;
}

/** A short name of a policy: «Экспонента без jitter + бюджет». */
export function policyName(s: RetryStormState): string {
  let name = L.enumLabels.strategy?.[s.strategy] ?? s.strategy;
  if (s.scenario === 'contention') return name;
  if (s.maxAttempts <= 1) name = `${name}, без ретраев`;
  if (s.budget) name += L.plusBudget;
  if (s.breaker !== 'off') name += L.plusBreaker;
  return name;
}

/** Keys that may differ between policies A and B in compare mode. */
export const POLICY_GROUPS = ['retry', 'budget', 'breaker'] as const;

function seconds(ms: number): string {
  return `${NF1.format(ms / 1000)} ${L.units.seconds}`;
}

/** «Пик нагрузки в 19,2 раза выше ёмкости, на отметке 3,1 с; сбой — с 0 по 3 с; …». */
export function describeLoad(v: OutageView): string {
  const s = v.summary;
  const out: string[] = [];
  const full = v.state.capacity;
  let peakAt: number | null = null;
  let best = -1;
  for (const r of v.rows) {
    if (r.capacity < full * 0.999) continue;
    const ratio = (r.first + r.retries) / full;
    if (ratio > best) {
      best = ratio;
      peakAt = r.t;
    }
  }
  if (s.peakLoadRatio !== null) {
    const r = Math.round(s.peakLoadRatio * 10) / 10;
    const when = peakAt === null ? '' : `, около отметки ${NF1.format(peakAt)} ${L.units.seconds}`;
    out.push(
      s.peakLoadRatio < 0.01
        ? 'Пока зависимость работала, нагрузки на неё почти не было: операции закончились во время сбоя.'
        : s.peakLoadRatio > 1.05
        ? `Пик нагрузки ${L.times(formatNumber(r, 1), r)} выше ёмкости зависимости${when}.`
        : `Нагрузка не поднималась заметно выше ёмкости: пик — ${formatRatio(s.peakLoadRatio)} от неё.`,
    );
  }
  const { outageStartMs, outageEndMs } = v.extra;
  if (outageEndMs > outageStartMs) out.push(`Сбой — с ${seconds(outageStartMs)} по ${seconds(outageEndMs)}.`);
  if (s.totalCalls > 0) out.push(`Ретраи — ${Math.round((s.retries / s.totalCalls) * 100)} % всех вызовов.`);
  if (s.gaveUp > 0) out.push(`Ошибкой закончились ${formatInt(s.gaveUp)} из ${formatInt(s.logicalOps)} операций.`);
  const recovery = recoverySentence(s);
  if (recovery) out.push(recovery);
  return out.join(' ');
}

/** What happened after the outage, in words that never call a failing run healthy. */
export function recoverySentence(s: Summary): string | null {
  switch (s.recovery) {
    case 'recovered':
      if (s.drainMs === null || s.drainMs === 0) return 'Сразу после конца сбоя зависимость отвечает успешно и без очереди.';
      return `После конца сбоя зависимость вернулась в норму через ${formatMs(s.drainMs)}.`;
    case 'not-recovered':
      return 'После конца сбоя система так и не вернулась в норму до конца горизонта.';
    case 'no-traffic':
      return 'После конца сбоя запросов не было: все операции закончились во время сбоя, и о восстановлении судить не по чему.';
    case 'outage-past-horizon':
      return 'Сбой не закончился до горизонта: восстановление не измерить.';
    default:
      return null;
  }
}

export function describeOutcomes(v: OutageView): string {
  const e = v.extra;
  const answered = e.successes + e.failOutage + e.failOverload + e.failTimeout;
  const parts: string[] = [];
  parts.push(`Успешных ответов — ${formatInt(e.successes)} из ${formatInt(answered)}.`);
  const fails: string[] = [];
  if (e.failOutage) fails.push(`из-за сбоя ${formatInt(e.failOutage)}`);
  if (e.failOverload) fails.push(`из-за перегрузки ${formatInt(e.failOverload)}`);
  if (e.failTimeout) fails.push(`по таймауту ${formatInt(e.failTimeout)}`);
  if (fails.length) parts.push(`Отказов: ${fails.join(', ')}.`);
  if (e.rejectedByBudget) parts.push(`Бюджет не пустил ${formatInt(e.rejectedByBudget)} ретраев.`);
  if (e.shortCircuited) parts.push(`Брейкер отклонил ${formatInt(e.shortCircuited)} вызовов, не отправляя их.`);
  if (e.wastedWork) {
    parts.push(
      `Зависимость обслужила ${formatInt(e.served)} запросов, из них ${formatInt(e.wastedWork)} — впустую: ответа на них клиент уже не ждал.`,
    );
  }
  return parts.join(' ');
}

export function describeInFlight(v: OutageView): string {
  let maxIn = 0;
  let maxInAt = 0;
  let maxQ = 0;
  let maxDelay = 0;
  for (const r of v.rows) {
    if (r.inFlight > maxIn) {
      maxIn = r.inFlight;
      maxInAt = r.t;
    }
    maxQ = Math.max(maxQ, r.queued);
    maxDelay = Math.max(maxDelay, r.queueDelayMs);
  }
  const parts = [`Больше всего попыток в полёте — ${formatInt(maxIn)}, около отметки ${NF1.format(maxInAt)} ${L.units.seconds}.`];
  parts.push(`Очередь зависимости доходила до ${formatInt(maxQ)}.`);
  if (maxDelay > 0) {
    parts.push(
      maxDelay > v.state.timeoutMs
        ? `Ожидание в очереди доходило до ${formatMs(maxDelay)} — дольше таймаута попытки (${formatMs(v.state.timeoutMs)}): такие ответы уже никому не нужны.`
        : `Ожидание в очереди не превышало ${formatMs(maxDelay)} при таймауте ${formatMs(v.state.timeoutMs)}.`,
    );
  }
  return parts.join(' ');
}

export function describeCdf(s: Summary, label?: string): string {
  if (s.p50Ms === null) return '';
  const head = label ? `${label}: ` : '';
  let text = `${head}половина операций завершилась за ${formatMs(s.p50Ms)}, 95 % — за ${formatMs(s.p95Ms)}, 99 % — за ${formatMs(s.p99Ms)}.`;
  if (s.gaveUp > 0) text += ` Ошибкой закончились ${formatInt(s.gaveUp)} из ${formatInt(s.logicalOps)}.`;
  return text;
}

export function describeSweep(v: ContentionView, field: 'calls' | 'completion'): string {
  const rows = field === 'calls' ? v.calls : v.completion;
  const last = rows[rows.length - 1];
  if (!last) return '';
  const name = (s: string) => L.enumLabels.strategy?.[s] ?? s;
  const values = v.strategies
    .map((s) => ({ s, value: last[s] }))
    .filter((x): x is { s: typeof x.s; value: number } => typeof x.value === 'number')
    .sort((a, b) => a.value - b.value);
  const lo = values[0];
  const hi = values[values.length - 1];
  if (!lo || !hi) return '';
  const fmt = (x: number) => (field === 'calls' ? formatInt(x) : formatMs(x));
  const what = field === 'calls' ? 'записей' : 'время до последней записи';
  return (
    `При ${last.clients} клиентах ${what}: ` +
    values.map((x) => `${name(x.s)} — ${fmt(x.value)}`).join(', ') +
    `. Меньше всего — ${name(lo.s)}, больше всего — ${name(hi.s)}.`
  );
}
