/**
 * The deposit page's activity purchase: a first-charge package (?actType=13&amount=<price>&awardId=<package>)
 * or a login-pay card (?actType=6&amount=<price>&propId=<card>): the card saying what is bought, and the
 * notice saying why an asked purchase became a plain deposit, each with the way back to its offer.
 */
import { ACT_TYPE, ACTIVITY } from '../../../contract/ids';
import { useId } from 'react';
import { activity, activityPath } from '../../../contract/paths';
import type { Purchase, PurchaseKind } from '../../../machines/deposit.rules';
import type { Message } from '../../../machines/message';
import { useLayout } from '../../lib/use-layout';
import { useT } from '../../i18n/use-t';
import { Button, LinkButton } from '../../ui/button';
import styles from './wallet.module.css';

/** Where a first-charge purchase leads back to. */
export const FIRST_CHARGE_PATH = activityPath(ACTIVITY.FirstCharge);

/** Where a purchase of `kind` leads back to, and the words of that link. */
export function usePurchaseBack(kind: PurchaseKind | null): { readonly to: string; readonly label: string } {
  const layout = useLayout();
  return kind === 'card'
    ? { to: activity('signPay', layout), label: 'wallet.card.back' }
    : { to: FIRST_CHARGE_PATH, label: 'wallet.purchase.back' };
}

/** Why the asked purchase became a plain deposit, with the way back to the offer. */
export function PurchaseNotice({ notice, kind }: { notice: Message; kind: PurchaseKind | null }) {
  const t = useT();
  const back = usePurchaseBack(kind);
  return (
    <div className={styles.purchaseNotice} role="alert">
      <p>{t(notice)}</p>
      <LinkButton to={back.to} variant="secondary">
        {t(back.label)}
      </LinkButton>
    </div>
  );
}

/**
 * What the page is buying: the first-charge package (price and gifts) or the login-pay card (price, days ×
 * daily coin, total), and the way out to a plain deposit.
 */
export function PurchaseCard({
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
  const card = purchase.actType === ACT_TYPE.BuyProp;
  const back = usePurchaseBack(card ? 'card' : 'firstCharge');
  return (
    <section className={styles.purchase} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.purchaseTitle}>
        {t(card ? 'wallet.card.title' : 'wallet.purchase.title')}
      </h2>
      {purchase.actType === ACT_TYPE.BuyProp ? (
        <>
          <p className={styles.purchaseText}>
            {t('wallet.card.buying', { price: money(purchase.price), days: purchase.days })}
          </p>
          <p className={styles.purchaseGifts}>
            {t('wallet.card.pays', { days: purchase.days, daily: money(purchase.daily), total: money(purchase.total) })}
          </p>
        </>
      ) : (
        <>
          <p className={styles.purchaseText}>{t('wallet.purchase.buying', { price: money(purchase.price) })}</p>
          <p className={styles.purchaseGifts}>
            {t('wallet.purchase.gifts', { count: purchase.gifts, percent: purchase.percent })}
          </p>
        </>
      )}
      <div className={styles.purchaseActions}>
        <LinkButton to={back.to} variant="ghost">
          {t(back.label)}
        </LinkButton>
        <Button variant="ghost" onClick={onCancel}>
          {t('wallet.purchase.cancel')}
        </Button>
      </div>
    </section>
  );
}
