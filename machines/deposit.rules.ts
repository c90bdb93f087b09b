/**
 * The deposit flow's rules (machines/deposit.machine.ts is its chart): the data it holds, the amount and
 * bank rules (bankRedirect: a bank card before a bank deposit), the first-charge purchase check, the address it reads its input from and keeps the
 * choice in, the forced-update modal by configuration, and how a finished deposit ends. Pure functions —
 * no actors, no storage, no React — shared by the chart, the live actors and the deposit page.
 */
import { ACT_TYPE, ERRCODE } from '../contract/ids';
import type { components } from '../contract/schema';
import { bindBankCard, deposit, type PathLayout } from '../contract/paths';
import {
  amountText,
  channelsBySort,
  parseAmount,
  plainMoney,
  type PanelKind,
  type RechargeType,
} from './deposit-constants';
import type { Intent } from './intent-key';
import { businessCode, errorMessage, message, type Message } from './message';
import { discountPercent, type PrizeItem } from './promotions-constants';
import type { AppConfig, PlayerData } from '../contract/types';

type Schemas = components['schemas'];

// ───────────── data ─────────────

/**
 * What the address asks to buy: ?actType=&amount=&awardId= (a first-charge package) or
 * ?actType=6&amount=&propId= (a login-pay card); null where missing or not a number.
 */
export interface PurchaseQuery {
  readonly actType: number;
  readonly amount: number | null;
  readonly awardId: number | null;
  /** The login-pay card asked (actType 6); absent in links made before cards could be bought. */
  readonly propId?: number | null;
}

/** What a purchase link buys: a first-charge package (actType 13) or a login-pay card (actType 6). */
export type PurchaseKind = 'firstCharge' | 'card';

/** The kind of purchase an actType buys, or null for an actType this page cannot buy. */
export function purchaseKindOf(actType: number | undefined): PurchaseKind | null {
  if (actType === ACT_TYPE.FirstCharge) return 'firstCharge';
  if (actType === ACT_TYPE.BuyProp) return 'card';
  return null;
}

/** A checked first-charge purchase: the package, bought with exactly its price. */
export interface FirstChargePurchase {
  readonly actType: typeof ACT_TYPE.FirstCharge;
  readonly awardId: number;
  readonly price: number;
  /** Gift value against the price: the first-charge discount percent. */
  readonly percent: number;
  readonly gifts: number;
}

/** A checked login-pay card purchase (recharge3 actType 6 with the card's propId), bought with its price. */
export interface CardPurchase {
  readonly actType: typeof ACT_TYPE.BuyProp;
  readonly propId: number;
  readonly price: number;
  /** Days the card pays. */
  readonly days: number;
  /** The card's whole payout (paramStr.limitAmount) and its daily coin (limit / days, hundredths). */
  readonly total: number;
  readonly daily: number;
}

/** A checked activity purchase. */
export type Purchase = FirstChargePurchase | CardPurchase;

/** The first-charge offer as the server has it now. */
export interface FirstChargeOffer {
  /** The package already bought, 0 before a purchase. */
  readonly awardId: number;
  readonly itemStatus: number;
  /** Whether the offer still runs (before expireTime). */
  readonly open: boolean;
  readonly packages: readonly { readonly id: number; readonly price: number; readonly award: readonly PrizeItem[] }[];
}

/** The login-pay cards as the server has them now (getLoginPayUser3). */
export interface CardOffer {
  /** Every card on sale (propConfigList). */
  readonly cards: readonly {
    readonly id: number;
    readonly price: number;
    readonly num: number;
    readonly limitAmount: number;
  }[];
  /** The cards this player may buy now (buyPropIds: not while an unfinished card of the kind pays). */
  readonly buyable: readonly number[];
}

/** What loadPurchase reads for the asked kind. */
export type PurchaseOffer = FirstChargeOffer | CardOffer;

/**
 * After a purchase was paid: whether the server shows it (the first-charge state's itemStatus 1, or an
 * unfinished login-pay card of the kind).
 */
export type PurchaseOutcome = 'bought' | 'notRecorded' | 'plain';

/** What the sheet needs of a recharge3 answer. */
export interface DepositOrder {
  readonly orderId: string;
  readonly panel: PanelKind;
  readonly isCheck: 0 | 1;
  readonly amount: number;
  readonly rechargeType: number;
  readonly payUrl?: string;
  readonly qrInfo?: Schemas['QrInfo'];
  readonly bank?: Schemas['RechargeBankOwn'];
  /** The activity purchase this order pays (absent for a plain deposit). */
  readonly purchase?: Purchase;
}

/** An order being paid and the seconds left on its countdown. */
export interface OpenOrder {
  readonly order: DepositOrder;
  readonly secondsLeft: number;
}

export interface CheckAnswer {
  readonly isRechargeDone: 0 | 1;
  readonly status: Schemas['OrderStatus'];
  /** A paid order refused before crediting because of a deposit limit (docs/player-protection.md): the payment is returned. */
  readonly failReason?: 'depositLimit';
}

/** What the player reads when an order ends unpaid: declined, expired, or paid but refused for a limit. */
export const closedUnpaidMessage = (answer: CheckAnswer): Message =>
  message(
    answer.failReason === 'depositLimit'
      ? 'wallet.deposit.order.limitRefused'
      : `wallet.deposit.order.${answer.status}`,
  );

export type AppPromo = 'none' | 'optional' | 'forced';

/** What recharge3 is asked: the amount, the channel and the purchase it pays (null for a plain deposit). */
export interface DepositRequest {
  readonly amount: number;
  readonly rechargeType: number;
  readonly purchase: Purchase | null;
}

/** A deposit the player asked for and its Idempotency-Key (machines/intent-key.ts). */
export type DepositIntent = Intent<DepositRequest>;

/** The request a submit makes now (a purchase's amount is its price). */
export const depositRequestOf = (c: Pick<DepositContext, 'purchase' | 'amount' | 'rechargeType'>): DepositRequest => ({
  amount: c.purchase?.price ?? parseAmount(c.amount) ?? 0,
  rechargeType: c.rechargeType ?? 0,
  purchase: c.purchase,
});

export interface DepositInput {
  readonly channels: readonly RechargeType[];
  readonly depositBank: boolean;
  readonly boundBankIds: readonly number[];
  /** /bindBankCard, or /lobby/bindBankCard on the desktop layout. */
  readonly bindCardPath: string;
  /** The choice kept in the address (coming back from the bank-card page). */
  readonly choice?: { readonly rechargeType: number | null; readonly amount: string };
  /** An order left open before a reload. */
  readonly resume?: OpenOrder | null;
  /** A deposit asked before a reload whose order never came (no answer): a retry of it keeps its key. */
  readonly pendingIntent?: DepositIntent | null;
  readonly appPromo: AppPromo;
  /** An activity purchase asked by the address (?actType=…). */
  readonly purchase?: PurchaseQuery | null;
}

export interface DepositContext extends Omit<DepositInput, 'choice' | 'resume' | 'purchase' | 'pendingIntent'> {
  /** The purchase asked, until verifying has checked it. */
  query: PurchaseQuery | null;
  /** The kind of purchase the link asked for (its notices and "back" lead to that offer), null for none. */
  asked: PurchaseKind | null;
  /** The checked purchase: the amount is its price and cannot change. */
  purchase: Purchase | null;
  /** Why an asked purchase became a plain deposit. */
  notice: Message | null;
  /** The first-charge state after a paid purchase (null before, or when it could not be read). */
  outcome: PurchaseOutcome | null;
  rechargeType: number | null;
  amount: string;
  amountError: Message | null;
  error: Message | null;
  order: DepositOrder | null;
  secondsLeft: number;
  checks: number;
  /** Whether the server confirmed the payment (false when the order carried no check flag). */
  confirmed: boolean;
  /**
   * The deposit asked and its Idempotency-Key: made on the submit that creates the order, kept while that
   * call's outcome is unknown (a retry of the same amount, channel and purchase asks the same order again, never
   * a second one — also after a reload: the app keeps it in the tab, `keepIntent`), dropped once the order
   * exists or the server refused it. Another amount, channel or purchase is another intent, with a new key.
   */
  intent: DepositIntent | null;
}

// ───────────── the input: address, configuration, player ─────────────

/** A positive whole number from the address, or null. */
function queryNumber(raw: string | null): number | null {
  const n = Number(raw ?? '');
  return raw !== null && raw.trim() !== '' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The purchase the address asks for (?actType=&amount=&awardId=), or null for a plain deposit. */
export function purchaseQuery(params: URLSearchParams): PurchaseQuery | null {
  if (!params.has('actType')) return null;
  return {
    // Not a number (or 0) is an actType this page cannot buy: the machine falls back with a notice.
    actType: queryNumber(params.get('actType')) ?? -1,
    amount: queryNumber(params.get('amount')),
    awardId: queryNumber(params.get('awardId')),
    ...(params.has('propId') ? { propId: queryNumber(params.get('propId')) } : {}),
  };
}

/** The choice kept in the address (?type=&amount=, see `choicePath`): the channel id and the amount text. */
export function choiceQuery(params: URLSearchParams): NonNullable<DepositInput['choice']> {
  const type = Number(params.get('type'));
  const amount = Number(params.get('amount') ?? '');
  return {
    rechargeType: Number.isInteger(type) && type > 0 ? type : null,
    amount: Number.isSafeInteger(amount) && amount > 0 ? amountText(amount) : '',
  };
}

/** The forced-update modal by h5.downloadType: 1 none, 2 dismissible, 3 forced (dismissible on desktop). */
export function appPromoOf(config: Pick<AppConfig, 'mode' | 'h5'>, layout: PathLayout): AppPromo {
  if (config.mode === 'green' || config.h5.downloadType === 1) return 'none';
  return config.h5.downloadType === 3 && layout === 'mobile' ? 'forced' : 'optional';
}

/** What the deposit page knows when the flow starts. */
export interface DepositFacts {
  readonly config: Pick<AppConfig, 'appRechargeTypeMap' | 'isDepositBank' | 'mode' | 'h5'>;
  readonly player: Pick<PlayerData, 'appUserBankList'>;
  readonly layout: PathLayout;
  /** The bank-card page of this layout. */
  readonly bindCardPath: string;
  /** The deposit address's query. */
  readonly params: URLSearchParams;
  /** The order this player left open in this tab (read by the actors), or null. */
  readonly resume: OpenOrder | null;
  /** The deposit this player asked in this tab without an answer (read by the actors), or null. */
  readonly pendingIntent?: DepositIntent | null;
}

/** The flow's input from the configuration, the player's cards, the address and a stored open order. */
export function depositInputOf(f: DepositFacts): DepositInput {
  const purchase = purchaseQuery(f.params);
  return {
    channels: channelsBySort(f.config.appRechargeTypeMap),
    depositBank: f.config.isDepositBank === 1,
    boundBankIds: Object.values(f.player.appUserBankList).map((c) => c.bankId),
    bindCardPath: f.bindCardPath,
    choice: choiceQuery(f.params),
    resume: f.resume,
    ...(f.pendingIntent ? { pendingIntent: f.pendingIntent } : {}),
    appPromo: appPromoOf(f.config, f.layout),
    ...(purchase ? { purchase } : {}),
  };
}

/** The first channel: the one kept in the address when it still exists, else the first by sort. */
export const initialChannel = (input: DepositInput): number | null => {
  const wanted = input.choice?.rechargeType;
  if (wanted !== null && wanted !== undefined && input.channels.some((c) => c.id === wanted)) return wanted;
  return input.channels[0]?.id ?? null;
};

// ───────────── channel, amount and bank rules ─────────────

export const channelOf = (c: Pick<DepositContext, 'channels' | 'rechargeType'>): RechargeType | undefined =>
  c.channels.find((ch) => ch.id === c.rechargeType);

/** The amount's problem for the chosen channel, or null. */
export function amountError(c: Pick<DepositContext, 'channels' | 'rechargeType' | 'amount'>): Message | null {
  const channel = channelOf(c);
  if (!channel) return message('wallet.deposit.pickChannel');
  if (c.amount.trim() === '') return message('wallet.deposit.amountRequired');
  const value = parseAmount(c.amount);
  if (value === null) return message('wallet.deposit.amountInvalid');
  if (value < channel.minAmount || value > channel.maxAmount)
    return message('wallet.deposit.amountRange', {
      min: plainMoney(channel.minAmount),
      max: plainMoney(channel.maxAmount),
    });
  return null;
}

/** Where the bank rules send the player for the chosen channel, or null when the deposit may go on. */
export function bankRedirect(c: DepositContext): string | null {
  const channel = channelOf(c);
  if (!c.depositBank || !channel) return null;
  if (channel.bankId > 0 && !c.boundBankIds.includes(channel.bankId))
    return bindBankCard({ back: true, id: channel.bankId }, c.bindCardPath);
  if (channel.bankId === 0 && c.boundBankIds.length === 0) return bindBankCard({ back: true }, c.bindCardPath);
  return null;
}

/**
 * The deposit address holding the current choice (replaced before leaving for the bank-card page, and when
 * a purchase becomes a plain deposit): a purchase keeps its actType and package or card id.
 */
export function choicePath(c: Pick<DepositContext, 'rechargeType' | 'amount' | 'purchase'>): string {
  const p = c.purchase;
  return deposit({
    type: c.rechargeType,
    actType: p?.actType,
    amount: parseAmount(c.amount),
    awardId: p?.actType === ACT_TYPE.FirstCharge ? p.awardId : undefined,
    propId: p?.actType === ACT_TYPE.BuyProp ? p.propId : undefined,
  });
}

/** Whether a channel takes an amount (its bounds). */
export const channelFits = (channel: RechargeType, amount: number) =>
  amount >= channel.minAmount && amount <= channel.maxAmount;

// ───────────── the first-charge purchase ─────────────

/** The purchase an asked query makes against the offer, or the notice saying why it cannot be bought. */
export function checkPurchase(
  query: PurchaseQuery,
  offer: PurchaseOffer,
): { readonly purchase: Purchase } | { readonly notice: Message } {
  if ('cards' in offer) return checkCard(query, offer);
  if (query.actType !== ACT_TYPE.FirstCharge) return { notice: message('wallet.purchase.unknownType') };
  const pkg = offer.packages.find((p) => p.id === query.awardId);
  if (!pkg) return { notice: message('wallet.purchase.unknownPackage') };
  if (offer.awardId > 0 || offer.itemStatus !== 0) return { notice: message('wallet.purchase.bought') };
  if (!offer.open) return { notice: message('wallet.purchase.ended') };
  if (query.amount !== pkg.price)
    return { notice: message('wallet.purchase.priceChanged', { price: plainMoney(pkg.price) }) };
  return {
    purchase: {
      actType: ACT_TYPE.FirstCharge,
      awardId: pkg.id,
      price: pkg.price,
      percent: discountPercent(pkg.award, pkg.price),
      gifts: pkg.award.length,
    },
  };
}

/**
 * A login-pay card link against the cards on sale: the card exists, the player may buy it now (no unfinished
 * card of the kind) and the link's amount is its price. Otherwise the notice saying why (never silent).
 */
function checkCard(
  query: PurchaseQuery,
  offer: CardOffer,
): { readonly purchase: Purchase } | { readonly notice: Message } {
  if (query.actType !== ACT_TYPE.BuyProp) return { notice: message('wallet.purchase.unknownType') };
  const card = offer.cards.find((c) => c.id === query.propId);
  if (!card) return { notice: message('wallet.card.unknown') };
  if (!offer.buyable.includes(card.id)) return { notice: message('wallet.card.owned') };
  if (query.amount !== card.price)
    return { notice: message('wallet.card.priceChanged', { price: plainMoney(card.price) }) };
  return {
    purchase: {
      actType: ACT_TYPE.BuyProp,
      propId: card.id,
      price: card.price,
      days: card.num,
      total: card.limitAmount,
      daily: card.num > 0 ? Math.floor(card.limitAmount / card.num) : 0,
    },
  };
}

/** The notice when the asked purchase could not be checked (the offer did not load). */
export const checkFailedNotice = (kind: PurchaseKind | null): Message =>
  message(kind === 'card' ? 'wallet.card.checkFailed' : 'wallet.purchase.checkFailed');

/** The notice when recharge3 refused the purchase (bought meanwhile, offer ended, card no longer on sale). */
export const purchaseGoneNotice = (purchase: Purchase | null): Message =>
  message(purchase?.actType === ACT_TYPE.BuyProp ? 'wallet.card.gone' : 'wallet.purchase.gone');

/**
 * recharge3's refusal of a purchase: 2017 for a first-charge package; 2002 for a card (the reference server
 * answers 2002 "not on sale at this price" when the card cannot be bought).
 */
export function isPurchaseRefused(purchase: Purchase | null, code: number | null): boolean {
  if (purchase === null) return false;
  return purchase.actType === ACT_TYPE.BuyProp ? code === 2002 : code === 2017;
}

/** The channel for a purchase: the current one when it takes the price, else the first that does. */
export function purchaseChannel(c: Pick<DepositContext, 'channels' | 'rechargeType'>, price: number): number | null {
  const current = channelOf(c);
  if (current && channelFits(current, price)) return current.id;
  return c.channels.find((ch) => channelFits(ch, price))?.id ?? c.rechargeType;
}

/** The amount text of an asked query when it falls back to a plain deposit (kept, not lost). */
export const queryAmount = (query: PurchaseQuery | null, amount: string) =>
  query?.amount !== null && query?.amount !== undefined && query.amount > 0 ? amountText(query.amount) : amount;

// ───────────── failures and the end ─────────────

const DEPOSIT_FAILURE_CODES = [2001, 2002, 2017];

/** recharge3's 2019 `limit` (a deposit limit reached): the window over its limit, what is left of it and when it resets. */
export function depositLimitOf(
  error: unknown,
): { period: string; amount: number; left: number; resetAt: number } | null {
  const limit = (error as { body?: { limit?: unknown } } | undefined)?.body?.limit as
    { period?: unknown; amount?: unknown; left?: unknown; resetAt?: unknown } | undefined;
  if (
    !limit ||
    typeof limit.period !== 'string' ||
    typeof limit.amount !== 'number' ||
    typeof limit.left !== 'number' ||
    typeof limit.resetAt !== 'number'
  )
    return null;
  return { period: limit.period, amount: limit.amount, left: limit.left, resetAt: limit.resetAt };
}

/**
 * recharge3's failure: per-code text for 2001, 2002 and 2017, 2019 with its `limit` (the view formats the
 * amounts and the date), the generic text with the code otherwise.
 */
export function depositFailure(error: unknown): Message {
  const code = businessCode(error);
  const limit = depositLimitOf(error);
  if (code === ERRCODE.DepositLimitExceeded && limit) return message(`wallet.deposit.failed.${code}`, limit);
  if (code !== null && DEPOSIT_FAILURE_CODES.includes(code)) return message(`wallet.deposit.failed.${code}`);
  if (code !== null) return message('wallet.deposit.failed', { code });
  return errorMessage(error);
}

/**
 * How a finished deposit ends, for the done screen. A purchase: `bought` (the first-charge state shows the
 * package), `notRecorded` (paid and confirmed, not shown yet), `pending` (not confirmed, not shown yet) or
 * `unknown` (the first-charge state could not be read). A plain deposit: `confirmed` by the server, or only
 * `submitted` (the order carried no check flag).
 */
export type DepositResult = 'bought' | 'notRecorded' | 'pending' | 'unknown' | 'confirmed' | 'submitted';

export function depositResult(c: Pick<DepositContext, 'order' | 'outcome' | 'confirmed'>): DepositResult {
  if (c.order?.purchase) {
    if (c.outcome === 'bought') return 'bought';
    if (c.outcome === 'notRecorded') return c.confirmed ? 'notRecorded' : 'pending';
    return 'unknown';
  }
  return c.confirmed ? 'confirmed' : 'submitted';
}
