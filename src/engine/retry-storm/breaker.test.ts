import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Admit, createBreaker, type BreakerConfig } from './breaker';

const cfg = (over: Partial<BreakerConfig>): BreakerConfig => ({
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

/** Outcome of an attempt admitted just now (closed state: the current generation). */
const now = (b: ReturnType<typeof createBreaker>, t: number, ok: boolean) => b.record(t, ok, b.generation());

describe('circuit breaker', () => {
  it('off: always passes', () => {
    const b = createBreaker(cfg({ mode: 'off' }));
    for (let i = 0; i < 100; i++) now(b, i, false);
    expect(b.admit(100)).toBe(Admit.Pass);
    expect(b.state(100)).toBe('closed');
  });

  it('consecutive: trips after N failures in a row, a success resets the count', () => {
    const b = createBreaker(cfg({}));
    now(b, 1, false);
    now(b, 2, false);
    now(b, 3, true);
    now(b, 4, false);
    now(b, 5, false);
    expect(b.state(5)).toBe('closed');
    now(b, 6, false);
    expect(b.state(6)).toBe('open');
    expect(b.admit(50)).toBe(Admit.Reject);
    expect(b.trips()).toBe(1);
  });

  it('open → half-open after openMs, limited probes, closes after enough successes', () => {
    const b = createBreaker(cfg({}));
    const closedGen = b.generation();
    for (let i = 0; i < 3; i++) now(b, 10, false);
    expect(b.admit(109)).toBe(Admit.Reject);
    expect(b.state(110)).toBe('half-open');
    expect(b.admit(110)).toBe(Admit.Probe);
    expect(b.admit(110)).toBe(Admit.Probe);
    const probes = b.generation();
    expect(b.admit(110)).toBe(Admit.Reject); // probe limit
    b.record(111, false, closedGen); // a late outcome of an attempt sent while closed is ignored
    expect(b.state(111)).toBe('half-open');
    b.record(112, true, probes);
    expect(b.state(112)).toBe('half-open');
    expect(b.admit(112)).toBe(Admit.Probe); // a probe slot was freed
    b.record(113, true, probes);
    expect(b.state(113)).toBe('closed');
    expect(b.admit(113)).toBe(Admit.Pass);
  });

  it('a failed probe re-opens the breaker and restarts the timer', () => {
    const b = createBreaker(cfg({}));
    for (let i = 0; i < 3; i++) now(b, 0, false);
    expect(b.admit(100)).toBe(Admit.Probe);
    b.record(150, false, b.generation());
    expect(b.state(150)).toBe('open');
    expect(b.admit(249)).toBe(Admit.Reject);
    expect(b.admit(250)).toBe(Admit.Probe);
    expect(b.trips()).toBe(2);
  });

  // Regression (issue 10, item 29): a probe from an earlier half-open period counted in the next one.
  it('a probe still in flight from an earlier half-open period frees no slot of the next one', () => {
    const b = createBreaker(cfg({ probes: 2, successesToClose: 2 }));
    for (let i = 0; i < 3; i++) now(b, 0, false);
    expect(b.admit(100)).toBe(Admit.Probe); // P1: hangs past the next half-open period
    const first = b.generation();
    expect(b.admit(100)).toBe(Admit.Probe); // P2
    b.record(110, false, first); // P2 fails: open again
    expect(b.state(210)).toBe('half-open');
    expect(b.admit(210)).toBe(Admit.Probe); // Q1
    expect(b.admit(210)).toBe(Admit.Probe); // Q2: the limit of two
    b.record(215, true, first); // P1 answers late
    expect(b.admit(215)).toBe(Admit.Reject); // no third concurrent probe
    expect(b.state(215)).toBe('half-open');
  });

  it('a stale success does not close the breaker (openMs shorter than the attempt timeout)', () => {
    const b = createBreaker(cfg({ probes: 2, successesToClose: 1 }));
    for (let i = 0; i < 3; i++) now(b, 0, false);
    b.admit(100); // P1, still hanging at t = 300
    const first = b.generation();
    b.admit(100); // P2
    b.record(105, false, first); // P2 fails: open, half-open again at 205
    expect(b.admit(205)).toBe(Admit.Probe);
    const second = b.generation();
    b.record(300, true, first); // P1's success belongs to a period that is over
    expect(b.state(300)).toBe('half-open');
    b.record(301, true, second); // a probe of this period closes it
    expect(b.state(301)).toBe('closed');
  });

  it('an outcome from before a trip does not count in the next closed period', () => {
    const b = createBreaker(cfg({ failures: 2, probes: 1, successesToClose: 1 }));
    const old = b.generation();
    now(b, 0, false);
    now(b, 1, false); // open
    b.admit(101);
    b.record(102, true, b.generation()); // closed again
    expect(b.state(102)).toBe('closed');
    b.record(103, false, old); // sent before the trip, answered now
    now(b, 104, false);
    expect(b.state(104)).toBe('closed'); // one fresh failure, not two
  });

  it('ratio: needs minRequests in the window and a failure share ≥ ratio', () => {
    const b = createBreaker(cfg({ mode: 'ratio', minRequests: 4, ratio: 0.5, windowMs: 1000 }));
    now(b, 0, false);
    now(b, 10, false);
    now(b, 20, false);
    expect(b.state(20)).toBe('closed'); // only 3 requests
    now(b, 30, true);
    expect(b.state(30)).toBe('closed'); // success does not trip
    now(b, 40, false); // 4 failures of 5
    expect(b.state(40)).toBe('open');
  });

  it('ratio: old outcomes leave the rolling window', () => {
    const b = createBreaker(cfg({ mode: 'ratio', minRequests: 4, ratio: 0.5, windowMs: 1000 }));
    now(b, 0, false);
    now(b, 1, false);
    now(b, 2, false);
    // 2 s later the window is empty again: 1 failure + 2 successes is below minRequests/ratio
    now(b, 2000, true);
    now(b, 2001, true);
    now(b, 2002, false);
    expect(b.state(2002)).toBe('closed');
  });

  it('never has more probes of one half-open period in flight than the limit (random event sequences)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.constantFrom('admit', 'ok', 'fail'), fc.nat()), { maxLength: 200 }),
        fc.integer({ min: 1, max: 4 }),
        (steps, probes) => {
          const b = createBreaker(cfg({ probes, failures: 2 }));
          let t = 0;
          // attempts in flight: the generation each was admitted in (any of them may answer next)
          const inFlight: number[] = [];
          for (const [dt, what, pick] of steps) {
            t += dt;
            if (what === 'admit') {
              const v = b.admit(t);
              if (v !== Admit.Reject) inFlight.push(b.generation());
              if (v === Admit.Pass) expect(b.state(t)).toBe('closed');
            } else if (inFlight.length > 0) {
              const [gen] = inFlight.splice(pick % inFlight.length, 1);
              b.record(t, what === 'ok', gen!);
            }
            if (b.state(t) === 'half-open') {
              const current = b.generation();
              expect(inFlight.filter((g) => g === current).length).toBeLessThanOrEqual(probes);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
