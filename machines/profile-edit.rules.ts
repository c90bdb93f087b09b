/**
 * The profile flows' pure rules: the player's own details checked by the same rules the server
 * applies (contract/profile-rules.ts), turned into messages of the `account-profile` catalog, and the
 * failures of their calls. Used by profile-edit, profile-info and superior.
 */
import { ERRCODE } from '../contract/ids';
import {
  NICKNAME_MAX,
  NICKNAME_MIN,
  PROFILE_MIN_AGE,
  REAL_NAME_MAX,
  REAL_NAME_MIN,
  ageOnDay,
  emailValid,
  nicknameProblem,
  realNameProblem,
  tidyName,
} from '../contract/profile-rules';
import { businessCode, errorMessage, message, type Message } from './message';
import { collectErrors, type FieldErrors } from './validation';

// ───────────── nickname and avatar ─────────────

/** What the user page shows and changes of the player. */
export interface ProfileBasics {
  readonly nickname: string;
  readonly avatar: number;
}

/** The nickname's problem as a message, or null (the value as typed; it is tidied first). */
export function nicknameError(value: string): Message | null {
  const problem = nicknameProblem(tidyName(value));
  if (problem === 'length') return message('accountProfile.nickname.length', { min: NICKNAME_MIN, max: NICKNAME_MAX });
  return problem === 'chars' ? message('accountProfile.nickname.chars') : null;
}

/** Failures of updateProfile and getAgreements with a meaning of their own; the kind's sentence otherwise. */
export function profileFailure(error: unknown): Message {
  return businessCode(error) === ERRCODE.ProfileValueInvalid
    ? message('accountProfile.failed.2105', { code: ERRCODE.ProfileValueInvalid })
    : errorMessage(error);
}

// ───────────── extra details ─────────────

export type Gender = 0 | 1 | 2;

/** The extra details as the form holds them (`verified`: real name and birthday are read-only). */
export interface OtherDetails {
  readonly realName: string;
  readonly birthday: string;
  readonly verified: 0 | 1;
  readonly email: string;
  readonly gender: Gender;
  readonly address: string;
}

export type OtherField = 'realName' | 'birthday' | 'email' | 'address';

/** What the player may change: the text fields and gender (real name and birthday only when not verified). */
export type OtherChange = Partial<Pick<OtherDetails, OtherField | 'gender'>>;

const ADDRESS_MAX = 200;

export function realNameError(value: string): Message | null {
  const name = tidyName(value);
  if (name === '') return null;
  const problem = realNameProblem(name);
  if (problem === 'length')
    return message('accountProfile.realName.length', { min: REAL_NAME_MIN, max: REAL_NAME_MAX });
  return problem === 'chars' ? message('accountProfile.realName.chars') : null;
}

/** An empty birthday is allowed (not given); a given one must be a real past date of a player aged 21+. */
export function birthdayError(value: string, today: string): Message | null {
  if (value === '') return null;
  const age = ageOnDay(value, today);
  if (age === null) return message('accountProfile.birthday.format');
  return age < PROFILE_MIN_AGE ? message('accountProfile.birthday.tooYoung', { age: PROFILE_MIN_AGE }) : null;
}

export function emailError(value: string): Message | null {
  const email = value.trim();
  return email === '' || emailValid(email.toLowerCase()) ? null : message('accountProfile.email.format');
}

export function addressError(value: string): Message | null {
  return [...value.trim()].length > ADDRESS_MAX ? message('accountProfile.address.length', { max: ADDRESS_MAX }) : null;
}

/** Every field's problem (real name and birthday are not checked when verification holds them). */
export function otherErrors(d: OtherDetails, today: string): FieldErrors<OtherField> {
  return collectErrors<OtherField>({
    realName: d.verified ? null : realNameError(d.realName),
    birthday: d.verified ? null : birthdayError(d.birthday, today),
    email: emailError(d.email),
    address: addressError(d.address),
  });
}

/** The fields that differ from what was saved, tidied as the server keeps them; empty when nothing changed. */
export function otherChange(draft: OtherDetails, saved: OtherDetails): OtherChange {
  const change: { -readonly [K in keyof OtherChange]: OtherChange[K] } = {};
  if (!draft.verified) {
    const realName = tidyName(draft.realName);
    if (realName !== saved.realName) change.realName = realName;
    if (draft.birthday !== saved.birthday) change.birthday = draft.birthday;
  }
  const email = draft.email.trim().toLowerCase();
  if (email !== saved.email) change.email = email;
  const address = draft.address.trim();
  if (address !== saved.address) change.address = address;
  if (draft.gender !== saved.gender) change.gender = draft.gender;
  return change;
}

const OTHER_FAILURES: readonly number[] = [ERRCODE.UnderAge, ERRCODE.ProfileValueInvalid, ERRCODE.ProfileVerified];

export function otherFailure(error: unknown): Message {
  const code = businessCode(error);
  return code !== null && OTHER_FAILURES.includes(code)
    ? message(`accountProfile.info.failed.${code}`, { code })
    : errorMessage(error);
}

// ───────────── superior ─────────────

/** A superior's id as typed: digits only, a real id, not the player's own. */
export function superiorIdError(value: string, ownId: number): Message | null {
  const text = value.trim();
  if (text === '') return message('accountProfile.superior.required');
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) return message('accountProfile.superior.format');
  return Number(text) === ownId ? message('accountProfile.superior.self') : null;
}

const SUPERIOR_FAILURES: readonly number[] = [ERRCODE.SuperiorSet, ERRCODE.SuperiorNotFound, ERRCODE.SuperiorSelf];

export function superiorFailure(error: unknown): Message {
  const code = businessCode(error);
  return code !== null && SUPERIOR_FAILURES.includes(code)
    ? message(`accountProfile.superior.failed.${code}`, { code })
    : errorMessage(error);
}
