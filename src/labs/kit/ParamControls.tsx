import { useId } from 'react';
import type { EnumRow, FloatRow, IntRow, ParamRow, ParamTable } from '../../url/params.ts';
import { t } from '../strings.ts';

type Value = number | string | boolean;

/** Wide positive ranges (1…100 000) move on a log scale, so both ends are reachable with a slider. */
function isLogScale(row: IntRow | FloatRow): boolean {
  return row.min > 0 && row.max / row.min >= 1000;
}
const SLIDER_STEPS = 1000;

function toSlider(row: IntRow | FloatRow, value: number): number {
  if (!isLogScale(row)) return value;
  return Math.round((Math.log(value / row.min) / Math.log(row.max / row.min)) * SLIDER_STEPS);
}
function fromSlider(row: IntRow | FloatRow, position: number): number {
  const raw = isLogScale(row) ? row.min * Math.pow(row.max / row.min, position / SLIDER_STEPS) : position;
  if (row.kind === 'int') return Math.round(raw);
  // Two significant digits are plenty for a slider; the number box takes exact values.
  const magnitude = Math.pow(10, Math.floor(Math.log10(Math.abs(raw) || 1)) - 1);
  return Math.round(raw / magnitude) * magnitude;
}
function step(row: IntRow | FloatRow): number {
  if (isLogScale(row)) return 1;
  if (row.kind === 'int') return 1;
  return (row.max - row.min) / 100;
}

function NumberControl({ row, value, onChange }: { row: IntRow | FloatRow; value: number; onChange: (v: number) => void }) {
  const id = useId();
  const log = isLogScale(row);
  return (
    <div className="param">
      <div className="param-head">
        <label htmlFor={id}>{row.label}</label>
        <span className="param-value">
          <input
            type="number"
            aria-label={`${row.label}, ${row.unit || 'значение'}`}
            min={row.min}
            max={row.max}
            step={row.kind === 'int' ? 1 : 'any'}
            value={value}
            onChange={(e) => {
              const v = e.currentTarget.valueAsNumber;
              if (Number.isFinite(v)) onChange(v);
            }}
          />
          {row.unit && <span className="param-unit">{row.unit}</span>}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={log ? 0 : row.min}
        max={log ? SLIDER_STEPS : row.max}
        step={step(row)}
        value={toSlider(row, value)}
        aria-valuetext={`${value} ${row.unit}`.trim()}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(fromSlider(row, e.currentTarget.valueAsNumber))}
      />
      <p className="param-hint" id={`${id}-hint`}>
        {row.hint}
      </p>
    </div>
  );
}

function EnumControl({ row, value, onChange, labels }: { row: EnumRow; value: string; onChange: (v: string) => void; labels?: Record<string, string> }) {
  const id = useId();
  return (
    <div className="param">
      <div className="param-head">
        <label htmlFor={id}>{row.label}</label>
      </div>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-describedby={`${id}-hint`}>
        {row.values.map((v) => (
          <option key={v} value={v}>
            {labels?.[v] ?? v}
          </option>
        ))}
      </select>
      <p className="param-hint" id={`${id}-hint`}>
        {row.hint}
      </p>
    </div>
  );
}

function BoolControl({ row, value, onChange }: { row: ParamRow; value: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="param param-bool">
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={value} onChange={(e) => onChange(e.currentTarget.checked)} aria-describedby={`${id}-hint`} />{' '}
        {row.label}
      </label>
      <p className="param-hint" id={`${id}-hint`}>
        {row.hint}
      </p>
    </div>
  );
}

export function ParamControl({ row, value, onChange, enumLabels }: { row: ParamRow; value: Value; onChange: (v: Value) => void; enumLabels?: Record<string, string> }) {
  switch (row.kind) {
    case 'int':
    case 'float':
      return <NumberControl row={row} value={value as number} onChange={onChange} />;
    case 'enum':
      return <EnumControl row={row} value={value as string} onChange={onChange} labels={enumLabels} />;
    case 'bool':
      return <BoolControl row={row} value={value as boolean} onChange={onChange} />;
  }
}

export interface ParamGroupsProps<S> {
  table: ParamTable;
  state: S;
  onChange: (key: keyof S & string, value: Value) => void;
  /** Group id → Russian title, in display order; groups not listed are not shown. */
  groups: Record<string, string>;
  /** Keys not to show (an embed shows only what its section needs). */
  hidden?: ReadonlySet<string>;
  enumLabels?: Record<string, Record<string, string>>;
}

/** The controls of a lab, generated from its parameter table and grouped. */
export function ParamGroups<S extends Record<string, Value>>({ table, state, onChange, groups, hidden, enumLabels }: ParamGroupsProps<S>) {
  return (
    <div className="param-groups" aria-label={t.labs.controls} role="group">
      {Object.entries(groups).map(([group, title]) => {
        const rows = table.rows.filter((r) => r.group === group && !hidden?.has(r.key));
        if (rows.length === 0) return null;
        return (
          <fieldset key={group} className="param-group">
            <legend>{title}</legend>
            {rows.map((row) => (
              <ParamControl
                key={row.key}
                row={row}
                value={state[row.key as keyof S] as Value}
                onChange={(v) => onChange(row.key as keyof S & string, v)}
                enumLabels={enumLabels?.[row.key]}
              />
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
