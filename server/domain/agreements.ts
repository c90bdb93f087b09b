/**
 * The legal texts a player accepted (the pages "agree/{name}"): the terms of use and the privacy policy,
 * with the version accepted and when. Reference-server decision: every way an account is created (the
 * registration forms, whose submit needs the agreement, and the social login) records both texts at
 * the version the app shows (`LEGAL_VERSION`, the documents' "last updated" date).
 */
import type { components } from '../../contract/schema';
import type { Deps } from '../context';
import { sql } from '../db/sql';

/** The documents' version: their "Last updated" date (src/i18n/legal). */
export const LEGAL_VERSION = '2026-11-21';

export const AGREEMENT_NAMES = ['terms', 'privacy'] as const;

type Agreement = components['schemas']['Agreement'];

/** Records that `userId` accepted every text at `LEGAL_VERSION` now (inside the caller's transaction). */
export function recordAgreements(deps: Pick<Deps, 'db'>, userId: number, at: number): void {
  const upsert = sql(
    deps.db,
    `INSERT INTO agreements (user_id, name, version, accepted_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, name) DO UPDATE SET version = excluded.version, accepted_at = excluded.accepted_at`,
  );
  for (const name of AGREEMENT_NAMES) upsert.run(userId, name, LEGAL_VERSION, at);
}

/** The texts the player accepted, in the order of `AGREEMENT_NAMES`. */
export function agreementsOf(deps: Pick<Deps, 'db'>, userId: number): Agreement[] {
  const rows = sql<[number], { name: Agreement['name']; version: string; accepted_at: number }>(
    deps.db,
    'SELECT name, version, accepted_at FROM agreements WHERE user_id = ?',
  ).all(userId);
  return AGREEMENT_NAMES.flatMap((name) => {
    const row = rows.find((r) => r.name === name);
    return row ? [{ name, version: row.version, acceptedAt: row.accepted_at }] : [];
  });
}
