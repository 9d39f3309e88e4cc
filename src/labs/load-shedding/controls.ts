import type { LoadSheddingState } from '../../engine/load-shedding/params.ts';

/** Controls that do nothing in this state are hidden (their values still travel in the link). */
export function irrelevantKeys(state: LoadSheddingState): Set<string> {
  const out = new Set<string>();
  if (state.policy === 'queue') out.add('queueMax');
  if (state.policy !== 'bulkhead') out.add('slotsB');
  if (state.rateB === 0) out.add('serviceBMs');
  return out;
}
