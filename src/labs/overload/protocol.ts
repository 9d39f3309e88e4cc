/** Messages between the overload page and its worker (plain objects only). */
import type { OverloadState } from '../../engine/overload/index.ts';
import type { OverloadView } from './compute.ts';

export interface OverloadRequest {
  id: number;
  state: OverloadState;
}

export type OverloadReply = { id: number; type: 'result'; view: OverloadView } | { id: number; type: 'error'; message: string };
