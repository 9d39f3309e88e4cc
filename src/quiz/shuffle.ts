/** Deterministic option order: the same question id gives the same order on the server and in every browser. */
import { normaliseOutput } from './output.ts';

/** FNV-1a, 32 bits: a stable number from a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator of floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with a seed: a permutation of `items` that depends only on the items and the seed. */
export function seededShuffle<T>(items: readonly T[], seed: string | number): T[] {
  const random = seededRandom(typeof seed === 'number' ? seed : hashString(seed));
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export interface QuizOption {
  /** The output as shown (normalised: no trailing spaces or blank lines). */
  text: string;
  correct: boolean;
}

/** The answer and the distractors in an order fixed by the question id. */
export function optionsFor(q: { id: string; answer: string; distractors: readonly string[] }): QuizOption[] {
  const all: QuizOption[] = [
    { text: normaliseOutput(q.answer), correct: true },
    ...q.distractors.map((d) => ({ text: normaliseOutput(d), correct: false })),
  ];
  return seededShuffle(all, `options:${q.id}`);
}
