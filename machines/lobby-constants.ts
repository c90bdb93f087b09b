/**
 * Constants of the lobby's flows that machines/constants.ts does not already name:
 * the reference server's game errcodes. (Activity type ids live in contract/ids.ts.)
 */
import { ERRCODE } from '../contract/ids';

/** gameLike: nothing to change (no action: the shown state is already the server's). */
export const LIKE_NO_CHANGE = ERRCODE.NothingChanged;
/** startGame: the game does not exist or is switched off (reference server). */
export const GAME_NOT_FOUND = ERRCODE.GameNotFound;
/** startGame: the game or its brand is in maintenance (reference server). */
export const GAME_MAINTENANCE = ERRCODE.GameMaintenance;
