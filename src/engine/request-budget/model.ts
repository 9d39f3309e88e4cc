/**
 * The request budget, worst case: every attempt runs until its own timeout, every backoff pause is
 * slept in full. Time 0 is the moment the request entered the ingress; the handler starts after
 * `queuedMs`; the ingress deadline is `budgetMs`.
 *
 * Calls run in groups: a call marked «parallel» starts together with the previous one. At the start
 * of a group the remaining budget is `remaining = budget − start`; each call of the group asks for
 * `want = attempts × timeout + (attempts − 1) × backoff` and gets the child deadline
 *     child = min(want, remaining − reserve),
 * or is refused without going to the network when `remaining − reserve ≤ 0` (then the handler stops,
 * as the chapter's program does). A group lasts as long as its longest child. Inside a child, attempt
 * k starts after the k previous attempts and pauses; it does not start at all if its start is not
 * before the child deadline, and its own timeout never fires if the child deadline comes first.
 */
import { type RequestBudgetState, type StepConfig, type StepName, stepsOf } from './params.ts';

export interface AttemptPlan {
  start: number;
  /** When the attempt ends in the worst case: its own timeout or the child deadline, whichever is first. */
  end: number;
  /** Where its own timeout would fire. */
  ownTimeoutAt: number;
  /** False when the child deadline cuts the attempt before its own timeout. */
  timeoutFires: boolean;
}

export interface StepPlan {
  index: number;
  name: StepName;
  parallel: boolean;
  group: number;
  want: number;
  /** Remaining budget when the step's group started. */
  remaining: number;
  status: 'ok' | 'cut' | 'refused' | 'skipped';
  /** The child's timeout (0 when refused or skipped). */
  granted: number;
  start: number;
  /** Absolute child deadline. */
  deadline: number;
  /** Budget left after the step, as the chapter's program prints it: remaining − granted. */
  leftAfter: number;
  attempts: AttemptPlan[];
  /** Attempts that never start: the child deadline comes before their turn. */
  attemptsLost: number;
  /** Pauses between attempts: [from, to), cut at the child deadline. */
  pauses: { from: number; to: number }[];
}

export interface BudgetPlan {
  budget: number;
  queued: number;
  reserve: number;
  steps: StepPlan[];
  /** When the last call ends in the worst case. */
  callsEnd: number;
  /** budget − callsEnd − reserve: time to spare (negative: the plan does not fit). */
  slack: number;
  /** Every call gets all it wants and the reserve fits. */
  fits: boolean;
  /** Per-attempt timeouts that can never fire (step index, attempt number from 1). */
  deadTimeouts: { step: number; attempt: number }[];
  /** Worst case if every call got what it wants (the arithmetic without the budget). */
  naiveEnd: number;
}

export function wantOf(step: Pick<StepConfig, 'attempts' | 'timeoutMs' | 'backoffMs'>): number {
  return step.attempts * step.timeoutMs + (step.attempts - 1) * step.backoffMs;
}

/** Go's `share`: min(want, remaining − reserve), or null when nothing is left (ErrNoBudget). */
export function share(remaining: number, want: number, reserve: number): number | null {
  const left = remaining - reserve;
  if (left <= 0) return null;
  return Math.min(want, left);
}

function attemptsIn(step: StepConfig, start: number, deadline: number): Pick<StepPlan, 'attempts' | 'attemptsLost' | 'pauses'> {
  const attempts: AttemptPlan[] = [];
  const pauses: { from: number; to: number }[] = [];
  let t = start;
  for (let k = 0; k < step.attempts; k++) {
    if (k > 0) {
      const to = Math.min(t + step.backoffMs, deadline);
      if (step.backoffMs > 0) pauses.push({ from: t, to });
      t += step.backoffMs;
    }
    if (t >= deadline) return { attempts, attemptsLost: step.attempts - k, pauses };
    const ownTimeoutAt = t + step.timeoutMs;
    attempts.push({ start: t, end: Math.min(ownTimeoutAt, deadline), ownTimeoutAt, timeoutFires: ownTimeoutAt <= deadline });
    t = ownTimeoutAt;
  }
  return { attempts, attemptsLost: 0, pauses };
}

export function planBudget(s: RequestBudgetState): BudgetPlan {
  const steps = stepsOf(s);
  const budget = s.budgetMs;
  const reserve = s.reserveMs;
  const out: StepPlan[] = [];
  let t = Math.min(s.queuedMs, budget);
  let naive = s.queuedMs;
  let naiveGroupEnd = naive;
  let group = -1;
  let groupStart = t;
  let groupEnd = t;
  let stopped = false;
  for (const step of steps) {
    const want = wantOf(step);
    if (!step.parallel) {
      group++;
      t = groupEnd;
      groupStart = t;
      naive = naiveGroupEnd;
    }
    naiveGroupEnd = Math.max(naiveGroupEnd, naive + want);
    const remaining = budget - groupStart;
    const base = { index: step.index, name: step.name, parallel: step.parallel, group, want, remaining, start: groupStart };
    if (stopped) {
      out.push({ ...base, status: 'skipped', granted: 0, deadline: groupStart, leftAfter: remaining, attempts: [], attemptsLost: step.attempts, pauses: [] });
      continue;
    }
    const granted = share(remaining, want, reserve);
    if (granted === null) {
      stopped = true;
      out.push({ ...base, status: 'refused', granted: 0, deadline: groupStart, leftAfter: remaining, attempts: [], attemptsLost: step.attempts, pauses: [] });
      continue;
    }
    const deadline = groupStart + granted;
    groupEnd = Math.max(groupEnd, deadline);
    out.push({
      ...base,
      status: granted < want ? 'cut' : 'ok',
      granted,
      deadline,
      leftAfter: remaining - granted,
      ...attemptsIn(step, groupStart, deadline),
    });
  }
  const callsEnd = Math.max(groupEnd, Math.min(s.queuedMs, budget));
  const slack = budget - callsEnd - reserve;
  const deadTimeouts: { step: number; attempt: number }[] = [];
  for (const st of out) {
    st.attempts.forEach((a, k) => {
      if (!a.timeoutFires) deadTimeouts.push({ step: st.index, attempt: k + 1 });
    });
    for (let k = st.attempts.length; k < st.attempts.length + (st.status === 'cut' ? st.attemptsLost : 0); k++) deadTimeouts.push({ step: st.index, attempt: k + 1 });
  }
  return {
    budget,
    queued: s.queuedMs,
    reserve,
    steps: out,
    callsEnd,
    slack,
    fits: out.every((st) => st.status === 'ok') && slack >= 0 && s.queuedMs < budget,
    deadTimeouts,
    naiveEnd: Math.max(naiveGroupEnd, s.queuedMs),
  };
}
