/**
 * The invite progress ("(inviteCount+1)/(required+1)"): one pair of numbers that both the text and
 * the bar show, so the popup never says "0/1" beside a half-full bar (issue 12 §2).
 */
import { describe, expect, it } from 'vitest';
import { inviteProgress } from '../../machines/invite-friends.rules';

describe('inviteProgress', () => {
  it('counts the player as the first step: nobody invited of one needed is 1/2, half the bar', () => {
    expect(inviteProgress(0, 1)).toEqual({ step: 1, steps: 2, ratio: 0.5 });
  });

  it('moves one step per invited friend and stops at the tier (the text never passes the bar)', () => {
    expect(inviteProgress(2, 3)).toEqual({ step: 3, steps: 4, ratio: 0.75 });
    expect(inviteProgress(3, 3)).toEqual({ step: 4, steps: 4, ratio: 1 });
    expect(inviteProgress(9, 3)).toEqual({ step: 4, steps: 4, ratio: 1 });
  });

  it('is full when every tier is received, and sane for odd input', () => {
    expect(inviteProgress(0, 3, true)).toEqual({ step: 4, steps: 4, ratio: 1 });
    expect(inviteProgress(-2, 0)).toEqual({ step: 1, steps: 1, ratio: 1 });
    expect(inviteProgress(1.7, 2)).toEqual({ step: 2, steps: 3, ratio: 2 / 3 });
  });

  it('always gives the text and the bar the same fraction', () => {
    for (let required = 0; required <= 6; required++)
      for (let count = 0; count <= 8; count++) {
        const p = inviteProgress(count, required);
        expect(p.ratio).toBe(p.step / p.steps);
        expect(p.step).toBeGreaterThanOrEqual(1);
        expect(p.step).toBeLessThanOrEqual(p.steps);
      }
  });
});
