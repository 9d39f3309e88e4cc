/**
 * Generic, table-driven codec between a lab's state and a share-link query
 * string. Every lab declares a `ParamTable` (version + rows); the state type
 * is inferred from the table with `StateOf<typeof table>`.
 *
 * Link format (readable): `v=1&clients=1000&strategy=full-jitter&budget=1`.
 * - `v` (the table version) is always written; values equal to the default
 *   are omitted.
 * - `decodeState` never throws: malformed values fall back to the default,
 *   out-of-range numbers are clamped, unknown keys are ignored, a link from a
 *   future version yields the defaults. Every correction is reported as a
 *   structured `Notice` so the UI can phrase it (in Russian) itself.
 */

interface RowBase<K extends string> {
  readonly key: K;
  /** Unit shown next to the value: 'мс', 'с', 'запр/с', '' … */
  readonly unit: string;
  /** Russian label. */
  readonly label: string;
  /** Russian one-line hint. */
  readonly hint: string;
  /** Group id used by the UI to lay out controls. */
  readonly group: string;
}

export interface IntRow<K extends string = string> extends RowBase<K> {
  readonly kind: 'int';
  readonly default: number;
  readonly min: number;
  readonly max: number;
}

export interface FloatRow<K extends string = string> extends RowBase<K> {
  readonly kind: 'float';
  readonly default: number;
  readonly min: number;
  readonly max: number;
}

export interface EnumRow<K extends string = string, V extends string = string> extends RowBase<K> {
  readonly kind: 'enum';
  readonly values: readonly V[];
  readonly default: V;
}

export interface BoolRow<K extends string = string> extends RowBase<K> {
  readonly kind: 'bool';
  readonly default: boolean;
}

export type ParamRow = IntRow | FloatRow | EnumRow | BoolRow;
export type ParamKind = ParamRow['kind'];

export interface ParamTable<Rows extends readonly ParamRow[] = readonly ParamRow[]> {
  /** Link format version; bump when the meaning of a key changes. */
  readonly version: number;
  readonly rows: Rows;
}

type ValueOf<R> = R extends { readonly kind: 'enum'; readonly values: readonly (infer V)[] }
  ? V
  : R extends { readonly kind: 'bool' }
    ? boolean
    : number;

/** The state type described by a table: `{ [row.key]: value }`. */
export type StateOf<T extends ParamTable> = {
  -readonly [R in T['rows'][number] as R['key']]: ValueOf<R>;
};

export interface Notice {
  /** The parameter key (`'v'` for the version). */
  readonly key: string;
  /**
   * - `clamped`: a number was out of range (or not an integer for an int row)
   *   and was moved to the nearest allowed value;
   * - `invalid`: the value could not be parsed; the default is used;
   * - `unknown-version`: the link comes from a newer format; defaults are used.
   */
  readonly kind: 'clamped' | 'invalid' | 'unknown-version';
  /** The raw value as found in the link (or in the state). */
  readonly from: string;
  /** The value actually used. */
  readonly to: string | number | boolean;
  /**
   * Why a valid value was changed: `work-bound` — the engine keeps every computation within a
   * stated amount of work (the value alone is in range, the combination is too heavy).
   */
  readonly reason?: 'work-bound';
  /** Russian text of the bound that applied, e.g. «операций × попыток ≤ 1 000 000». */
  readonly bound?: string;
}

/**
 * Declares a table with literal types preserved (keys, enum values), so that
 * `StateOf<typeof table>` is precise. Validates the table at startup.
 */
export function defineParams<const Rows extends readonly ParamRow[]>(
  version: number,
  rows: Rows,
): ParamTable<Rows> {
  const seen = new Set<string>();
  for (const row of rows) {
    if (row.key === 'v' || seen.has(row.key)) throw new Error(`params: duplicate or reserved key ${row.key}`);
    seen.add(row.key);
    if (row.kind === 'int' || row.kind === 'float') {
      if (!(row.min <= row.default && row.default <= row.max)) {
        throw new Error(`params: default of ${row.key} is outside [min, max]`);
      }
    } else if (row.kind === 'enum') {
      if (!row.values.includes(row.default)) throw new Error(`params: default of ${row.key} is not a value`);
    }
  }
  return { version, rows };
}

export function defaultsOf<T extends ParamTable>(table: T): StateOf<T> {
  const out: Record<string, number | string | boolean> = {};
  for (const row of table.rows) out[row.key] = row.default;
  return out as StateOf<T>;
}

const NUMBER_RE = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

function parseNumber(raw: string): number | undefined {
  const s = raw.trim();
  if (!NUMBER_RE.test(s)) {
    if (s === 'Infinity' || s === '+Infinity') return Infinity;
    if (s === '-Infinity') return -Infinity;
    return undefined;
  }
  const n = Number(s);
  return Number.isNaN(n) ? undefined : n;
}

/** Normalises one value against its row; returns the value and an optional notice. */
function coerce(
  row: ParamRow,
  raw: unknown,
  fromText: string,
): { value: number | string | boolean; notice?: Notice } {
  switch (row.kind) {
    case 'int':
    case 'float': {
      let n: number | undefined;
      if (typeof raw === 'number') n = Number.isNaN(raw) ? undefined : raw;
      else if (typeof raw === 'string') n = parseNumber(raw);
      if (n === undefined) {
        return { value: row.default, notice: { key: row.key, kind: 'invalid', from: fromText, to: row.default } };
      }
      let v = n;
      if (row.kind === 'int' && Number.isFinite(v)) v = Math.round(v);
      if (v < row.min) v = row.min;
      if (v > row.max) v = row.max;
      if (Object.is(v, -0)) v = 0;
      if (v !== n) return { value: v, notice: { key: row.key, kind: 'clamped', from: fromText, to: v } };
      return { value: v };
    }
    case 'enum': {
      if (typeof raw === 'string' && row.values.includes(raw)) return { value: raw };
      return { value: row.default, notice: { key: row.key, kind: 'invalid', from: fromText, to: row.default } };
    }
    case 'bool': {
      if (typeof raw === 'boolean') return { value: raw };
      if (typeof raw === 'string') {
        const s = raw.trim().toLowerCase();
        if (s === '1' || s === 'true' || s === 'on' || s === 'yes') return { value: true };
        if (s === '0' || s === 'false' || s === 'off' || s === 'no') return { value: false };
      }
      return { value: row.default, notice: { key: row.key, kind: 'invalid', from: fromText, to: row.default } };
    }
  }
}

function formatValue(row: ParamRow, value: number | string | boolean): string {
  if (row.kind === 'bool') return value ? '1' : '0';
  // String(number) is the shortest text that parses back to the same double,
  // so links round-trip exactly.
  return String(value);
}

/**
 * Validates an in-memory state (e.g. from a preset or a UI control) against
 * the table: every key is present and within bounds. Never throws.
 */
export function sanitizeState<T extends ParamTable>(
  table: T,
  input: Partial<Record<string, unknown>>,
): { state: StateOf<T>; notices: Notice[] } {
  const out: Record<string, number | string | boolean> = {};
  const notices: Notice[] = [];
  for (const row of table.rows) {
    const raw = input[row.key];
    if (raw === undefined) {
      out[row.key] = row.default;
      continue;
    }
    const { value, notice } = coerce(row, raw, safeText(raw));
    out[row.key] = value;
    if (notice) notices.push(notice);
  }
  return { state: out as StateOf<T>, notices };
}

function safeText(raw: unknown): string {
  try {
    return String(raw);
  } catch {
    return '';
  }
}

/** Encodes a state as a query string without the leading `?`. */
export function encodeState<T extends ParamTable>(
  table: T,
  state: StateOf<T>,
  options: { includeDefaults?: boolean } = {},
): string {
  const values = state as Record<string, number | string | boolean>;
  const parts: string[] = [`v=${table.version}`];
  for (const row of table.rows) {
    const value = values[row.key];
    if (value === undefined) continue;
    if (!options.includeDefaults && value === row.default) continue;
    parts.push(`${encodeURIComponent(row.key)}=${encodeURIComponent(formatValue(row, value))}`);
  }
  return parts.join('&');
}

/**
 * Decodes a query string (with or without `?`, or URLSearchParams) into a
 * valid state. Never throws.
 */
export function decodeState<T extends ParamTable>(
  table: T,
  search: string | URLSearchParams,
): { state: StateOf<T>; notices: Notice[] } {
  let params: URLSearchParams;
  try {
    params = typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  } catch {
    params = new URLSearchParams();
  }
  const notices: Notice[] = [];
  const rawVersion = params.get('v');
  if (rawVersion !== null) {
    const vn = parseNumber(rawVersion);
    if (vn === undefined || !Number.isInteger(vn) || vn < 1) {
      notices.push({ key: 'v', kind: 'invalid', from: rawVersion, to: table.version });
    } else if (vn > table.version) {
      notices.push({ key: 'v', kind: 'unknown-version', from: rawVersion, to: table.version });
      return { state: defaultsOf(table), notices };
    }
  }
  const out: Record<string, number | string | boolean> = {};
  for (const row of table.rows) {
    const raw = params.get(row.key);
    if (raw === null) {
      out[row.key] = row.default;
      continue;
    }
    const { value, notice } = coerce(row, raw, raw);
    out[row.key] = value;
    if (notice) notices.push(notice);
  }
  return { state: out as StateOf<T>, notices };
}

/** True when `value` is acceptable for `row` (type and bounds). */
export function isValidValue(row: ParamRow, value: unknown): boolean {
  switch (row.kind) {
    case 'int':
      return typeof value === 'number' && Number.isInteger(value) && value >= row.min && value <= row.max;
    case 'float':
      return typeof value === 'number' && !Number.isNaN(value) && value >= row.min && value <= row.max;
    case 'enum':
      return typeof value === 'string' && row.values.includes(value);
    case 'bool':
      return typeof value === 'boolean';
  }
}

/** True when every row of the table has a valid value in `state`. */
export function isValidState<T extends ParamTable>(table: T, state: unknown): state is StateOf<T> {
  if (typeof state !== 'object' || state === null) return false;
  const rec = state as Record<string, unknown>;
  return table.rows.every((row) => isValidValue(row, rec[row.key]));
}

/**
 * A default Russian phrasing of a notice, using the row's label (the UI may
 * phrase notices its own way from the structured fields).
 */
export function formatNotice<T extends ParamTable>(table: T, notice: Notice): string {
  if (notice.kind === 'unknown-version') {
    return `Ссылка создана более новой версией (v=${notice.from}); открыты значения по умолчанию.`;
  }
  if (notice.key === 'v') return `Версия ссылки «${notice.from}» не распознана; ссылка прочитана как v=${String(notice.to)}.`;
  const row = table.rows.find((r) => r.key === notice.key);
  const label = row ? row.label : notice.key;
  const unit = row && row.unit ? ` ${row.unit}` : '';
  const to = typeof notice.to === 'boolean' ? (notice.to ? 'вкл.' : 'выкл.') : String(notice.to);
  if (notice.reason === 'work-bound') {
    const bound = notice.bound ? ` (${notice.bound})` : '';
    return `«${label}»: взято ${to}${unit} вместо ${notice.from}${unit} — иначе расчёт вышел бы за границу работы${bound}.`;
  }
  if (notice.kind === 'clamped') return `«${label}»: ${notice.from} вне допустимого диапазона, взято ${to}${unit}.`;
  return `«${label}»: значение «${notice.from}» не распознано, взято ${to}${unit}.`;
}
