/**
 * Russian phrasing of the overload lab's figures and the text summaries of its charts (for screen
 * readers and for anyone who prefers words to a plot). Pure; format.test.ts pins the wording.
 */
import type { OverloadSummary } from '../../engine/overload/index.ts';
import type { OverloadView } from './compute.ts';
import { overloadStrings } from './strings.ts';
import { ruFormat } from '../../lib/ruNumber.ts';

const L = overloadStrings;

const nf = (digits: number) => ruFormat(digits);
const NF0 = nf(0);
const NF1 = nf(1);
const NF2 = nf(2);

export function formatInt(n: number): string {
  return NF0.format(n);
}

/** A share as a percentage: «84 %», «0,2 %», «100 %». */
export function formatShare(x: number | null): string {
  if (x === null) return '—';
  const p = x * 100;
  if (p > 0 && p < 10) return `${NF1.format(p)}\u00a0%`;
  if (p > 99 && p < 100) return `${NF1.format(Math.floor(p * 10) / 10)}\u00a0%`;
  return `${NF0.format(p)}\u00a0%`;
}

export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  if (Math.abs(ms) < 1000) return `${NF1.format(ms)} мс`;
  return `${NF2.format(ms / 1000)} с`;
}

export function formatRecovery(s: Pick<OverloadSummary, 'recovery' | 'recoveryMs'>): string {
  if (s.recovery === 'no-trigger') return L.recovery.noTrigger;
  if (s.recovery === 'not-recovered' || s.recoveryMs === null) return L.recovery.notRecovered;
  return s.recoveryMs === 0 ? L.recovery.immediately : L.recovery.after(formatMs(s.recoveryMs));
}

export const SUMMARY_FIELDS = [
  'goodputShare',
  'goodputAfter',
  'recovery',
  'amplification',
  'wastedShare',
  'p50Ms',
  'p99Ms',
  'rejected',
  'dropped',
  'localRejected',
  'retries',
  'hedges',
  'peakQueue',
] as const;
export type SummaryField = (typeof SUMMARY_FIELDS)[number];

/**
 * What a preview (the start of a run: compute.ts, previewState) cannot know yet: the trigger comes after
 * it ('trigger', off in it), or recovery, measured from the trigger's end or a later action, starts
 * after it ('recovery'). Null for a whole run, and for a preview that holds its recovery reference.
 */
export function notYetShown(view: Pick<OverloadView, 'trigger' | 'actionAt' | 'state' | 'axisS'>): 'trigger' | 'recovery' | null {
  const shownS = view.state.horizonS;
  if (!view.trigger || view.axisS <= shownS) return null;
  if (view.trigger.from >= shownS) return 'trigger';
  return recoveryFromS(view) >= shownS ? 'recovery' : null;
}

/** Where recovery is measured from, s: the trigger's end, or the action if it comes later. */
const recoveryFromS = (view: Pick<OverloadView, 'trigger' | 'actionAt'>): number => Math.max(view.trigger?.to ?? 0, view.actionAt ?? 0);

/** A figure of the view as the page shows it. */
export function formatViewField(field: SummaryField, view: Pick<OverloadView, 'trigger' | 'actionAt' | 'state' | 'axisS' | 'summary'>): string {
  if (field !== 'recovery') return formatField(field, view.summary);
  const ahead = notYetShown(view);
  return ahead === 'trigger' ? L.recovery.ahead : ahead === 'recovery' ? L.recovery.later : formatField(field, view.summary);
}

export function formatField(field: SummaryField, s: OverloadSummary): string {
  switch (field) {
    case 'goodputShare':
    case 'goodputAfter':
    case 'wastedShare':
      return formatShare(s[field]);
    case 'recovery':
      return formatRecovery(s);
    case 'amplification':
      return `${NF2.format(s.amplification)}×`;
    case 'p50Ms':
    case 'p99Ms':
      return formatMs(s[field]);
    default:
      return formatInt(s[field]);
  }
}

/** What a figure is stored as in `data-value`: the CLI's JSON text of it. */
export function rawValue(field: SummaryField, s: OverloadSummary): string {
  if (field === 'recovery') return JSON.stringify(s.recoveryMs);
  return JSON.stringify(s[field]);
}

function seconds(x: number): string {
  return `${NF1.format(x)} с`;
}

function meanOf(view: OverloadView, key: 'sent' | 'goodput' | 'wasted', from: number, to: number): number | null {
  let sum = 0;
  let n = 0;
  for (const r of view.rows) {
    if (r.t >= from && r.t + view.stepMs / 1000 <= to) {
      sum += r[key];
      n++;
    }
  }
  return n === 0 ? null : sum / n;
}

/** «До триггера на сервер шло 800 запросов в секунду при ёмкости 1000; после него — 2400…». */
export function describeLoad(view: OverloadView): string {
  const cap = formatInt(Math.round(view.capacityRps));
  const h = view.state.horizonS;
  const parts: string[] = [];
  const tr = view.trigger;
  if (tr) {
    const before = meanOf(view, 'sent', 0, tr.from);
    if (before !== null) parts.push(`До триггера на сервер шло около ${formatInt(Math.round(before))} запросов в секунду при ёмкости ${cap}.`);
    const kind = view.state.trigger === 'spike' ? 'поток операций выше' : 'сервер медленнее';
    parts.push(`С ${seconds(tr.from)} по ${seconds(tr.to)} ${kind} в ${NF1.format(view.state.triggerFactor)} раза.`);
    const after = meanOf(view, 'sent', Math.max(tr.to, view.actionAt ?? 0) + 2, h);
    if (after !== null) parts.push(`В конце прогона на сервер идёт около ${formatInt(Math.round(after))} запросов в секунду.`);
  } else {
    const all = meanOf(view, 'sent', 0, h);
    if (all !== null) parts.push(`На сервер шло около ${formatInt(Math.round(all))} запросов в секунду при ёмкости ${cap}.`);
  }
  if (view.actionAt !== null) parts.push(`На отметке ${seconds(view.actionAt)} — действие оператора: ${L.enumLabels.action?.[view.state.action] ?? view.state.action}.`);
  return parts.join(' ');
}

export function describeOutcomes(view: OverloadView): string {
  const s = view.summary;
  const parts = [`Успешны ${formatShare(s.goodputShare)} операций (${formatInt(s.succeeded)} из ${formatInt(s.ops)}).`];
  if (view.trigger && s.goodputBefore !== null) parts.push(`До триггера — ${formatShare(s.goodputBefore)}.`);
  if (s.goodputAfter !== null) parts.push(`Из операций последних 10 секунд успешны ${formatShare(s.goodputAfter)}.`);
  parts.push(`Сервер обслужил ${formatInt(s.served)} запросов, из них впустую — ${formatInt(s.wasted)} (${formatShare(s.wastedShare)}).`);
  if (s.rejected) parts.push(`Быстрых отказов 503 — ${formatInt(s.rejected)}.`);
  if (s.dropped) parts.push(`Сброшено сервером без обработки — ${formatInt(s.dropped)}.`);
  if (s.localRejected) parts.push(`Отказано на клиенте — ${formatInt(s.localRejected)}.`);
  const ahead = notYetShown(view);
  // The figures of a preview are those of its own horizon (the charts of a run in progress reach further).
  if (ahead === 'trigger') parts.push(`Эти цифры — за первые ${seconds(view.state.horizonS)}; триггер начнётся на отметке ${seconds(view.trigger!.from)}.`);
  else if (ahead === 'recovery') parts.push(`Эти цифры — за первые ${seconds(view.state.horizonS)}; восстановление считают от отметки ${seconds(recoveryFromS(view))}.`);
  else if (view.trigger) parts.push(s.recovery === 'recovered' ? `Система восстановилась ${formatRecovery(s)}.` : 'Система так и не восстановилась до конца прогона.');
  return parts.join(' ');
}

export function describeQueue(view: OverloadView): string {
  const s = view.summary;
  if (s.peakQueue === 0) return 'Очереди не было: каждый запрос сразу шёл в работу.';
  return `Очередь доходила до ${formatInt(s.peakQueue)} запросов, самое долгое ожидание — ${formatMs(s.maxQueueDelayMs)} при таймауте попытки ${formatMs(view.state.timeoutMs)}.`;
}

export function describeLatency(view: OverloadView): string {
  const s = view.summary;
  if (s.p50Ms === null) return 'Ни одна операция не получила успешного ответа.';
  return `Медиана времени успешной операции — ${formatMs(s.p50Ms)}, p99 — ${formatMs(s.p99Ms)}.`;
}

export function describeLimit(view: OverloadView): string {
  const parts: string[] = [];
  const limits = view.rows.map((r) => r.limit).filter((x): x is number => x !== null);
  if (limits.length) parts.push(`Лимит конкурентности менялся от ${formatInt(Math.min(...limits))} до ${formatInt(Math.max(...limits))} запросов.`);
  const thr = view.rows.map((r) => r.throttle).filter((x): x is number => x !== null);
  if (thr.length) parts.push(`Вероятность отказа на клиенте доходила до ${NF1.format(Math.max(...thr))}\u00a0%.`);
  return parts.join(' ');
}
