/**
 * State plumbing shared by the circuit-breaker, retry-amplification and request-budget labs: the
 * page keeps its state in the address, an embed keeps it local and starts from a preset; the active
 * preset is whichever preset equals the current state.
 */
import { useCallback, useMemo } from 'react';
import { useUrlLabState } from '../../store/urlState.ts';
import { type ParamTable, type StateOf, encodeState } from '../../url/params.ts';

export interface LabPreset<S> {
  id: string;
  title: string;
  description: string;
  state: S;
}

export function matchPreset<S extends object>(presets: readonly LabPreset<S>[], state: S): string | null {
  const rec = state as Record<string, unknown>;
  const hit = presets.find((p) => Object.entries(p.state).every(([k, v]) => rec[k] === v));
  return hit ? hit.id : null;
}

export function useLabState<T extends ParamTable>(
  table: T,
  presets: readonly LabPreset<StateOf<T>>[],
  options: { embedPreset?: string } | null = null,
) {
  const embed = options !== null;
  const initialQuery = useMemo(() => {
    if (!embed) return undefined;
    const preset = presets.find((p) => p.id === options?.embedPreset) ?? presets[0];
    return preset ? encodeState(table, preset.state) : '';
    // The embed's starting point is fixed when it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const lab = useUrlLabState(table, embed ? { sync: false, initialQuery } : {});
  const { dispatch } = lab;
  const set = useCallback(
    (key: string, value: number | string | boolean) => dispatch({ type: 'set', key: key as keyof StateOf<T> & string, value: value as StateOf<T>[keyof StateOf<T>] }),
    [dispatch],
  );
  const pick = useCallback(
    (id: string) => {
      const preset = presets.find((p) => p.id === id);
      if (preset) dispatch({ type: 'replace', state: preset.state });
    },
    [dispatch, presets],
  );
  const active = matchPreset(presets, lab.state);
  const query = encodeState(table, lab.state);
  return { ...lab, set, pick, active, query };
}
