import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BreakerConfig, CircuitBreaker, type Outcome } from './breaker.ts';

const cfg = (over: Partial<BreakerConfig> = {}): BreakerConfig => ({
  mode: 'consecutive',
  failures: 3,
  ratio: 0.5,
  windowMs: 1000,
  minRequests: 4,
  openMs: 100,
  probes: 2,
  successesToClose: 2,
  ...over,
});

/** Admits and immediately records one call. */
function call(b: CircuitBreaker, now: number, outcome: Outcome): boolean {
  const ticket = b.admit(now);
  if (!ticket) return false;
  b.record(now, ticket, outcome);
  return true;
}

describe('CircuitBreaker transitions', () => {
  it('off: lets everything through and never leaves closed', () => {
    const b = new CircuitBreaker(cfg({ mode: 'off' }));
    for (let i = 0; i < 50; i++) expect(call(b, i, 'failure')).toBe(true);
    expect(b.state(100)).toBe('closed');
    expect(b.transitions).toEqual([]);
  });

  it('consecutive: N failures in a row open; a success resets the run; excluded does not', () => {
    const b = new CircuitBreaker(cfg());
    call(b, 1, 'failure');
    call(b, 2, 'failure');
    call(b, 3, 'success');
    call(b, 4, 'failure');
    call(b, 5, 'excluded');
    call(b, 6, 'failure');
    expect(b.state(6)).toBe('closed');
    call(b, 7, 'failure');
    expect(b.state(7)).toBe('open');
    expect(b.transitions).toEqual([{ at: 7, from: 'closed', to: 'open' }]);
    expect(b.admit(8)).toBeNull();
  });

  it('open → half-open exactly at openedAt + openMs, even when no call came at that moment', () => {
    const b = new CircuitBreaker(cfg());
    for (let i = 0; i < 3; i++) call(b, 10, 'failure');
    expect(b.state(109)).toBe('open');
    expect(b.state(500)).toBe('half-open');
    expect(b.transitions.at(-1)).toEqual({ at: 110, from: 'open', to: 'half-open' });
  });

  it('half-open: probes are limited to what is in flight; successes close, counters start clean', () => {
    const b = new CircuitBreaker(cfg());
    for (let i = 0; i < 3; i++) call(b, 0, 'failure');
    const p1 = b.admit(100);
    const p2 = b.admit(100);
    expect(p1?.probe).toBe(true);
    expect(p2?.probe).toBe(true);
    expect(b.admit(100)).toBeNull(); // the limit: two in flight
    b.record(101, p1!, 'success');
    expect(b.state(101)).toBe('half-open');
    const p3 = b.admit(101); // a slot is free again
    expect(p3?.probe).toBe(true);
    b.record(102, p2!, 'success');
    expect(b.state(102)).toBe('closed');
    // p3 was admitted in the half-open generation: its failure does not count in closed
    b.record(103, p3!, 'failure');
    call(b, 104, 'failure');
    call(b, 105, 'failure');
    expect(b.state(105)).toBe('closed');
    call(b, 106, 'failure');
    expect(b.state(106)).toBe('open');
  });

  it('half-open: the first failed probe re-opens with a new pause', () => {
    const b = new CircuitBreaker(cfg());
    for (let i = 0; i < 3; i++) call(b, 0, 'failure');
    const p = b.admit(100)!;
    b.record(130, p, 'failure');
    expect(b.state(130)).toBe('open');
    expect(b.state(229)).toBe('open');
    expect(b.state(230)).toBe('half-open');
  });

  it('half-open: an excluded probe frees its slot and neither closes nor opens', () => {
    const b = new CircuitBreaker(cfg({ probes: 1 }));
    for (let i = 0; i < 3; i++) call(b, 0, 'failure');
    const p = b.admit(100)!;
    expect(b.admit(100)).toBeNull();
    b.record(101, p, 'excluded');
    expect(b.state(101)).toBe('half-open');
    expect(b.admit(101)).not.toBeNull();
  });

  it('a late answer from before the trip is ignored', () => {
    const b = new CircuitBreaker(cfg({ successesToClose: 1, probes: 1 }));
    const slow = b.admit(0)!;
    for (let i = 0; i < 3; i++) call(b, 1, 'failure');
    expect(b.state(1)).toBe('open');
    b.record(150, slow, 'success'); // half-open by now, but `slow` is no probe of it
    expect(b.state(150)).toBe('half-open');
  });

  it('ratio: needs the minimum of requests, then trips at the share of failures', () => {
    const b = new CircuitBreaker(cfg({ mode: 'ratio', minRequests: 4, ratio: 0.5 }));
    call(b, 1, 'failure');
    call(b, 2, 'failure');
    call(b, 3, 'failure');
    expect(b.state(3)).toBe('closed'); // 3 of 3 failed, but fewer than 4 requests
    call(b, 4, 'success');
    expect(b.state(4)).toBe('closed'); // trips only on a failure
    call(b, 5, 'failure');
    expect(b.state(5)).toBe('open'); // 4 of 5
  });

  it('ratio: excluded outcomes do not dilute the share', () => {
    const b = new CircuitBreaker(cfg({ mode: 'ratio', minRequests: 4, ratio: 0.75 }));
    for (let i = 0; i < 20; i++) call(b, i, 'excluded');
    call(b, 30, 'success');
    call(b, 31, 'failure');
    call(b, 32, 'failure');
    expect(b.state(32)).toBe('closed');
    call(b, 33, 'failure');
    expect(b.state(33)).toBe('open');
  });

  it('ratio: old outcomes slide out of the window', () => {
    const b = new CircuitBreaker(cfg({ mode: 'ratio', minRequests: 4, ratio: 0.5, windowMs: 1000 }));
    for (let i = 0; i < 3; i++) call(b, 0, 'failure');
    expect(b.windowCounts(0)).toEqual({ ok: 0, failed: 3 });
    expect(b.windowCounts(1500)).toEqual({ ok: 0, failed: 0 });
    call(b, 1500, 'failure');
    expect(b.state(1500)).toBe('closed');
  });

  it('property: transitions follow the automaton, probes in flight never exceed the limit', () => {
    const step = fc.record({
      dt: fc.integer({ min: 0, max: 80 }),
      outcome: fc.constantFrom<Outcome>('success', 'failure', 'excluded'),
      hold: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.constantFrom('consecutive', 'ratio'), fc.integer({ min: 1, max: 3 }), fc.array(step, { maxLength: 300 }), (mode, probes, steps) => {
        const b = new CircuitBreaker(cfg({ mode: mode as 'consecutive' | 'ratio', probes, minRequests: 3 }));
        let now = 0;
        const held: { ticket: NonNullable<ReturnType<CircuitBreaker['admit']>>; outcome: Outcome }[] = [];
        for (const s of steps) {
          now += s.dt;
          const ticket = b.admit(now);
          if (ticket && s.hold) held.push({ ticket, outcome: s.outcome });
          else if (ticket) b.record(now, ticket, s.outcome);
          if (held.length > 3) {
            const h = held.shift()!;
            b.record(now, h.ticket, h.outcome);
          }
          const inFlight = held.filter((h) => h.ticket.probe && h.ticket.generation === b.generation).length;
          expect(inFlight).toBeLessThanOrEqual(probes);
        }
        const allowed = new Set(['closed>open', 'open>half-open', 'half-open>open', 'half-open>closed']);
        let prevAt = 0;
        let state = 'closed';
        for (const tr of b.transitions) {
          expect(allowed.has(`${tr.from}>${tr.to}`)).toBe(true);
          expect(tr.from).toBe(state);
          expect(tr.at).toBeGreaterThanOrEqual(prevAt);
          prevAt = tr.at;
          state = tr.to;
        }
      }),
      { numRuns: 200 },
    );
  });
});
