import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { BADGES_POLL_MS, badgesMachine, withBadges, type Badges } from '../../machines/badges.machine';
import { describePaths } from '../helpers/describe-paths';
import { badgesModel } from './models/mail.model';
import { flush } from '../helpers/flow-steps';

describePaths(badgesModel);

describe('badges poll', () => {
  it('checks every 60 s and at once on badges.refresh, reporting what it found', async () => {
    const reports: Badges[] = [];
    let n = 0;
    const clock = new SimulatedClock();
    const actor = createActor(
      badgesMachine.provide({
        actors: {
          fetchBadges: fromPromise<Badges, void>(async () => {
            n += 1;
            return { mailStatus: { red0: n, red1: 0, red2: 0 }, canReceiveTaskAward: 0 as const };
          }),
        },
        actions: { reportBadges: (_, { badges }) => void reports.push(badges) },
      }),
      { clock },
    ).start();
    await flush();
    expect(n).toBe(0);
    clock.increment(BADGES_POLL_MS);
    await flush();
    expect(n).toBe(1);
    actor.send({ type: 'badges.refresh' });
    await flush();
    expect(n).toBe(2);
    expect(reports.map((r) => r.mailStatus?.red0)).toEqual([1, 2]);
    clock.increment(BADGES_POLL_MS - 1);
    await flush();
    expect(n).toBe(2);
    clock.increment(1);
    await flush();
    expect(n).toBe(3);
    actor.stop();
    clock.increment(BADGES_POLL_MS * 3);
    await flush();
    expect(n).toBe(3);
  });

  it('sets the mail and task dot flags from a check and keeps the parts a failed call did not answer', () => {
    const player = {
      mailStatus: { red0: 1, red1: 0, red2: 1 },
      dotFlags: { hasTask: 0, hasMail: 1, hasSignUpBonus: 1, hasFund: 0, hasAgent: 0, hasFreeBonus: 0 },
    } as const;
    const cleared = withBadges(player, { mailStatus: { red0: 0, red1: 0, red2: 0 }, canReceiveTaskAward: 1 });
    expect(cleared.mailStatus).toEqual({ red0: 0, red1: 0, red2: 0 });
    expect(cleared.dotFlags).toEqual({ ...player.dotFlags, hasMail: 0, hasTask: 1 });
    const onlyTasks = withBadges(player, { canReceiveTaskAward: 1 });
    expect(onlyTasks.mailStatus).toEqual(player.mailStatus);
    expect(onlyTasks.dotFlags.hasMail).toBe(1);
    const mailOn = withBadges(cleared, { mailStatus: { red0: 0, red1: 2, red2: 0 } });
    expect(mailOn.dotFlags).toMatchObject({ hasMail: 1, hasTask: 1 });
  });
});
