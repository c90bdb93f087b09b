/** Lobby data, game launch and likes, customer service, promotional videos. */
import { defineHandlers } from '../context';
import { sql } from '../db/sql';
import { videoOf, type VideoRow } from '../domain/activities';
import { customerServices } from '../domain/app-config';
import { GAME_RESOURCE_URL } from '../domain/asset-urls';
import { bigWins, bonusTickers, exitGame, likeGame, startGame } from '../domain/games';
import { newYearTicker } from '../domain/new-year';

export const lobbyHandlers = defineHandlers({
  /** The big wins, and the New Year red packets opened lately (from real openings, masked). */
  anonymousLobbyTips: ({ deps }) => ({ jackpotList: bigWins(deps), newYearList: newYearTicker(deps) }),

  getBonusTickers: ({ deps }) => ({ list: bonusTickers(deps) }),

  startGame: ({ deps, body, caller, lang }) => startGame(deps, caller.userId, caller.tokenHash, body.gameId, lang),

  exitGame: ({ deps, caller }) => ({ coin: exitGame(deps, caller.userId, caller.tokenHash) }),

  gameLike: ({ deps, body, caller }) => ({ gameLikes: likeGame(deps, caller.userId, body.id, body.like) }),

  getCustomerServices: ({ deps, lang }) => ({ appCustomerServiceQueue: customerServices(deps, lang) }),

  getPromotionalVideoList: ({ deps, lang }) => ({
    appPromotionalVideoList: sql<[], VideoRow>(
      deps.db,
      'SELECT id, cover_img, path, click_type, click_action FROM promo_videos WHERE status = 1 ORDER BY sort, id LIMIT 50',
    )
      .all()
      .map((v) => videoOf(v, lang)),
    gameResourceUrl: GAME_RESOURCE_URL,
  }),
});
