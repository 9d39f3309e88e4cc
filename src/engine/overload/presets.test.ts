/**
 * Every figure a preset's text quotes is what the engine computes for the preset's state (or for
 * the variant the text compares it with). A change of the model that moves a figure fails here.
 */
import { describe, expect, it } from 'vitest';
import { isValidState } from '../../url/params';
import { isParamRelevant, normalizeState, overloadParams, presetById, presets, PRESET_IDS, runOverload, stateFromQuery, stateToQuery, type OverloadState } from './index';
import { attemptsPerOperation, budgetThreshold } from './theory';

const run = (id: string, over: Partial<OverloadState> = {}) => runOverload({ ...presetById(id)!.state, ...over });
const text = (id: string) => presetById(id)!.description;
/** Russian decimal: 0,2; 84; 1,086. */
const ru = (x: number, digits = 0) => x.toFixed(digits).replace('.', ',');
/** A share as the texts write it: «84 %», «0,2 %», «82,5 %». */
const pct = (share: number, digits = 0) => `${ru(share * 100, digits)}\u00a0%`;
const sec = (ms: number, digits = 1) => `${ru(ms / 1000, digits)} с`;
const int = (n: number) => n.toLocaleString('ru-RU');

// Whole 60 s runs, several per test: seconds alone, minutes on a machine shared by many jobs.
describe('overload presets', { timeout: 120_000 }, () => {
  it('ids, valid states without corrections, links that round-trip', () => {
    expect(presets.map((p) => p.id)).toEqual([...PRESET_IDS]);
    for (const p of presets) {
      expect(p.description.length, p.id).toBeGreaterThan(120);
      expect(isValidState(overloadParams, p.state), p.id).toBe(true);
      expect(normalizeState(p.state).notices, p.id).toEqual([]);
      expect(stateFromQuery(stateToQuery(p.state)).state, p.id).toEqual(p.state);
      for (const key of p.controls) {
        expect(overloadParams.rows.some((r) => r.key === key), `${p.id}: ${key}`).toBe(true);
        expect(isParamRelevant(key, p.state), `${p.id}: ${key} is shown`).toBe(true);
      }
    }
  });

  it('metastable: healthy before, down after the trigger, the server busy for nobody', () => {
    const s = run('metastable').summary;
    expect(s.goodputBefore).toBe(1);
    expect(s.recovery).toBe('not-recovered');
    expect(s.peakQueue).toBe(2000);
    expect(text('metastable')).toContain(`ожидание в ней — до ${sec(s.maxQueueDelayMs)}`);
    expect(text('metastable')).toContain(`идёт ${Math.round(s.serverRps / 100) * 100} запросов в секунду`);
    expect(text('metastable')).toContain(`успешны ${pct(s.goodputAfter!, 1)}`);
    expect(text('metastable')).toContain(`но ${pct(s.wastedShare)} его работы`);
    expect(s.acceptRps).toBe(0);
  });

  it('each recovery action restores goodput; halving the rate is not enough', () => {
    for (const id of ['recover-shed', 'recover-drop-expired', 'recover-budget', 'recover-lower-rate']) {
      const s = run(id).summary;
      expect(s.recovery, id).toBe('recovered');
      expect(s.goodputAfter, id).toBeGreaterThan(0.999);
    }
    expect(run('recover-shed').summary.recoveryMs).toBe(0);
    expect(run('recover-drop-expired').summary.recoveryMs).toBe(0);
    expect(text('recover-budget')).toContain(`через ${sec(run('recover-budget').summary.recoveryMs!, 0)} после действия`);
    expect(text('recover-budget')).toContain(`падает до ${Math.round(run('recover-budget').summary.serverRps / 100) * 100} в секунду`);
    // a second after the shedding the queue holds at most 40 requests
    const shed = run('recover-shed');
    const b = shed.buckets;
    const after = b.queue.slice(Math.ceil(31_000 / b.bucketMs), Math.floor(60_000 / b.bucketMs));
    expect(Math.max(...after)).toBeLessThanOrEqual(40);
    expect(text('recover-shed')).toContain('Через секунду в очереди не больше 40 запросов');
    const half = run('recover-lower-rate', { lowerFactor: 0.5 }).summary;
    expect(half.recovery).toBe('not-recovered');
    expect(text('recover-lower-rate')).toContain('Снизить вдвое мало');
  });

  it('serve-in-vain and drop-expired', () => {
    const vain = run('serve-in-vain').summary;
    expect(text('serve-in-vain')).toContain(`успешны ${pct(vain.goodputShare, 1)} операций`);
    expect(text('serve-in-vain')).toContain(`${pct(vain.wastedShare, 1)} работы сервера — впустую`);
    expect(vain.goodputAfter).toBe(0);
    expect(text('serve-in-vain')).toContain('из последних 10 секунд — ни одна');
    // the queue grows by rate − capacity per second; the wait passes the timeout after timeout ÷ (that ÷ capacity)
    const st = presetById('serve-in-vain')!.state;
    const capacity = (st.workers * 1000) / st.serviceMs;
    expect(text('serve-in-vain')).toContain(`Очередь растёт на ${st.rate - capacity} в секунду`);
    expect(text('serve-in-vain')).toContain(`через ${(st.timeoutMs / 1000) * capacity / (st.rate - capacity)} секунд ожидание больше таймаута`);
    const drop = run('drop-expired').summary;
    expect(text('drop-expired')).toContain(`Успешны ${pct(drop.goodputShare)}`);
    expect(text('drop-expired')).toContain(`вместо ${pct(vain.goodputShare, 1)}`);
    expect(text('drop-expired')).toContain(`медиана ответа — ${Math.round(drop.p50Ms!)} мс`);
  });

  it('queue disciplines under the same overload', () => {
    const lifo = run('queue-lifo').summary;
    expect(text('queue-lifo')).toContain(`медиана — ${Math.round(lifo.p50Ms!)} мс`);
    expect(text('queue-lifo')).toContain(`p99 — ${Math.round(lifo.p99Ms!)} мс`);
    expect(text('queue-lifo')).toContain(`успешны ${pct(lifo.goodputShare)}`);
    expect(text('queue-lifo')).toContain(`ждут до ${Math.round(lifo.maxQueueDelayMs / 1000)} с`);
    const codel = run('queue-codel').summary;
    expect(text('queue-codel')).toContain(`Успешны ${pct(codel.goodputShare)}`);
    expect(text('queue-codel')).toContain(`p99 — ${Math.round(codel.p99Ms!)} мс`);
    expect(codel.wasted).toBe(0);
    expect(codel.maxQueueDelayMs).toBeLessThanOrEqual(presetById('queue-codel')!.state.codelIntervalMs);
    const alifo = run('queue-adaptive-lifo').summary;
    expect(text('queue-adaptive-lifo')).toContain(`Успешны ${pct(alifo.goodputShare, 1)}`);
    expect(text('queue-adaptive-lifo')).toContain(`медиана — ${Math.round(alifo.p50Ms!)} мс`);
    // at half load the queue never stands: adaptive LIFO is CoDel's FIFO, number for number
    const halfAlifo = run('queue-adaptive-lifo', { rate: 500 });
    const halfCodel = run('queue-adaptive-lifo', { rate: 500, queue: 'codel' });
    expect(halfAlifo.summary).toEqual(halfCodel.summary);
    expect(halfAlifo.buckets).toEqual(halfCodel.buckets);
    expect(text('queue-adaptive-lifo')).toContain('При нагрузке 50\u00a0%');
    expect(text('queue-codel')).toContain(`не больше ${presetById('queue-codel')!.state.codelTargetMs} мс, иначе — до ${presetById('queue-codel')!.state.codelIntervalMs} мс`);
    // an unlimited FIFO serves almost nothing in time; every other discipline keeps most of the capacity
    const capacityShare = 1000 / presetById('queue-lifo')!.state.rate;
    for (const s of [lifo, codel, alifo]) expect(s.goodputShare).toBeGreaterThan(0.97 * capacityShare);
  });

  it('a spike: FIFO drowns, AIMD and Gradient2 keep latency low', () => {
    const fifo = run('spike-fifo').summary;
    expect(text('spike-fifo')).toContain(`растёт до ${Math.round(fifo.peakQueue / 100) * 100} запросов`);
    expect(text('spike-fifo')).toContain(`ожидание — до ${sec(fifo.maxQueueDelayMs)}`);
    expect(fifo.goodputAfter).toBe(0);
    expect(text('spike-fifo')).toContain(`за минуту — ${pct(fifo.goodputShare)}`);
    const aimd = run('limit-aimd').summary;
    expect(text('limit-aimd')).toContain(`очередь не выше ${Math.ceil(aimd.peakQueue / 10) * 10}`);
    expect(text('limit-aimd')).toContain(`p99 — ${Math.round(aimd.p99Ms!)} мс`);
    expect(text('limit-aimd')).toContain(`успешны ${pct(aimd.goodputShare)}`);
    expect(aimd.goodputAfter).toBe(1);
    const grad = run('limit-gradient').summary;
    expect(text('limit-gradient')).toContain(`p99 ${Math.round(grad.p99Ms!)} мс`);
    expect(text('limit-gradient')).toContain(`очередь не выше ${grad.peakQueue}`);
    expect(text('limit-gradient')).toContain(`успешны ${pct(grad.goodputShare)}`);
    const fixed = run('limit-fixed-high').summary;
    expect(text('limit-fixed-high')).toContain(`в очереди до ${fixed.peakQueue} запросов`);
    expect(text('limit-fixed-high')).toContain(`ожидание — до ${sec(fixed.maxQueueDelayMs)}`);
    expect(text('limit-fixed-high')).toContain(`${pct(fixed.wastedShare)} работы впустую`);
    expect(text('limit-fixed-high')).toContain(`успешны ${pct(fixed.goodputShare)} операций`);
    expect(text('limit-fixed-high')).toContain(`ещё ${sec(fixed.recoveryMs!, 0)} разбирает`);
    expect(fixed.goodputShare).toBeLessThan(aimd.goodputShare / 2);
  });

  it('throttle: the server gets about K × accepted; without it, eight times', () => {
    const on = run('throttle').summary;
    const off = run('throttle', { throttle: false }).summary;
    expect(text('throttle')).toContain(`летит ${Math.round(off.serverRps / 100) * 100} запросов`);
    expect(text('throttle')).toContain(`${Math.round(on.serverRps / 50) * 50} запросов в секунду на ${Math.round(on.acceptRps)} успешных`);
    expect(Math.abs(on.serverRps / (2 * on.acceptRps) - 1)).toBeLessThan(0.05);
    // the budget cuts only the retries: every first attempt still reaches the server
    const budget = run('throttle', { throttle: false, budget: true }).summary;
    const st = presetById('throttle')!.state;
    expect(Math.abs(budget.serverRps / st.rate - 1)).toBeLessThan(0.01);
    expect(text('throttle')).toContain(`на сервер идут все ${st.rate} первых попыток`);
    // the breaker cuts nearly everything, the capacity it could use included
    const breaker = run('throttle', { throttle: false, breaker: true }).summary;
    expect(text('throttle')).toContain(`брейкер отсекает почти всё — ${Math.round(breaker.serverRps / 50) * 50} запросов`);
    expect(text('throttle')).toContain(`успешны ${pct(breaker.goodputShare, 1)} операций против ${pct(on.goodputShare)}`);
  });

  it('hedging: the tail shrinks at low load, grows at high load, and without a budget the server drowns', () => {
    const low = run('hedge-low-load').summary;
    const lowOff = run('hedge-low-load', { hedge: false }).summary;
    expect(text('hedge-low-load')).toContain(`Без хеджирования p99 — ${Math.round(lowOff.p99Ms!)} мс`);
    expect(text('hedge-low-load')).toContain(`p99 — ${Math.round(low.p99Ms!)} мс`);
    expect(text('hedge-low-load')).toContain(`${ru((low.amplification - 1) * 100)}\u00a0% лишних`);
    const high = run('hedge-high-load').summary;
    const highOff = run('hedge-high-load', { hedge: false }).summary;
    expect(text('hedge-high-load')).toContain(`со ${Math.round(highOff.p99Ms!)} мс без хеджирования до ${Math.round(high.p99Ms!)} мс`);
    expect(high.p99Ms!).toBeGreaterThan(highOff.p99Ms!);
    const s = presetById('hedge-high-load')!.state;
    const load = s.rate / ((s.workers * 1000) / (s.serviceMs * (1 + s.slowShare * (s.slowFactor - 1))));
    expect(Math.abs(load - 0.9)).toBeLessThan(0.02);
    const none = run('hedge-no-budget').summary;
    expect(text('hedge-no-budget')).toContain(`успешны ${pct(none.goodputShare, 1)}`);
    expect(none.amplification).toBeGreaterThan(1.99);
  });

  it('per-client protections: each client its own budget lets the fleet retry, each its own breaker never trips', () => {
    const per = run('budget-per-client').summary;
    const shared = run('budget-per-client', { budgetScope: 'shared' }).summary;
    expect(text('budget-per-client')).toContain(`пропускает за прогон ${shared.retries} ретраев`);
    expect(text('budget-per-client')).toContain(`свой такой же бюджет — ${per.retries}`);
    expect(per.retries).toBeLessThanOrEqual(200 * (100 / 2));
    const perBrk = run('breaker-per-client');
    const sharedBrk = run('breaker-per-client', { breakerScope: 'shared' });
    expect(perBrk.totals.breakerRejected).toBe(0);
    expect(sharedBrk.totals.breakerRejected).toBeGreaterThan(0);
    expect(text('breaker-per-client')).toContain(`здорова через ${sec(sharedBrk.summary.recoveryMs!, 0)} после него`);
    expect(text('breaker-per-client')).toContain(`успешны ${pct(perBrk.summary.goodputShare)}`);
    // the shared breaker opens within the first second of the outage
    const b = sharedBrk.buckets;
    const firstReject = b.local.findIndex((x) => x > 0) * b.bucketMs;
    expect(firstReject).toBeGreaterThanOrEqual(10_000);
    expect(firstReject).toBeLessThanOrEqual(11_000);
  });

  it('a partial failure: a shared breaker cuts every client, one per client only the failing', () => {
    const st = presetById('breaker-partial-failure')!.state;
    const shared = run('breaker-partial-failure').summary;
    const none = run('breaker-partial-failure', { breaker: false }).summary;
    const per = run('breaker-partial-failure', { breakerScope: 'per-client' }).summary;
    const healthy = 1 - st.errorClients;
    expect(text('breaker-partial-failure')).toContain(`на запросы четверти клиентов`);
    expect(st.errorClients).toBe(0.25);
    expect(text('breaker-partial-failure')).toContain(`размыкается при ${pct(st.brkRatio)} ошибок в окне ${sec(st.brkWindowMs, 0)}`);
    expect(Math.abs(none.goodputShare - healthy)).toBeLessThan(0.005);
    expect(text('breaker-partial-failure')).toContain(`Без брейкера успешны ${pct(none.goodputShare)} операций`);
    expect(text('breaker-partial-failure')).toContain(`видит ${pct(st.errorClients)} ошибок`);
    expect(text('breaker-partial-failure')).toContain(`режет всех: успешны ${pct(shared.goodputShare, 1)}`);
    expect(shared.goodputShare).toBeLessThan(0.05);
    expect(Math.abs(per.goodputShare - healthy)).toBeLessThan(0.005);
    expect(text('breaker-partial-failure')).toContain(`снова ${pct(per.goodputShare)}`);
    expect(text('breaker-partial-failure')).toContain(`идёт ${Math.round(per.serverRps / 100) * 100} запросов в секунду вместо ${Math.round(none.serverRps / 100) * 100}`);
  });

  it('budget thresholds: r/(1+r) = 9.1 %', () => {
    expect(text('budget-below-threshold')).toContain(`r/(1+r) = ${pct(budgetThreshold(0.1), 1)}`);
    const below = run('budget-below-threshold').summary;
    expect(text('budget-below-threshold')).toContain(`${ru(below.amplification, 3)} запроса на операцию`);
    expect(text('budget-below-threshold')).toContain(`даёт ${ru(attemptsPerOperation(0.08, 5), 3)}`);
    const above = run('budget-above-threshold').summary;
    const unbudgeted = run('budget-above-threshold', { budget: false }).summary;
    expect(text('budget-above-threshold')).toContain(`${ru(above.amplification, 3)} запроса на операцию (без бюджета — ${ru(unbudgeted.amplification, 3)})`);
  });

  it('the numbers use Russian digit grouping where they have five digits', () => {
    expect(int(10000)).toBe('10\u00a0000');
  });
});
