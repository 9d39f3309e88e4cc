/**
 * Downsampling for charts: a series longer than the chart's width in pixels is drawn with no more
 * points than the width can show. Largest-Triangle-Three-Buckets (Steinarsson, 2013) keeps the
 * points that shape the line — peaks and troughs — where plain decimation would drop them.
 * Pure: no DOM, no React.
 */

/**
 * Indices of the points LTTB keeps out of `n` (x ascending): always the first and the last, then
 * one per bucket of the `threshold - 2` equal buckets between them, the one forming the largest
 * triangle with the point kept before it and the average of the next bucket. Strictly ascending;
 * all indices when `threshold >= n`.
 */
export function lttbIndices(x: ArrayLike<number>, y: ArrayLike<number>, threshold: number): number[] {
  const n = Math.min(x.length, y.length);
  const keep = Math.floor(threshold);
  if (n === 0) return [];
  if (keep >= n || n <= 2) return Array.from({ length: n }, (_, i) => i);
  if (keep <= 1) return [0];
  if (keep === 2) return [0, n - 1];
  const out = [0];
  const buckets = keep - 2;
  // Bucket b holds indices [bucketStart(b), bucketStart(b + 1)). Integer product first: with
  // `b * ((n - 2) / buckets)` the last bound can round to n - 2 and lose the point before the last.
  const bucketStart = (b: number) => Math.floor((b * (n - 2)) / buckets) + 1;
  let a = 0;
  for (let bucket = 0; bucket < buckets; bucket++) {
    const start = bucketStart(bucket);
    const end = Math.min(n - 1, bucketStart(bucket + 1));
    // Average of the next bucket (the last point for the last bucket).
    const nextStart = end;
    const nextEnd = Math.min(n, bucketStart(bucket + 2));
    let avgX = 0;
    let avgY = 0;
    const count = Math.max(1, nextEnd - nextStart);
    for (let j = nextStart; j < nextStart + count; j++) {
      avgX += x[j] ?? 0;
      avgY += y[j] ?? 0;
    }
    avgX /= count;
    avgY /= count;
    const ax = x[a] ?? 0;
    const ay = y[a] ?? 0;
    let best = start;
    let bestArea = -1;
    for (let j = start; j < end; j++) {
      const area = Math.abs((ax - avgX) * ((y[j] ?? 0) - ay) - (ax - (x[j] ?? 0)) * (avgY - ay));
      if (area > bestArea) {
        bestArea = area;
        best = j;
      }
    }
    out.push(best);
    a = best;
  }
  out.push(n - 1);
  return out;
}

/**
 * The rows LTTB keeps when a chart draws `signal(row)` against `x(row)`, whole rows so that the
 * stacked series of one chart stay aligned. Returns `rows` itself when nothing needs dropping.
 */
export function downsampleRows<T>(rows: readonly T[], threshold: number, x: (row: T) => number, signal: (row: T) => number): readonly T[] {
  if (rows.length <= Math.max(2, Math.floor(threshold))) return rows;
  const xs = rows.map(x);
  const ys = rows.map(signal);
  return lttbIndices(xs, ys, threshold).map((i) => rows[i]!);
}
