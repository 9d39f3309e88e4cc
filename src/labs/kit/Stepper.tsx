/**
 * The step controls every stepper lab shares: to the start, back, play/pause, forward, to the end,
 * «Шаг k из n» and a slider. Steppers open on their first step — the result is what the learner
 * walks to, not what they see first. Play advances one step every PLAY_MS and stops at the end;
 * any manual step pauses it. With prefers-reduced-motion the steps still change on play (the
 * learner asked for it), but nothing is animated between them and the note says so.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../strings.ts';
import { useReducedMotion } from './usePalette.ts';
import './stepper.css';

const s = t.labs.stepper;
export const PLAY_MS = 1100;

export interface StepperTestIds {
  count?: string;
  start?: string;
  prev?: string;
  next?: string;
  end?: string;
  play?: string;
}

/** Play state for a cursor `at` in [0, last]; `go` moves the cursor. */
export function usePlayback(at: number, last: number, go: (n: number) => void) {
  const [playing, setPlaying] = useState(false);
  const goRef = useRef(go);
  useEffect(() => {
    goRef.current = go;
  });
  const isPlaying = playing && at < last;
  useEffect(() => {
    if (!isPlaying) return;
    const timer = window.setTimeout(() => {
      if (at + 1 >= last) setPlaying(false);
      goRef.current(at + 1);
    }, PLAY_MS);
    return () => window.clearTimeout(timer);
  }, [isPlaying, at, last]);
  return {
    playing: isPlaying,
    /** Play from where the cursor is (from the start when it is at the end). */
    toggle: () => {
      if (isPlaying) setPlaying(false);
      else {
        if (at >= last) goRef.current(0);
        setPlaying(true);
      }
    },
    stop: () => setPlaying(false),
  };
}

export function StepperBar({
  at,
  count,
  onStep,
  label,
  testIds = {},
  children,
}: {
  /** Current step, 0-based. */
  at: number;
  /** Number of steps. */
  count: number;
  onStep: (n: number) => void;
  /** Accessible name of the group. */
  label: string;
  testIds?: StepperTestIds;
  /** Shown under the buttons (the current step's text, a keyboard hint). */
  children?: React.ReactNode;
}) {
  const id = useId();
  const last = Math.max(0, count - 1);
  const reduced = useReducedMotion();
  const playback = usePlayback(at, last, onStep);
  const manual = (n: number) => {
    playback.stop();
    onStep(Math.max(0, Math.min(last, n)));
  };
  const text = s.stepOf(at + 1, count);
  return (
    <div className="stepper" role="group" aria-label={label} data-playing={playback.playing ? 'true' : 'false'}>
      <div className="stepper-buttons">
        <button type="button" className="button" onClick={() => manual(0)} disabled={at === 0} data-testid={testIds.start}>
          |← {s.toStart}
        </button>
        <button type="button" className="button" onClick={() => manual(at - 1)} disabled={at === 0} data-testid={testIds.prev}>
          ← {s.prev}
        </button>
        <button
          type="button"
          className="button"
          onClick={playback.toggle}
          disabled={count < 2}
          aria-pressed={playback.playing}
          data-testid={testIds.play}
        >
          {playback.playing ? `❚❚ ${s.pause}` : `▶ ${s.play}`}
        </button>
        <button type="button" className="button button-primary" onClick={() => manual(at + 1)} disabled={at >= last} data-testid={testIds.next}>
          {s.next} →
        </button>
        <button type="button" className="button" onClick={() => manual(last)} disabled={at >= last} data-testid={testIds.end}>
          {s.toEnd} →|
        </button>
      </div>
      <div className="stepper-slider">
        <span id={id} data-testid={testIds.count}>
          {text}
        </span>
        <input
          type="range"
          aria-label={label}
          aria-describedby={id}
          min={0}
          max={last}
          step={1}
          value={at}
          aria-valuetext={text}
          onChange={(e) => manual(e.currentTarget.valueAsNumber)}
        />
      </div>
      {children}
      {reduced && <p className="param-hint">{s.reducedMotion}</p>}
    </div>
  );
}
