/** Invite & Spin (activity 20): state, spin, record, status, cash-out. Rules in server/domain/invite-spin.ts. */
import { defineHandlers } from '../context';
import { exchangeSpin, spin, spinRecord, spinState, spinStatus } from '../domain/invite-spin';
import { requireUser, shareUrl } from '../domain/users';

export const inviteSpinHandlers = defineHandlers({
  actInviteUser: ({ deps, caller, origin }) => {
    const user = requireUser(deps, caller.userId);
    return { ...spinState(deps, user), shareUrl: shareUrl(origin, user) };
  },

  actInviteUserStatus: ({ deps, caller }) => spinStatus(deps, requireUser(deps, caller.userId).id),

  actInviteUserSpin: ({ deps, caller }) => spin(deps, requireUser(deps, caller.userId).id),

  actInviteUserRecord: ({ deps, body, caller }) =>
    spinRecord(deps, requireUser(deps, caller.userId).id, body.page ?? 1, body.pageSize ?? 20),

  actInviteUserExchange: ({ deps, caller }) => exchangeSpin(deps, requireUser(deps, caller.userId)),
});
