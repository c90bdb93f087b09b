/** Prepared statements cached per database and SQL text, so hot paths do not re-prepare. */
import type { Database, Statement } from 'better-sqlite3';

const cache = new WeakMap<Database, Map<string, Statement>>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function sql<P extends unknown[] | object = any[], R = unknown>(db: Database, text: string): Statement<P, R> {
  let map = cache.get(db);
  if (!map) {
    map = new Map();
    cache.set(db, map);
  }
  let stmt = map.get(text);
  if (!stmt) {
    stmt = db.prepare(text);
    map.set(text, stmt);
  }
  return stmt as unknown as Statement<P, R>;
}
