import { useEffect, useMemo, useRef } from 'react';
import { RunButton } from '../../components/RunButton.tsx';
import { Link } from '../../site/router.tsx';
import { t } from './strings.ts';
import { paths } from '../../site/paths.ts';
import { useUrlLabState } from '../../store/urlState.ts';
import { encodeState } from '../../url/params.ts';
import { runPreset } from '../../engine/panic-stepper/index.ts';
import type { FrameView, Step } from '../../engine/panic-stepper/machine.ts';
import { PRESETS, presetById } from '../../engine/panic-stepper/presets.ts';
import { type PanicStepperState, panicStepperParams } from '../../engine/panic-stepper/params.ts';
import { NoticeBanner } from '../kit/NoticeBanner.tsx';
import { CopyLinkButton, LabShell, PresetPicker } from '../kit/LabShell.tsx';
import { StepperBar } from '../kit/Stepper.tsx';
import './panic-stepper.css';

const s = t.panicStepper;

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || target.isContentEditable;
}

function frameState(f: FrameView, top: boolean): { label: string; cls: string } {
  if (f.unwound) return { label: s.frameUnwound, cls: 'is-unwound' };
  if (f.mode === 'panicking') return { label: s.framePanicking, cls: 'is-panicking' };
  if (!top) return { label: s.frameWaiting, cls: 'is-waiting' };
  if (f.mode === 'returning') return { label: s.frameReturning, cls: 'is-returning' };
  return { label: s.frameRun, cls: 'is-running' };
}

function Source({ source, current, paused }: { source: string; current: number | null; paused: ReadonlySet<number> }) {
  const lines = source.replace(/\n$/, '').split('\n');
  return (
    <pre className="ps-source" data-testid="ps-source" tabIndex={0} aria-label={s.sourceLabel(current)}>
      <code>
        {lines.map((line, i) => {
          const n = i + 1;
          const cls = n === current ? 'ps-line is-current' : paused.has(n) ? 'ps-line is-paused' : 'ps-line';
          return (
            <span key={n} className={cls} data-line={n} aria-current={n === current ? 'step' : undefined}>
              <span className="ps-ln" aria-hidden="true">
                {n === current ? '▶' : paused.has(n) ? '·' : ''}
                {n}
              </span>
              {line.replace(/\t/g, '    ') || ' '}
              {'\n'}
            </span>
          );
        })}
      </code>
    </pre>
  );
}

function Stack({ step }: { step: Step }) {
  const frames = [...step.stack].reverse();
  return (
    <section className="ps-panel" aria-labelledby="ps-stack-title">
      <h3 id="ps-stack-title">
        {s.stack} <span className="ps-muted">({s.stackHint})</span>
      </h3>
      {frames.length === 0 && <p className="ps-muted">{s.emptyStack}</p>}
      <ol className="ps-stack" data-testid="ps-stack" reversed>
        {frames.map((f, i) => {
          const st = frameState(f, i === 0);
          const defers = [...f.defers].reverse();
          return (
            <li key={f.id} className={`ps-frame ${st.cls}${i === 0 ? ' is-top' : ''}${f.canRecover ? ' is-by-panic' : ''}`} data-frame={f.name}>
              <div className="ps-frame-head">
                <code className="ps-frame-name">{f.name}()</code>
                <span className="ps-frame-state">{st.label}</span>
              </div>
              {f.kind === 'deferred' && (
                <p className="ps-frame-note">{f.canRecover ? `⚑ ${s.frameByPanic}` : f.byPanic ? s.frameByPanicDone : s.frameDeferred}</p>
              )}
              {f.vars.length > 0 && (
                <p className="ps-vars">
                  <span className="ps-muted">{s.vars}: </span>
                  {f.vars.map(([k, v]) => (
                    <code key={k}>
                      {k} = {v}
                    </code>
                  ))}
                </p>
              )}
              <div className="ps-defers">
                <span className="ps-muted">{defers.length ? s.defers : s.noDefers}</span>
                {defers.length > 0 && (
                  <ol className="ps-defer-list">
                    {defers.map((d, j) => (
                      <li key={j} className={j === 0 ? 'is-next' : ''}>
                        <code>defer {d}</code>
                        {j === 0 && <span className="ps-next"> ← {s.nextDefer}</span>}
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Panics({ step }: { step: Step }) {
  return (
    <section className="ps-panel" aria-labelledby="ps-panic-title">
      <h3 id="ps-panic-title">{s.panics}</h3>
      {step.panics.length === 0 ? (
        <p className="ps-muted" data-testid="ps-panics">
          {s.noPanic}
        </p>
      ) : (
        <ul className="ps-panics" data-testid="ps-panics">
          {step.panics.map((p, i) => {
            const newest = i === step.panics.length - 1;
            const label = p.recovered
              ? `✓ ${s.panicRecovered}`
              : step.exitCode !== null
                ? `✗ ${s.panicCrashed}`
                : newest
                  ? `⚠ ${s.panicActive}`
                  : `⏸ ${s.panicSuperseded}`;
            return (
              <li key={p.id} className={p.recovered ? 'is-recovered' : 'is-active'}>
                <code>panic({JSON.stringify(p.value)})</code> — {label}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Console({ step }: { step: Step }) {
  const done = step.exitCode !== null;
  return (
    <section className="ps-console" aria-labelledby="ps-console-title">
      <h3 id="ps-console-title">{s.console}</h3>
      <div className="terminal">
        <pre data-testid="ps-console">
          {step.stdout.length === 0 && step.stderr.length === 0 && <span className="terminal-muted">{s.consoleEmpty}</span>}
          {step.stdout.map((l, i) => (
            <span key={`o${i}`}>
              {l}
              {'\n'}
            </span>
          ))}
          {step.stderr.length > 0 && (
            <span className="terminal-stderr" data-testid="ps-stderr">
              {'\n'}
              {step.stderr.join('\n').replace(/\t/g, '        ')}
              {'\n\n'}
              <span className="terminal-muted">{s.trace}</span>
            </span>
          )}
        </pre>
        {done && (
          <div className="terminal-footer">
            <span className={step.exitCode === 0 ? 'exit-ok' : 'exit-fail'} data-testid="ps-exit">
              {s.exit(step.exitCode!)}
            </span>
          </div>
        )}
      </div>
    </section>
  );
}

export function PanicStepperView({ embed = false, preset }: { embed?: boolean; preset?: string }) {
  const initialQuery = useMemo(() => (embed ? (preset && presetById(preset) ? encodeState(panicStepperParams, { preset, step: 0 } as PanicStepperState) : '') : undefined), [embed, preset]);
  const { state, dispatch, notices, dismissNotices } = useUrlLabState(panicStepperParams, embed ? { sync: false, initialQuery } : {});
  const current = presetById(state.preset) ?? PRESETS[0]!;
  const { rendered, run } = useMemo(() => runPreset(current), [current]);
  const last = run.steps.length - 1;
  const at = Math.min(state.step, last);
  const step = run.steps[at]!;
  const rootRef = useRef<HTMLDivElement>(null);

  const go = (n: number) => dispatch({ type: 'set', key: 'step', value: Math.max(0, Math.min(last, n)) });
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });

  // ← →: on the page anywhere outside form fields; in a chapter only when the stepper has focus.
  useEffect(() => {
    const target: HTMLElement | Document | null = embed ? rootRef.current : document;
    if (!target) return;
    const onKey = (e: Event) => {
      const ke = e as KeyboardEvent;
      if (ke.altKey || ke.ctrlKey || ke.metaKey || isTyping(ke.target)) return;
      if (ke.key === 'ArrowRight') {
        ke.preventDefault();
        goRef.current(at + 1);
      } else if (ke.key === 'ArrowLeft') {
        ke.preventDefault();
        goRef.current(at - 1);
      }
    };
    target.addEventListener('keydown', onKey);
    return () => target.removeEventListener('keydown', onKey);
  }, [embed, at]);

  const currentLine = step.stmt ? (rendered.lineOf.get(step.stmt) ?? null) : step.fn ? (rendered.funcLine.get(step.fn) ?? null) : null;
  const paused = new Set<number>();
  for (const f of step.stack.slice(0, -1)) {
    const line = f.at ? rendered.lineOf.get(f.at) : undefined;
    if (line !== undefined && line !== currentLine) paused.add(line);
  }
  const panicText = step.panics.length ? step.panics.map((p) => `panic(${p.value}) ${p.recovered ? s.panicRecovered : s.panicActive}`).join('; ') : s.noPanic;

  const pick = (id: string) => {
    dispatch({ type: 'replace', state: { preset: id, step: 0 } as PanicStepperState });
  };

  // Steps are 0-based in the link (0 — the program starts); the learner reads «Шаг 1 из n».
  const controls = (
    <StepperBar
      key={current.id}
      at={at}
      count={last + 1}
      onStep={go}
      label={s.controls}
      testIds={{ count: 'ps-step-count', start: 'ps-start', prev: 'ps-prev', next: 'ps-next', end: 'ps-end', play: 'ps-play' }}
    >
      <p className="param-hint">{embed ? s.keysEmbed : s.keys}</p>
    </StepperBar>
  );

  const body = (
    <>
      <p className={`ps-explain ps-kind-${step.kind}`} aria-live="polite" data-testid="ps-explain">
        {step.text}
      </p>
      <div className="ps-grid">
        <section className="ps-panel ps-source-panel" aria-labelledby="ps-source-title">
          <h3 id="ps-source-title">
            {s.source} <span className="ps-muted">main.go</span>
          </h3>
          <Source source={rendered.source} current={currentLine} paused={paused} />
          <RunButton program={`labs/panic-stepper/${current.id}`} />
        </section>
        <div className="ps-side">
          <Panics step={step} />
          <Stack step={step} />
        </div>
      </div>
      <Console step={step} />
      <p className="visually-hidden" data-testid="ps-summary">
        {s.summary(at, last, step.stack.map((f) => f.name).join(' → '), panicText, step.stdout.length)}
      </p>
    </>
  );

  const presets = <PresetPicker presets={PRESETS.map((p) => ({ id: p.id, title: p.title, description: p.description }))} active={state.preset} onPick={pick} />;

  if (embed) {
    return (
      <div className="ps-embed" ref={rootRef} tabIndex={0} aria-label={s.title}>
        {presets}
        {controls}
        {body}
        <p className="ps-embed-link">
          <Link to={paths.lab('panic-stepper', encodeState(panicStepperParams, state))}>{t.labs.openInLab} →</Link>
        </p>
      </div>
    );
  }

  return (
    <div ref={rootRef}>
      <LabShell
        title={s.title}
        lead={s.lead}
        chapter="panic-vs-error#unwinding"
        toolbar={<CopyLinkButton />}
        notice={<NoticeBanner notices={notices} table={panicStepperParams} onDismiss={dismissNotices} />}
        presets={presets}
        controls={controls}
      >
        {body}
      </LabShell>
    </div>
  );
}
