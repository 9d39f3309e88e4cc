import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidState } from '../../url/params.ts';
import { admit, complete, release, stateOf, type KeyStore } from './keyStore.ts';
import { defaultState, idempotencyParams, scenarioOf } from './params.ts';
import { PRESET_IDS, matchPreset, presetById, presets } from './presets.ts';
import { type AttemptPlan, type Fault, type Scenario, initialWorld, run, step } from './sim.ts';

const response = { status: 201 as const, chargeId: 1, amount: 100 };

describe('key store transitions', () => {
  it('claim: an absent key becomes in_progress', () => {
    const { store, admission } = admit({}, 'K1', 'amount=100');
    expect(admission).toEqual({ kind: 'claimed' });
    expect(stateOf(store, 'K1')).toBe('in_progress');
  });

  it('a duplicate while in progress gets 409 (conflict) and changes nothing', () => {
    const claimed = admit({}, 'K1', 'amount=100').store;
    const { store, admission } = admit(claimed, 'K1', 'amount=100');
    expect(admission).toEqual({ kind: 'conflict' });
    expect(store).toBe(claimed);
  });

  it('complete stores the response; a repeat replays it', () => {
    const done = complete(admit({}, 'K1', 'amount=100').store, 'K1', response);
    expect(stateOf(done, 'K1')).toBe('done');
    const { store, admission } = admit(done, 'K1', 'amount=100');
    expect(admission).toEqual({ kind: 'replay', response });
    expect(store).toBe(done);
  });

  it('the same key with another body is a mismatch (422), in progress or done', () => {
    const claimed = admit({}, 'K1', 'amount=100').store;
    expect(admit(claimed, 'K1', 'amount=150').admission).toEqual({ kind: 'mismatch' });
    const done = complete(claimed, 'K1', response);
    expect(admit(done, 'K1', 'amount=150').admission).toEqual({ kind: 'mismatch' });
  });

  it('release forgets the key, and the next request claims it anew', () => {
    const claimed = admit({}, 'K1', 'amount=100').store;
    const released = release(claimed, 'K1');
    expect(stateOf(released, 'K1')).toBe('absent');
    expect(admit(released, 'K1', 'amount=100').admission).toEqual({ kind: 'claimed' });
  });

  it('is pure and refuses impossible transitions', () => {
    const empty: KeyStore = {};
    admit(empty, 'K1', 'x');
    expect(empty).toEqual({});
    expect(() => release(empty, 'K1')).toThrow();
    const done = complete(admit({}, 'K1', 'x').store, 'K1', response);
    expect(() => release(done, 'K1')).toThrow();
    expect(() => complete(done, 'K1', response)).toThrow();
  });
});

const scenario = (over: Partial<Scenario> & { plans: AttemptPlan[] }): Scenario => ({
  keyMode: 'operation',
  retries: 2,
  keepOnUnknown: true,
  releaseOnFailure: true,
  ...over,
});
const transitions = (r: ReturnType<typeof run>) => r.trace.flatMap((e) => (e.transition ? [e.transition] : []));

describe('step model', () => {
  it('step is pure: the input world is left untouched', () => {
    const w = initialWorld(scenario({ plans: [{ fault: 'ok', amount: 100 }] }));
    const snapshot = JSON.stringify(w);
    const [ev, ...rest] = w.queue;
    const next = step({ ...w, queue: rest }, ev!);
    expect(JSON.stringify(w)).toBe(snapshot);
    expect(next.trace.length).toBe(1);
  });

  it('a clean call: claim → charge → complete → 201', () => {
    const r = run(scenario({ plans: [{ fault: 'ok', amount: 100 }] }));
    expect(transitions(r)).toEqual(['claim', 'complete']);
    expect(r.ledger).toHaveLength(1);
    expect(r.final).toEqual({ kind: 'success', status: 201, replayed: false, chargeId: 1, amount: 100 });
  });

  it('timeout after the charge: without a key two charges; with a key a replay of the stored response', () => {
    const plans: AttemptPlan[] = [{ fault: 'lost-response', amount: 100 }];
    const bare = run(scenario({ keyMode: 'none', plans }));
    expect(bare.ledger).toHaveLength(2);
    expect(bare.final).toMatchObject({ kind: 'success', replayed: false, chargeId: 2 });
    const keyed = run(scenario({ plans }));
    expect(keyed.ledger).toHaveLength(1);
    expect(transitions(keyed)).toEqual(['claim', 'complete', 'replay']);
    expect(keyed.final).toMatchObject({ kind: 'success', replayed: true, chargeId: 1 });
  });

  it('a lost request is safe to retry even without a key', () => {
    const r = run(scenario({ keyMode: 'none', plans: [{ fault: 'lost-request', amount: 100 }] }));
    expect(r.ledger).toHaveLength(1);
    expect(r.final?.kind).toBe('success');
  });

  it('another body on a retry: 422, final, no second charge', () => {
    const r = run(scenario({ plans: [{ fault: 'lost-response', amount: 100 }, { fault: 'ok', amount: 150 }] }));
    expect(transitions(r)).toEqual(['claim', 'complete', 'mismatch']);
    expect(r.final).toEqual({ kind: 'error', status: 422 });
    expect(r.ledger).toHaveLength(1);
  });

  it('a duplicate while the first runs: 409, then the stored response', () => {
    const r = run(scenario({ plans: [{ fault: 'slow', amount: 100 }] }));
    expect(transitions(r)).toEqual(['claim', 'conflict', 'complete', 'replay']);
    expect(r.ledger).toHaveLength(1);
    expect(r.final).toMatchObject({ kind: 'success', replayed: true });
    expect(r.trace.some((e) => e.kind === 'ignored')).toBe(true); // the first answer came too late
    const bare = run(scenario({ keyMode: 'none', plans: [{ fault: 'slow', amount: 100 }] }));
    expect(bare.ledger).toHaveLength(2);
  });

  it('a 500 before the effect releases the key and the retry succeeds; without release the key sticks', () => {
    const plans: AttemptPlan[] = [{ fault: 'server-500', amount: 100 }];
    const r = run(scenario({ plans }));
    expect(transitions(r)).toEqual(['claim', 'release', 'claim', 'complete']);
    expect(r.final).toMatchObject({ kind: 'success', replayed: false });
    expect(r.ledger).toHaveLength(1);
    const stuck = run(scenario({ plans, releaseOnFailure: false }));
    expect(transitions(stuck)).toEqual(['claim', 'keep', 'conflict', 'conflict']);
    expect(stuck.final).toEqual({ kind: 'gave-up', last: 409 });
    expect(stuck.ledger).toHaveLength(0);
  });

  it('a validation 400 releases the key and is not retried', () => {
    const r = run(scenario({ plans: [{ fault: 'invalid-400', amount: 100 }] }));
    expect(transitions(r)).toEqual(['claim', 'release']);
    expect(r.final).toEqual({ kind: 'error', status: 400 });
    expect(r.attempts).toBe(1);
  });

  it('an unknown outcome keeps the key (retries get 409); releasing it charges twice', () => {
    const plans: AttemptPlan[] = [{ fault: 'provider-timeout', amount: 100 }];
    const kept = run(scenario({ plans }));
    expect(transitions(kept)).toEqual(['claim', 'keep', 'conflict', 'conflict']);
    expect(kept.ledger).toHaveLength(1);
    expect(stateOf(kept.store, 'K1')).toBe('in_progress');
    const released = run(scenario({ plans, keepOnUnknown: false }));
    expect(released.ledger).toHaveLength(2);
  });

  it('a new key per attempt protects nothing', () => {
    const r = run(scenario({ keyMode: 'attempt', plans: [{ fault: 'lost-response', amount: 100 }] }));
    expect(r.ledger).toHaveLength(2);
    expect(r.trace.filter((e) => e.kind === 'send').map((e) => e.key)).toEqual(['K1', 'K2']);
  });

  it('every run ends: with a final outcome or out of retries, and the trace is in time order', () => {
    const r = run(scenario({ retries: 5, plans: Array.from({ length: 6 }, () => ({ fault: 'lost-request' as const, amount: 100 })) }));
    expect(r.final).toEqual({ kind: 'gave-up', last: 'timeout' });
    expect(r.attempts).toBe(6);
    for (let i = 1; i < r.trace.length; i++) expect(r.trace[i]!.t).toBeGreaterThanOrEqual(r.trace[i - 1]!.t);
  });
});

const FAULTS: Fault[] = ['ok', 'lost-request', 'lost-response', 'server-500', 'invalid-400', 'provider-timeout', 'slow'];
const planArb = fc.record({
  fault: fc.constantFrom(...FAULTS),
  amount: fc.constantFrom(100, 150),
  slowMs: fc.integer({ min: 100, max: 4000 }),
});
const scheduleArb = fc.record({
  retries: fc.integer({ min: 0, max: 5 }),
  plans: fc.array(planArb, { minLength: 1, maxLength: 6 }),
  releaseOnFailure: fc.boolean(),
});

describe('property: charges per logical payment', () => {
  it('with a key (kept on unknown outcomes) there is never more than one charge, whatever fails', () => {
    fc.assert(
      fc.property(scheduleArb, ({ retries, plans, releaseOnFailure }) => {
        const r = run({ keyMode: 'operation', retries, plans, keepOnUnknown: true, releaseOnFailure });
        expect(r.ledger.length).toBeLessThanOrEqual(1);
        // A success always reports the one charge there is.
        if (r.final?.kind === 'success') expect(r.final.chargeId).toBe(r.ledger[0]!.id);
      }),
      { numRuns: 500 },
    );
  });

  it('without a key some failure schedules charge twice or more', () => {
    const result = fc.check(
      fc.property(scheduleArb, ({ retries, plans, releaseOnFailure }) => run({ keyMode: 'none', retries, plans, keepOnUnknown: true, releaseOnFailure }).ledger.length <= 1),
      { numRuns: 500, seed: 42 },
    );
    expect(result.failed).toBe(true);
    const bad = result.counterexample![0];
    expect(run({ keyMode: 'none', ...bad, keepOnUnknown: true }).ledger.length).toBeGreaterThanOrEqual(2);
  });
});

describe('params and presets', () => {
  it('presets are valid, recognised and say what they show', () => {
    expect(presets.map((p) => p.id)).toEqual([...PRESET_IDS]);
    for (const p of presets) {
      expect(isValidState(idempotencyParams, p.state)).toBe(true);
      expect(matchPreset(p.state)).toBe(p.id);
      expect(p.description.length).toBeGreaterThan(100);
    }
    expect(matchPreset(defaultState)).toBe('no-key-double');
  });

  const outcome = (id: string) => run(scenarioOf(presetById(id)!.state));

  it('the required presets show what their titles promise', () => {
    expect(outcome('no-key-double').ledger).toHaveLength(2);
    const replay = outcome('key-replay');
    expect(replay.ledger).toHaveLength(1);
    expect(replay.final).toMatchObject({ kind: 'success', replayed: true });
    expect(outcome('body-changed').final).toEqual({ kind: 'error', status: 422 });
    expect(transitions(outcome('concurrent'))).toContain('conflict');
    const s500 = outcome('server-500');
    expect(transitions(s500)).toEqual(['claim', 'release', 'claim', 'complete']);
    expect(s500.final?.kind).toBe('success');
    expect(outcome('unknown-keep').ledger).toHaveLength(1);
    expect(outcome('key-per-attempt').ledger).toHaveLength(2);
  });

  it('scenarioOf: the failure hits the first failTimes attempts; a changed body changes every retry', () => {
    const s = scenarioOf({ ...defaultState, failure: 'body-changed', failTimes: 2, retries: 3 });
    expect(s.plans.map((p) => p.fault)).toEqual(['lost-response', 'lost-response', 'ok', 'ok']);
    expect(s.plans.map((p) => p.amount)).toEqual([100, 150, 150, 150]);
  });
});
