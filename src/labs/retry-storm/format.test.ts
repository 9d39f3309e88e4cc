import { describe, expect, it } from 'vitest';
import { presetById, type Summary } from '../../engine/retry-storm/index.ts';
import { computeOutage } from './compute.ts';
import { describeCdf, describeDifference, describeLoad, formatChange, formatField, formatInt, formatMs, policyName, suggestPolicyB } from './format.ts';

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
  peakLoadRatio: 19.231,
  drainMs: 4312,
};

describe('numbers in Russian', () => {
  it('formats counts, times and special values', () => {
    expect(formatInt(13000)).toBe('13\u00a0000');
    expect(formatMs(52.1)).toBe('52,1 мс');
    expect(formatMs(4105)).toBe('4,11 с');
    expect(formatMs(61300)).toBe('61,3 с');
    expect(formatField('drainMs', null)).toBe('не восстановилась за горизонт');
    expect(formatField('drainMs', 0)).toBe('сразу');
    expect(formatField('drainMs', null, 'contention')).toBe('нет в этой модели');
    expect(formatField('amplification', 6.5)).toBe('6,5×');
    expect(formatField('peakLoadRatio', 19.231)).toBe('19,2×');
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
  it('handles a system that never recovers and new failures', () => {
    const b: Summary = { ...base, gaveUp: 10, drainMs: null };
    expect(describeDifference(base, b)).toContain('ошибок: 0 → 10');
    expect(describeDifference(base, b)).toContain('восстановление: 4,31 с → нет');
  });
});

describe('policies', () => {
  it('suggests the instructive counterpart of each preset', () => {
    expect(suggestPolicyB(presetById('no-jitter')!.state)).toEqual({ strategy: 'full-jitter' });
    expect(suggestPolicyB(presetById('full-jitter')!.state)).toEqual({ strategy: 'exponential' });
    expect(suggestPolicyB(presetById('metastable')!.state)).toEqual({ budget: true });
    expect(suggestPolicyB(presetById('retry-budget')!.state)).toEqual({ budget: false });
    expect(suggestPolicyB(presetById('breaker')!.state)).toEqual({ breaker: 'off' });
  });
  it('names a policy', () => {
    expect(policyName(presetById('no-jitter')!.state)).toBe('Экспонента без jitter');
    expect(policyName(presetById('retry-budget')!.state)).toBe('Full jitter + бюджет');
  });
});

describe('chart summaries', () => {
  it('describes the herd without jitter', () => {
    const v = computeOutage(presetById('no-jitter')!.state);
    const text = describeLoad(v);
    expect(text).toContain('Пик нагрузки в 19,2 раза выше ёмкости');
    expect(text).toContain('Сбой — с 0 с по 3 с.');
    expect(text).toMatch(/вернулась в норму через 4,31 с/);
    expect(describeCdf(v.summary)).toBe('половина операций завершилась за 4,11 с, 95 % — за 8,21 с, 99 % — за 8,31 с.');
  });
  it('says when the system never recovers', () => {
    const v = computeOutage(presetById('metastable')!.state);
    expect(describeLoad(v)).toContain('так и не вернулась в норму');
  });
});
