/**
 * Charts that update one per task. Redrawing a chart is tens of milliseconds of main-thread work
 * (it was tens of ms with recharts; the hand-drawn charts are cheaper, but a page of them adds up); four charts redrawn together
 * make one task too long for a phone to stay responsive. Each chart slot shows its new props only
 * when its turn comes: one slot per macrotask, in the order they asked (top to bottom), the next
 * one after the previous committed. Input between two turns is handled at once.
 */
import { type RefObject, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

type Job = { run: () => void };
const queue: Job[] = [];
let busy = false;
/** If a turn never commits (its slot unmounted or its value was equal), the queue moves on anyway. */
const TURN_TIMEOUT_MS = 1000;
let watchdog: number | undefined;

function next() {
  window.clearTimeout(watchdog);
  busy = false;
  if (queue.length === 0) return;
  busy = true;
  window.setTimeout(() => {
    const job = queue.shift();
    if (!job) {
      busy = false;
      return;
    }
    watchdog = window.setTimeout(next, TURN_TIMEOUT_MS);
    job.run();
  }, 0);
}

function enqueue(job: Job) {
  queue.push(job);
  if (!busy) next();
}

function cancel(job: Job) {
  const i = queue.indexOf(job);
  if (i >= 0) queue.splice(i, 1);
}

export function shallowEqual(a: object | null, b: object | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/**
 * The props a chart slot shows: null until its first turn, then the latest props that had their
 * turn. Props shallow-equal to the shown ones take no turn (nothing to redraw). A slot off screen
 * (`active` false) takes no turn until it nears the screen: while a slider moves, and while a page
 * loads, the charts nobody sees cost nothing (a drawn one keeps what it shows).
 *
 * An `urgent` slot (the chart a reader watches first) takes no turn: it shows new props in the same
 * render, so it redraws in the commit that brings the result. A turn of its own costs a commit and a
 * frame of the whole page (≈ 100 ms under 4× CPU) before the first chart follows.
 */
export function useStaggered<P extends object>(props: P, active = true, urgent = false): P | null {
  const [shown, setShown] = useState<P | null>(null);
  const pending = useRef<Job | null>(null);
  const now = urgent && active;
  // State derived during render (React re-renders this component at once, before committing).
  if (now && !shallowEqual(shown, props)) setShown(props);
  const equal = now || shallowEqual(shown, props);
  const waits = !active;
  useEffect(() => {
    if (equal || waits) return;
    const job: Job = {
      run: () => {
        pending.current = job;
        startTransition(() => setShown(props));
      },
    };
    enqueue(job);
    return () => {
      cancel(job);
      if (pending.current === job) {
        pending.current = null;
        next();
      }
    };
  }, [equal, waits, props]);
  // The turn is over once the new props are on screen: let the next slot have its own task.
  useLayoutEffect(() => {
    if (pending.current && shown !== null) {
      pending.current = null;
      next();
    }
  }, [shown]);
  return now ? props : shown;
}

/** The last width measured per `slot` name: a chart mounted again starts at it (useWidth). */
const knownWidths = new Map<string, number>();

/**
 * The width of an element in CSS pixels, following resizes (0 until the browser has laid it out).
 *
 * No layout is read in the commit: only the ResizeObserver measures, and its first report comes right
 * after the browser's own layout of the new element. Reading the width in the commit (a layout effect)
 * forces a style recalculation and layout of the whole page inside the commit's task, and a second
 * render before the first paint: the task that brought the overload lab's first result was 56–100 ms
 * at desktop speed with it, half of it or more that forced style recalculation and layout (2026-12-07,
 * traced with Lighthouse's trace categories); the switch of a retry-storm scenario ≈ 80 ms. The chart is drawn one frame later instead,
 * in its box of the same height.
 *
 * With a `slot` name that names where the element sits (the same name gets the same width), an element
 * mounted again — a scenario switched, a compare pair opened — starts at the width last measured there,
 * and is drawn in its first commit.
 */
export function useWidth<E extends HTMLElement>(slot?: string): [RefObject<E | null>, number] {
  const ref = useRef<E | null>(null);
  const [width, setWidth] = useState(() => (slot === undefined ? 0 : (knownWidths.get(slot) ?? 0)));
  // Observed from the commit (observing reads nothing): the first report then comes with this frame's layout.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver((entries) => {
      const w = Math.round(entries[0]?.contentRect.width ?? 0);
      if (slot !== undefined && w > 0) knownWidths.set(slot, w);
      // Round to 16 px: a scrollbar appearing must not redraw every chart.
      setWidth((old) => (Math.abs(old - w) >= 16 || old === 0 ? w : old));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [slot]);
  return [ref, width];
}

/**
 * Whether an element is on screen or within a screen's height of it (true where the browser
 * cannot tell: then everything redraws as before). `assumed` is the answer until the browser's first
 * report, which comes after the first layout: false for what may wait a frame to be drawn.
 */
export function useNearViewport<E extends HTMLElement>(assumed = true): [RefObject<E | null>, boolean] {
  const ref = useRef<E | null>(null);
  const [near, setNear] = useState(() => assumed || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((e) => e.isIntersecting)), { rootMargin: '100% 0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, near];
}
