/**
 * Binary min-heap of (time, payload) pairs on typed arrays: no allocation per
 * event. Ties are broken by the payload so the order never depends on
 * insertion history beyond what the simulation itself decides.
 */
export class EventHeap {
  private keys: Float64Array;
  private vals: Int32Array;
  private n = 0;

  constructor(capacity: number) {
    const c = Math.max(4, capacity);
    this.keys = new Float64Array(c);
    this.vals = new Int32Array(c);
  }

  get size(): number {
    return this.n;
  }

  clear(): void {
    this.n = 0;
  }

  /** Time of the earliest event (Infinity when empty). */
  peekTime(): number {
    return this.n > 0 ? (this.keys[0] as number) : Infinity;
  }

  /** Payload of the earliest event (-1 when empty). */
  peekValue(): number {
    return this.n > 0 ? (this.vals[0] as number) : -1;
  }

  push(time: number, value: number): void {
    if (this.n === this.keys.length) this.grow();
    const keys = this.keys;
    const vals = this.vals;
    let i = this.n++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = keys[p] as number;
      if (pk < time || (pk === time && (vals[p] as number) <= value)) break;
      keys[i] = pk;
      vals[i] = vals[p] as number;
      i = p;
    }
    keys[i] = time;
    vals[i] = value;
  }

  /** Removes the earliest event; read it with peekTime/peekValue first. */
  pop(): void {
    const n = --this.n;
    if (n <= 0) return;
    this.siftDown(this.keys[n] as number, this.vals[n] as number, n);
  }

  /** Replaces the earliest event by a new one (pop + push in one sift). */
  replaceTop(time: number, value: number): void {
    if (this.n === 0) {
      this.push(time, value);
      return;
    }
    this.siftDown(time, value, this.n);
  }

  private siftDown(time: number, value: number, n: number): void {
    const keys = this.keys;
    const vals = this.vals;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      let ck = keys[c] as number;
      let cv = vals[c] as number;
      const r = c + 1;
      if (r < n) {
        const rk = keys[r] as number;
        const rv = vals[r] as number;
        if (rk < ck || (rk === ck && rv < cv)) {
          c = r;
          ck = rk;
          cv = rv;
        }
      }
      if (time < ck || (time === ck && value <= cv)) break;
      keys[i] = ck;
      vals[i] = cv;
      i = c;
    }
    keys[i] = time;
    vals[i] = value;
  }

  private grow(): void {
    const k = new Float64Array(this.keys.length * 2);
    k.set(this.keys);
    const v = new Int32Array(this.vals.length * 2);
    v.set(this.vals);
    this.keys = k;
    this.vals = v;
  }
}
