/**
 * First-start content, one seeder per domain, all deterministic (a fixed PRNG), inside one transaction.
 */
import type { Database } from 'better-sqlite3';
import type { ServerConfig } from '../../config';
import { writeContentTexts } from '../../domain/content-texts';
import { seedActivities } from './activities';
import { seedLobby } from './lobby';
import { seedWallet } from './wallet';

export function seed(db: Database, config: ServerConfig, now: number): void {
  seedLobby(db, config, now);
  seedWallet(db, config, now);
  seedActivities(db, config, now);
  writeContentTexts(db, config.country);
}
