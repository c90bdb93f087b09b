/**
 * Pure rules of the invite-friends flow (machines/invite-friends.machine.ts), shared by the home popup and
 * the /activity/inviteFriends page.
 */

/**
 * The progress, "(inviteCount+1)/(required+1)": the player counts as the first step, each invited
 * friend as one more, up to the tier. The text shows `step/steps` and the bar fills `ratio` — the same
 * fraction, so they always agree. Every tier received (`done`) is full.
 */
export interface InviteProgress {
  readonly step: number;
  readonly steps: number;
  /** step / steps, in 0..1. */
  readonly ratio: number;
}

export function inviteProgress(inviteCount: number, required: number, done = false): InviteProgress {
  const need = Math.max(0, Math.floor(required));
  const have = Math.max(0, Math.floor(inviteCount));
  const steps = need + 1;
  const step = done ? steps : Math.min(have, need) + 1;
  return { step, steps, ratio: step / steps };
}
