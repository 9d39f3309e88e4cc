/** Russian text for the lab's figures: the numbers a screen reader reads instead of the charts. */
import type { DepStats, LoadSheddingResult } from './model.ts';
import { ruFormat } from '../../lib/ruNumber.ts';

const nf = ruFormat(0);
const nf1 = ruFormat(1);

export function formatCount(n: number): string {
  return nf.format(n);
}

/** 0.914 → «91,4 %»; tiny shares keep a digit so that 0,3 % is not shown as 0 %. */
export function formatShare(x: number): string {
  return `${nf1.format(x * 100)} %`;
}

export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${nf.format(ms)} мс`;
  return `${nf1.format(ms / 1000)} с`;
}

export function formatRate(perS: number): string {
  return `${nf.format(perS)} запр/с`;
}

export function shares(d: DepStats): { ok: number; rejected: number; timeout: number } {
  const n = d.total || 1;
  return { ok: d.ok / n, rejected: d.rejected / n, timeout: d.timeout / n };
}

export function outcomeSentence(d: DepStats): string {
  const s = shares(d);
  const wasted = d.wasted > 0 ? `; сервер доделал впустую ${formatCount(d.wasted)}` : '';
  const dropped = d.dropped > 0 ? `; выброшено проверкой ctx ${formatCount(d.dropped)}` : '';
  return `в срок ${formatShare(s.ok)}, быстрый отказ ${formatShare(s.rejected)}, таймаут ${formatShare(s.timeout)}${wasted}${dropped}`;
}

export function resultSummary(r: LoadSheddingResult, horizonS: number): string {
  const parts = [
    `За ${horizonS} с пришло ${formatCount(r.all.total)} запросов при нагрузке ${formatShare(r.loadFactor)} от ёмкости (${formatRate(r.capacityRps)}): ${outcomeSentence(r.all)}.`,
    `Goodput ${formatRate(r.goodput)}, сервер обслужил ${formatRate(r.throughput)}; впустую потрачено ${formatShare(r.wastedWorkShare)} рабочего времени.`,
    `Задержка глазами клиента: p50 ${formatMs(r.all.p50)}, p95 ${formatMs(r.all.p95)}, p99 ${formatMs(r.all.p99)}.`,
  ];
  if (r.b) parts.push(`Зависимость A: ${outcomeSentence(r.a)}. Зависимость B: ${outcomeSentence(r.b)}.`);
  return parts.join(' ');
}

export function queueSummary(r: LoadSheddingResult, bulkhead: boolean): string {
  const last = r.queue[r.queue.length - 1];
  const peak = (key: 'queueA' | 'queueB') => r.queue.reduce((m, p) => Math.max(m, p[key]), 0);
  if (bulkhead) {
    return `Очередь к A: максимум ${formatCount(peak('queueA'))}, в конце ${formatCount(last?.queueA ?? 0)}. Очередь к B: максимум ${formatCount(peak('queueB'))}, в конце ${formatCount(last?.queueB ?? 0)}.`;
  }
  return `Длина очереди: максимум ${formatCount(r.maxQueue)} запросов, в конце интервала ${formatCount(last?.queueA ?? 0)}.`;
}

export function timelineSummary(r: LoadSheddingResult): string {
  const first = r.outcomes[0];
  const last = r.outcomes[r.outcomes.length - 1];
  if (!first || !last) return '';
  const one = (p: typeof first) => `в срок ${formatRate(p.ok)}, отказ ${formatRate(p.rejected)}, таймаут ${formatRate(p.timeout)}`;
  return `Исходы по времени прихода, интервалы по ${r.bucketS} с. В первом интервале: ${one(first)}. В последнем: ${one(last)}.`;
}
