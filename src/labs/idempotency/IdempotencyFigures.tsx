/** Figures of the idempotency lab: verdict and ledger, step controls, the key's automaton, the message sequence. */
import { StepperBar } from '../kit/Stepper.tsx';
import { useId } from 'react';
import type { KeyState } from '../../engine/idempotency/keyStore.ts';
import type { Final, RunResult, TraceEntry, Transition } from '../../engine/idempotency/sim.ts';
import { t } from './strings.ts';

const s = t.idempotency;

function finalText(f: Final | null): string {
  if (!f) return s.finalPending;
  if (f.kind === 'success') return s.finalSuccess(f.chargeId, f.replayed);
  if (f.kind === 'error') return s.finalError(f.status);
  return s.finalGaveUp(f.last === 'timeout' ? 'таймаут' : String(f.last));
}

/** What is known at step `index` of the trace. */
export interface StepView {
  index: number;
  entry: TraceEntry;
  charges: RunResult['ledger'];
}

export function viewAt(r: RunResult, index: number): StepView {
  const i = Math.max(0, Math.min(index, r.trace.length - 1));
  const entry = r.trace[i]!;
  const chargeCount = r.trace.slice(0, i + 1).filter((e) => e.kind === 'charge').length;
  return { index: i, entry, charges: r.ledger.slice(0, chargeCount) };
}

export function Verdict({ r, view, level = 2 }: { r: RunResult; view: StepView; level?: 2 | 4 }) {
  const id = useId();
  const atEnd = view.index === r.trace.length - 1;
  const n = view.charges.length;
  const Heading = level === 2 ? 'h2' : 'h4';
  return (
    <section className="idem-verdict" aria-labelledby={id}>
      <Heading id={id} className="idem-h">
        {s.verdictTitle}
      </Heading>
      <div className="idem-verdict-row">
        <p className={`idem-badge ${n >= 2 ? 'idem-badge-bad' : n === 1 ? 'idem-badge-ok' : 'idem-badge-none'}`} data-testid="idem-charges" data-count={n}>
          <span aria-hidden="true">{n >= 2 ? '✕✕' : n === 1 ? '✓' : '○'}</span> {s.charges(n)}
        </p>
        <p className="idem-client" data-testid="idem-final">
          <strong>{s.clientTitle}:</strong> {atEnd ? finalText(r.final) : s.finalPending} · {s.attempts(r.attempts)}
        </p>
      </div>
      <table className="idem-ledger" data-testid="idem-ledger">
        <caption>{s.ledgerTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{s.ledgerNo}</th>
            <th scope="col">{s.ledgerAttempt}</th>
            <th scope="col">{s.ledgerAmount}</th>
            <th scope="col">{s.ledgerTime}</th>
          </tr>
        </thead>
        <tbody>
          {view.charges.length === 0 ? (
            <tr>
              <td colSpan={4} className="idem-muted">
                {s.ledgerEmpty}
              </td>
            </tr>
          ) : (
            view.charges.map((c) => (
              <tr key={c.id} className={c.id > 1 ? 'idem-dup' : undefined}>
                <td>{c.id}</td>
                <td>{c.attempt}</td>
                <td>{c.amount} ₽</td>
                <td>
                  {c.t} {s.ms}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

export function StepControls({ r, view, onStep }: { r: RunResult; view: StepView; onStep: (i: number) => void }) {
  return (
    <div className="idem-steps">
      <StepperBar at={view.index} count={r.trace.length} onStep={onStep} label={s.stepSlider} testIds={{ count: 'idem-step-of', next: 'idem-next', prev: 'idem-prev', play: 'idem-play' }}>
        <p className="idem-current" aria-live="polite" data-testid="idem-current">
          <span className="idem-time">
            {view.entry.t} {s.ms}
          </span>{' '}
          {view.entry.text}
        </p>
      </StepperBar>
    </div>
  );
}

// ---- the key's automaton ------------------------------------------------------------------

const NODES: Record<KeyState, { x: number; y: number }> = {
  absent: { x: 20, y: 105 },
  in_progress: { x: 300, y: 105 },
  done: { x: 580, y: 105 },
};
const NODE_W = 120;
const NODE_H = 48;

interface EdgeDef {
  id: Transition;
  d: string;
  label: { x: number; y: number };
}

const EDGES: EdgeDef[] = [
  { id: 'claim', d: 'M140 117 L296 117', label: { x: 220, y: 108 } },
  { id: 'release', d: 'M300 141 L144 141', label: { x: 220, y: 162 } },
  { id: 'complete', d: 'M420 129 L576 129', label: { x: 498, y: 120 } },
  { id: 'conflict', d: 'M335 105 C 320 50, 400 50, 385 101', label: { x: 360, y: 44 } },
  { id: 'keep', d: 'M335 153 C 320 208, 400 208, 385 157', label: { x: 360, y: 226 } },
  { id: 'replay', d: 'M615 105 C 600 50, 680 50, 665 101', label: { x: 640, y: 44 } },
  { id: 'mismatch', d: 'M615 153 C 600 208, 680 208, 665 157', label: { x: 640, y: 226 } },
];

export function KeyMachine({ r, view, keyMode }: { r: RunResult; view: StepView; keyMode: string }) {
  const id = useId().replace(/:/g, '');
  const upto = r.trace.slice(0, view.index + 1);
  const counts = new Map<Transition, number>();
  for (const e of upto) if (e.transition) counts.set(e.transition, (counts.get(e.transition) ?? 0) + 1);
  const current = view.entry.transition;
  // The key shown: the one the current step's attempt carries.
  const key = view.entry.key;
  const state: KeyState = view.entry.keyState;
  const path = upto.flatMap((e) => (e.transition ? [e.transition] : []));
  const summary =
    keyMode === 'none' || !key ? s.machineNoKey : s.machineSummary(key, s.states[state]!, path.length ? path.map((p) => s.transitions[p]).join(', ') : s.machineNone);
  return (
    <figure className="idem-figure" aria-labelledby={`${id}-cap`}>
      <figcaption id={`${id}-cap`}>
        <strong>{s.machineTitle}</strong>
        {key && keyMode !== 'none' ? <> · {s.machineKey(key)}</> : null} <span className="idem-muted">— {s.machineNote}</span>
      </figcaption>
      <div className={`idem-svg-wrap${keyMode === 'none' ? ' idem-disabled' : ''}`} tabIndex={0} role="region" aria-label={s.machineTitle}>
        <svg viewBox="0 0 745 240" className="idem-machine" aria-hidden="true">
          <defs>
            {(['default', 'done', 'current'] as const).map((kind) => (
              <marker key={kind} id={`${id}-arrow-${kind}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse" className={`idem-marker-${kind}`}>
                <path d="M0 0 L10 5 L0 10 z" />
              </marker>
            ))}
          </defs>
          {EDGES.map((e) => {
            const n = counts.get(e.id) ?? 0;
            const kind = e.id === current ? 'current' : n > 0 ? 'done' : 'default';
            return (
              <g key={e.id} className={`idem-edge idem-edge-${kind}`} data-edge={e.id} data-count={n}>
                <path d={e.d} fill="none" markerEnd={`url(#${id}-arrow-${kind})`} />
                <text x={e.label.x} y={e.label.y} textAnchor="middle">
                  {s.transitions[e.id]}
                  {n > 0 ? ` ×${n}` : ''}
                </text>
              </g>
            );
          })}
          {(Object.keys(NODES) as KeyState[]).map((k) => {
            const p = NODES[k];
            return (
              <g key={k} className={k === state && keyMode !== 'none' ? 'idem-node idem-node-current' : 'idem-node'} data-state={k}>
                <rect x={p.x} y={p.y} width={NODE_W} height={NODE_H} rx="10" />
                <text x={p.x + NODE_W / 2} y={p.y + NODE_H / 2 + 5} textAnchor="middle">
                  {s.states[k]}
                </text>
              </g>
            );
          })}
        </svg>
        {keyMode === 'none' && <p className="idem-overlay">{s.machineNoKey}</p>}
      </div>
      <p className="chart-summary" data-testid="idem-machine-summary">
        {summary}
      </p>
    </figure>
  );
}

// ---- the sequence of messages ---------------------------------------------------------------

const SEQ_W = 640;
const ROW = 26;
const TOP = 44;
const CX = 200;
const SX = 440;

function noteOf(e: TraceEntry): string | null {
  const k = e.key ?? '';
  switch (e.kind) {
    case 'claim':
      return `claim ${k} → in_progress`;
    case 'charge':
      return e.text.replace(/ \(попытка \d+\)$/, '');
    case 'complete':
      return `${k} → done, ответ сохранён`;
    case 'release':
      return `release ${k}`;
    case 'keep':
      return `${k} остаётся in_progress`;
    case 'conflict':
      return `${k} in_progress → 409`;
    case 'replay':
      return `${k} done → сохранённый ответ`;
    case 'mismatch':
      return `другое тело → 422`;
    case 'timeout':
      return `таймаут попытки ${e.attempt}`;
    case 'ignored':
      return 'ответ уже не ждут';
    case 'success':
      return 'успех';
    case 'error':
      return 'ошибка, без повторов';
    case 'give-up':
      return 'сдался';
    default:
      return null;
  }
}

export function SequenceDiagram({ r, view }: { r: RunResult; view: StepView }) {
  const id = useId().replace(/:/g, '');
  const rows = r.trace;
  const height = TOP + rows.length * ROW + 16;
  const yOf = (i: number) => TOP + i * ROW + ROW / 2;
  const arrivalRow = new Map<number, number>();
  rows.forEach((e, i) => {
    if (e.arrivalOf !== undefined) arrivalRow.set(e.arrivalOf, i);
  });
  return (
    <figure className="idem-figure" aria-labelledby={`${id}-cap`}>
      <figcaption id={`${id}-cap`}>
        <strong>{s.sequenceTitle}</strong> <span className="idem-muted">— {s.sequenceNote}</span>
      </figcaption>
      <div className="idem-svg-wrap" tabIndex={0} role="region" aria-label={s.sequenceTitle}>
        <svg viewBox={`0 0 ${SEQ_W} ${height}`} className="idem-sequence" aria-hidden="true" style={{ maxHeight: `${height}px` }}>
          <defs>
            {(['req', 'resp'] as const).map((kind) => (
              <marker key={kind} id={`${id}-head-${kind}`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse" className={`idem-marker-${kind}`}>
                <path d="M0 0 L10 5 L0 10 z" />
              </marker>
            ))}
          </defs>
          {rows.map((e, i) => (i === view.index ? <rect key="hl" x={0} y={TOP + i * ROW} width={SEQ_W} height={ROW} className="idem-row-current" /> : null))}
          <text x={CX} y={22} textAnchor="middle" className="idem-actor">
            {s.client}
          </text>
          <text x={SX} y={22} textAnchor="middle" className="idem-actor">
            {s.server}
          </text>
          <line x1={CX} x2={CX} y1={30} y2={height - 8} className="idem-lifeline" />
          <line x1={SX} x2={SX} y1={30} y2={height - 8} className="idem-lifeline" />
          {rows.map((e, i) => {
            const y = yOf(i);
            const future = i > view.index ? ' idem-future' : '';
            const time = (
              <text x={6} y={y + 4} className="idem-time-label">
                {e.t} {s.ms}
              </text>
            );
            if (e.message) {
              const fromX = e.kind === 'send' ? CX : SX;
              const toX = e.kind === 'send' ? SX : CX;
              const arr = arrivalRow.get(e.message.id);
              const endX = e.message.lost ? (fromX + toX) / 2 : toX;
              const endY = e.message.lost || arr === undefined ? y + 6 : yOf(arr);
              const labelX = (fromX + endX) / 2;
              return (
                <g key={i} className={`idem-msg${e.kind === 'send' ? ' idem-req' : ' idem-resp'}${e.message.lost ? ' idem-lost' : ''}${future}`} data-row={i}>
                  {time}
                  <line x1={fromX} y1={y} x2={endX} y2={endY} markerEnd={e.message.lost ? undefined : `url(#${id}-head-${e.kind === 'send' ? 'req' : 'resp'})`} />
                  {e.message.lost && (
                    <text x={endX} y={endY + 5} textAnchor="middle" className="idem-cross">
                      ✕
                    </text>
                  )}
                  <text x={labelX} y={y - 4} textAnchor="middle" className="idem-msg-label">
                    {e.message.label}
                  </text>
                </g>
              );
            }
            const note = noteOf(e);
            if (!note) return <g key={i} className={future}>{time}</g>;
            // Client notes sit left of its lifeline, server notes right of its own: arrows keep the middle.
            const x = e.actor === 'client' ? CX - 8 : SX + 8;
            return (
              <g key={i} className={`idem-note idem-note-${e.kind}${future}`} data-row={i}>
                {time}
                <circle cx={e.actor === 'client' ? CX : SX} cy={y} r={3.5} />
                <text x={x} y={y + 4} textAnchor={e.actor === 'client' ? 'end' : 'start'}>
                  {note}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <details className="idem-events">
        <summary>{s.eventsTitle}</summary>
        <ol>
          {rows.map((e, i) => (
            <li key={i} aria-current={i === view.index ? 'step' : undefined}>
              <span className="idem-time">
                {e.t} {s.ms}
              </span>{' '}
              {e.text}
            </li>
          ))}
        </ol>
      </details>
    </figure>
  );
}
