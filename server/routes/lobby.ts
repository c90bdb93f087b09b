/** Lobby data, game launch and likes, customer service, promotional videos. */
import { defineHandlers } from '../context';

// PLACEHOLDER: replaced by the real group.
export const lobbyHandlers = defineHandlers({
  anonymousLobbyTips: () => {
    throw new Error('not implemented: anonymousLobbyTips');
  },
  getBonusTickers: () => {
    throw new Error('not implemented: getBonusTickers');
  },
  startGame: () => {
    throw new Error('not implemented: startGame');
  },
  exitGame: () => {
    throw new Error('not implemented: exitGame');
  },
  gameLike: () => {
    throw new Error('not implemented: gameLike');
  },
  getCustomerServices: () => {
    throw new Error('not implemented: getCustomerServices');
  },
  getPromotionalVideoList: () => {
    throw new Error('not implemented: getPromotionalVideoList');
  },
});
