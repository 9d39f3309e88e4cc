import type { IdempotencyState } from '../../engine/idempotency/params.ts';

/** Controls that change nothing in this state are hidden (their values still travel in the link). */
export function irrelevantKeys(s: IdempotencyState): Set<string> {
  const out = new Set<string>();
  if (s.failure === 'none') out.add('failTimes');
  if (s.key === 'none' || s.failure !== 'provider-timeout') out.add('keepOnUnknown');
  if (s.key === 'none' || (s.failure !== 'server-500' && s.failure !== 'invalid-400')) out.add('releaseOnFailure');
  return out;
}
