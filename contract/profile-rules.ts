/**
 * The rules of the player's own details, written once: the app's forms (machines/profile-edit.rules.ts)
 * and the server (server/domain/profile.ts) check the same things, so a value the form accepts is never
 * refused for a reason the form did not show. Pure data and functions.
 */

/** Nickname: 2–16 characters after trimming (spaces inside collapse to one). */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;
/** Letters and marks of any script (Thai included), digits, spaces, `_`, `.` and `-`. */
export const NICKNAME_CHARS = /^[\p{L}\p{M}\p{N} _.-]+$/u;

/** Real name: 2–80 characters of letters and marks, spaces, `.`, `-` and an apostrophe. */
export const REAL_NAME_MIN = 2;
export const REAL_NAME_MAX = 80;
export const REAL_NAME_CHARS = /^[\p{L}\p{M} .'’-]+$/u;

/** E-mail: at most 120 characters, one `@`, a dot in the domain, no spaces or angle brackets. */
export const EMAIL_MAX = 120;
export const EMAIL_FORMAT = /^[^@\s<>"]+@[^@\s<>".]+(\.[^@\s<>".]+)+$/;

/** Players must be this old; a birthday given on the profile must prove it. */
export const PROFILE_MIN_AGE = 21;
/** Oldest birth year taken as real. */
export const BIRTH_YEAR_MIN = 1900;

/** A name as stored: NFC, trimmed, inner runs of white space as one space. */
export const tidyName = (text: string): string => text.normalize('NFC').trim().replace(/\s+/g, ' ');

/** Length in characters (code points), as the rules count it. */
export const charLength = (text: string): number => [...text].length;

export type NicknameProblem = 'length' | 'chars';

/** What is wrong with a (tidied) nickname, or null. */
export function nicknameProblem(nickname: string): NicknameProblem | null {
  const length = charLength(nickname);
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) return 'length';
  return NICKNAME_CHARS.test(nickname) ? null : 'chars';
}

/** What is wrong with a (tidied, non-empty) real name, or null. */
export function realNameProblem(name: string): NicknameProblem | null {
  const length = charLength(name);
  if (length < REAL_NAME_MIN || length > REAL_NAME_MAX) return 'length';
  return REAL_NAME_CHARS.test(name) ? null : 'chars';
}

/** Whether a (trimmed, non-empty) e-mail address has the accepted form. */
export const emailValid = (email: string): boolean => email.length <= EMAIL_MAX && EMAIL_FORMAT.test(email);

/**
 * The whole years from a `YYYY-MM-DD` birthday to the calendar day `today` (same form), or null when either
 * is not a real date, the birthday is before `BIRTH_YEAR_MIN` or after today. A 29 February birthday is
 * reached on 1 March in other years.
 */
export function ageOnDay(birthday: string, today: string): number | null {
  const parse = (s: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    if (!m) return null;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const date = new Date(Date.UTC(y, mo - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
      ? { y, mo, d }
      : null;
  };
  const b = parse(birthday);
  const t = parse(today);
  if (!b || !t || b.y < BIRTH_YEAR_MIN || birthday > today) return null;
  const reached = t.mo > b.mo || (t.mo === b.mo && t.d >= b.d);
  return t.y - b.y - (reached ? 0 : 1);
}

/** The UTC calendar day of `ms` as `YYYY-MM-DD` (at or behind the players' local day, so never early). */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
