import { useMemo } from 'react';
import { PARAM_GROUPS, idempotencyParams, scenarioOf } from '../../engine/idempotency/params.ts';
import { matchPreset, presetById, presets } from '../../engine/idempotency/presets.ts';
import { run } from '../../engine/idempotency/sim.ts';
import { t } from './strings.ts';
import { useUrlLabState } from '../../store/urlState.ts';
import { encodeState } from '../../url/params.ts';
import { CopyLinkButton, LabShell, PresetPicker } from '../kit/LabShell.tsx';
import { NoticeBanner } from '../kit/NoticeBanner.tsx';
import { ParamGroups } from '../kit/ParamControls.tsx';
import { irrelevantKeys } from './controls.ts';
import { IdempotencyOutput } from './IdempotencyOutput.tsx';
import './idempotency.css';

const s = t.idempotency;

export default function IdempotencyLab() {
  const { state, dispatch, notices, dismissNotices } = useUrlLabState(idempotencyParams);
  const result = useMemo(() => run(scenarioOf(state)), [state]);
  return (
    <LabShell
      title={s.title}
      lead={s.lead}
      chapter="reliability-patterns#idempotency-key-states"
      toolbar={
        <>
          <CopyLinkButton />
          <button type="button" className="button" onClick={() => dispatch({ type: 'reset' })}>
            {s.reset}
          </button>
        </>
      }
      notice={<NoticeBanner notices={notices} table={idempotencyParams} onDismiss={dismissNotices} />}
      presets={
        <PresetPicker
          presets={presets}
          active={matchPreset(state)}
          onPick={(id) => {
            const p = presetById(id);
            if (p) dispatch({ type: 'replace', state: p.state });
          }}
        />
      }
      controls={
        <ParamGroups
          table={idempotencyParams}
          state={state}
          onChange={(key, value) => dispatch({ type: 'set', key, value: value as never })}
          groups={PARAM_GROUPS}
          hidden={irrelevantKeys(state)}
          enumLabels={s.enumLabels}
        />
      }
    >
      <IdempotencyOutput key={encodeState(idempotencyParams, state)} r={result} keyMode={state.key} />
    </LabShell>
  );
}
