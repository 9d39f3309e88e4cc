import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import goRuns from '../../../content/generated/go-runs.json';
import { decodeState, encodeState, sanitizeState } from '../../url/params.ts';
import { planBudget, share, wantOf } from './model.ts';

import { type RequestBudgetState, defaultState, requestBudgetParams } from './params.ts';
import { PRESETS, presetById } from './presets.ts';

/** Go's time.Duration.String() for the values the program prints: 400ms, 1.1s, 2s. */
function parseGoDuration(s: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s)$/.exec(s);
  if (!m) throw new Error(`not a duration: ${s}`);
  return Number(m[1]) * (m[2] === 's' ? 1000 : 1);
}

interface Printed {
  title: string;
  remaining: number;
  steps: { name: string; want: number; gets: number | null; left: number | null }[];
}

function parseProgram(stdout: string): Printed[] {
  const out: Printed[] = [];
  for (const line of stdout.split('\n')) {
    const head = /^(.*) \(remaining (\S+)\)$/.exec(line);
    if (head) {
      out.push({ title: head[1]!, remaining: parseGoDuration(head[2]!), steps: [] });
      continue;
    }
    const ok = /^ {2}(\S+)\s+want (\S+)\s+-> gets (\S+)\s+left (\S+)$/.exec(line);
    const refused = /^ {2}(\S+)\s+want (\S+)\s+-> refused: /.exec(line);
    if (ok) out.at(-1)!.steps.push({ name: ok[1]!, want: parseGoDuration(ok[2]!), gets: parseGoDuration(ok[3]!), left: parseGoDuration(ok[4]!) });
    else if (refused) out.at(-1)!.steps.push({ name: refused[1]!, want: parseGoDuration(refused[2]!), gets: null, left: null });
  }
  return out;
}

describe('the chapter program: examples/reliability-patterns/budget', () => {
  const run = (goRuns as { programs: Record<string, { stdout: string; exitCode: number }> }).programs['examples/reliability-patterns/budget']!;
  const scenarios = parseProgram(run.stdout);

  it('the recorded output has the three scenarios', () => {
    expect(run.exitCode).toBe(0);
    expect(scenarios.map((s) => s.remaining)).toEqual([3000, 1800, 650]);
  });

  it('the model gives the same child deadlines and the same budget left, step by step', () => {
    const goNames: Record<string, string> = { auth: 'auth', profile: 'profile', payment: 'payment' };
    for (const sc of scenarios) {
      // the lab's 3-second preset, entered with `remaining` left: the rest was lost before us
      const plan = planBudget({ ...presetById('three-seconds')!.state, queuedMs: 3000 - sc.remaining });
      const ran = plan.steps.filter((st) => st.status !== 'skipped');
      expect(ran.map((st) => goNames[st.name])).toEqual(sc.steps.map((st) => st.name));
      sc.steps.forEach((printed, i) => {
        const st = ran[i]!;
        expect(st.want).toBe(printed.want);
        if (printed.gets === null) {
          expect(st.status).toBe('refused');
        } else {
          expect(st.granted).toBe(printed.gets);
          expect(st.leftAfter).toBe(printed.left);
        }
      });
    }
  });

  it('want = attempts × timeout + (attempts − 1) × backoff', () => {
    expect(wantOf({ attempts: 3, timeoutMs: 600, backoffMs: 100 })).toBe(2000);
    expect(wantOf({ attempts: 1, timeoutMs: 200, backoffMs: 50 })).toBe(200);
  });

  it('share is Go share: min(want, remaining − reserve), refusal at ≤ 0', () => {
    expect(share(3000, 200, 100)).toBe(200);
    expect(share(1800 - 600, 2000, 100)).toBe(1100);
    expect(share(100, 2000, 100)).toBeNull();
    expect(share(100, 2000, 150)).toBeNull(); // the program's last line: 100ms left, reserve 150ms
  });
});

describe('request-budget plan', () => {
  it('the 3-second example: 2600 ms of calls, 100 reserve, 300 to spare', () => {
    const plan = planBudget(defaultState);
    expect(plan.steps.map((s) => [s.start, s.granted, s.deadline])).toEqual([
      [0, 200, 200],
      [200, 400, 600],
      [600, 2000, 2600],
    ]);
    const pay = plan.steps[2]!;
    expect(pay.attempts.map((a) => [a.start, a.end])).toEqual([
      [600, 1200],
      [1300, 1900],
      [2000, 2600],
    ]);
    expect(pay.pauses).toEqual([
      { from: 1200, to: 1300 },
      { from: 1900, to: 2000 },
    ]);
    expect(plan.slack).toBe(300);
    expect(plan.fits).toBe(true);
    expect(plan.deadTimeouts).toEqual([]);
  });

  it('an inner timeout larger than the budget never fires; the later attempts never start', () => {
    const plan = planBudget(presetById('inner-timeout-too-big')!.state);
    const pay = plan.steps[2]!;
    expect(pay.want).toBe(15200);
    expect(pay.granted).toBe(2300);
    expect(pay.status).toBe('cut');
    expect(pay.attempts).toHaveLength(1);
    expect(pay.attempts[0]!.timeoutFires).toBe(false);
    expect(pay.attemptsLost).toBe(2);
    expect(plan.deadTimeouts).toEqual([
      { step: 3, attempt: 1 },
      { step: 3, attempt: 2 },
      { step: 3, attempt: 3 },
    ]);
    expect(plan.fits).toBe(false);
  });

  it('retries that do not fit: the second attempt is cut, the third never starts', () => {
    const plan = planBudget(presetById('retries-dont-fit')!.state);
    const pay = plan.steps[2]!;
    expect(pay.granted).toBe(1300);
    expect(pay.attempts.map((a) => [a.start, a.end, a.timeoutFires])).toEqual([
      [600, 1200, true],
      [1400, 1900, false],
    ]);
    expect(pay.attemptsLost).toBe(1);
  });

  it('fan-out: a parallel group lasts as long as its longest call', () => {
    const plan = planBudget(presetById('fan-out')!.state);
    expect(plan.steps.map((s) => [s.name, s.group, s.start, s.granted])).toEqual([
      ['auth', 0, 0, 200],
      ['profile', 1, 200, 400],
      ['reco', 1, 200, 500],
      ['pricing', 1, 200, 300],
      ['payment', 2, 700, 2000],
    ]);
    expect(plan.callsEnd).toBe(2700);
    expect(plan.slack).toBe(200);
    expect(plan.naiveEnd).toBe(2700);
    expect(plan.fits).toBe(true);
  });

  it('presets survive a share link', () => {
    for (const p of PRESETS) {
      const { state, notices } = decodeState(requestBudgetParams, encodeState(requestBudgetParams, p.state));
      expect(notices).toEqual([]);
      expect(state).toEqual(p.state);
    }
  });

  it('property: no child outlives the ingress deadline minus the reserve; attempts stay inside their child', () => {
    const arb = fc.record({
      budgetMs: fc.integer({ min: 50, max: 10000 }),
      queuedMs: fc.integer({ min: 0, max: 10000 }),
      reserveMs: fc.integer({ min: 0, max: 500 }),
      timeout3: fc.integer({ min: 1, max: 8000 }),
      attempts3: fc.integer({ min: 1, max: 10 }),
      backoff3: fc.integer({ min: 0, max: 1000 }),
      on4: fc.boolean(),
      par4: fc.boolean(),
      timeout4: fc.integer({ min: 1, max: 3000 }),
      par2: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, (over) => {
        const s = sanitizeState(requestBudgetParams, { ...defaultState, ...over }).state as RequestBudgetState;
        const plan = planBudget(s);
        for (const st of plan.steps) {
          if (st.status === 'ok' || st.status === 'cut') {
            expect(st.granted).toBeGreaterThan(0);
            expect(st.granted).toBeLessThanOrEqual(st.want);
            expect(st.deadline).toBeLessThanOrEqual(s.budgetMs - s.reserveMs);
            for (const a of st.attempts) {
              expect(a.start).toBeGreaterThanOrEqual(st.start);
              expect(a.end).toBeLessThanOrEqual(st.deadline);
            }
            const configured = (s as unknown as Record<string, number>)[`attempts${st.index}`];
            expect(st.attempts.length + st.attemptsLost).toBe(configured);
          }
        }
        if (plan.fits) expect(plan.callsEnd + s.reserveMs).toBeLessThanOrEqual(s.budgetMs);
      }),
      { numRuns: 300 },
    );
  });
});
