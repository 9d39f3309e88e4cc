/**
 * The retry-storm lab inside a chapter: `<Simulation preset="no-jitter" hide="seed,clients" />`.
 * Local state (the chapter's address never changes), the main chart, the summary, a few controls
 * (minus the hidden ones) and a link that opens the full lab with the same state.
 */
import { Suspense, useMemo, useState } from 'react';
import { Link } from '../../site/router.tsx';
import { presetById, presets, retryStormParams, stateToQuery, type RetryStormState } from '../../engine/retry-storm/index.ts';
import { paths } from '../../site/paths.ts';
import { t } from './strings.ts';
import { useUrlLabState } from '../../store/urlState.ts';
import { ParamControl, ParamGroups } from '../kit/ParamControls.tsx';
import type { LabEmbedProps } from '../registry.ts';
import { FiguresHelp, LiveSummary, ModelNotices, Results, SimStatus, SummaryPanel, groupsOf, irrelevantKeys, previewLabel } from './shared.tsx';
import { useSimulation } from './useSimulation.ts';
import './retry-storm.css';

const L = t.retryStorm;
const ALL_GROUPS = groupsOf(['scenario', 'load', 'dependency', 'retry', 'budget', 'breaker', 'contention']);
const MAIN_OUTAGE: readonly string[] = ['strategy', 'maxAttempts', 'budget', 'breaker', 'clients', 'outageS'];
const MAIN_CONTENTION: readonly string[] = ['strategy', 'clients'];

type Value = number | string | boolean;

export default function RetryStormEmbed({ preset, hide = [] }: LabEmbedProps) {
  const chosen = presetById(preset ?? '') ?? presets[0]!;
  const [initialQuery] = useState(() => stateToQuery(chosen.state));
  const { state, dispatch } = useUrlLabState(retryStormParams, { sync: false, initialQuery });
  const states = useMemo(() => [state], [state]);
  const sim = useSimulation(states);
  const view = sim.views?.[0];

  const irrelevant = irrelevantKeys(state);
  const hidden = new Set<string>([...hide, ...irrelevant]);
  const mainKeys = state.scenario === 'contention' ? MAIN_CONTENTION : state.arrival === 'rate' ? MAIN_OUTAGE.map((k) => (k === 'clients' ? 'rate' : k)) : MAIN_OUTAGE;
  const main = mainKeys.filter((k) => !hidden.has(k));
  const rest = new Set<string>([...hidden, ...main]);
  const set = (key: string, value: Value) => dispatch({ type: 'set', key: key as keyof RetryStormState, value: value as never });
  const query = stateToQuery(state) + (hide.length ? `&hide=${hide.map(encodeURIComponent).join(',')}` : '');
  const isPreset = stateToQuery(chosen.state) === stateToQuery(state);

  return (
    <div className="lab-embed-frame rs-embed" data-testid="rs-embed" data-preset={chosen.id}>
      <div className="lab-embed-head">
        <p className="lab-embed-title">
          <span className="eyebrow">{t.labs.title}</span> {L.title}
          {isPreset ? ` · ${chosen.title}` : ''}
        </p>
        <Link className="button rs-open-lab" to={paths.lab('retry-storm', query)} data-testid="open-in-lab">
          {L.openInLab} →
        </Link>
      </div>
      {main.length > 0 && (
        <div className="lab-embed-controls param-groups">
          {main.map((key) => {
            const row = retryStormParams.rows.find((r) => r.key === key);
            if (!row) return null;
            return (
              <ParamControl
                key={key}
                row={row}
                value={state[key as keyof RetryStormState]}
                onChange={(v) => set(key, v)}
                enumLabels={L.enumLabels[key]}
              />
            );
          })}
        </div>
      )}
      <SimStatus pending={sim.pending} partial={sim.partial} partialLabel={sim.partial ? previewLabel(sim.views) : undefined} progress={sim.progress} progressFeed={sim.progressFeed} error={sim.error} computeMs={view?.computeMs} />
      {view && (
        <div className="lab-sim-output rs-output" data-pending={sim.pending ? 'true' : 'false'}>
          <ModelNotices notices={view.notices} />
          <LiveSummary view={view} />
          <SummaryPanel view={view} compact label={`${L.summaryTitle}: ${chosen.title}`} />
          {view.scenario === 'outage' && <FiguresHelp />}
          <Suspense fallback={<div className="lab-charts-loading">{L.computing}</div>}>
            <Results views={sim.views!} embed />
          </Suspense>
        </div>
      )}
      <details className="lab-embed-more">
        <summary>{L.embedMore}</summary>
        <ParamGroups table={retryStormParams} state={state} onChange={set} groups={ALL_GROUPS} hidden={rest} enumLabels={L.enumLabels} />
      </details>
    </div>
  );
}
