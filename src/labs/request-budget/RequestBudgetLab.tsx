import { useMemo } from 'react';
import { planBudget } from '../../engine/request-budget/model.ts';
import { ENUM_LABELS, PARAM_GROUPS, hiddenKeys, requestBudgetParams } from '../../engine/request-budget/params.ts';
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

export default function RequestBudgetLab() {
  const lab = useLabState(requestBudgetParams, PRESETS);
  const { state } = lab;
  const plan = useMemo(() => planBudget(state), [state]);
  const hidden = useMemo(() => hiddenKeys(state), [state]);
  return (
    <LabShell
      title={L.title}
      lead={L.lead}
      chapter="reliability-patterns#request-budget"
      presets={<PresetPicker presets={PRESETS} active={lab.active} onPick={lab.pick} />}
      notice={<NoticeBanner notices={lab.notices} table={requestBudgetParams} onDismiss={lab.dismissNotices} />}
      controls={<ParamGroups table={requestBudgetParams} state={state} onChange={lab.set} groups={PARAM_GROUPS} hidden={hidden} enumLabels={ENUM_LABELS} />}
    >
      <div data-testid="rb-output">
        <Verdict plan={plan} />
        <Waterfall plan={plan} state={state} />
        <ChildTable plan={plan} />
      </div>
    </LabShell>
  );
}
