/**
 * Opens the SQLite database (WAL), applies the migrations in `migrations/` in name order, and seeds an
 * empty database once.
 */
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../config';
import { writeContentTexts } from '../domain/content-texts';
import { seed } from './seed/index';

type Db = Database.Database;

const CONTENT_LOCALES_MIGRATION = '065-content-locales.sql';
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

function openDb(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Applies the migrations not applied yet; answers their names. */
function migrate(db: Db): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const applied = new Set(
    db
      .prepare<[], { name: string }>('SELECT name FROM schema_migrations')
      .all()
      .map((r) => r.name),
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(MIGRATIONS_DIR + file, 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)').run(file, Date.now());
    })();
    done.push(file);
  }
  return done;
}

/** Opens, migrates and (first time only) seeds. */
export function prepareDb(file: string, config: ServerConfig, now: number): Db {
  const db = openDb(file);
  const migrated = migrate(db);
  const seeded = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'seeded'").get();
  // A database seeded before the content-locale migration gets the seed's translations once.
  if (seeded && migrated.includes(CONTENT_LOCALES_MIGRATION)) writeContentTexts(db, config.country);
  if (!seeded) {
    db.transaction(() => {
      seed(db, config, now);
      db.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(String(now));
    })();
  }
  return db;
}
