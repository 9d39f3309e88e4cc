/**
 * Russian numbers without Intl.NumberFormat: «1 234,5», «-0,2», «1,2 тыс.». The output is exactly what
 * `new Intl.NumberFormat('ru-RU', …)` prints for the options named below (ruNumber.test.ts checks it
 * against Intl for any number), but costs nothing to start: a page's first Intl.NumberFormat loads
 * ICU's locale data, 15–25 ms of one main-thread task (×4 on a phone) while a lab hydrates.
 *
 * Like ICU, rounding works on the number's shortest decimal form (0.15 rounds to 0,2, not to the
 * 0,1 its binary value would give), half away from zero; a negative number that rounds to zero keeps
 * its sign («-0»).
 */

const GROUP = '\u00a0';
const DECIMAL = ',';

/** A non-negative finite number as decimal digits `ds` with the point after `point` of them. */
interface Decimal {
  ds: string;
  point: number;
}

function decimalOf(abs: number): Decimal {
  const [mantissa, exp = '0'] = abs.toString().split('e');
  const [int, frac = ''] = mantissa!.split('.');
  const all = int! + frac;
  const lead = all.length - all.replace(/^0+/, '').length;
  const ds = all.slice(lead).replace(/0+$/, '');
  if (ds === '') return { ds: '', point: 0 };
  return { ds, point: int!.length + Number(exp) - lead };
}

/** Rounds half away from zero to `digits` places after the point. */
function roundAt({ ds, point }: Decimal, digits: number): Decimal {
  const keep = point + digits;
  if (keep >= ds.length) return { ds, point };
  if (keep < 0 || ds[keep]! < '5') return trim({ ds: ds.slice(0, Math.max(keep, 0)), point });
  // Round up: add one at the last kept digit, carrying to the left.
  const kept = ds.slice(0, keep).split('');
  let i = kept.length - 1;
  while (i >= 0 && kept[i] === '9') kept[i--] = '0';
  if (i >= 0) return trim({ ds: (kept[i] = String(Number(kept[i]) + 1), kept.join('')), point });
  return trim({ ds: `1${kept.join('')}`, point: point + 1 });
}

function trim({ ds, point }: Decimal): Decimal {
  const t = ds.replace(/0+$/, '');
  return t === '' ? { ds: '', point: 0 } : { ds: t, point };
}

function parts({ ds, point }: Decimal): { int: string; frac: string } {
  if (ds === '') return { int: '0', frac: '' };
  const int = point <= 0 ? '0' : ds.slice(0, point).padEnd(point, '0');
  const frac = point >= ds.length ? '' : point < 0 ? '0'.repeat(-point) + ds : ds.slice(point);
  return { int, frac };
}

function grouped(int: string, minDigits: number): string {
  if (int.length < minDigits) return int;
  return int.replace(/\B(?=(\d{3})+$)/g, GROUP);
}

function special(n: number): string | null {
  if (Number.isNaN(n)) return 'не\u00a0число';
  if (n === Infinity) return '∞';
  if (n === -Infinity) return '-∞';
  return null;
}

const sign = (n: number) => (n < 0 || Object.is(n, -0) ? '-' : '');

/** `Intl.NumberFormat('ru-RU', { maximumFractionDigits: digits, minimumFractionDigits: 0 })` (digits 0…20). */
export function formatRu(n: number, digits = 0): string {
  const s = special(n);
  if (s !== null) return s;
  const { int, frac } = parts(roundAt(decimalOf(Math.abs(n)), digits));
  return `${sign(n)}${grouped(int, 4)}${frac ? DECIMAL + frac : ''}`;
}

const COMPACT_UNITS = ['', ' тыс.', ' млн', ' млрд', ' трлн'] as const;

/**
 * `Intl.NumberFormat('ru-RU', { notation: 'compact', maximumFractionDigits: 1 })`: «950», «1,2 тыс.»,
 * «12 млн» (the space before the unit is a no-break one).
 */
export function formatRuCompact(n: number): string {
  const s = special(n);
  if (s !== null) return s;
  const exact = decimalOf(Math.abs(n));
  let unit = exact.ds === '' ? 0 : Math.min(Math.max(Math.floor((exact.point - 1) / 3), 0), COMPACT_UNITS.length - 1);
  let rounded = roundAt({ ds: exact.ds, point: exact.point - 3 * unit }, 1);
  // 999,96 тыс. rounds to 1000 тыс.: that is 1 млн.
  if (rounded.point > 3 && unit < COMPACT_UNITS.length - 1) {
    unit += 1;
    rounded = roundAt({ ds: exact.ds, point: exact.point - 3 * unit }, 1);
  }
  const { int, frac } = parts(rounded);
  return `${sign(n)}${grouped(int, 5)}${frac ? DECIMAL + frac : ''}${COMPACT_UNITS[unit]!.replace(' ', GROUP)}`;
}

/** A formatter with Intl.NumberFormat's `format`, for code that keeps one per precision. */
export interface RuFormat {
  format(n: number): string;
}

export function ruFormat(digits: number): RuFormat {
  return { format: (n) => formatRu(n, digits) };
}
