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

describe('circuit breaker', () => {
  it('off: always passes', () => {
    const b = createBreaker(cfg({ mode: 'off' }));
    for (let i = 0; i < 100; i++) b.record(i, false, false);
    expect(b.admit(100)).toBe(Admit.Pass);
    expect(b.state(100)).toBe('closed');
  });

  it('consecutive: trips after N failures in a row, a success resets the count', () => {
    const b = createBreaker(cfg({}));
    b.record(1, false, false);
    b.record(2, false, false);
    b.record(3, true, false);
    b.record(4, false, false);
    b.record(5, false, false);
    expect(b.state(5)).toBe('closed');
    b.record(6, false, false);
    expect(b.state(6)).toBe('open');
    expect(b.admit(50)).toBe(Admit.Reject);
    expect(b.trips()).toBe(1);
  });

  it('open → half-open after openMs, limited probes, closes after enough successes', () => {
    const b = createBreaker(cfg({}));
    for (let i = 0; i < 3; i++) b.record(10, false, false);
    expect(b.admit(109)).toBe(Admit.Reject);
    expect(b.state(110)).toBe('half-open');
    expect(b.admit(110)).toBe(Admit.Probe);
    expect(b.admit(110)).toBe(Admit.Probe);
    expect(b.admit(110)).toBe(Admit.Reject); // probe limit
    b.record(111, false, false); // a late outcome of a non-probe is ignored
    expect(b.state(111)).toBe('half-open');
    b.record(112, true, true);
    expect(b.state(112)).toBe('half-open');
    expect(b.admit(112)).toBe(Admit.Probe); // a probe slot was freed
    b.record(113, true, true);
    expect(b.state(113)).toBe('closed');
    expect(b.admit(113)).toBe(Admit.Pass);
  });

  it('a failed probe re-opens the breaker and restarts the timer', () => {
    const b = createBreaker(cfg({}));
    for (let i = 0; i < 3; i++) b.record(0, false, false);
    expect(b.admit(100)).toBe(Admit.Probe);
    b.record(150, false, true);
    expect(b.state(150)).toBe('open');
    expect(b.admit(249)).toBe(Admit.Reject);
    expect(b.admit(250)).toBe(Admit.Probe);
    expect(b.trips()).toBe(2);
  });

  it('ratio: needs minRequests in the window and a failure share ≥ ratio', () => {
    const b = createBreaker(cfg({ mode: 'ratio', minRequests: 4, ratio: 0.5, windowMs: 1000 }));
    b.record(0, false, false);
    b.record(10, false, false);
    b.record(20, false, false);
    expect(b.state(20)).toBe('closed'); // only 3 requests
    b.record(30, true, false);
    expect(b.state(30)).toBe('closed'); // success does not trip
    b.record(40, false, false); // 4 failures of 5
    expect(b.state(40)).toBe('open');
  });

  it('ratio: old outcomes leave the rolling window', () => {
    const b = createBreaker(cfg({ mode: 'ratio', minRequests: 4, ratio: 0.5, windowMs: 1000 }));
    b.record(0, false, false);
    b.record(1, false, false);
    b.record(2, false, false);
    // 2 s later the window is empty again: 1 failure + 2 successes is below minRequests/ratio
    b.record(2000, true, false);
    b.record(2001, true, false);
    b.record(2002, false, false);
    expect(b.state(2002)).toBe('closed');
  });

  it('never admits more probes than the limit (random event sequences)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.constantFrom('admit', 'ok', 'fail')), { maxLength: 200 }),
        fc.integer({ min: 1, max: 4 }),
        (steps, probes) => {
          const b = createBreaker(cfg({ probes, failures: 2 }));
          let t = 0;
          let outstanding = 0;
          for (const [dt, what] of steps) {
            t += dt;
            if (what === 'admit') {
              const v = b.admit(t);
              if (v === Admit.Probe) outstanding++;
              if (b.state(t) === 'half-open') expect(outstanding).toBeLessThanOrEqual(probes);
              if (v === Admit.Pass) expect(b.state(t)).toBe('closed');
            } else {
              const probe = outstanding > 0 && b.state(t) === 'half-open';
              if (probe) outstanding--;
              b.record(t, what === 'ok', probe);
              if (b.state(t) !== 'half-open') outstanding = 0;
            }
            expect(['closed', 'open', 'half-open']).toContain(b.state(t));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
