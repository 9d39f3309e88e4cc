/**
 * The retry-storm lab page (/labs/retry-storm): controls from the engine's parameter table, the
 * summary figures, the charts, presets, compare mode (policy B under `b.` in the link) and
 * share links. The simulation runs in a Web Worker (useSimulation).
 */
import { Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import {
  presetById,
  presets,
  retryStormParams,
  stateToQuery,
  type RetryStormState,
} from '../../engine/retry-storm/index.ts';
import { t } from './strings.ts';
import { useUrlLabState, writeStateToUrl, linkQuery } from '../../store/urlState.ts';
import type { ParamTable } from '../../url/params.ts';
import { CopyLinkButton, LabShell, PresetPicker, useNarrow } from '../kit/LabShell.tsx';
import { NoticeBanner } from '../kit/NoticeBanner.tsx';
import { ParamGroups } from '../kit/ParamControls.tsx';
import { isOutagePreview, type SimView } from './compute.ts';
import { POLICY_GROUPS, describeDifference, policyName } from './format.ts';
import { FiguresHelp, Headline, LiveSummary, ModelNotices, Results, SimStatus, SummaryPanel, groupsOf, irrelevantKeys, previewLabel } from './shared.tsx';
import { useSimulation } from './useSimulation.ts';
import './retry-storm.css';

const L = t.retryStorm;

/** Policy B lives in the link under `b.`; only the retry, budget and breaker groups differ from A. */
const policyTable: ParamTable = {
  version: retryStormParams.version,
  rows: retryStormParams.rows.filter((r) => (POLICY_GROUPS as readonly string[]).includes(r.group)),
};
/** The policy (strategy first) is what the lab teaches: its groups come first, the world after. */
const SHARED_GROUPS = groupsOf(['load', 'dependency', 'scenario', 'contention']);
const POLICY_GROUP_TITLES = groupsOf(POLICY_GROUPS);
const PRESET_OPTIONS = presets.map((p) => ({ id: p.id, title: p.title, description: p.description }));
const PRESET_QUERIES = presets.map((p) => ({ id: p.id, query: stateToQuery(p.state) }));
/** What a clean visit shows: the herd without jitter, the lab's first lesson. */
const START_PRESET = 'no-jitter';

type Value = number | string | boolean;

function hasStateInQuery(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('v') || retryStormParams.rows.some((r) => params.has(r.key));
}

/** Controls a shared link asks to hide (`hide=seed,clients`, as embeds write it); unknown keys are ignored. */
function hiddenInQuery(search: string): ReadonlySet<string> {
  const raw = new URLSearchParams(search).get('hide') ?? '';
  return new Set(raw.split(',').filter((key) => retryStormParams.rows.some((r) => r.key === key)));
}

function compareInQuery(search: string): boolean {
  return new URLSearchParams(search).get('cmp') === '1';
}

/** Writes `cmp=1` (and drops B's keys when compare mode ends) without touching other keys. */
function writeCompareToUrl(on: boolean) {
  const url = new URL(window.location.href);
  if (on) url.searchParams.set('cmp', '1');
  else {
    url.searchParams.delete('cmp');
    for (const key of [...url.searchParams.keys()]) if (key.startsWith('b.')) url.searchParams.delete(key);
  }
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

export default function RetryStormLab() {
  const [initialQuery] = useState(() => (hasStateInQuery(linkQuery()) ? undefined : stateToQuery(presetById(START_PRESET)!.state)));
  const [compare, setCompare] = useState(() => compareInQuery(linkQuery()));
  const [side, setSide] = useState<'a' | 'b'>('a');
  const [linkHidden, setLinkHidden] = useState(() => hiddenInQuery(linkQuery()));
  const a = useUrlLabState(retryStormParams, { initialQuery });
  const b = useUrlLabState(policyTable, { prefix: 'b.', sync: compare });
  const stateA = a.state;
  const stateB = useMemo(() => ({ ...stateA, ...b.state }) as RetryStormState, [stateA, b.state]);

  useEffect(() => {
    writeCompareToUrl(compare);
  }, [compare]);

  const states = useMemo(() => (compare ? [stateA, stateB] : [stateA]), [compare, stateA, stateB]);
  const narrow = useNarrow();
  const syncId = `rs-${useId().replace(/:/g, '')}`;
  const sim = useSimulation(states);
  const views: SimView[] | null = sim.views;
  const shownCompare = compare && views !== null && views.length === 2;
  const labels = useMemo(() => (views ? views.map((v, i) => `${i === 0 ? 'A' : 'B'} · ${policyName(v.state)}`) : []), [views]);

  const queryA = stateToQuery(stateA);
  const activePreset = PRESET_QUERIES.find((p) => p.query === queryA)?.id ?? null;

  // Stable while the mode is: the preset picker is memoised, and a slider step must not render it.
  const { dispatch: dispatchA } = a;
  const { dispatch: dispatchB } = b;
  const pickPreset = useCallback(
    (id: string) => {
      const preset = presetById(id);
      if (!preset) return;
      dispatchA({ type: 'replace', state: preset.state });
      // B starts as an exact copy of A: what the learner changes in B is the only difference.
      if (compare) dispatchB({ type: 'replace', state: preset.state });
    },
    [dispatchA, dispatchB, compare],
  );

  const toggleCompare = () => {
    if (!compare) {
      // The link must carry A in full: a clean visit shows the start preset without writing it.
      writeStateToUrl(retryStormParams, stateA);
      b.dispatch({ type: 'replace', state: stateA });
      setSide('b');
    } else setSide('a');
    setCompare(!compare);
  };

  const modelNotices = useMemo(() => {
    if (!views) return [];
    const seen = new Set<string>();
    return views.flatMap((v) => v.notices).filter((n) => {
      const k = `${n.key}:${n.from}:${String(n.to)}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  }, [views]);

  // The controls are memoised on what they show: a result arriving (each run, each preview) must not
  // re-render thirty controls that did not change — on a slow phone that was most of a redraw.
  const controls = useMemo(() => {
    const setA = (key: string, value: Value) => dispatchA({ type: 'set', key: key as keyof RetryStormState, value: value as never });
    const setB = (key: string, value: Value) => dispatchB({ type: 'set', key, value });
    const hiddenFor = (state: RetryStormState) => new Set([...irrelevantKeys(state), ...linkHidden]);
    const showAllControls = () => {
      setLinkHidden(new Set());
      const url = new URL(window.location.href);
      url.searchParams.delete('hide');
      window.history.replaceState(window.history.state, '', url);
    };
    const editingB = compare && side === 'b';
    const policyState = editingB ? stateB : stateA;
    const policyControls = (
      <div className={editingB ? 'rs-policy rs-policy-b' : 'rs-policy'} data-editing={editingB ? 'b' : 'a'}>
        <ParamGroups
          key={editingB ? 'b' : 'a'}
          table={retryStormParams}
          state={policyState}
          onChange={editingB ? setB : setA}
          groups={POLICY_GROUP_TITLES}
          hidden={hiddenFor(policyState)}
          enumLabels={L.enumLabels}
        />
      </div>
    );
    return (
      <>
        {linkHidden.size > 0 && (
          <button type="button" className="button" data-testid="show-all-controls" onClick={showAllControls}>
            {L.embedMore}
          </button>
        )}
        {compare && (
          <div className="rs-side-switch" role="group" aria-label={L.editing}>
            <span>{L.editing}:</span>
            {(['a', 'b'] as const).map((s) => (
              <button key={s} type="button" aria-pressed={side === s} data-side={s} onClick={() => setSide(s)}>
                {s === 'a' ? L.policyA : L.policyB}
              </button>
            ))}
          </div>
        )}
        {policyControls}
        <ParamGroups table={retryStormParams} state={stateA} onChange={setA} groups={SHARED_GROUPS} hidden={hiddenFor(stateA)} enumLabels={L.enumLabels} />
      </>
    );
  }, [dispatchA, dispatchB, linkHidden, compare, side, stateA, stateB]);

  const toolbar = (
    <>
      <CopyLinkButton />
      <button type="button" className="button" aria-pressed={compare} data-testid="compare-toggle" onClick={toggleCompare}>
        {compare ? '✓ ' : ''}
        {L.compare}
      </button>
      <button type="button" className="button" onClick={() => pickPreset(START_PRESET)}>
        {L.reset}
      </button>
    </>
  );

  const first = views?.[0];
  const second = views?.[1];
  const partialLabel = sim.partial ? previewLabel(views) : undefined;
  const monitor = first ? (
    <>
      {/* A preview (a long sweep's first runs) says so where the charts are, not only in the output below. */}
      {sim.partial && <SimStatus pending partial partialLabel={partialLabel} progress={sim.progress} progressFeed={sim.progressFeed} error={null} />}
      <Headline views={views!} labels={labels} />
      <Suspense fallback={<div className="lab-charts-loading">{L.computing}</div>}>
        <Results views={views!} labels={labels} part="monitor" syncId={syncId} compact={narrow} />
      </Suspense>
    </>
  ) : (
    <SimStatus pending={sim.pending} partial={sim.partial} progress={sim.progress} progressFeed={sim.progressFeed} error={sim.error} />
  );
  return (
    <LabShell
      title={L.title}
      lead={L.lead}
      chapter="retries#jitter"
      toolbar={toolbar}
      presets={<PresetPicker presets={PRESET_OPTIONS} active={activePreset} onPick={pickPreset} />}
      notice={
        <>
          <NoticeBanner notices={a.notices} table={retryStormParams} onDismiss={a.dismissNotices} />
          {compare && <NoticeBanner notices={b.notices} table={policyTable} onDismiss={b.dismissNotices} />}
        </>
      }
      controls={controls}
      monitor={monitor}
    >
      <div className="lab-sim-output rs-output" data-pending={sim.pending ? 'true' : 'false'} data-testid="rs-output">
        <SimStatus pending={sim.pending} partial={sim.partial} partialLabel={partialLabel} progress={sim.progress} progressFeed={sim.progressFeed} error={sim.error} computeMs={views?.reduce((s, v) => s + v.computeMs, 0)} />
        <ModelNotices notices={modelNotices} />
        <LiveSummary view={first} />
        {compare && <p className="rs-compare-hint">{L.compareHint}</p>}
        {first && (
          <>
            {shownCompare && second ? (
              <>
                <div className="rs-summaries">
                  <SummaryPanel view={first} side="a" title={labels[0]} />
                  <SummaryPanel view={second} side="b" title={labels[1]} />
                </div>
                {!isOutagePreview(first) && !isOutagePreview(second) && (
                  <p className="rs-diff" data-testid="sim-diff">
                    {describeDifference(first.summary, second.summary)}
                  </p>
                )}
              </>
            ) : (
              <SummaryPanel view={first} />
            )}
            {first.scenario === 'outage' && <FiguresHelp />}
            <Suspense fallback={<div className="lab-charts-loading" role="status">{L.computing}</div>}>
              <Results views={views!} labels={labels} part="rest" syncId={syncId} />
            </Suspense>
          </>
        )}
      </div>
    </LabShell>
  );
}
