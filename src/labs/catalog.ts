/**
 * Every lab: its id (the route /labs/<id>, so it is API), title and summary, and the chapter
 * section it belongs to. Pure data, shared by the app, the content checks and the pre-renderer.
 */
export const LAB_IDS = [
  'retry-storm',
  'error-chain',
  'panic-stepper',
  'circuit-breaker',
  'retry-amplification',
  'request-budget',
  'load-shedding',
  'idempotency',
  'overload',
] as const;
export type LabId = (typeof LAB_IDS)[number];

export interface LabInfo {
  id: LabId;
  title: string;
  summary: string;
  /** `slug#section` of the chapter that teaches what the lab shows. */
  chapter: string;
}

export function isLabId(id: string): id is LabId {
  return (LAB_IDS as readonly string[]).includes(id);
}
