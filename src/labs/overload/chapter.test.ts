/**
 * The chapter «Перегрузка и метастабильные отказы» embeds the overload lab and quotes its figures
 * in the paragraph before each embed. Every figure quoted there is what the engine computes for the
 * embedded preset (or the variant the sentence names); a change of the model or the preset that
 * moves a figure fails here, as does an embed of a preset that does not exist.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { presetById, runOverload, type OverloadState } from '../../engine/overload/index.ts';

const chapter = readFileSync(new URL('../../../content/chapters/overload.mdx', import.meta.url), 'utf8');
const run = (id: string, over: Partial<OverloadState> = {}) => runOverload({ ...presetById(id)!.state, ...over }).summary;
const ru = (x: number, digits = 0) => x.toFixed(digits).replace('.', ',');
/** The chapter writes shares with an ordinary space: «78 %». */
const pct = (share: number, digits = 0) => `${ru(share * 100, digits)} %`;
const roundTo = (x: number, step: number) => String(Math.round(x / step) * step);

/** The paragraph right before `<LabEmbed id="overload" preset="…" />`. */
function leadOf(preset: string): string {
  const tag = `<LabEmbed id="overload" preset="${preset}" />`;
  const at = chapter.indexOf(tag);
  expect(at, `${preset} is embedded`).toBeGreaterThan(0);
  const before = chapter.slice(0, at).trimEnd();
  return before.slice(before.lastIndexOf('\n\n') + 2);
}

// Whole 60 s runs, several per test: seconds alone, minutes on a machine shared by many jobs.
describe('the overload chapter and its lab embeds', { timeout: 120_000 }, () => {
  it('embeds only presets that exist, and no placeholder is left', () => {
    const embedded = [...chapter.matchAll(/<LabEmbed id="overload" preset="([^"]+)" \/>/g)].map((m) => m[1]!);
    expect(embedded.length).toBe(7);
    for (const id of embedded) expect(presetById(id), id).toBeDefined();
    expect(chapter).not.toMatch(/\{\/\* LAB:/);
  });

  it('metastable: down after the trigger, three actions restore it, lowering the rate only to a quarter', () => {
    const lead = leadOf('metastable');
    const s = run('metastable');
    const st = presetById('metastable')!.state;
    expect(lead).toContain(`при спросе ${st.rate} и трёх попытках`);
    expect(st.maxAttempts).toBe(3);
    expect(lead).toContain(`успешны ${pct(s.goodputAfter!, 1)}`);
    expect(lead).toContain(`действие на ${st.actionAtS}-й секунде`);
    for (const action of ['shed', 'drop-expired', 'budget'] as const) {
      const r = run('metastable', { action });
      expect(r.recovery, action).toBe('recovered');
      expect(r.goodputAfter, action).toBeGreaterThan(0.995);
    }
    expect(lead).toContain('возвращают успешность к 100 %');
    expect(run('metastable', { action: 'lower-rate', lowerFactor: 0.25 }).recovery).toBe('recovered');
    expect(run('metastable', { action: 'lower-rate', lowerFactor: 0.5 }).recovery).toBe('not-recovered');
  });

  it('serve-in-vain: nobody served at the end; dropping expired work saves most, at the deadline', () => {
    const lead = leadOf('serve-in-vain');
    const vain = run('serve-in-vain');
    expect(vain.goodputAfter).toBe(0);
    expect(lead).toContain('из операций последних 10 секунд не успешна ни одна');
    const drop = run('serve-in-vain', { dropExpired: true });
    expect(lead).toContain(`успешны ${pct(drop.goodputShare)} операций, около ${roundTo(drop.acceptRps, 10)} в секунду`);
    expect(lead).toContain(`медиана ответа — ${Math.round(drop.p50Ms!)} мс`);
  });

  it('queue disciplines under 110 % load', () => {
    const lead = leadOf('queue-codel');
    const st = presetById('queue-codel')!.state;
    expect(lead).toContain(`целью ${st.codelTargetMs} мс и интервалом ${st.codelIntervalMs} мс`);
    const fifo = run('queue-codel', { queue: 'fifo' });
    const lifo = run('queue-codel', { queue: 'lifo' });
    const codel = run('queue-codel');
    const alifo = run('queue-codel', { queue: 'adaptive-lifo' });
    expect(lead).toContain(`FIFO успешен для ${pct(fifo.goodputShare, 1)}`);
    expect(lead).toContain(`LIFO — для ${pct(lifo.goodputShare)}, но старые запросы ждут до ${Math.round(lifo.maxQueueDelayMs / 1000)} с`);
    expect(lead).toContain(`CoDel — для ${pct(codel.goodputShare)} с p99 ${Math.round(codel.p99Ms!)} мс`);
    expect(codel.wasted).toBe(0);
    expect(lead).toContain(`adaptive LIFO — для ${pct(alifo.goodputShare, 1)} с медианой ${Math.round(alifo.p50Ms!)} мс`);
    expect(run('queue-codel', { queue: 'adaptive-lifo', rate: 500 })).toEqual(run('queue-codel', { rate: 500 }));
  });

  it('adaptive limits during a spike, and a fixed limit set too high', () => {
    const lead = leadOf('limit-aimd');
    const st = presetById('limit-aimd')!.state;
    expect(lead).toContain(`с ${st.rate} до ${st.rate * st.triggerFactor}`);
    expect(lead).toContain(`ответ дольше ${st.aimdTimeoutMs} мс — лимит × ${ru(st.aimdBackoff, 1)}`);
    const aimd = run('limit-aimd');
    expect(lead).toContain(`очередь не выше ${Math.ceil(aimd.peakQueue / 10) * 10}, успешны ${pct(aimd.goodputShare)}`);
    const grad = run('limit-aimd', { limiter: 'gradient' });
    expect(lead).toContain(`очередь не выше ${grad.peakQueue} и p99 ${Math.round(grad.p99Ms!)} мс, успешны ${pct(grad.goodputShare)}`);
    const fixed = run('limit-aimd', { limiter: 'fixed', limit: 2000, limitMax: 2000 });
    expect(fixed).toEqual(run('limit-fixed-high'));
    expect(lead).toContain(`ожиданием до ${ru(fixed.maxQueueDelayMs / 1000, 1)} с: ${pct(fixed.wastedShare)} работы впустую, успешны ${pct(fixed.goodputShare)}`);
    expect(lead).toContain(`ещё ${ru(fixed.recoveryMs! / 1000)} с уходят`);
  });

  it('throttle, budget and breaker side by side', () => {
    const lead = leadOf('throttle');
    const none = run('throttle', { throttle: false });
    const budget = run('throttle', { throttle: false, budget: true });
    const throttle = run('throttle');
    const breaker = run('throttle', { throttle: false, breaker: true });
    expect(lead).toContain(`на сервер летит ${roundTo(none.serverRps, 100)} запросов`);
    expect(lead).toContain(`с бюджетом ретраев — ${roundTo(budget.serverRps, 100)}, ровно первые попытки`);
    expect(lead).toContain(`пропускает ${roundTo(throttle.serverRps, 50)} на ${Math.round(throttle.acceptRps)} успешных`);
    for (const s of [none, budget, throttle]) expect(pct(s.goodputShare)).toBe('34 %');
    expect(lead).toContain('около 34 % операций');
    expect(lead).toContain(`остаётся ${roundTo(breaker.serverRps, 50)} запросов в секунду, и успешны лишь ${pct(breaker.goodputShare, 1)}`);
  });

  it('hedging: the tail shrinks at low load, grows at high load, and drowns without a budget', () => {
    const lead = leadOf('hedge-low-load');
    const low = run('hedge-low-load');
    const lowOff = run('hedge-low-load', { hedge: false });
    expect(lead).toContain(`снижает p99 со ${Math.round(lowOff.p99Ms!)} до ${Math.round(low.p99Ms!)} мс ценой ${ru((low.amplification - 1) * 100)} % лишних`);
    const high = run('hedge-low-load', { rate: 750 });
    const highOff = run('hedge-low-load', { rate: 750, hedge: false });
    expect(lead).toContain(`p99 вырастет до ${Math.round(high.p99Ms!)} мс — хуже, чем ${Math.round(highOff.p99Ms!)} мс без хеджей`);
    const drown = run('hedge-low-load', { rate: 750, hedgeBudget: 1 });
    expect(drown.amplification).toBeGreaterThan(1.99);
    expect(lead).toContain(`успешны останутся ${pct(drown.goodputShare, 1)} операций`);
  });

  it('a partial failure: one shared breaker cuts all, one per client only the failing', () => {
    const lead = leadOf('breaker-partial-failure');
    const st = presetById('breaker-partial-failure')!.state;
    expect(lead).toContain('шард четверти клиентов лёг');
    expect(st.errorClients).toBe(0.25);
    expect(lead).toContain(`размыкается при ${pct(st.brkRatio)} ошибок`);
    expect(lead).toContain(`Без брейкера успешны ${pct(run('breaker-partial-failure', { breaker: false }).goodputShare)}`);
    expect(lead).toContain(`общий брейкер оставляет ${pct(run('breaker-partial-failure').goodputShare, 1)}`);
    const per = run('breaker-partial-failure', { breakerScope: 'per-client' });
    expect(lead).toContain(`снова ${pct(per.goodputShare)}`);
    // the failing quarter's requests barely reach the server: healthy load plus a few probes
    expect(per.serverRps).toBeLessThan(st.rate * (1 - st.errorClients) * 1.02);
    // the chapter's text next to it: one shard of four is 25 % errors, above the model's 20 %
    expect(chapter).toContain('25 % ошибок — выше порога модели (20 %');
  });
});
