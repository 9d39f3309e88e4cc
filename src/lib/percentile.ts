/**
 * Nearest-rank percentiles, the one definition every lab's figures use: the p-th percentile of n values
 * is the ⌈p·n⌉-th smallest (clamped to the first and the last).
 */

/** The index of the p-th percentile in n ascending values (n > 0). */
export function nearestRankIndex(n: number, p: number): number {
  const i = Math.ceil(p * n) - 1;
  return i < 0 ? 0 : i >= n ? n - 1 : i;
}

/** The p-th percentile of an ascending array; null when it is empty. */
export function percentile(sorted: Float64Array, p: number): number | null {
  return sorted.length === 0 ? null : sorted[nearestRankIndex(sorted.length, p)]!;
}

/**
 * The percentiles `ps` (ascending) of `values`, without sorting them: a quickselect per percentile, each
 * on what lies above the previous one, so a few percentiles of n values cost O(n) instead of a sort's
 * O(n log n). Reorders `values`. Gives exactly what `percentile` gives on the sorted values. No NaN in
 * `values` (it would compare false both ways).
 */
export function percentilesInPlace(values: Float64Array, ps: readonly number[]): (number | null)[] {
  const n = values.length;
  if (n === 0) return ps.map(() => null);
  let from = 0;
  return ps.map((p) => {
    const k = nearestRankIndex(n, p);
    // Everything left of the last k found is ≤ it and everything right ≥ it, so a later k (never
    // smaller: ps ascend) is found among the values right of it.
    const v = selectInPlace(values, k, Math.min(from, k), n - 1);
    from = k + 1;
    return v;
  });
}

/**
 * Moves the k-th smallest of values[lo..hi] to index k, the smaller ones left of it and the larger right
 * (Hoare's partition with a median-of-three pivot; equal values split evenly, so a run of equal values
 * stays linear), and returns it.
 */
function selectInPlace(a: Float64Array, k: number, lo: number, hi: number): number {
  while (hi > lo) {
    const mid = (lo + hi) >>> 1;
    const x = a[lo]!;
    const y = a[mid]!;
    const z = a[hi]!;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    // Now a[lo..j] ≤ pivot ≤ a[i..hi], and whatever lies between equals the pivot.
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k]!;
  }
  return a[k]!;
}
