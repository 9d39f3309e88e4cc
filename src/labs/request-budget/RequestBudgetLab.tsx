import { memo, useDeferredValue, useMemo } from 'react';
import { planBudget } from '../../engine/request-budget/model.ts';
import { ENUM_LABELS, PARAM_GROUPS, type RequestBudgetState, hiddenKeys, requestBudgetParams } from '../../engine/request-budget/params.ts';
import { PRESETS } from '../../engine/request-budget/presets.ts';
import { t } from './strings.ts';
import { useLabState } from '../circuit-breaker/labState.ts';
import { LabShell, PresetPicker } from '../kit/LabShell.tsx';
import { NoticeBanner } from '../kit/NoticeBanner.tsx';
import { ParamGroups } from '../kit/ParamControls.tsx';
import { ChildTable, Verdict, Waterfall } from './BudgetFigures.tsx';
import '../circuit-breaker/circuit-breaker.css';
import '../retry-amplification/retry-amplification.css';
import './request-budget.css';

const L = t.requestBudget;

/** Memoised: a slider step re-renders the controls; the figures only when the deferred state arrives. */
type OutputProps = { plan: ReturnType<typeof planBudget>; state: RequestBudgetState };
const Pinned = memo(function Pinned({ plan, state }: OutputProps) {
  return (
    <>
      <Verdict plan={plan} />
      <Waterfall plan={plan} state={state} />
    </>
  );
});
const Output = memo(function Output({ plan }: OutputProps) {
  return (
    <div data-testid="rb-output">
      <ChildTable plan={plan} />
    </div>
  );
});

export default function RequestBudgetLab() {
  const lab = useLabState(requestBudgetParams, PRESETS);
  const { state } = lab;
  // The controls follow the finger at once; the figures render in an interruptible pass behind them.
  const shown = useDeferredValue(state);
  const plan = useMemo(() => planBudget(shown), [shown]);
  const hidden = useMemo(() => hiddenKeys(state), [state]);
  return (
    <LabShell
      title={L.title}
      lead={L.lead}
      chapter="reliability-patterns#request-budget"
      presets={<PresetPicker presets={PRESETS} active={lab.active} onPick={lab.pick} />}
      notice={<NoticeBanner notices={lab.notices} table={requestBudgetParams} onDismiss={lab.dismissNotices} />}
      monitor={<Pinned plan={plan} state={shown} />}
      controls={<ParamGroups table={requestBudgetParams} state={state} onChange={lab.set} groups={PARAM_GROUPS} hidden={hidden} enumLabels={ENUM_LABELS} />}
    >
      <Output plan={plan} state={shown} />
    </LabShell>
  );
}
