/**
 * What a completed deposit does beyond the coin credit, inside the completion transaction:
 * marks the first recharge (task 105), records a first-charge purchase (actType 13) and a login-pay card
 * purchase (actType 6).
 */
import type { Deps } from '../context';

export interface CompletedOrder {
  readonly id: string;
  readonly userId: number;
  readonly amount: number;
  readonly actType: number;
  readonly propId: number | null;
  readonly at: number;
}

// PLACEHOLDER: the activities group implements it.
export function applyRechargeEffects(deps: Pick<Deps, 'db' | 'clock'>, order: CompletedOrder): void {
  void deps;
  void order;
}
