/**
 * The window of a seasonal activity (festival 35, weekend lottery 33, Christmas 37, New Year 38): its dates are
 * configuration — the activities row's start_time, end_time (0 = open-ended) and status — and a page outside
 * them says when the event opens or that it has ended (docs/promotions.md "Seasonal events").
 */
import type { components } from '../../contract/schema';
import type { Deps } from '../context';
import { sql } from '../db/sql';

/** 0 off (status 0 or no row), 1 not started yet, 2 running, 3 ended. */
export type SeasonPhase = components['schemas']['SeasonWindow']['phase'];

export interface SeasonWindow {
  readonly phase: SeasonPhase;
  readonly startTime: number;
  readonly endTime: number;
}

export function seasonWindow(deps: Pick<Deps, 'db' | 'clock'>, activityId: number): SeasonWindow {
  const row = sql<[number], { status: number; start_time: number; end_time: number }>(
    deps.db,
    'SELECT status, start_time, end_time FROM activities WHERE id = ?',
  ).get(activityId);
  if (!row) return { phase: 0, startTime: 0, endTime: 0 };
  const now = deps.clock.now();
  const phase: SeasonPhase =
    row.status !== 1 ? 0 : now < row.start_time ? 1 : row.end_time !== 0 && now >= row.end_time ? 3 : 2;
  return { phase, startTime: row.start_time, endTime: row.end_time };
}
