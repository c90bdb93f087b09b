/**
 * One chart binds and changes: the chosen bank decides the call — a bank the player already has a card of is
 * changed (modifyBankInfo), any other is bound (addBankInfo). Fields are checked as the server checks them
 * (2012): holder name 2–60 letters (any script), spaces, dots, apostrophes, hyphens; card number 8–20 digits
 * (spaces and dashes ignored); 2010, 2011 and 2012 have their own messages. The form debounce (300 ms, a tap
 * restarts it) sends one request per burst of taps. Success reports the cards to the session, toasts, and goes
 * back (back=1: to the deposit that sent the player) or to the card list.
 *
 * Implementations: src/actors/bank-binding.actors.ts
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { FORM_DEBOUNCE_MS } from './constants';
import {
  accountNameValid,
  cardDigits,
  cardNumValid,
  type Bank,
  type UserBank,
  type UserBankMap,
} from './deposit-constants';
import { businessCode, errorMessage, message, type Message } from './message';
import type { MachineMeta } from './machine-meta';

export type BankField = 'bank' | 'accountName' | 'cardNum';
export type CardMode = 'add' | 'modify';

export interface BankBindingInput {
  readonly banks: readonly Bank[];
  readonly cards: UserBankMap;
  /** The bank asked for (query id), or null. */
  readonly bankId: number | null;
  /** back=1: return to the page that sent the player (the deposit) once the card is saved. */
  readonly back: boolean;
  /** Where to go after saving without back=1. */
  readonly listPath: string;
}

export interface BankBindingContext extends BankBindingInput {
  selected: number | null;
  accountName: string;
  cardNum: string;
  errors: Partial<Record<BankField, Message>>;
  error: Message | null;
}

export interface SavedCards {
  readonly appUserBank: UserBank;
  readonly appUserBankList: UserBankMap;
}

export type BankBindingEvent =
  | { type: 'field.change'; field: 'accountName' | 'cardNum'; value: string }
  | { type: 'bank.pick' }
  | { type: 'bank.select'; bankId: number }
  | { type: 'bank.cancel' }
  | { type: 'card.submit' };

export type BankBindingEmitted =
  | { type: 'toast'; message: Message; tone?: 'success' | 'error' | 'info' }
  | { type: 'navigate'; to: string; replace?: boolean };

export const modeOf = (c: Pick<BankBindingContext, 'cards' | 'selected'>): CardMode =>
  c.selected !== null && c.cards[String(c.selected)] ? 'modify' : 'add';

export function cardErrors(c: BankBindingContext): Partial<Record<BankField, Message>> {
  const errors: Partial<Record<BankField, Message>> = {};
  if (c.selected === null || !c.banks.some((b) => b.id === c.selected)) errors.bank = message('wallet.bank.pickBank');
  if (!accountNameValid(c.accountName)) errors.accountName = message('wallet.bank.accountNameInvalid');
  if (!cardNumValid(c.cardNum)) errors.cardNum = message('wallet.bank.cardNumInvalid');
  return errors;
}

const FAILURE_CODES = [2010, 2011, 2012];
function saveFailure(error: unknown): Message {
  const code = businessCode(error);
  return code !== null && FAILURE_CODES.includes(code) ? message(`wallet.bank.failed.${code}`) : errorMessage(error);
}

/** The holder name already on file for a bank (a change keeps it unless edited). */
const nameOnFile = (cards: UserBankMap, bankId: number | null) =>
  bankId === null ? '' : (cards[String(bankId)]?.accountName ?? '');

export const bankBindingMachine = setup({
  types: {
    context: {} as BankBindingContext,
    events: {} as BankBindingEvent,
    input: {} as BankBindingInput,
    emitted: {} as BankBindingEmitted,
  },
  actors: {
    saveCard: fromPromise<SavedCards, { mode: CardMode; bankId: number; accountName: string; cardNum: string }>(
      async () => {
        throw new Error('provided by the app');
      },
    ),
  },
  actions: { reportCards: (_, _params: SavedCards) => {} },
  guards: {
    isKnownBank: ({ context }, params: { bankId: number }) => context.banks.some((b) => b.id === params.bankId),
    hasFieldErrors: ({ context }) => Object.keys(cardErrors(context)).length > 0,
    goesBack: ({ context }) => context.back,
  },
  delays: { formDebounce: FORM_DEBOUNCE_MS },
}).createMachine({
  id: 'bankBinding',
  description:
    '/bindBankCard (query back=1 and optional id=<bankId>) and the change of a card from /bankCardList and /profile/bank.',
  meta: { emitted: [], docs: 'docs/product/wallet.md' } satisfies MachineMeta,
  context: ({ input }) => {
    const selected = input.bankId !== null && input.banks.some((b) => b.id === input.bankId) ? input.bankId : null;
    return {
      ...input,
      selected,
      accountName: nameOnFile(input.cards, selected),
      cardNum: '',
      errors: {},
      error: null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const { [event.field]: _gone, ...errors } = context.errors;
            return { [event.field]: event.value, errors, error: null };
          }),
        },
        'bank.pick': 'picking',
        'card.submit': [
          { guard: 'hasFieldErrors', actions: assign({ errors: ({ context }) => cardErrors(context), error: null }) },
          { target: 'debouncing', actions: assign({ errors: {}, error: null }) },
        ],
      },
    },
    picking: {
      description: 'The bank selection list.',
      tags: ['picker'],
      on: {
        'bank.select': {
          guard: { type: 'isKnownBank', params: ({ event }) => ({ bankId: event.bankId }) },
          target: 'editing',
          actions: assign(({ context, event }) => {
            const { bank: _gone, ...errors } = context.errors;
            return {
              selected: event.bankId,
              accountName: context.accountName || nameOnFile(context.cards, event.bankId),
              errors,
              error: null,
            };
          }),
        },
        'bank.cancel': 'editing',
      },
    },
    debouncing: {
      tags: ['busy'],
      after: { formDebounce: 'saving' },
      on: { 'card.submit': { target: 'debouncing', reenter: true } },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveCard',
        src: 'saveCard',
        input: ({ context }) => ({
          mode: modeOf(context),
          bankId: context.selected ?? 0,
          accountName: context.accountName.normalize('NFC').trim(),
          cardNum: cardDigits(context.cardNum),
        }),
        onDone: [
          {
            guard: 'goesBack',
            target: 'done',
            actions: [
              { type: 'reportCards', params: ({ event }) => event.output },
              emit({ type: 'toast', message: message('wallet.bank.saved'), tone: 'success' as const }),
              emit({ type: 'navigate', to: 'back' }),
            ],
          },
          {
            target: 'done',
            actions: [
              { type: 'reportCards', params: ({ event }) => event.output },
              emit({ type: 'toast', message: message('wallet.bank.saved'), tone: 'success' as const }),
              emit(({ context }) => ({ type: 'navigate' as const, to: context.listPath, replace: true })),
            ],
          },
        ],
        onError: { target: 'editing', actions: assign({ error: ({ event }) => saveFailure(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
