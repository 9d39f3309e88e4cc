/**
 * The overload lab inside a chapter: `<LabEmbed id="overload" preset="metastable" />`. Local state
 * (the chapter's address never changes), the preset's own controls first, the summary, the main
 * charts, and a link that opens the full lab with the same state.
 */
import { Suspense, useState } from 'react';
import { Link } from '../../site/router.tsx';
import { PARAM_GROUPS, overloadParams, presetById, presets, stateToQuery, type OverloadState } from '../../engine/overload/index.ts';
import { paths } from '../../site/paths.ts';
import { t } from '../strings.ts';
import { useUrlLabState } from '../../store/urlState.ts';
import { ParamControl, ParamGroups } from '../kit/ParamControls.tsx';
import type { LabEmbedProps } from '../registry.ts';
import { FiguresHelp, LiveSummary, ModelNotices, Results, Status, SummaryPanel, irrelevantKeys } from './shared.tsx';
import { useOverload } from './useOverload.ts';
import { overloadStrings } from './strings.ts';
import './overload.css';

const L = overloadStrings;

export default function OverloadEmbed({ preset, hide = [] }: LabEmbedProps) {
  const chosen = presetById(preset ?? '') ?? presets[0]!;
  const [initialQuery] = useState(() => stateToQuery(chosen.state));
  const { state, dispatch } = useUrlLabState(overloadParams, { sync: false, initialQuery });
  const sim = useOverload(state);
  const view = sim.view;
  const hidden = new Set<string>([...hide, ...irrelevantKeys(state)]);
  const main = chosen.controls.filter((k) => !hidden.has(k));
  const rest = new Set<string>([...hidden, ...main]);
  const set = (key: string, value: number | string | boolean) => dispatch({ type: 'set', key: key as keyof OverloadState, value: value as never });
  const isPreset = stateToQuery(state) === stateToQuery(chosen.state);
  const query = stateToQuery(state) + (hide.length ? `&hide=${hide.map(encodeURIComponent).join(',')}` : '');

  return (
    <div className="lab-embed-frame ov-embed" data-testid="ov-embed" data-preset={chosen.id}>
      <div className="lab-embed-head">
        <p className="lab-embed-title">
          <span className="eyebrow">{t.labs.title}</span> {L.title}
          {isPreset ? ` · ${chosen.title}` : ''}
        </p>
        <Link className="button" to={paths.lab('overload', query)} data-testid="open-in-lab">
          {L.openInLab} →
        </Link>
      </div>
      {isPreset && <p className="ov-embed-lead">{chosen.description}</p>}
      {main.length > 0 && (
        <div className="lab-embed-controls param-groups">
          {main.map((key) => {
            const row = overloadParams.rows.find((r) => r.key === key);
            return row ? <ParamControl key={key} row={row} value={state[key]} onChange={(v) => set(key, v)} enumLabels={L.enumLabels[key]} /> : null;
          })}
        </div>
      )}
      <div className="lab-sim-output ov-output" data-pending={sim.pending ? 'true' : 'false'}>
        <Status pending={sim.pending} error={sim.error} computeMs={view?.computeMs} preview={sim.partial ? view : null} />
        <LiveSummary view={sim.partial ? null : view} />
        {view && (
          <>
            <ModelNotices notices={view.notices} />
            <SummaryPanel view={view} compact label={`${L.summaryTitle}: ${chosen.title}`} />
            <FiguresHelp />
            <Suspense fallback={<div className="lab-charts-loading">{L.computing}</div>}>
              <Results view={view} embed />
            </Suspense>
          </>
        )}
      </div>
      <details className="lab-embed-more">
        <summary>{L.embedMore}</summary>
        <ParamGroups table={overloadParams} state={state} onChange={set} groups={PARAM_GROUPS} hidden={rest} enumLabels={L.enumLabels} />
      </details>
    </div>
  );
}
