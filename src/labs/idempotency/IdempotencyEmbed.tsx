import { useId, useMemo } from 'react';
import { Link } from '../../site/router.tsx';
import { paths } from '../../site/paths.ts';
import { PARAM_GROUPS, idempotencyParams, scenarioOf } from '../../engine/idempotency/params.ts';
import { matchPreset, presetById, presets } from '../../engine/idempotency/presets.ts';
import { run } from '../../engine/idempotency/sim.ts';
import { t } from './strings.ts';
import { useUrlLabState } from '../../store/urlState.ts';
import { encodeState } from '../../url/params.ts';
import { ParamGroups } from '../kit/ParamControls.tsx';
import type { LabEmbedProps } from '../registry.ts';
import { irrelevantKeys } from './controls.ts';
import { IdempotencyOutput } from './IdempotencyOutput.tsx';
import './idempotency.css';

const s = t.idempotency;
/** The presets a chapter reader compares first; the rest are on the lab's page. */
const EMBED_PRESETS = ['no-key-double', 'key-replay', 'body-changed', 'concurrent', 'server-500'];

export default function IdempotencyEmbed({ preset, hide = [] }: LabEmbedProps) {
  const start = presetById(preset) ?? presets[0]!;
  const { state, dispatch } = useUrlLabState(idempotencyParams, { sync: false, initialQuery: encodeState(idempotencyParams, start.state) });
  const result = useMemo(() => run(scenarioOf(state)), [state]);
  const active = matchPreset(state);
  const hidden = useMemo(() => {
    const out = irrelevantKeys(state);
    out.add('failTimes');
    out.add('keepOnUnknown');
    out.add('releaseOnFailure');
    for (const k of hide) out.add(k);
    return out;
  }, [state, hide]);
  const titleId = useId();
  const query = encodeState(idempotencyParams, state);
  return (
    <section className="idem-embed" aria-labelledby={titleId} data-testid="idem-embed">
      <div className="idem-embed-head">
        <h3 id={titleId}>{s.title}</h3>
        <Link to={paths.lab('idempotency', query)}>{s.openInLab} →</Link>
      </div>
      <div className="preset-buttons" role="group" aria-label={t.labs.presets}>
        {presets
          .filter((p) => EMBED_PRESETS.includes(p.id))
          .map((p) => (
            <button key={p.id} type="button" className="preset-button" aria-pressed={p.id === active} data-preset={p.id} onClick={() => dispatch({ type: 'replace', state: p.state })}>
              {p.title}
            </button>
          ))}
      </div>
      {active && <p className="preset-description">{presetById(active)!.description}</p>}
      <div className="idem-embed-controls">
        <ParamGroups
          table={idempotencyParams}
          state={state}
          onChange={(key, value) => dispatch({ type: 'set', key, value: value as never })}
          groups={{ client: PARAM_GROUPS.client!, failure: PARAM_GROUPS.failure! }}
          hidden={hidden}
          enumLabels={s.enumLabels}
        />
      </div>
      <IdempotencyOutput key={query} r={result} keyMode={state.key} level={4} />
    </section>
  );
}
