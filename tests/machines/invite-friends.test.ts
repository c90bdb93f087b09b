import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { inviteFriendsMachine, type InviteClaim, type InviteData } from '../../machines/invite-friends.machine';
import { INVITE_CONFIGS, inviteFriendsModels, inviteState } from './models/promotions.model';
import { describePaths } from '../helpers/describe-paths';
import { flush } from '../helpers/flow-steps';

for (const model of inviteFriendsModels) describePaths(model);

describe('inviteFriends', () => {
  function start(
    mode: 'modal' | 'page',
    hasMobile: boolean,
    itemStatus: 0 | 1 | 2,
    receive?: () => Promise<InviteClaim>,
  ) {
    const copies: string[] = [];
    const shares: string[] = [];
    const refreshes: number[] = [];
    const actor = createActor(
      inviteFriendsMachine.provide({
        actors: {
          fetchInvite: fromPromise<InviteData, void>(async () => ({
            state: inviteState({ itemStatus, inviteCount: itemStatus ? 1 : 0 }),
            configs: INVITE_CONFIGS,
            shareUrl: 'http://lobby.test/register?outValue=ABC',
          })),
          receiveTier: fromPromise(receive ?? (() => new Promise<InviteClaim>(() => {}))),
        },
        actions: {
          copyLink: (_, { url }) => void copies.push(url),
          shareLink: (_, { url }) => void shares.push(url),
          refreshActivities: () => void refreshes.push(1),
        },
      }),
      { input: { mode, hasMobile } },
    );
    const emitted: Array<{ type: string; to?: string }> = [];
    actor.on('*', (e) => void emitted.push(e as never));
    actor.start();
    return { actor, copies, shares, refreshes, emitted };
  }

  it('inviting and sharing need a bound mobile, else /bind', async () => {
    const without = start('modal', false, 0);
    await flush();
    without.actor.send({ type: 'invite.start' });
    without.actor.send({ type: 'link.copy' });
    expect(without.emitted.map((e) => e.to)).toEqual(['/bind', '/bind']);
    expect(without.copies).toEqual([]);
    const modal = start('modal', true, 0);
    await flush();
    modal.actor.send({ type: 'invite.start' });
    expect(modal.actor.getSnapshot().hasTag('sharing')).toBe(true);
    modal.actor.send({ type: 'link.copy' });
    expect(modal.copies).toEqual(['http://lobby.test/register?outValue=ABC']);
    modal.actor.send({ type: 'share.close' });
    expect(modal.actor.getSnapshot().value).toBe('inviting');
    // On the page the link is in view: Invite opens the system share sheet (or copies).
    const page = start('page', true, 0);
    await flush();
    page.actor.send({ type: 'invite.start' });
    expect(page.actor.getSnapshot().value).toBe('inviting');
    expect(page.shares).toEqual(['http://lobby.test/register?outValue=ABC']);
  });

  it('receives the tier with its first item; status 2 refreshes the activity ids', async () => {
    const { actor, refreshes } = start('page', true, 1, async () => ({
      state: inviteState({ awardId: 2, itemStatus: 2, inviteCount: 1 }),
      propList: [{ id: 2001, count: 500 }],
    }));
    await flush();
    expect(actor.getSnapshot().value).toBe('receivable');
    actor.send({ type: 'invite.receive' });
    actor.send({ type: 'invite.receive' });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
    expect(refreshes).toEqual([1]);
    expect(actor.getSnapshot().can({ type: 'invite.receive' })).toBe(false);
  });
});
