/**
 * The deposit page's first-charge purchase (?actType=13&amount=<price>&awardId=<package>): the card saying
 * what is bought, and the notice saying why an asked purchase became a plain deposit.
 */
import { ACTIVITY } from '../../../contract/ids';
import { useId } from 'react';
import { activityPath } from '../../../contract/paths';
import type { Purchase } from '../../../machines/deposit.rules';
import type { Message } from '../../../machines/message';
import { useT } from '../../i18n/use-t';
import { Button, LinkButton } from '../../ui/button';
import styles from './wallet.module.css';

/** Where a first-charge purchase leads back to. */
export const FIRST_CHARGE_PATH = activityPath(ACTIVITY.FirstCharge);

/** Why the asked purchase became a plain deposit, with the way back to the offer. */
export function PurchaseNotice({ notice }: { notice: Message }) {
  const t = useT();
  return (
    <div className={styles.purchaseNotice} role="alert">
      <p>{t(notice)}</p>
      <LinkButton to={FIRST_CHARGE_PATH} variant="secondary">
        {t('wallet.purchase.back')}
      </LinkButton>
    </div>
  );
}

/** What the page is buying: the first-charge package, its price and gifts, and the way out to a plain deposit. */
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
