import { describe, expect, it } from 'vitest';
import { presetById } from '../../engine/overload/index.ts';
import { computeOverload } from './compute.ts';
import { describeLatency, describeLoad, describeOutcomes, describeQueue, formatField, formatRecovery, formatShare } from './format.ts';

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
});
