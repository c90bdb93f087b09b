/**
 * The deposit-driven bonuses on one page (docs/promotions.md "Cash bonus (type 16)", "Ladder
 * recharge (type 17)"): /activity/cashBonus and /lobby/activity/cashBonus. Two boards of the shared claim
 * mechanism (machines/activity-claim.machine.ts, adapters src/actors/claim-adapters/fund.ts and ladder.ts),
 * each with its own loading, failed-with-retry, empty and busy states: the cash-bonus pot (Fund 16) and the
 * ladder tiers of today's deposits (LadderRecharge 17); then how both work and a deposit button.
 */
import { ClaimBoardView } from './claim-board';
import styles from './claims.module.css';
import { ACTIVITY } from '../../../contract/ids';
import { deposit } from '../../../contract/paths';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';

/** The two boards of the page, in order: their activity and their catalog name. */
const BOARDS = [
  { activityId: ACTIVITY.Fund, name: 'fund' },
  { activityId: ACTIVITY.LadderRecharge, name: 'ladder' },
] as const;

export function CashBonusPage() {
  useArea('promo-recharge', 'promo-daily', 'promotions');
  const t = useT();
  return (
    <Page title={t('promoRecharge.title')}>
      <div className={styles.stack}>
        {BOARDS.map(({ activityId, name }) => (
          <section key={name} className={styles.board} aria-labelledby={`promo-recharge-${name}`}>
            <h2 id={`promo-recharge-${name}`} className={styles.boardTitle}>
              {t(`promoRecharge.${name}.title`)}
            </h2>
            <ClaimBoardView
              activityId={activityId}
              listLabel={t(`promoRecharge.${name}.listLabel`)}
              emptyText={t(`promoRecharge.${name}.empty`)}
            />
          </section>
        ))}
        <section className={styles.how} aria-labelledby="promo-recharge-how">
          <h2 id="promo-recharge-how" className={styles.boardTitle}>
            {t('promoRecharge.how.title')}
          </h2>
          <ul className={styles.howList}>
            <li>{t('promoRecharge.how.fund')}</li>
            <li>{t('promoRecharge.how.ladder')}</li>
            <li>{t('promoRecharge.how.counts')}</li>
          </ul>
          <LinkButton to={deposit()} variant="primary" block>
            {t('promoRecharge.deposit')}
          </LinkButton>
        </section>
      </div>
    </Page>
  );
}
