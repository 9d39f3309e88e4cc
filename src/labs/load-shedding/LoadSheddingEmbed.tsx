import { useId, useMemo } from 'react';
import { Link } from '../../site/router.tsx';
import { paths } from '../../site/paths.ts';
import type { LoadSheddingResult } from '../../engine/load-shedding/model.ts';
import { type LoadSheddingState, PARAM_GROUPS, loadSheddingParams, normalizeState } from '../../engine/load-shedding/params.ts';
import { matchPreset, presetById, presets } from '../../engine/load-shedding/presets.ts';
import { resultSummary } from '../../engine/load-shedding/summary.ts';
import { t } from './strings.ts';
import { useUrlLabState } from '../../store/urlState.ts';
import { encodeState } from '../../url/params.ts';
import { ParamGroups } from '../kit/ParamControls.tsx';
import { SimFrame } from '../kit/SimPending.tsx';
import { useWorkerSim } from '../kit/workerSim.ts';
import type { LabEmbedProps } from '../registry.ts';
import { OutcomeCards, QueueChart, TimelineChart, DepTable } from './LoadSheddingFigures.tsx';
import { irrelevantKeys } from './controls.ts';
import './load-shedding.css';
import { SIM_OPTIONS, spawnSim } from './spawnSim.ts';

const s = t.loadShedding;
/** The embed shows only the policy controls; the rest lives on the lab's page. */
const EMBED_KEYS = new Set(['policy', 'queueMax', 'slotsB', 'ctxCheck']);

export default function LoadSheddingEmbed({ preset, hide = [] }: LabEmbedProps) {
  const start = presetById(preset) ?? presets[0]!;
  const { state, dispatch } = useUrlLabState(loadSheddingParams, { sync: false, initialQuery: encodeState(loadSheddingParams, start.state) });
  const norm = useMemo(() => normalizeState(state), [state]);
  const sim = useWorkerSim<LoadSheddingState, LoadSheddingResult>(norm.state, spawnSim, SIM_OPTIONS);
  const active = matchPreset(state);
  const hidden = useMemo(() => {
    const out = irrelevantKeys(state);
    for (const row of loadSheddingParams.rows) if (!EMBED_KEYS.has(row.key)) out.add(row.key);
    for (const k of hide) out.add(k);
    return out;
  }, [state, hide]);
  const titleId = useId();
  // The embed offers the presets of its own story: the overload pair, or the dependency pair.
  const family = start.state.rateB > 0 ? presets.filter((p) => p.state.rateB > 0) : presets.filter((p) => p.state.rateB === 0);
  return (
    <section className="ls-embed" aria-labelledby={titleId} data-testid="ls-embed">
      <div className="ls-embed-head">
        <h3 id={titleId}>{s.title}</h3>
        <Link to={paths.lab('load-shedding', encodeState(loadSheddingParams, state))}>{s.openInLab} →</Link>
      </div>
      <div className="preset-buttons" role="group" aria-label={t.labs.presets}>
        {family.map((p) => (
          <button key={p.id} type="button" className="preset-button" aria-pressed={p.id === active} data-preset={p.id} onClick={() => dispatch({ type: 'replace', state: p.state })}>
            {p.title}
          </button>
        ))}
      </div>
      {active && <p className="preset-description">{presetById(active)!.description}</p>}
      <div className="ls-embed-body">
        <div className="ls-embed-controls">
          <ParamGroups
            table={loadSheddingParams}
            state={state}
            onChange={(key, value) => dispatch({ type: 'set', key, value: value as never })}
            groups={{ policy: PARAM_GROUPS.policy! }}
            hidden={hidden}
            enumLabels={s.enumLabels}
          />
        </div>
        <div className="ls-output">
          <SimFrame sim={sim}>
            {({ result, state: shown }) => (
              <>
                <OutcomeCards r={result} level={4} />
                <DepTable r={result} level={4} />
                {shown.rateB > 0 ? <QueueChart r={result} state={shown} /> : <TimelineChart r={result} horizonS={shown.horizonS} />}
                <p className="visually-hidden">{resultSummary(result, shown.horizonS)}</p>
              </>
            )}
          </SimFrame>
        </div>
      </div>
    </section>
  );
}
