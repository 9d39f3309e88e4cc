import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EventHeap } from './heap';

describe('EventHeap', () => {
  it('pops in (time, value) order, including replaceTop and growth', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 1000 }), fc.boolean()), {
          maxLength: 300,
        }),
        (ops) => {
          const h = new EventHeap(2);
          const model: [number, number][] = [];
          const cmp = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];
          for (const [t, v, replace] of ops) {
            if (replace && model.length > 0) {
              model.sort(cmp);
              model.shift();
              h.replaceTop(t, v);
            } else h.push(t, v);
            model.push([t, v]);
          }
          model.sort(cmp);
          const out: [number, number][] = [];
          while (h.size > 0) {
            out.push([h.peekTime(), h.peekValue()]);
            h.pop();
          }
          expect(out).toEqual(model);
          expect(h.peekTime()).toBe(Infinity);
        },
      ),
      { numRuns: 200 },
    );
  });
});
