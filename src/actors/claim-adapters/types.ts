/**
 * The adapter of one activity on the shared claim mechanism (machines/activity-claim.machine.ts): its
 * contract calls mapped onto the one view model (ClaimBoard) and the one claim answer (ClaimResult).
 */
import type { ClaimBoard, ClaimResult } from '../../../machines/activity-claim.rules';
import type { FlowDeps } from '../port';

export interface ClaimAdapter {
  /** The activity's state as a board (aborted when the page goes). */
  load(api: FlowDeps['api'], signal: AbortSignal): Promise<ClaimBoard>;
  /** Claims the item of `key`; not aborted with the page (a claim the server took is reported all the same). */
  claim(api: FlowDeps['api'], key: string): Promise<ClaimResult>;
}
