/** Where the bank-card pages live on each layout (spec §2: desktop has /lobby/bindBankCard and /lobby/profile/bank). */
import { BANK_CARD_LIST_PATH, BIND_BANK_CARD_PATH } from '../../../machines/deposit-constants';
import type { Layout } from '../../app/layout';

export const bindCardPath = (layout: Layout) => (layout === 'desktop' ? '/lobby/bindBankCard' : BIND_BANK_CARD_PATH);
export const cardListPath = (layout: Layout) => (layout === 'desktop' ? '/lobby/profile/bank' : BANK_CARD_LIST_PATH);
/** A player may bind at most this many cards (one per bank), as the server allows. */
export const MAX_CARDS = 5;
