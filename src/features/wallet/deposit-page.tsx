/**
 * /lobby/wallets/deposit (both layouts): pick a channel and an amount, then pay in the full-screen deposit
 * sheet (payment page, QR code or bank-transfer details, loaded lazily), and see the deposit confirmed.
 * The deposit flow (machines/deposit.machine.ts) holds every step; this view renders it and sends events.
 * The choice comes back from the address (?type=&amount=) after a detour to bind a bank card, and an order
 * left open by a reload is reopened from the tab's storage. ?actType=13&amount=<price>&awardId=<package>
 * (from the first-charge offer) buys that package: the page says so, the amount is its price and cannot
 * change, and after the payment it leads back to the first-charge page to claim the gifts. A stale or bad
 * link says why and becomes a plain deposit of the same amount.
 */
import { ACTIVITY } from '../../../contract/ids';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ANDROID_INSTALL_BONUS_PESO, FIRST_DEPOSIT_BONUS_HINT, ROUTE } from '../../../machines/constants';
import { amountText, channelsBySort, parseAmount } from '../../../machines/deposit-constants';
import {
  channelFits,
  channelOf,
  type AppPromo,
  type DepositInput,
  type Purchase,
  type PurchaseQuery,
} from '../../../machines/deposit.machine';
import { ACTIVITY_ROUTES } from '../../../machines/promotions-constants';
import type { AppConfig, PlayerData, UserInfo } from '../../../machines/session.machine';
import { liveDepositMachine, storedOpenOrder } from '../../actors/deposit.actors';
import { useLayout, type Layout } from '../../app/layout';
import { useRoot, useSession } from '../../app/root-context';
import { useFlow } from '../../app/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { formatCoin } from '../../lib/money';
import { Button, LinkButton } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { Page } from '../../ui/page';
import styles from './wallet.module.css';
import { ErrorNote } from '../../ui/error-note';

/** Where a first-charge purchase leads back to. */
const FIRST_CHARGE_PATH = ACTIVITY_ROUTES[ACTIVITY.FirstCharge] ?? '/activity/firstCharge';

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
  };
}

const DepositPanel = lazy(() => import('./deposit-panel').then((m) => ({ default: m.DepositPanel })));

type DepositRef = ReturnType<typeof useFlow<ReturnType<typeof liveDepositMachine>>>;

export function DepositPage() {
  useArea('wallet');
  const t = useT();
  const config = useSession((s) => s.context.config);
  const user = useSession((s) => s.context.user);
  const player = useSession((s) => s.context.player);
  return (
    <Page title={t('wallet.deposit.title')}>
      {config && user && player ? <DepositFlow config={config} user={user} player={player} /> : null}
    </Page>
  );
}

/** The forced-update modal by h5.downloadType: 1 none, 2 dismissible, 3 forced (dismissible on desktop). */
export function appPromoOf(config: AppConfig, layout: Layout): AppPromo {
  if (config.mode === 'green' || config.h5.downloadType === 1) return 'none';
  return config.h5.downloadType === 3 && layout === 'mobile' ? 'forced' : 'optional';
}

function DepositFlow({ config, user, player }: { config: AppConfig; user: UserInfo; player: PlayerData }) {
  const root = useRoot();
  const layout = useLayout();
  const [params] = useSearchParams();
  const input = useMemo((): DepositInput => {
    const type = Number(params.get('type'));
    const amount = Number(params.get('amount') ?? '');
    const purchase = purchaseQuery(params);
    return {
      channels: channelsBySort(config.appRechargeTypeMap),
      depositBank: config.isDepositBank === 1,
      boundBankIds: Object.values(player.appUserBankList).map((c) => c.bankId),
      bindCardPath: layout === 'desktop' ? '/lobby/bindBankCard' : '/bindBankCard',
      choice: {
        rechargeType: Number.isInteger(type) && type > 0 ? type : null,
        amount: Number.isSafeInteger(amount) && amount > 0 ? amountText(amount) : '',
      },
      resume: storedOpenOrder(root, user.id),
      appPromo: appPromoOf(config, layout),
      ...(purchase ? { purchase } : {}),
    };
    // The flow starts once per visit; later session changes do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const flow = useFlow(
    useMemo(() => liveDepositMachine(root, user.id), [root, user.id]),
    input,
  );
  const choosing = useSelector(flow, (s) => s.matches('choosing') || (s.hasTag('busy') && !s.matches('finishing')));
  const panel = useSelector(flow, (s) => s.hasTag('panel'));
  return (
    <>
      {choosing ? (
        <DepositForm flow={flow} config={config} user={user} player={player} />
      ) : (
        <DepositStatus flow={flow} user={user} symbol={config.currency.symbol} />
      )}
      <PanelSheet flow={flow} open={panel} symbol={config.currency.symbol} />
      <PromoDialog flow={flow} />
    </>
  );
}

function DepositForm({
  flow,
  config,
  user,
  player,
}: {
  flow: DepositRef;
  config: AppConfig;
  user: UserInfo;
  player: PlayerData;
}) {
  const t = useT();
  const { i18n } = useLingui();
  const money = (n: number) => formatCoin(n, i18n.locale);
  const context = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const channels = context.channels;
  const channel = channelOf(context);
  const typed = parseAmount(context.amount);
  const groupId = useId();
  const bankName = (bankId: number) => config.appBankList.find((b) => b.id === bankId)?.shortName ?? `#${bankId}`;
  const hasCard = (bankId: number) => Object.values(player.appUserBankList).some((c) => c.bankId === bankId);
  const symbol = config.currency.symbol;
  const purchase = context.purchase;

  if (channels.length === 0) {
    return (
      <div className={styles.empty} role="status">
        <p>{t('wallet.deposit.noChannels')}</p>
        <LinkButton to={ROUTE.home} variant="primary">
          {t('common.goHome')}
        </LinkButton>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'deposit.submit' });
      }}
    >
      <div className={styles.balanceCard}>
        <span className={styles.balanceLabel}>{t('wallet.balance')}</span>
        <strong className={styles.balanceValue}>
          {symbol} {money(user.coin)}
        </strong>
      </div>
      {player.firstRecharge === 0 ? (
        <p className={styles.firstHint}>{t('wallet.deposit.firstBonus', { amount: FIRST_DEPOSIT_BONUS_HINT })}</p>
      ) : null}
      {context.notice ? (
        <div className={styles.purchaseNotice} role="alert">
          <p>{t(context.notice)}</p>
          <LinkButton to={FIRST_CHARGE_PATH} variant="secondary">
            {t('wallet.purchase.back')}
          </LinkButton>
        </div>
      ) : null}
      {purchase ? (
        <PurchaseCard
          purchase={purchase}
          money={(n) => `${symbol} ${money(n)}`}
          onCancel={() => flow.send({ type: 'purchase.cancel' })}
        />
      ) : null}

      {context.depositBank && context.boundBankIds.length === 0 ? (
        <p className={styles.notice}>{t('wallet.deposit.needsAnyCard')}</p>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend id={groupId} className={styles.legend}>
          {t('wallet.deposit.channel')}
        </legend>
        <div className={styles.channels} role="radiogroup" aria-labelledby={groupId}>
          {channels.map((c) => {
            const needsCard = context.depositBank && c.bankId > 0 && !hasCard(c.bankId);
            // A purchase is paid with exactly its price: a channel whose bounds leave it out cannot take it.
            const out = purchase !== null && !channelFits(c, purchase.price);
            const note = out
              ? t('wallet.purchase.channelOut', { min: money(c.minAmount), max: money(c.maxAmount) })
              : needsCard
                ? t('wallet.deposit.needsCard', { bank: bankName(c.bankId) })
                : t(`wallet.deposit.panel.${c.panel}`);
            return (
              <label
                key={c.id}
                className={`${styles.channel} ${c.id === context.rechargeType ? styles.chosen : ''} ${out ? styles.channelOut : ''}`}
              >
                <input
                  type="radio"
                  name="channel"
                  className="visually-hidden"
                  checked={c.id === context.rechargeType}
                  disabled={out}
                  onChange={() => flow.send({ type: 'channel.select', id: c.id })}
                />
                <img className={styles.channelIcon} src={c.iconH5} alt="" width={40} height={40} />
                <span className={styles.channelText}>
                  <span className={styles.channelName}>{c.name}</span>
                  <span className={styles.channelNote}>{note}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {channel && purchase ? (
        <TextField
          label={t('wallet.deposit.amount', { symbol })}
          value={money(purchase.price)}
          onValue={() => {}}
          readOnly
          hint={t('wallet.purchase.fixed')}
          error={context.amountError ? t(context.amountError) : null}
        />
      ) : null}
      {channel && !purchase ? (
        <>
          <div className={styles.presets} role="group" aria-label={t('wallet.deposit.presets')}>
            {channel.amountList.map((amount) => (
              <button
                key={amount}
                type="button"
                className={`${styles.preset} ${typed === amount ? styles.presetOn : ''}`}
                aria-pressed={typed === amount}
                onClick={() => flow.send({ type: 'amount.preset', amount })}
              >
                {money(amount)}
              </button>
            ))}
          </div>
          <TextField
            label={t('wallet.deposit.amount', { symbol })}
            value={context.amount}
            onValue={(value) => flow.send({ type: 'amount.change', value })}
            inputMode="decimal"
            autoComplete="off"
            maxLength={16}
            hint={t('wallet.deposit.bounds', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
            error={context.amountError ? t(context.amountError) : null}
          />
        </>
      ) : null}
      {!channel && context.amountError ? <ErrorNote>{t(context.amountError)}</ErrorNote> : null}
      {context.error ? <ErrorNote>{t(context.error)}</ErrorNote> : null}
      <Button type="submit" variant="primary" block busy={busy}>
        {typed !== null && channel
          ? t('wallet.deposit.submitAmount', { amount: `${symbol} ${money(typed)}` })
          : t('wallet.deposit.submit')}
      </Button>
      {busy ? (
        <p className="visually-hidden" role="status">
          {t('wallet.deposit.creating')}
        </p>
      ) : null}
    </form>
  );
}

/** What the page is buying: the first-charge package, its price and gifts, and the way out to a plain deposit. */
function PurchaseCard({
  purchase,
  money,
  onCancel,
}: {
  purchase: Purchase;
  money: (hundredths: number) => string;
  onCancel: () => void;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section className={styles.purchase} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.purchaseTitle}>
        {t('wallet.purchase.title')}
      </h2>
      <p className={styles.purchaseText}>{t('wallet.purchase.buying', { price: money(purchase.price) })}</p>
      <p className={styles.purchaseGifts}>
        {t('wallet.purchase.gifts', { count: purchase.gifts, percent: purchase.percent })}
      </p>
      <div className={styles.purchaseActions}>
        <LinkButton to={FIRST_CHARGE_PATH} variant="ghost">
          {t('wallet.purchase.back')}
        </LinkButton>
        <Button variant="ghost" onClick={onCancel}>
          {t('wallet.purchase.cancel')}
        </Button>
      </div>
    </section>
  );
}

function PanelSheet({ flow, open, symbol }: { flow: DepositRef; open: boolean; symbol: string }) {
  const t = useT();
  const order = useSelector(flow, (s) => s.context.order);
  const secondsLeft = useSelector(flow, (s) => s.context.secondsLeft);
  const expired = useSelector(flow, (s) => s.matches({ paying: 'expired' }));
  return (
    <Dialog
      open={open && order !== null}
      sheet
      title={order ? t(`wallet.deposit.sheet.${order.panel}`) : ''}
      onClose={() => flow.send({ type: 'panel.close' })}
      closeLabel={t('wallet.deposit.sheet.close')}
      actions={
        <Button variant="primary" block onClick={() => flow.send({ type: 'panel.close' })}>
          {t('wallet.deposit.sheet.paid')}
        </Button>
      }
    >
      {order ? (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <DepositPanel order={order} secondsLeft={secondsLeft} expired={expired} symbol={symbol} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}

function DepositStatus({ flow, user, symbol }: { flow: DepositRef; user: UserInfo; symbol: string }) {
  const t = useT();
  const { i18n } = useLingui();
  const snapshot = useSelector(flow, (s) => s);
  const { order, error, confirmed } = snapshot.context;
  const headingId = useId();
  if (snapshot.hasTag('verifying')) {
    return (
      <section className={styles.status} aria-labelledby={headingId} aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        <h2 id={headingId} className={styles.statusTitle} role="status">
          {t('wallet.purchase.verifying')}
        </h2>
      </section>
    );
  }
  if (snapshot.hasTag('checking') || snapshot.matches('finishing')) {
    return (
      <section className={styles.status} aria-labelledby={headingId} aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        <h2 id={headingId} className={styles.statusTitle}>
          {snapshot.matches('finishing') ? t('wallet.deposit.finishing') : t('wallet.deposit.checking')}
        </h2>
        {error ? <p className={styles.statusNote}>{t(error)}</p> : null}
        {snapshot.matches('waiting') ? (
          <Button variant="secondary" onClick={() => flow.send({ type: 'check.again' })}>
            {t('wallet.deposit.checkNow')}
          </Button>
        ) : null}
      </section>
    );
  }
  if (snapshot.matches('stillWaiting')) {
    return (
      <section className={styles.status} aria-labelledby={headingId}>
        <span className={styles.statusIcon} aria-hidden="true">
          <svg
            width="30"
            height="30"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
        </span>
        <h2 id={headingId} className={styles.statusTitle}>
          {t('wallet.deposit.stillWaiting')}
        </h2>
        <p className={styles.statusNote}>{t('wallet.deposit.stillWaitingNote')}</p>
        {error ? <ErrorNote>{t(error)}</ErrorNote> : null}
        <div className={styles.statusActions}>
          <Button variant="primary" block onClick={() => flow.send({ type: 'check.again' })}>
            {t('wallet.deposit.checkAgain')}
          </Button>
          <Button variant="secondary" block onClick={() => flow.send({ type: 'panel.reopen' })}>
            {t('wallet.deposit.reopen')}
          </Button>
          <Button variant="ghost" block onClick={() => flow.send({ type: 'deposit.restart' })}>
            {t('wallet.deposit.newDeposit')}
          </Button>
        </div>
      </section>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <section className={styles.status} aria-labelledby={headingId}>
        <span className={`${styles.statusIcon} ${styles.bad}`} aria-hidden="true">
          !
        </span>
        <h2 id={headingId} className={styles.statusTitle}>
          {t('wallet.deposit.failedTitle')}
        </h2>
        {error ? (
          <p className={styles.statusNote} role="alert">
            {t(error)}
          </p>
        ) : null}
        <Button variant="primary" block onClick={() => flow.send({ type: 'deposit.restart' })}>
          {t('wallet.deposit.tryAgain')}
        </Button>
      </section>
    );
  }
  if (snapshot.matches('done') && order?.purchase) {
    const { outcome } = snapshot.context;
    const bought = outcome === 'bought';
    const note =
      outcome === 'bought'
        ? 'wallet.purchase.boughtNote'
        : outcome === 'notRecorded'
          ? confirmed
            ? 'wallet.purchase.notRecorded'
            : 'wallet.purchase.pending'
          : 'wallet.purchase.unknownOutcome';
    return (
      <section className={styles.status} aria-labelledby={headingId}>
        <span className={`${styles.statusIcon} ${styles.good}`} aria-hidden="true">
          ✓
        </span>
        <h2 id={headingId} className={styles.statusTitle}>
          {bought ? t('wallet.purchase.boughtTitle') : t('wallet.deposit.doneTitle')}
        </h2>
        <p className={styles.doneAmount}>
          {symbol} {formatCoin(order.amount, i18n.locale)}
        </p>
        <p className={styles.statusNote} role="status">
          {t(note)}
        </p>
        <p className={styles.statusNote}>
          {t('wallet.deposit.newBalance', { amount: `${symbol} ${formatCoin(user.coin, i18n.locale)}` })}
        </p>
        <div className={styles.statusActions}>
          <LinkButton to={FIRST_CHARGE_PATH} variant="primary" block>
            {bought ? t('wallet.purchase.claim') : t('wallet.purchase.back')}
          </LinkButton>
          <Button variant="secondary" block onClick={() => flow.send({ type: 'deposit.restart' })}>
            {t('wallet.deposit.again')}
          </Button>
        </div>
      </section>
    );
  }
  if (snapshot.matches('done')) {
    return (
      <section className={styles.status} aria-labelledby={headingId}>
        <span className={`${styles.statusIcon} ${styles.good}`} aria-hidden="true">
          ✓
        </span>
        <h2 id={headingId} className={styles.statusTitle}>
          {confirmed ? t('wallet.deposit.doneTitle') : t('wallet.deposit.submittedTitle')}
        </h2>
        {order ? (
          <p className={styles.doneAmount}>
            {symbol} {formatCoin(order.amount, i18n.locale)}
          </p>
        ) : null}
        <p className={styles.statusNote}>
          {t('wallet.deposit.newBalance', { amount: `${symbol} ${formatCoin(user.coin, i18n.locale)}` })}
        </p>
        <div className={styles.statusActions}>
          <Button variant="primary" block onClick={() => flow.send({ type: 'deposit.restart' })}>
            {t('wallet.deposit.again')}
          </Button>
          <LinkButton to={ROUTE.home} variant="secondary" block>
            {t('common.goHome')}
          </LinkButton>
        </div>
      </section>
    );
  }
  return null;
}

function PromoDialog({ flow }: { flow: DepositRef }) {
  const t = useT();
  const open = useSelector(flow, (s) => s.hasTag('promo'));
  const optional = useSelector(flow, (s) => s.can({ type: 'promo.dismiss' }));
  return (
    <Dialog
      open={open}
      title={t('wallet.promo.title')}
      onClose={() => (optional ? flow.send({ type: 'promo.dismiss' }) : undefined)}
      actions={
        <>
          {optional ? (
            <Button variant="secondary" onClick={() => flow.send({ type: 'promo.dismiss' })}>
              {t('wallet.promo.later')}
            </Button>
          ) : null}
          <Button variant="primary" onClick={() => flow.send({ type: 'promo.install' })}>
            {t('wallet.promo.install')}
          </Button>
        </>
      }
    >
      <p className={styles.promoText}>{t('wallet.promo.text', { amount: ANDROID_INSTALL_BONUS_PESO })}</p>
    </Dialog>
  );
}
