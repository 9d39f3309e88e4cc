import { useMemo } from 'react';
import { Link } from '../../site/router.tsx';
import { paths } from '../../site/paths.ts';
import { planBudget } from '../../engine/request-budget/model.ts';
import { ENUM_LABELS, PARAM_GROUPS, hiddenKeys, requestBudgetParams } from '../../engine/request-budget/params.ts';
import { PRESETS } from '../../engine/request-budget/presets.ts';
import { t } from './strings.ts';
import { EmbedPresetPicker } from '../circuit-breaker/EmbedPresetPicker.tsx';
import { useLabState } from '../circuit-breaker/labState.ts';
import { ParamGroups } from '../kit/ParamControls.tsx';
import type { LabEmbedProps } from '../registry.ts';
import { Verdict, Waterfall } from './BudgetFigures.tsx';
import '../circuit-breaker/circuit-breaker.css';
import '../retry-amplification/retry-amplification.css';
import './request-budget.css';

const L = t.requestBudget;

export default function RequestBudgetEmbed({ preset, hide }: LabEmbedProps) {
  const lab = useLabState(requestBudgetParams, PRESETS, { embedPreset: preset });
  const { state } = lab;
  const plan = useMemo(() => planBudget(state), [state]);
  const hidden = useMemo(() => {
    const out = hiddenKeys(state);
    for (const k of hide ?? []) out.add(k);
    return out;
  }, [state, hide]);
  return (
    <div className="lab-embed-body cb-embed" data-testid="rb-embed">
      <p className="cb-embed-title">
        <strong>{L.title}</strong> · <Link to={paths.lab('request-budget', lab.query)}>{L.openInLab} →</Link>
      </p>
      <EmbedPresetPicker presets={PRESETS} active={lab.active} onPick={lab.pick} />
      <Verdict plan={plan} />
      <Waterfall plan={plan} state={state} />
      <details className="cb-embed-controls">
        <summary>{L.moreControls}</summary>
        <ParamGroups table={requestBudgetParams} state={state} onChange={lab.set} groups={PARAM_GROUPS} hidden={hidden} enumLabels={ENUM_LABELS} />
      </details>
    </div>
  );
}
