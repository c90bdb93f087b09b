import { describe, expect, it } from 'vitest';
import {
  claimFailure,
  claimableCount,
  freeSignBoard,
  isClaimableKey,
  markClaimed,
  signUpBoard,
  supplyBoard,
  type FreeSignState,
  type SignUpBonusState,
} from '../../machines/activity-claim.rules';

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ day: i + 1, award: [{ id: 2001, count: (i + 1) * 100 }] }));
const signUp = (today: number, received: number[]): SignUpBonusState => ({
  today,
  nextDayTime: 0,
  dayList: days(7),
  loginPayDataJson: { days: days(7).map((d) => (received.includes(d.day) ? -1 : d.award[0]!.count)) },
});
const freeSign = (day: number, signedToday: 0 | 1): FreeSignState => ({
  cycle: days(7),
  signedToday,
  day,
  nextDayTime: 0,
});
const statuses = (b: { items: readonly { status: string }[] }) => b.items.map((i) => i.status);

describe('activity-claim rules', () => {
  it('sign-up bonus: -1 is received, today claimable, earlier days missed, later upcoming', () => {
    const board = signUpBoard(signUp(3, [1]));
    expect(statuses(board)).toEqual(['claimed', 'missed', 'claimable', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(board.items[1]!.note?.id).toBe('promoDaily.signUp.missedNote');
    expect(board.items[4]!.note).toEqual({ id: 'promoDaily.signUp.upcomingNote', values: { days: 2 } });
    expect(board.figures.map((f) => f.value)).toEqual([1, 100]);
    expect(board.summary).toEqual({ id: 'promoDaily.signUp.summary', values: { day: 3, total: 7 } });
    expect(claimableCount(board)).toBe(1);
    expect(isClaimableKey(board, '3')).toBe(true);
    expect(isClaimableKey(board, '2')).toBe(false);
  });

  it('sign-up bonus: today received is claimed; after the last day nothing is claimable', () => {
    expect(statuses(signUpBoard(signUp(2, [2])))[1]).toBe('claimed');
    const over = signUpBoard(signUp(9, [1, 7]));
    expect(claimableCount(over)).toBe(0);
    expect(statuses(over)).toEqual(['claimed', 'missed', 'missed', 'missed', 'missed', 'missed', 'claimed']);
    expect(over.summary?.id).toBe('promoDaily.signUp.over');
    expect(over.figures[1]!.value).toBe(800);
  });

  it('free sign: the run before today is claimed, today claimable until signed, later days upcoming', () => {
    expect(statuses(freeSignBoard(freeSign(3, 0)))).toEqual([
      'claimed',
      'claimed',
      'claimable',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    const signed = freeSignBoard(freeSign(3, 1));
    expect(claimableCount(signed)).toBe(0);
    expect(signed.figures[0]!.value).toBe(3);
    expect(freeSignBoard(freeSign(1, 0)).figures[0]!.value).toBe(0);
    expect(freeSignBoard(freeSign(1, 0)).summary).toEqual({ id: 'promoDaily.freeSign.summary', values: { day: 1 } });
  });

  it('supply: claimable while bankrupt, locked above the threshold, claimed once received', () => {
    const base = { threshold: 100, award: [{ id: 2001, count: 500 }], nextDayTime: 0 };
    expect(statuses(supplyBoard({ ...base, isBankrupt: 1, receivedToday: 0 }))).toEqual(['claimable']);
    expect(statuses(supplyBoard({ ...base, isBankrupt: 0, receivedToday: 0 }))).toEqual(['locked']);
    expect(statuses(supplyBoard({ ...base, isBankrupt: 1, receivedToday: 1 }))).toEqual(['claimed']);
    expect(supplyBoard({ ...base, isBankrupt: 0, receivedToday: 0 }).items[0]!.note?.id).toBe(
      'promoDaily.supply.lockedNote',
    );
  });

  it('marks one item claimed and leaves the others', () => {
    const board = signUpBoard(signUp(3, []));
    const after = markClaimed(board, '3')!;
    expect(statuses(after).slice(0, 4)).toEqual(['missed', 'missed', 'claimed', 'upcoming']);
    expect(markClaimed(null, '3')).toBeNull();
  });

  it('words a failed claim: 1001–1010 with the activity texts, others generically with the code', () => {
    expect(claimFailure({ kind: 'business', errcode: 1009 })).toEqual({
      id: 'activity.act39.err1009',
      values: { code: 1009 },
    });
    expect(claimFailure({ kind: 'business', errcode: 1001 }).id).toBe('activity.act39.err1001');
    expect(claimFailure({ kind: 'business', errcode: 2005 })).toEqual({
      id: 'common.errorWithCode',
      values: { code: 2005 },
    });
    expect(claimFailure({ kind: 'network' }).id).toBe('common.networkError');
  });
});
