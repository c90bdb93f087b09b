/**
 * One "server process" of the weekend-lottery race (tests/server/promo-seasonal.test.ts): opens the database
 * file on its own connection, waits until the agreed instant, then runs the draw of the week and prints
 * whether it drew. Arguments: <db file> <week> <draw time> <start at (epoch ms)>.
 */
import Database from 'better-sqlite3';
import { randomBytes, randomInt } from 'node:crypto';
import { drawWeek } from '../../server/domain/weekend-lottery';

const [file, week, drawTime, startAt] = process.argv.slice(2) as [string, string, string, string];
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
while (Date.now() < Number(startAt)) {
  // Spin until the agreed instant so both processes reach the draw together.
}
const drawn = drawWeek(
  { db, clock: { now: () => Number(drawTime) }, random: { bytes: (n) => randomBytes(n), int: (m) => randomInt(m) } },
  week,
  Number(drawTime),
);
process.stdout.write(JSON.stringify({ drawn }));
db.close();
