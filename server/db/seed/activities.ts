import type { Database } from 'better-sqlite3';
import type { ServerConfig } from '../../config';

// PLACEHOLDER: replaced by the real seeder.
export function seedActivities(db: Database, config: ServerConfig, now: number): void {
  void db;
  void config;
  void now;
}
