import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SortedLane } from './outage';

describe('SortedLane (the outage engine\'s queue for resolves)', () => {
  it('is a FIFO that takes only what keeps it sorted, through growth and wrap-around', () => {
    fc.assert(
      fc.property(
        // Each step: push (time, value) if the lane accepts it, or take the head.
        fc.array(fc.oneof(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 20 })), fc.constant('shift' as const)), { maxLength: 4000 }),
        (steps) => {
          const lane = new SortedLane();
          const model: [number, number][] = [];
          for (const step of steps) {
            if (step === 'shift') {
              if (model.length === 0) continue;
              const [t, v] = model.shift()!;
              expect([lane.peekTime(), lane.peekValue()]).toEqual([t, v]);
              lane.shift();
            } else {
              const [t, v] = step;
              const last = model[model.length - 1];
              const sorted = !last || t > last[0] || (t === last[0] && v >= last[1]);
              expect(lane.accepts(t, v)).toBe(sorted);
              if (sorted) {
                lane.push(t, v);
                model.push([t, v]);
              }
            }
            expect(lane.size).toBe(model.length);
            expect(lane.peekTime()).toBe(model[0]?.[0] ?? Infinity);
          }
        },
      ),
    );
  });

  it('keeps its order across a growth that happens while its head is mid-buffer', () => {
    const lane = new SortedLane();
    for (let i = 0; i < 1000; i++) lane.push(i, 0);
    for (let i = 0; i < 900; i++) lane.shift();
    // 100 left, starting at slot 900: the next 2000 pushes wrap around and then grow the buffer.
    for (let i = 1000; i < 3000; i++) lane.push(i, 0);
    const out: number[] = [];
    while (lane.size > 0) {
      out.push(lane.peekTime());
      lane.shift();
    }
    expect(out).toEqual(Array.from({ length: 2100 }, (_, i) => 900 + i));
  });
});
