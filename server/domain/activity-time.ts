/**
 * Calendar time of the configured country, for the rules that speak of "today" or of a date (login-pay
 * cards pay once per local calendar day; seasonal activities open and close at local midnight).
 * The three countries have no daylight-saving time, so a fixed UTC offset is exact: TH UTC+7, PK UTC+5,
 * PH UTC+8.
 */
import type { Country } from '../config';

const HOUR_MS = 60 * 60 * 1000;

const UTC_OFFSET_MS: Readonly<Record<Country, number>> = {
  TH: 7 * HOUR_MS,
  PK: 5 * HOUR_MS,
  PH: 8 * HOUR_MS,
};

/** The local calendar day of an instant as `YYYY-MM-DD`. */
export function localDay(country: Country, at: number): string {
  return new Date(at + UTC_OFFSET_MS[country]).toISOString().slice(0, 10);
}

/** The local calendar year of an instant. */
export function localYear(country: Country, at: number): number {
  return new Date(at + UTC_OFFSET_MS[country]).getUTCFullYear();
}

/** The instant of local midnight starting the given date (month 1–12; overflowing days roll over). */
export function localMidnight(country: Country, year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) - UTC_OFFSET_MS[country];
}

/** The first local midnight strictly after an instant. */
export function nextLocalMidnight(country: Country, at: number): number {
  const local = new Date(at + UTC_OFFSET_MS[country]);
  return localMidnight(country, local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate() + 1);
}
