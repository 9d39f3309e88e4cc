import { useMemo } from 'react';
import { Link } from '../../site/router.tsx';
import { paths } from '../../site/paths.ts';
import { ENUM_LABELS, PARAM_GROUPS, circuitBreakerParams, irrelevantKeys } from '../../engine/circuit-breaker/params.ts';
import type { simulateWithBaseline } from '../../engine/circuit-breaker/model.ts';
import { PRESETS } from '../../engine/circuit-breaker/presets.ts';
import { t } from './strings.ts';
import { ParamGroups } from '../kit/ParamControls.tsx';
import { SimFrame } from '../kit/SimPending.tsx';
import { useWorkerSim } from '../kit/workerSim.ts';
import type { LabEmbedProps } from '../registry.ts';
import { Summary, Timeline } from './CircuitBreakerFigures.tsx';
import { EmbedPresetPicker } from './EmbedPresetPicker.tsx';
import { useLabState } from './labState.ts';
import { spawnSim } from './spawnSim.ts';
import './circuit-breaker.css';

const L = t.circuitBreaker;

export default function CircuitBreakerEmbed({ preset, hide }: LabEmbedProps) {
  const lab = useLabState(circuitBreakerParams, PRESETS, { embedPreset: preset });
  const { state } = lab;
  const sim = useWorkerSim<typeof state, ReturnType<typeof simulateWithBaseline>>(state, spawnSim);
  const hidden = useMemo(() => {
    const out = irrelevantKeys(state);
    for (const k of hide ?? []) out.add(k);
    return out;
  }, [state, hide]);
  return (
    <div className="lab-embed-body cb-embed" data-testid="cb-embed">
      <p className="cb-embed-title">
        <strong>{L.title}</strong> · <Link to={paths.lab('circuit-breaker', lab.query)}>{L.openInLab} →</Link>
      </p>
      <EmbedPresetPicker presets={PRESETS} active={lab.active} onPick={lab.pick} />
      <SimFrame sim={sim}>
        {(run) => (
          <>
            <Timeline result={run.result.result} compact />
            <Summary result={run.result.result} baseline={run.result.baseline} embed />
          </>
        )}
      </SimFrame>
      <details className="cb-embed-controls">
        <summary>{L.moreControls}</summary>
        <ParamGroups table={circuitBreakerParams} state={state} onChange={lab.set} groups={PARAM_GROUPS} hidden={hidden} enumLabels={ENUM_LABELS} />
      </details>
    </div>
  );
}
