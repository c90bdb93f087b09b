/**
 * The end of a deposit (the flow's `done`): the words for the result the rules give
 * (machines/deposit.rules.ts `depositResult`), the amount and the new balance, and the forced-update modal.
 */
import { useLingui } from '@lingui/react';
import { ACT_TYPE } from '../../../contract/ids';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { PATH } from '../../../contract/paths';
import { selectPromoOptional, type DepositActor } from '../../../machines/deposit.machine';
import { depositResult, type DepositResult } from '../../../machines/deposit.rules';
import type { UserInfo } from '../../../contract/types';
import { useT } from '../../i18n/use-t';
import { formatMoney } from '../../lib/money';
import { Money } from '../../ui/money';
import { Button, LinkButton } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { StatusPanel } from '../../ui/status-panel';
import { usePurchaseBack } from './deposit-purchase';
import styles from './wallet.module.css';

/** The title and note of each result after a login-pay card purchase. */
const CARD_RESULT_TEXT: Record<DepositResult, { readonly title: string; readonly note?: string }> = {
  bought: { title: 'wallet.card.boughtTitle', note: 'wallet.card.boughtNote' },
  notRecorded: { title: 'wallet.deposit.doneTitle', note: 'wallet.card.notRecorded' },
  pending: { title: 'wallet.deposit.doneTitle', note: 'wallet.card.pending' },
  unknown: { title: 'wallet.deposit.doneTitle', note: 'wallet.card.unknownOutcome' },
  confirmed: { title: 'wallet.deposit.doneTitle' },
  submitted: { title: 'wallet.deposit.submittedTitle' },
};

/** The title and (after a purchase) the note of each result. */
const RESULT_TEXT: Record<DepositResult, { readonly title: string; readonly note?: string }> = {
  bought: { title: 'wallet.purchase.boughtTitle', note: 'wallet.purchase.boughtNote' },
  notRecorded: { title: 'wallet.deposit.doneTitle', note: 'wallet.purchase.notRecorded' },
  pending: { title: 'wallet.deposit.doneTitle', note: 'wallet.purchase.pending' },
  unknown: { title: 'wallet.deposit.doneTitle', note: 'wallet.purchase.unknownOutcome' },
  confirmed: { title: 'wallet.deposit.doneTitle' },
  submitted: { title: 'wallet.deposit.submittedTitle' },
};

export function DepositOutcome({ flow, user, symbol }: { flow: DepositActor; user: UserInfo; symbol: string }) {
  const t = useT();
  const { i18n } = useLingui();
  const context = useSelector(flow, (s) => s.context);
  const headingId = useId();
  const { order } = context;
  const result = depositResult(context);
  const card = order?.purchase?.actType === ACT_TYPE.BuyProp;
  const text = (card ? CARD_RESULT_TEXT : RESULT_TEXT)[result];
  const back = usePurchaseBack(card ? 'card' : 'firstCharge');
  const balance = (
    <p className={styles.statusNote}>
      {t('wallet.deposit.newBalance', { amount: formatMoney(user.coin, symbol, i18n.locale) })}
    </p>
  );
  if (order?.purchase) {
    return (
      <StatusPanel as="section" aria-labelledby={headingId}>
        <span className={`${styles.statusIcon} ${styles.good}`} aria-hidden="true">
          ✓
        </span>
        <h2 id={headingId} className={styles.statusTitle}>
          {t(text.title)}
        </h2>
        <p className={styles.doneAmount}>
          <Money hundredths={order.amount} symbol={symbol} />
        </p>
        <p className={styles.statusNote} role="status">
          {text.note ? t(text.note) : null}
        </p>
        {balance}
        <div className={styles.statusActions}>
          <LinkButton to={back.to} variant="primary" block>
            {result === 'bought' ? t(card ? 'wallet.card.claim' : 'wallet.purchase.claim') : t(back.label)}
          </LinkButton>
          <Button variant="secondary" block onClick={() => flow.send({ type: 'deposit.restart' })}>
            {t('wallet.deposit.again')}
          </Button>
        </div>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel as="section" aria-labelledby={headingId}>
      <span className={`${styles.statusIcon} ${styles.good}`} aria-hidden="true">
        ✓
      </span>
      <h2 id={headingId} className={styles.statusTitle}>
        {t(text.title)}
      </h2>
      {order ? (
        <p className={styles.doneAmount}>
          <Money hundredths={order.amount} symbol={symbol} />
        </p>
      ) : null}
      {balance}
      <div className={styles.statusActions}>
        <Button variant="primary" block onClick={() => flow.send({ type: 'deposit.restart' })}>
          {t('wallet.deposit.again')}
        </Button>
        <LinkButton to={PATH.home} variant="secondary" block>
          {t('common.goHome')}
        </LinkButton>
      </div>
    </StatusPanel>
  );
}

/**
 * The forced-update modal (the flow's `done.promo`): "later" only when it is optional. The bonus it promises
 * is the server's (config appLoginBonus, paid on the first login in the Android app) in the variant's currency.
 */
export function PromoDialog({ flow, bonus, symbol }: { flow: DepositActor; bonus: number; symbol: string }) {
  const t = useT();
  const { i18n } = useLingui();
  const open = useSelector(flow, (s) => s.hasTag('promo'));
  const optional = useSelector(flow, selectPromoOptional);
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
      <p className={styles.promoText}>{t('wallet.promo.text', { amount: formatMoney(bonus, symbol, i18n.locale) })}</p>
    </Dialog>
  );
}
