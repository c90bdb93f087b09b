/**
 * VIP rebate (/activity/vipRebate, /lobby/activity/vipRebate; VIP 8) and follow rewards (/activity/follow,
 * /lobby/activity/follow; FollowRewards 21) — docs/promotions.md. Both run the shared claim
 * machine (machines/activity-claim.machine.ts) with their adapter (src/actors/claim-adapters/vip-rebate.ts,
 * follow.ts) and render the board with src/ui/claim-list.tsx: a summary, header figures, the items (status,
 * rewards, explanation, the claim button on the claimable one, busy and deaf while a claim runs; a follow
 * network's "open" link while it is not followed yet), a failed claim's message; loading, failed with retry,
 * empty. The VIP page links to the VIP levels; the follow page reloads its board when the player comes back
 * from a network's page.
 */
import { ClaimBoardView } from './claim-board';
import styles from './claims.module.css';
import { ACTIVITY } from '../../../contract/ids';
import { pathOn } from '../../../contract/paths';
import { useLayout } from '../../lib/use-layout';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';
import { useCountryTime } from '../../flow/use-country-time';

const AREAS = ['promo-rebate', 'promo-daily', 'promotions'] as const;

export function VipRebatePage() {
  useArea(...AREAS);
  const t = useT();
  const countryTime = useCountryTime();
  const layout = useLayout();
  return (
    <Page title={t('promoRebate.vip.title')}>
      <div className={styles.stack}>
        <ClaimBoardView activityId={ACTIVITY.VIP} listLabel={t('promoRebate.vip.listLabel')} />
        <section className={styles.how} aria-labelledby="how-vip-rebate">
          <h2 id="how-vip-rebate" className={styles.howTitle}>
            {t('promoRebate.howItWorks')}
          </h2>
          <p className={styles.howText}>{t('promoRebate.vip.how', { zone: countryTime })}</p>
          <LinkButton to={pathOn(layout, 'vip')} variant="secondary">
            {t('promoRebate.vip.vipLink')}
          </LinkButton>
        </section>
      </div>
    </Page>
  );
}

export function FollowRewardsPage() {
  useArea(...AREAS);
  const t = useT();
  return (
    <Page title={t('promoRebate.follow.title')}>
      <div className={styles.stack}>
        <ClaimBoardView activityId={ACTIVITY.FollowRewards} listLabel={t('promoRebate.follow.listLabel')} />
        <section className={styles.how} aria-labelledby="how-follow">
          <h2 id="how-follow" className={styles.howTitle}>
            {t('promoRebate.howItWorks')}
          </h2>
          <p className={styles.howText}>{t('promoRebate.follow.how')}</p>
        </section>
      </div>
    </Page>
  );
}
