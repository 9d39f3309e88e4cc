import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { EnumRow, FloatRow, IntRow, ParamRow, ParamTable } from '../../url/params.ts';
import { t } from '../strings.ts';
import { nearestStop, sliderStops } from './sliderScale.ts';
import './params.css';

type Value = number | string | boolean;

/** The text a number box shows for a value: no exponent for ordinary numbers. */
function numberText(v: number): string {
  return String(v);
}

function parseTyped(row: IntRow | FloatRow, text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '' || t === '-' || t === '.') return null;
  const v = Number(t);
  if (!Number.isFinite(v)) return null;
  if (row.kind === 'int' && !Number.isInteger(v)) return null;
  return v;
}

function NumberControl({ row, value, onChange }: { row: IntRow | FloatRow; value: number; onChange: (v: number) => void }) {
  const id = useId();
  const stops = useMemo(() => sliderStops(row), [row]);
  const position = nearestStop(stops, value);
  // What the learner is typing: committed as soon as it is a valid value, so a half-typed "1"
  // of "150" (below a minimum of 100) is never clamped under their fingers.
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft === null ? null : parseTyped(row, draft);
  const invalid = draft !== null && (typed === null || typed < row.min || typed > row.max);
  const commit = () => {
    if (draft === null) return;
    if (typed !== null) onChange(Math.min(row.max, Math.max(row.min, typed)));
    setDraft(null);
  };
  const unit = row.unit ? ` ${row.unit}` : '';
  return (
    <div className="param">
      <div className="param-head">
        <label htmlFor={id}>{row.label}</label>
        <span className="param-value">
          <input
            type="text"
            inputMode={row.kind === 'int' && row.min >= 0 ? 'numeric' : 'decimal'}
            aria-label={`${row.label}, ${row.unit || 'значение'}`}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            value={draft ?? numberText(value)}
            onChange={(e) => {
              const text = e.currentTarget.value;
              setDraft(text);
              const v = parseTyped(row, text);
              if (v !== null && v >= row.min && v <= row.max && v !== value) onChange(v);
            }}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
              if (e.key === 'Escape') setDraft(null);
            }}
          />
          {row.unit && <span className="param-unit">{row.unit}</span>}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={stops.length - 1}
        step={1}
        value={position}
        aria-valuetext={`${value}${unit}`}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setDraft(null);
          const v = stops[e.currentTarget.valueAsNumber];
          if (v !== undefined) onChange(v);
        }}
      />
      {invalid && (
        <p className="param-error" id={`${id}-error`} role="alert">
          {t.labs.numberInvalid(`${row.min}${unit}`, `${row.max}${unit}`)}
        </p>
      )}
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

/**
 * One control of ParamGroups, memoised: a slider step changes one value, and only its control renders
 * again (the overload lab has over fifty controls, and every one of them rendered at every step).
 */
const GroupControl = memo(function GroupControl({
  row,
  value,
  onChange,
  enumLabels,
}: {
  row: ParamRow;
  value: Value;
  onChange: (key: string, v: Value) => void;
  enumLabels?: Record<string, string>;
}) {
  const change = useCallback((v: Value) => onChange(row.key, v), [onChange, row.key]);
  return <ParamControl row={row} value={value} onChange={change} enumLabels={enumLabels} />;
});

/** The controls of a lab, generated from its parameter table and grouped. */
export function ParamGroups<S extends Record<string, Value>>({ table, state, onChange, groups, hidden, enumLabels }: ParamGroupsProps<S>) {
  // The controls get one handler for the page's life, which calls the latest `onChange`: callers pass a
  // new function at each render, and the memoised controls must not all render again for it.
  const latest = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const change = useCallback((key: string, v: Value) => latest.current(key as keyof S & string, v), []);
  return (
    <div className="param-groups" aria-label={t.labs.controls} role="group">
      {Object.entries(groups).map(([group, title]) => {
        const rows = table.rows.filter((r) => r.group === group && !hidden?.has(r.key));
        if (rows.length === 0) return null;
        return (
          <fieldset key={group} className="param-group">
            <legend>{title}</legend>
            {rows.map((row) => (
              <GroupControl key={row.key} row={row} value={state[row.key as keyof S] as Value} onChange={change} enumLabels={enumLabels?.[row.key]} />
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
