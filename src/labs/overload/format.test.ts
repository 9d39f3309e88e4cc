import { describe, expect, it } from 'vitest';
import { presetById } from '../../engine/overload/index.ts';
import { normalizeState } from '../../engine/overload/index.ts';
import { computeOverload, eventMarks, previewState } from './compute.ts';
import { describeLatency, describeLoad, describeOutcomes, describeQueue, formatField, formatRecovery, formatShare, formatViewField } from './format.ts';
import { overloadStrings as L } from './strings.ts';

describe('overload wording', () => {
  it('shares, recovery', () => {
    expect(formatShare(0.002)).toBe('0,2\u00a0%');
    expect(formatShare(0.8402)).toBe('84\u00a0%');
    expect(formatShare(0.99996)).toBe('99,9\u00a0%');
    expect(formatShare(1)).toBe('100\u00a0%');
    expect(formatShare(null)).toBe('—');
    expect(formatRecovery({ recovery: 'recovered', recoveryMs: 0 })).toBe('сразу');
    expect(formatRecovery({ recovery: 'recovered', recoveryMs: 6000 })).toBe('через 6 с');
    expect(formatRecovery({ recovery: 'not-recovered', recoveryMs: null })).toBe('не поднялась');
    expect(formatRecovery({ recovery: 'no-trigger', recoveryMs: null })).toBe('триггера нет');
  });

  it('the metastable preset in words: nothing calls it healthy', () => {
    const v = computeOverload(presetById('metastable')!.state);
    expect(formatField('goodputAfter', v.summary)).toBe('0,2\u00a0%');
    expect(formatField('recovery', v.summary)).toBe('не поднялась');
    const load = describeLoad(v);
    expect(load).toContain('До триггера на сервер шло около 8');
    expect(load).toContain('С 10 с по 15 с сервер медленнее в 2 раза.');
    expect(describeOutcomes(v)).toContain('Из операций последних 10 секунд успешны 0,2\u00a0%.');
    expect(describeOutcomes(v)).toContain('Система так и не восстановилась до конца прогона.');
    expect(describeQueue(v)).toContain('Очередь доходила до 2\u00a0000 запросов');
    expect(describeLatency(v)).toMatch(/^Медиана времени успешной операции — /);
  });

  it('a recovery action is named and the recovery told', () => {
    const v = computeOverload(presetById('recover-budget')!.state);
    expect(describeLoad(v)).toContain('На отметке 30 с — действие оператора: Включить бюджет ретраев.');
    expect(describeOutcomes(v)).toContain('Система восстановилась через 6 с.');
  });

  it('a preview that ends before the trigger says the trigger is still to come, not that there is none', () => {
    const link = { ...presetById('metastable')!.state, rate: 2000, maxAttempts: 3, triggerAtS: 30 };
    const whole = normalizeState(link).state;
    // As the worker sends it: the preview's run, the link's marks.
    const preview = { ...computeOverload(previewState(link)!), axisS: whole.horizonS, ...eventMarks(whole) };
    expect(preview.state.trigger).toBe('none');
    expect(formatViewField('recovery', preview)).toBe('триггер ещё впереди');
    expect(describeOutcomes(preview)).toMatch(/Эти цифры — за первые \d+\s+с; триггер начнётся на отметке 30\s+с\./);
    expect(describeOutcomes(preview)).not.toContain('не восстановилась');
    // The whole run has its own answer.
    const run = computeOverload(link);
    expect(formatViewField('recovery', run)).toBe(formatRecovery(run.summary));
  });

  it('a preview that ends inside the trigger, or before its end, does not say the system failed to recover', () => {
    // The metastable failure: a slowdown over 10–15 s, a preview of its first 12 s.
    const link = presetById('metastable')!.state;
    const whole = normalizeState(link).state;
    const preview = { ...computeOverload(previewState(link)!), axisS: whole.horizonS, ...eventMarks(whole) };
    expect(preview.state.horizonS).toBeGreaterThan(whole.triggerAtS);
    expect(preview.state.horizonS).toBeLessThan(whole.triggerAtS + whole.triggerS);
    // The preview's own summary knows only that it ended before recovery could start.
    expect(preview.summary.recovery).toBe('not-recovered');
    expect(formatViewField('recovery', preview)).toBe('станет ясно позже');
    expect(describeOutcomes(preview)).toMatch(/Эти цифры — за первые 12\s+с; восстановление считают от отметки 15\s+с\./);
    expect(describeOutcomes(preview)).not.toContain('не восстановилась');
  });
});

describe('the preview line', () => {
  it('says how far the figures and how far the charts reach, in whole seconds', () => {
    expect(L.preview(12, 12, 60)).toBe('Предварительно: цифры и графики за первые 12\u00a0с из 60; считаем весь прогон…');
    expect(L.preview(12, 49.4, 60)).toBe('Предварительно: цифры за первые 12\u00a0с, графики за 49\u00a0с из 60; считаем дальше…');
    // every bucket closed, the operations still in flight not yet ended
    expect(L.preview(12, 60, 60)).toBe('Предварительно: цифры за первые 12\u00a0с, графики за все 60; досчитываем итоги…');
  });
});
