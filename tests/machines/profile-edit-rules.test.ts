/** The profile rules (machines/profile-edit.rules.ts over contract/profile-rules.ts), as the forms and the server apply them. */
import { describe, expect, it } from 'vitest';
import { ageOnDay, emailValid, nicknameProblem, tidyName } from '../../contract/profile-rules';
import {
  birthdayError,
  emailError,
  nicknameError,
  otherChange,
  otherErrors,
  otherFailure,
  realNameError,
  superiorFailure,
  superiorIdError,
} from '../../machines/profile-edit.rules';
import { DETAILS } from './models/account-profile.model';

const business = (errcode: number) => ({ kind: 'business', errcode });

describe('nickname', () => {
  it('is 2-16 characters of letters, marks, digits, spaces, _ . - after tidying', () => {
    expect(tidyName('  Lucky \t  Star ')).toBe('Lucky Star');
    expect(nicknameError('Lucky Star')).toBeNull();
    expect(nicknameError('สมชาย_99')).toBeNull();
    expect(nicknameError('a.b-c')).toBeNull();
    expect(nicknameError(' x ')).toEqual({ id: 'accountProfile.nickname.length', values: { min: 2, max: 16 } });
    expect(nicknameError('a'.repeat(17))?.id).toBe('accountProfile.nickname.length');
    expect(nicknameError('ab<c')).toEqual({ id: 'accountProfile.nickname.chars' });
    expect(nicknameError('😀😀')?.id).toBe('accountProfile.nickname.chars');
    expect(nicknameProblem('ab\u202ecd')).toBe('chars');
    // counted in characters, not UTF-16 units: 16 Thai letters fit
    expect(nicknameError('ก'.repeat(16))).toBeNull();
  });
});

describe('extra details', () => {
  it('checks the birthday for a real date and 21 years on the day', () => {
    expect(ageOnDay('2005-11-21', '2026-11-21')).toBe(21);
    expect(ageOnDay('2005-11-22', '2026-11-21')).toBe(20);
    expect(ageOnDay('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOnDay('2004-02-29', '2025-03-01')).toBe(21);
    expect(ageOnDay('2005-02-30', '2026-11-21')).toBeNull();
    expect(ageOnDay('1899-12-31', '2026-11-21')).toBeNull();
    expect(ageOnDay('2027-01-01', '2026-11-21')).toBeNull();
    expect(birthdayError('', '2026-11-21')).toBeNull();
    expect(birthdayError('2005-11-21', '2026-11-21')).toBeNull();
    expect(birthdayError('2005-11-22', '2026-11-21')).toEqual({
      id: 'accountProfile.birthday.tooYoung',
      values: { age: 21 },
    });
    expect(birthdayError('17/05/1990', '2026-11-21')).toEqual({ id: 'accountProfile.birthday.format' });
  });

  it('checks e-mail and real name; empty clears', () => {
    expect(emailError('')).toBeNull();
    expect(emailError(' A@B.co ')).toBeNull();
    expect(emailValid('a@b')).toBe(false);
    expect(emailError('a b@c.d')).toEqual({ id: 'accountProfile.email.format' });
    expect(emailError(`${'a'.repeat(115)}@b.com`)).toEqual({ id: 'accountProfile.email.format' });
    expect(realNameError('')).toBeNull();
    expect(realNameError("O'Neil Smith-Jones")).toBeNull();
    expect(realNameError('สมชาย ใจดี')).toBeNull();
    expect(realNameError('X')?.id).toBe('accountProfile.realName.length');
    expect(realNameError('Agent 007')).toEqual({ id: 'accountProfile.realName.chars' });
  });

  it('skips real name and birthday once verified, and sends only what changed', () => {
    const verified = { ...DETAILS, verified: 1 as const, birthday: '2010-01-01' };
    expect(otherErrors(verified, '2026-11-21')).toEqual({});
    expect(otherErrors({ ...verified, verified: 0 }, '2026-11-21')).toHaveProperty('birthday');
    expect(otherChange(DETAILS, DETAILS)).toEqual({});
    expect(otherChange({ ...DETAILS, realName: ' Somchai   Jaidee ', email: ' SOM@example.test' }, DETAILS)).toEqual(
      {},
    );
    expect(otherChange({ ...DETAILS, gender: 2, address: ' Chiang Mai ' }, DETAILS)).toEqual({
      gender: 2,
      address: 'Chiang Mai',
    });
    expect(otherChange({ ...verified, realName: 'Other' }, verified)).toEqual({});
  });

  it('names the refusals', () => {
    expect(otherFailure(business(2015))).toEqual({ id: 'accountProfile.info.failed.2015', values: { code: 2015 } });
    expect(otherFailure(business(2106)).id).toBe('accountProfile.info.failed.2106');
    expect(otherFailure(business(9999))).toEqual({ id: 'common.errorWithCode', values: { code: 9999 } });
    expect(otherFailure({ kind: 'network' })).toEqual({ id: 'common.networkError' });
  });
});

describe('superior id', () => {
  it('is a positive id that is not the player own', () => {
    expect(superiorIdError('', 7)).toEqual({ id: 'accountProfile.superior.required' });
    expect(superiorIdError(' 100001 ', 7)).toBeNull();
    expect(superiorIdError('0100', 7)?.id).toBe('accountProfile.superior.format');
    expect(superiorIdError('12ab', 7)?.id).toBe('accountProfile.superior.format');
    expect(superiorIdError('99999999999', 7)?.id).toBe('accountProfile.superior.format');
    expect(superiorIdError('2147483648', 7)?.id).toBe('accountProfile.superior.format');
    expect(superiorIdError('7', 7)).toEqual({ id: 'accountProfile.superior.self' });
    expect(superiorFailure(business(2102))).toEqual({
      id: 'accountProfile.superior.failed.2102',
      values: { code: 2102 },
    });
    expect(superiorFailure(business(2001)).id).toBe('common.errorWithCode');
  });
});
