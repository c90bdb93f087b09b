/**
 * The app and the reference server each name the spec's activity type ids and reward item ids (machines
 * cannot import the server); this keeps the two tables from drifting apart.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY } from '../../machines/constants';
import { ITEM } from '../../machines/promotions-constants';
import * as server from '../../server/domain/activities';

describe('ids shared by app and server', () => {
  it('every activity type id the app names has the same number on the server', () => {
    const serverIds: Record<string, number> = server.ACT;
    for (const [name, id] of Object.entries(ACTIVITY)) expect([name, serverIds[name]]).toEqual([name, id]);
  });

  it('reward item ids match', () => {
    expect(ITEM).toEqual(server.ITEM);
  });
});
