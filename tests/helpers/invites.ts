/**
 * Invited players for the agent-programme tests (server/domain/valid-invites.ts): a player registered through
 * an inviter's share link, made through the domain as a registration makes one (users.inviter_id set, the
 * first session on the given device), optionally with a completed deposit.
 */
import { randomInt } from 'node:crypto';
import { createPlayer } from '../../server/domain/accounts';
import { createSession } from '../../server/domain/sessions';
import type { UserRow } from '../../server/domain/users';
import { completeDeposit } from './activities';
import type { TestServer } from './server';

let seq = 0;

/** A device id (afuid) no other test player uses. */
export function newDevice(): string {
  seq += 1;
  return `test-device-${process.pid}-${seq}-${randomInt(1e9)}`;
}

/** The phoneinfoJsonModel of a registration or login from `afuid`. */
export const deviceInfo = (afuid: string) => ({ os: 'Android 14', isBrowser: 1, deviceIdJsonModel: { afuid } });

export interface InvitedOptions {
  /** The device (afuid) of the registration; a new one by default, '' for none. */
  readonly device?: string;
  /** The mobile number; a new one by default, null for a player without one. */
  readonly mobile?: string | null;
  /** A deposit (hundredths) completed right after the registration; none by default. */
  readonly deposit?: number;
}

/** A player invited by `inviterId` (null: nobody), with a live token of its registration session. */
export function invitedPlayer(
  s: TestServer,
  inviterId: number | null,
  o: InvitedOptions = {},
): { user: UserRow; token: string; device: string } {
  seq += 1;
  const mobile =
    o.mobile === undefined
      ? `06${String(process.pid % 100).padStart(2, '0')}${String(seq).padStart(6, '0')}`
      : o.mobile;
  const user = createPlayer(s.deps, {
    accountType: mobile === null ? 1 : 0,
    account: mobile ?? `inv${process.pid % 1000}x${seq}`,
    mobile,
    passwordHash: null,
    inviterId,
  });
  const device = o.device ?? newDevice();
  const token = createSession(s.deps.db, s.deps.random, user.id, s.clock.now(), device ? deviceInfo(device) : {});
  if (o.deposit) completeDeposit(s, user.id, { amount: o.deposit });
  return { user, token, device };
}
