import { describe, expect, it } from 'vitest';
import { presetById, type Summary } from '../../engine/retry-storm/index.ts';
import { computeOutage } from './compute.ts';
import { describeCdf, describeDifference, describeLoad, formatChange, formatDrain, formatField, formatInt, formatMs, policyName } from './format.ts';

const base: Summary = {
  logicalOps: 2000,
  totalCalls: 13000,
  firstAttempts: 2000,
  retries: 11000,
  amplification: 6.5,
  succeeded: 2000,
  gaveUp: 0,
  p50Ms: 4105,
  p95Ms: 8205,
  p99Ms: 8305,
  peakLoadRatio: 20,
  drainMs: 4312,
  recovery: 'recovered',
};

describe('numbers in Russian', () => {
  it('formats counts, times and special values', () => {
    expect(formatInt(13000)).toBe('13\u00a0000');
    expect(formatMs(52.1)).toBe('52,1 мс');
    expect(formatMs(4105)).toBe('4,11 с');
    expect(formatMs(61300)).toBe('61,3 с');
    expect(formatDrain({ drainMs: null, recovery: 'not-recovered' })).toBe('не восстановилась за горизонт');
    expect(formatDrain({ drainMs: 0, recovery: 'recovered' })).toBe('сразу');
    expect(formatDrain({ drainMs: 4312, recovery: 'recovered' })).toBe('4,31 с');
    expect(formatDrain({ drainMs: null, recovery: null })).toBe('нет в этой модели');
    expect(formatDrain({ drainMs: null, recovery: 'no-outage' })).toBe('сбоя нет');
    expect(formatDrain({ drainMs: null, recovery: 'no-traffic' })).toBe('после сбоя запросов не было');
    expect(formatField('amplification', 6.5)).toBe('6,5×');
    expect(formatField('peakLoadRatio', 20)).toBe('20×');
  });

  it('phrases relative changes', () => {
    expect(formatChange(13000, 4810)).toBe('−63 %');
    expect(formatChange(100, 112)).toBe('+12 %');
    expect(formatChange(100, 100)).toBe('±0 %');
    expect(formatChange(100, 450)).toBe('в 4,5 раза больше');
    expect(formatChange(0, 5)).toBeNull();
  });
});

describe('describeDifference', () => {
  it('spells out what B changes against A', () => {
    const b: Summary = { ...base, totalCalls: 4810, p99Ms: 4900, peakLoadRatio: 1.2, drainMs: 0 };
    expect(describeDifference(base, b)).toBe('B против A: вызовов −63 %, p99 −41 %, пик нагрузки −94 %, восстановление: 4,31 с → сразу');
  });
  it('says so when nothing differs', () => {
    expect(describeDifference(base, { ...base })).toBe('B и A дают одинаковые итоги');
  });
  it('leads with outcomes and handles a system that never recovers', () => {
    const b: Summary = { ...base, succeeded: 1990, gaveUp: 10, drainMs: null, recovery: 'not-recovered' };
    expect(describeDifference(base, b)).toBe('B против A: успешных операций: 2\u00a0000 → 1\u00a0990 из 2\u00a0000, восстановление: 4,31 с → не восстановилась за горизонт');
  });
  // Regression (issue 13): «вызовов в 5,9 раза больше … пик нагрузки: 0 → 0» while A failed 219 of 219.
  it('says something true when a side has zeros', () => {
    const failed: Summary = {
      ...base, logicalOps: 219, totalCalls: 657, firstAttempts: 219, retries: 438, amplification: 3, succeeded: 0, gaveUp: 219,
      p50Ms: 3, p95Ms: 3, p99Ms: 3, peakLoadRatio: null, drainMs: null, recovery: 'no-traffic',
    };
    const fixed: Summary = { ...failed, totalCalls: 3876, retries: 3657, succeeded: 219, gaveUp: 0, p99Ms: 3100, peakLoadRatio: 0.004, drainMs: 0, recovery: 'recovered' };
    const text = describeDifference(failed, fixed);
    expect(text.startsWith('B против A: успешных операций: 0 → 219 из 219')).toBe(true);
    expect(text).toContain('пик нагрузки: — → 0×');
    expect(text).toContain('восстановление: после сбоя запросов не было → сразу');
    expect(text).not.toMatch(/: 0 → 0\b/);
  });
});

describe('policies', () => {
  it('names a policy', () => {
    expect(policyName(presetById('no-jitter')!.state)).toBe('Экспонента без jitter');
    expect(policyName(presetById('retry-budget')!.state)).toBe('Full jitter + бюджет');
  });
});

describe('chart summaries', () => {
  it('describes the herd without jitter', () => {
    const v = computeOutage(presetById('no-jitter')!.state);
    const text = describeLoad(v);
    expect(text).toContain('Пик нагрузки в 20 раз выше ёмкости');
    expect(text).toContain('Сбой — с 0 с по 3 с.');
    expect(text).toMatch(/вернулась в норму через 4,31 с/);
    expect(describeCdf(v.summary)).toBe('половина операций завершилась за 4,11 с, 95 % — за 8,21 с, 99 % — за 8,31 с.');
  });
  it('says when the system never recovers', () => {
    const v = computeOutage(presetById('metastable')!.state);
    expect(describeLoad(v)).toContain('так и не вернулась в норму');
    expect(describeLoad(v)).toContain('Ошибкой закончились 38\u00a0655 из 48\u00a0000 операций.');
  });
  // Regression (issue 13): A failed 219 of 219 operations and its summary still ended «работает нормально».
  it('never calls a run healthy when every operation failed', () => {
    const v = computeOutage({ ...presetById('no-jitter')!.state, clients: 219, arrival: 'window', windowS: 2, strategy: 'immediate', maxAttempts: 3 });
    expect(v.summary.succeeded).toBe(0);
    const text = describeLoad(v);
    expect(text).not.toMatch(/нормально|в норму|успешно/);
    expect(text).toContain('Ошибкой закончились 219 из 219 операций.');
    expect(text).toContain('После конца сбоя запросов не было');
  });
});
