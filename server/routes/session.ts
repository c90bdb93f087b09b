/** Configuration, session data, heartbeat and client action log. */
import { defineHandlers } from '../context';
import { recordAction } from '../domain/action-log';
import { appConfig, preparedAppConfig } from '../domain/app-config';
import { sessionState } from '../domain/session-state';
import { figures, requireUser, userInfo } from '../domain/users';
import { sql } from '../db/sql';

export const sessionHandlers = defineHandlers({
  anonymousAppConfig: ({ deps, body, origin, lang }) => preparedAppConfig(deps, body.gameListVersion, origin, lang),

  getAfterLoginInfoWeb: ({ deps, body, caller, origin, lang }) => {
    const device = { os: body.os ?? '', version: body.version ?? '', deviceModel: body.deviceModel ?? '' };
    sql(deps.db, 'UPDATE sessions SET device = ? WHERE token_hash = ?').run(JSON.stringify(device), caller.tokenHash);
    return {
      code: 200 as const,
      ...appConfig(deps, body.gameListVersion, origin, lang),
      ...sessionState(deps, caller.userId, origin, lang),
    };
  },

  getAfterLoginInfo: ({ deps, caller, origin, lang }) => sessionState(deps, caller.userId, origin, lang),

  getUserInfo: ({ deps, caller }) => ({ user: userInfo(deps, requireUser(deps, caller.userId)) }),

  online: ({ deps, body, caller }) => {
    const now = deps.clock.now();
    const gameId =
      body.gameId !== undefined &&
      sql<[number], { id: number }>(deps.db, 'SELECT id FROM games WHERE id = ?').get(body.gameId)
        ? body.gameId
        : null;
    sql(deps.db, 'UPDATE sessions SET last_seen_at = ?, game_id = ? WHERE token_hash = ?').run(
      now,
      gameId,
      caller.tokenHash,
    );
    return { serverTime: now };
  },

  refreshData: ({ deps, caller }) => {
    const f = figures(deps, caller.userId);
    return { coin: f.coin, lottery: f.lottery, vip: f.vip, vipExp: f.vipExp, userLevel: f.userLevel, bet: f.bet };
  },

  actionLog: ({ deps, body, caller, ip }) => {
    recordAction(deps, {
      userId: caller?.userId ?? null,
      tokenHash: caller?.tokenHash ?? null,
      event: body.event,
      data: body.data ?? {},
      ip,
    });
    return {};
  },
});
