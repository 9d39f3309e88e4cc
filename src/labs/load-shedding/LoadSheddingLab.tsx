import { memo, useMemo } from 'react';
import type { LoadSheddingResult } from '../../engine/load-shedding/model.ts';
import { type LoadSheddingState, PARAM_GROUPS, loadSheddingParams, normalizeState } from '../../engine/load-shedding/params.ts';
import { matchPreset, presetById, presets } from '../../engine/load-shedding/presets.ts';
import { resultSummary } from '../../engine/load-shedding/summary.ts';
import { t } from './strings.ts';
import { useUrlLabState } from '../../store/urlState.ts';
import { formatNotice } from '../../url/params.ts';
import { CopyLinkButton, LabShell, PresetPicker } from '../kit/LabShell.tsx';
import { NoticeBanner } from '../kit/NoticeBanner.tsx';
import { ParamGroups } from '../kit/ParamControls.tsx';
import { SimFrame } from '../kit/SimPending.tsx';
import { useWorkerSim } from '../kit/workerSim.ts';
import { DepTable, Metrics, OutcomeCards, QueueChart, TimelineChart } from './LoadSheddingFigures.tsx';
import { irrelevantKeys } from './controls.ts';
import './load-shedding.css';
import { SIM_OPTIONS, spawnSim } from './spawnSim.ts';

const s = t.loadShedding;
/** Pinned beside the controls (LabShell's monitor); memoised, so a slider step does not redraw it. */
const PinnedOutcomes = memo(OutcomeCards);

/** Memoised: a slider step re-renders the controls; the figures only when a new result arrives. */
const Output = memo(function Output({ result, state }: { result: LoadSheddingResult; state: LoadSheddingState }) {
  return (
    <>
      <Metrics r={result} />
      <DepTable r={result} />
      <TimelineChart r={result} horizonS={state.horizonS} />
      <QueueChart r={result} state={state} />
      <p className="visually-hidden" aria-live="polite" data-testid="ls-summary">
        {resultSummary(result, state.horizonS)}
      </p>
    </>
  );
});

export default function LoadSheddingLab() {
  const { state, dispatch, notices, dismissNotices } = useUrlLabState(loadSheddingParams);
  const norm = useMemo(() => normalizeState(state), [state]);
  // The controls follow the finger at once; the worker simulates, the figures follow its results.
  const sim = useWorkerSim<LoadSheddingState, LoadSheddingResult>(norm.state, spawnSim, SIM_OPTIONS);
  const active = matchPreset(state);
  return (
    <LabShell
      title={s.title}
      lead={s.lead}
      chapter="reliability-patterns#admission-control"
      toolbar={
        <>
          <CopyLinkButton />
          <button type="button" className="button" onClick={() => dispatch({ type: 'reset' })}>
            {s.reset}
          </button>
        </>
      }
      notice={<NoticeBanner notices={notices} table={loadSheddingParams} onDismiss={dismissNotices} />}
      presets={
        <PresetPicker
          presets={presets}
          active={active}
          onPick={(id) => {
            const p = presetById(id);
            if (p) dispatch({ type: 'replace', state: p.state });
          }}
        />
      }
      monitor={<SimFrame sim={sim} showError={false}>{(run) => <PinnedOutcomes r={run.result} />}</SimFrame>}
      controls={
        <ParamGroups
          table={loadSheddingParams}
          state={state}
          onChange={(key, value) => dispatch({ type: 'set', key, value: value as never })}
          groups={PARAM_GROUPS}
          hidden={irrelevantKeys(state)}
          enumLabels={s.enumLabels}
        />
      }
    >
      <div className="ls-output" data-testid="ls-output" aria-busy={sim.pending}>
        {norm.notices.length > 0 && (
          <div className="notice ls-adjusted" role="status" data-testid="ls-adjusted">
            <p>{s.adjusted}</p>
            <ul>
              {norm.notices.map((n) => (
                <li key={n.key}>{formatNotice(loadSheddingParams, n)}</li>
              ))}
            </ul>
          </div>
        )}
        {sim.pending && sim.run && (
          <p className="ls-muted ls-computing" role="status">
            {s.computing}
          </p>
        )}
        <SimFrame sim={sim}>{(run) => <Output result={run.result} state={run.state} />}</SimFrame>
      </div>
    </LabShell>
  );
}
