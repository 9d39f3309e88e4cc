import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRetryBudget } from './budget';

describe('retry budget (gRPC retryThrottling)', () => {
  it('starts full and throttles at half', () => {
    const b = createRetryBudget(10, 0.1);
    expect(b.tokens()).toBe(10);
    expect(b.allowRetry()).toBe(true);
    for (let i = 0; i < 4; i++) b.onFailure();
    expect(b.tokens()).toBe(6);
    expect(b.allowRetry()).toBe(true);
    b.onFailure();
    expect(b.tokens()).toBe(5);
    expect(b.allowRetry()).toBe(false); // retries only while tokens > maxTokens / 2
    b.onSuccess();
    expect(b.tokens()).toBe(5.1);
    expect(b.allowRetry()).toBe(true);
  });

  it('stays within [0, maxTokens] with exact thousandths', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }).map((m) => m / 1000),
        fc.array(fc.boolean(), { maxLength: 400 }),
        (max, ratio, events) => {
          const b = createRetryBudget(max, ratio);
          let model = max * 1000;
          for (const ok of events) {
            if (ok) {
              b.onSuccess();
              model = Math.min(max * 1000, model + Math.round(ratio * 1000));
            } else {
              b.onFailure();
              model = Math.max(0, model - 1000);
            }
            expect(b.tokens()).toBe(model / 1000);
            expect(b.tokens()).toBeGreaterThanOrEqual(0);
            expect(b.tokens()).toBeLessThanOrEqual(max);
            expect(b.allowRetry()).toBe(model > (max * 1000) / 2);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a long run of failures empties the bucket and it refills only on successes', () => {
    const b = createRetryBudget(100, 0.5);
    for (let i = 0; i < 500; i++) b.onFailure();
    expect(b.tokens()).toBe(0);
    for (let i = 0; i < 100; i++) b.onSuccess();
    expect(b.tokens()).toBe(50);
    expect(b.allowRetry()).toBe(false);
    b.onSuccess();
    expect(b.allowRetry()).toBe(true);
    for (let i = 0; i < 1000; i++) b.onSuccess();
    expect(b.tokens()).toBe(100);
  });
});
