import { useMemo } from 'react';
import { Link } from '../../site/router.tsx';
import { paths } from '../../site/paths.ts';
import type { simulate } from '../../engine/retry-amplification/model.ts';
import { ENUM_LABELS, PARAM_GROUPS, type RetryAmpState, hiddenKeys, retryAmplificationParams } from '../../engine/retry-amplification/params.ts';
import { PRESETS } from '../../engine/retry-amplification/presets.ts';
import { t } from './strings.ts';
import { EmbedPresetPicker } from '../circuit-breaker/EmbedPresetPicker.tsx';
import { useLabState } from '../circuit-breaker/labState.ts';
import { ParamGroups } from '../kit/ParamControls.tsx';
import { SimFrame } from '../kit/SimPending.tsx';
import { useWorkerSim } from '../kit/workerSim.ts';
import type { LabEmbedProps } from '../registry.ts';
import { Headline, LevelsChart } from './AmplificationFigures.tsx';
import '../circuit-breaker/circuit-breaker.css';
import './retry-amplification.css';
import { spawnSim } from './spawnSim.ts';

const L = t.retryAmplification;

export default function RetryAmplificationEmbed({ preset, hide }: LabEmbedProps) {
  const lab = useLabState(retryAmplificationParams, PRESETS, { embedPreset: preset });
  const { state } = lab;
  const sim = useWorkerSim<RetryAmpState, ReturnType<typeof simulate>>(state, spawnSim);
  const hidden = useMemo(() => {
    const out = hiddenKeys(state);
    for (const k of hide ?? []) out.add(k);
    return out;
  }, [state, hide]);
  return (
    <div className="lab-embed-body cb-embed" data-testid="amp-embed">
      <p className="cb-embed-title">
        <strong>{L.title}</strong> · <Link to={paths.lab('retry-amplification', lab.query)}>{L.openInLab} →</Link>
      </p>
      <EmbedPresetPicker presets={PRESETS} active={lab.active} onPick={lab.pick} />
      <SimFrame sim={sim}>
        {(run) => (
          <>
            <Headline r={run.result} s={run.state} />
            <LevelsChart r={run.result} s={run.state} compact />
          </>
        )}
      </SimFrame>
      <details className="cb-embed-controls">
        <summary>{L.moreControls}</summary>
        <ParamGroups table={retryAmplificationParams} state={state} onChange={lab.set} groups={PARAM_GROUPS} hidden={hidden} enumLabels={ENUM_LABELS} />
      </details>
    </div>
  );
}
