/**
 * Login-pay (daily sign-in) cards (docs/promotions.md "Login-pay cards"): /activity/signPay and
 * desktop /lobby/activity/signPay, a member page. The cards on sale by price (lowest first), each with what it
 * pays (days × daily coin, the total) and "buy", which opens the deposit page buying that card (recharge3
 * actType 6); the player's cards with their days (received ones marked: a day of -1), today's claim (busy and
 * deaf while it runs), "come back tomorrow" once paid today, "finished" once every day is received. Loading,
 * failed with retry, empty. Driven by machines/login-pay.machine.ts.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { ruleOn } from '../../../contract/paths';
import { selectLoginPayFailed, selectLoginPayLoading, selectClaimingCard } from '../../../machines/login-pay.machine';
import {
  cardToday,
  nextDay,
  receivedCount,
  type CardOnSale,
  type LoginPayState,
  type OwnedCard,
} from '../../../machines/login-pay.rules';
import { liveLoginPayMachine } from '../../actors/login-pay.actors';
import { useLayout } from '../../lib/use-layout';
import { useSession } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { formatCoin, formatMoney } from '../../lib/money';
import { Button, LinkButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import styles from './promo-cards.module.css';
import { selectCurrencySymbol } from '../../../machines/session.machine';

type LoginPayActor = ReturnType<typeof useFlow<ReturnType<typeof liveLoginPayMachine>>>;

export function LoginPayPage() {
  useArea('promo-cards', 'promotions');
  const t = useT();
  const layout = useLayout();
  return (
    <Page title={t('promoCards.title')}>
      <div className={styles.stack}>
        <p className={styles.intro}>{t('promoCards.intro')}</p>
        <CardsView />
        <LinkButton to={ruleOn(layout, 'dayBonus')} variant="secondary">
          {t('promoCards.rules')}
        </LinkButton>
      </div>
    </Page>
  );
}

function CardsView() {
  const flow = useFlow(liveLoginPayMachine, undefined);
  const loading = useSelector(flow, selectLoginPayLoading);
  const failed = useSelector(flow, selectLoginPayFailed);
  const data = useSelector(flow, (s) => s.context.data);
  const error = useSelector(flow, (s) => s.context.error);
  const t = useT();
  if (loading) return <LoadingStatus />;
  if (failed || !data) return <FailedStatus error={error} onRetry={() => flow.send({ type: 'cards.retry' })} />;
  if (data.cards.length === 0 && data.owned.length === 0) return <EmptyState message={t('promoCards.empty')} />;
  return (
    <>
      {data.owned.length > 0 ? <OwnedCards flow={flow} data={data} /> : null}
      <CardsOnSale flow={flow} data={data} />
    </>
  );
}

/** Amount formatters: prices with the currency symbol, coins without. */
function useAmounts() {
  const { i18n } = useLingui();
  const symbol = useSession(selectCurrencySymbol);
  return {
    money: (n: number) => formatMoney(n, symbol, i18n.locale),
    coin: (n: number) => formatCoin(n, i18n.locale),
  };
}

function OwnedCards({ flow, data }: { flow: LoginPayActor; data: LoginPayState }) {
  const t = useT();
  const headingId = useId();
  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('promoCards.mine')}
      </h2>
      <ul className={styles.list}>
        {data.owned.map((card) => (
          <OwnedCardRow key={card.id} flow={flow} card={card} sale={data.cards.find((c) => c.id === card.propId)} />
        ))}
      </ul>
    </section>
  );
}

function OwnedCardRow({ flow, card, sale }: { flow: LoginPayActor; card: OwnedCard; sale?: CardOnSale }) {
  const t = useT();
  const { money, coin } = useAmounts();
  const nameId = useId();
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const claiming = useSelector(flow, selectClaimingCard) === card.id;
  const today = cardToday(card);
  const next = nextDay(card);
  const received = receivedCount(card);
  return (
    <li className={today === 'claimable' ? `${styles.card} ${styles.ready}` : styles.card} aria-labelledby={nameId}>
      <div className={styles.head}>
        <h3 id={nameId} className={styles.name}>
          {t('promoCards.cardName', { days: card.days.length, price: sale ? money(sale.price) : String(card.propId) })}
        </h3>
        <span className={styles.count}>{t('promoCards.progress', { received, days: card.days.length })}</span>
      </div>
      <ol className={styles.days} aria-label={t('promoCards.daysLabel')}>
        {card.days.map((amount, i) => (
          <li
            key={i}
            className={
              amount === -1
                ? `${styles.day} ${styles.dayDone}`
                : i === next
                  ? `${styles.day} ${styles.dayNext}`
                  : styles.day
            }
          >
            <span className={styles.dayNo}>{t('promoCards.dayNo', { n: i + 1 })}</span>
            <span className={styles.dayValue}>{amount === -1 ? t('promoCards.dayReceived') : coin(amount)}</span>
          </li>
        ))}
      </ol>
      {today === 'claimable' && next !== null ? (
        <Button
          variant="primary"
          block
          busy={claiming}
          disabled={busy}
          onClick={() => flow.send({ type: 'card.claim', id: card.id })}
        >
          {t('promoCards.claim', { n: next + 1, amount: coin(card.days[next] ?? 0) })}
        </Button>
      ) : (
        <p className={styles.note} role="status">
          {today === 'tomorrow' ? t('promoCards.tomorrow') : t('promoCards.finished', { days: card.days.length })}
        </p>
      )}
    </li>
  );
}

function CardsOnSale({ flow, data }: { flow: LoginPayActor; data: LoginPayState }) {
  const t = useT();
  const { money, coin } = useAmounts();
  const headingId = useId();
  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('promoCards.onSale')}
      </h2>
      {data.cards.length === 0 ? (
        <EmptyState message={t('promoCards.noneOnSale')} />
      ) : (
        <ul className={styles.list}>
          {data.cards.map((card) => (
            <li key={card.id} className={styles.card}>
              <div className={styles.head}>
                <h3 className={styles.name}>
                  {t('promoCards.cardName', { days: card.days, price: money(card.price) })}
                </h3>
                <strong className={styles.price}>{money(card.price)}</strong>
              </div>
              <p className={styles.pays}>{t('promoCards.pays', { daily: coin(card.daily), days: card.days })}</p>
              <p className={styles.note}>{t('promoCards.total', { total: coin(card.total) })}</p>
              {card.buyable ? (
                <Button variant="primary" block onClick={() => flow.send({ type: 'card.buy', propId: card.id })}>
                  {t('promoCards.buy', { price: money(card.price) })}
                </Button>
              ) : (
                <p className={styles.note}>{t('promoCards.owned')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
