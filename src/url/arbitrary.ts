/**
 * fast-check arbitraries over a lab's parameter table: every value a link or a control can set,
 * boundaries included. For property tests only (fast-check is a dev dependency; nothing in the app
 * imports this module).
 */
import fc from 'fast-check';
import type { ParamRow, ParamTable, StateOf } from './params.ts';

/** Values of one row: its bounds and default with a high weight, anything in between otherwise. */
export function rowArbitrary(row: ParamRow, range?: { min?: number; max?: number }): fc.Arbitrary<number | string | boolean> {
  switch (row.kind) {
    case 'bool':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...row.values);
    case 'int':
    case 'float': {
      const min = Math.max(row.min, range?.min ?? row.min);
      const max = Math.min(row.max, range?.max ?? row.max);
      const inner =
        row.kind === 'int'
          ? fc.integer({ min, max })
          : fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((x) => (Object.is(x, -0) ? 0 : x));
      const edges = [min, max, ...(row.default >= min && row.default <= max ? [row.default] : [])];
      return fc.oneof({ arbitrary: fc.constantFrom(...edges), weight: 1 }, { arbitrary: inner, weight: 3 });
    }
  }
}

/**
 * A whole state of the table. `ranges` narrows numeric rows (a test states why), `fixed` pins keys.
 */
export function stateArbitrary<T extends ParamTable>(
  table: T,
  options: { ranges?: Record<string, { min?: number; max?: number }>; fixed?: Partial<StateOf<T>> } = {},
): fc.Arbitrary<StateOf<T>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const row of table.rows) {
    const pinned = (options.fixed as Record<string, unknown> | undefined)?.[row.key];
    fields[row.key] = pinned !== undefined ? fc.constant(pinned) : rowArbitrary(row, options.ranges?.[row.key]);
  }
  return fc.record(fields) as unknown as fc.Arbitrary<StateOf<T>>;
}

/** Paths of every number in a plain value that is NaN or ±Infinity (typed arrays included). */
export function nonFiniteNumbers(value: unknown, path = '$', out: string[] = [], seen = new Set<unknown>()): string[] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) out.push(`${path} = ${value}`);
    return out;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return out;
  seen.add(value);
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) {
    const arr = value as unknown as ArrayLike<number>;
    for (let i = 0; i < arr.length; i++) if (!Number.isFinite(arr[i])) out.push(`${path}[${i}] = ${arr[i]}`);
    return out;
  }
  if (value instanceof Map) {
    for (const [k, v] of value) nonFiniteNumbers(v, `${path}.get(${String(k)})`, out, seen);
    return out;
  }
  if (value instanceof Set) {
    for (const v of value) nonFiniteNumbers(v, `${path}{}`, out, seen);
    return out;
  }
  for (const [k, v] of Object.entries(value)) nonFiniteNumbers(v, `${path}.${k}`, out, seen);
  return out;
}
