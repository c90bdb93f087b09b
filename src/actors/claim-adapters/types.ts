/**
 * The adapter of one activity on the shared claim mechanism (machines/activity-claim.machine.ts): its
 * contract calls mapped onto the one view model (ClaimBoard) and the one claim answer (ClaimResult).
 */
import type { ClaimBoard, ClaimResult } from '../../../machines/activity-claim.rules';
import type { Keyed } from '../../../machines/intent-key';
import type { FlowDeps } from '../port';

export interface ClaimAdapter {
  /** The activity's state as a board (aborted when the page goes). */
  load(api: FlowDeps['api'], signal: AbortSignal): Promise<ClaimBoard>;
  /**
   * Claims the item of `key` with the claim's Idempotency-Key (`init`, passed on to the call as it is); not
   * aborted with the page (a claim the server took is reported all the same).
   */
  claim(api: FlowDeps['api'], key: string, init: Keyed): Promise<ClaimResult>;
}
