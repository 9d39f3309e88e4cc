/**
 * The overload lab page (/labs/overload): presets, every control of the engine's parameter table,
 * the summary figures, the charts with text summaries, share links. The simulation runs in a Web
 * Worker (useOverload).
 *
 * The charts come with the page's own code, not lazily as in the chapter embed: the page draws them
 * as soon as its first result comes. Loaded lazily they cost the page's load a Suspense fallback,
 * and the charts' reveal came in a task of its own, held back by React's throttle of Suspense
 * retries, with the first layout of everything it brought (Lighthouse trace, 2026-12-07).
 */
import { useCallback, useState } from 'react';
import { PARAM_GROUPS, overloadParams, presetById, presets, stateToQuery, type OverloadState } from '../../engine/overload/index.ts';
import { useUrlLabState, linkQuery } from '../../store/urlState.ts';
import { CopyLinkButton, LabShell, PresetPicker, useNarrow } from '../kit/LabShell.tsx';
import { NoticeBanner } from '../kit/NoticeBanner.tsx';
import { ParamGroups } from '../kit/ParamControls.tsx';
import Results from './results.tsx';
import { FiguresHelp, Headline, LiveSummary, ModelNotices, Status, SummaryPanel, irrelevantKeys } from './shared.tsx';
import { useOverload } from './useOverload.ts';
import { overloadStrings } from './strings.ts';
import './overload.css';

const L = overloadStrings;
const PRESET_OPTIONS = presets.map((p) => ({ id: p.id, title: p.title, description: p.description, group: p.group }));
const PRESET_QUERIES = presets.map((p) => ({ id: p.id, query: stateToQuery(p.state) }));
/** A clean visit shows the metastable failure: the lab's first lesson. */
const START_PRESET = 'metastable';

function hasStateInQuery(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('v') || overloadParams.rows.some((r) => params.has(r.key));
}

export default function OverloadLab() {
  const [initialQuery] = useState(() => (hasStateInQuery(linkQuery()) ? undefined : stateToQuery(presetById(START_PRESET)!.state)));
  const lab = useUrlLabState(overloadParams, { initialQuery });
  const state = lab.state;
  const sim = useOverload(state);
  const view = sim.view;
  const query = stateToQuery(state);
  const active = PRESET_QUERIES.find((p) => p.query === query)?.id ?? null;
  // Stable handlers: the preset picker and the controls are memoised, and a slider step must not render them all.
  const { dispatch } = lab;
  const pick = useCallback(
    (id: string) => {
      const p = presetById(id);
      if (p) dispatch({ type: 'replace', state: p.state });
    },
    [dispatch],
  );
  const set = useCallback((key: string, value: number | string | boolean) => dispatch({ type: 'set', key: key as keyof OverloadState, value: value as never }), [dispatch]);
  const narrow = useNarrow();
  // The outcomes chart and the headline figures stay pinned beside the controls (above them on a phone).
  const preview = sim.partial ? view : null;
  const monitor = view ? (
    <>
      {preview && <Status pending error={null} preview={preview} />}
      <Headline view={view} />
      <Results view={view} part="monitor" compact={narrow} />
    </>
  ) : (
    <Status pending={sim.pending} error={sim.error} />
  );

  return (
    <LabShell
      title={L.title}
      lead={L.lead}
      chapter="overload#metastability"
      toolbar={
        <>
          <CopyLinkButton />
          <button type="button" className="button" onClick={() => pick(START_PRESET)}>
            {L.reset}
          </button>
        </>
      }
      presets={<PresetPicker presets={PRESET_OPTIONS} active={active} onPick={pick} />}
      notice={<NoticeBanner notices={lab.notices} table={overloadParams} onDismiss={lab.dismissNotices} />}
      controls={<ParamGroups table={overloadParams} state={state} onChange={set} groups={PARAM_GROUPS} hidden={irrelevantKeys(state)} enumLabels={L.enumLabels} />}
      monitor={monitor}
    >
      <div className="lab-sim-output ov-output" data-pending={sim.pending ? 'true' : 'false'} data-testid="ov-output">
        <Status pending={sim.pending} error={sim.error} computeMs={view?.computeMs} preview={preview} />
        {/* A preview is not announced: its figures are replaced in a moment. */}
        <LiveSummary view={preview ? null : view} />
        {view && (
          <>
            <ModelNotices notices={view.notices} />
            <SummaryPanel view={view} />
            <FiguresHelp />
            <Results view={view} part="rest" />
          </>
        )}
      </div>
    </LabShell>
  );
}
