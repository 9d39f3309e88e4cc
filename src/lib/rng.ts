/**
 * Seeded, deterministic pseudo-random numbers for simulations.
 *
 * The generator is xoroshiro128+ from `pure-rand` v8 (mutable API). Only 32-bit
 * integer operations and exact multiplications by powers of two are used to
 * turn its output into floats, so the same seed yields bit-identical sequences
 * in every JavaScript engine. Engine code depends on the `Rng` interface only
 * and never sees the library.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export interface Rng {
  /** Uniform float in [0, 1) with 53 bits of randomness. */
  next(): number;
  /** Uniform float in [a, b) (returns a when a === b). */
  uniform(a: number, b: number): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** Raw uniform unsigned 32-bit integer in [0, 2^32). Cheap; for hot paths. */
  u32(): number;
  /** Fills `out` with raw u32 draws (the same values successive u32() calls would return). */
  fillU32(out: Uint32Array): void;
}

const TWO_POW_MINUS_26 = 1 / 67108864; // 2^-26
const TWO_POW_MINUS_53 = 1 / 9007199254740992; // 2^-53
const TWO_POW_MINUS_32 = 1 / 4294967296; // 2^-32

/** Normalises any number into a 32-bit seed deterministically (NaN → 0). */
export function toSeed(seed: number): number {
  if (!Number.isFinite(seed)) return 0;
  // Fold the integer part into 32 bits; Math.floor and % are exact.
  const i = Math.floor(Math.abs(seed)) % 4294967296;
  return i | 0;
}

/**
 * Derives an independent-looking seed for a sub-stream (e.g. "arrivals" vs
 * "jitter") from a master seed. Uses only Math.imul and xor/shift (exact).
 */
export function deriveSeed(seed: number, stream: number): number {
  let h = (toSeed(seed) ^ Math.imul(stream + 1, 0x9e3779b1)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

export function createRng(seed: number): Rng {
  const g = xoroshiro128plus(toSeed(seed));
  // Warm up: the first outputs of xoroshiro seeded with small integers are
  // poorly mixed.
  for (let i = 0; i < 16; i++) g.next();
  const next = (): number => {
    const hi = g.next() & 0x3ffffff; // 26 bits
    const lo = g.next() & 0x7ffffff; // 27 bits
    return hi * TWO_POW_MINUS_26 + lo * TWO_POW_MINUS_53;
  };
  return {
    next,
    uniform(a: number, b: number): number {
      const r = a + (b - a) * next();
      // Guard against rounding up to b for tiny intervals.
      return r < b ? r : a < b ? a : r;
    },
    int(min: number, max: number): number {
      const lo = Math.ceil(min);
      const hi = Math.floor(max);
      if (!(hi > lo)) return lo;
      const span = hi - lo + 1;
      return lo + Math.floor(next() * span);
    },
    u32(): number {
      return g.next() >>> 0;
    },
    fillU32(out: Uint32Array): void {
      for (let i = 0; i < out.length; i++) out[i] = g.next();
    },
  };
}

/** Converts a raw u32 into a float in [0, 1) (exact: multiplication by 2^-32). */
export function u32ToUnit(x: number): number {
  return x * TWO_POW_MINUS_32;
}
