/**
 * Festival (Festival 35, recharge-bonus kind 11; docs/promotions.md "Festival (type 35)"):
 * /activity/festival. One board of the shared claim mechanism (machines/activity-claim.machine.ts, adapter
 * src/actors/claim-adapters/festival.ts): the festival's dates (opens on …, runs until …, ended on …), the
 * deposits made during the festival and the tiers they reach, each claimed once; then its rules and a deposit
 * button. There is no rule page for the festival (no /rule/festival): its rules are on this page.
 */
import { ClaimBoardView } from './claim-board';
import styles from './claims.module.css';
import { ACTIVITY } from '../../../contract/ids';
import { deposit } from '../../../contract/paths';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';
import { useCountryTime } from '../../flow/use-country-time';

const RULES = ['dates', 'counts', 'tiers', 'once', 'end'] as const;

export function FestivalPage() {
  useArea('promo-seasonal', 'promo-daily', 'promotions');
  const t = useT();
  const countryTime = useCountryTime();
  return (
    <Page title={t('promoSeasonal.festival.title')}>
      <div className={styles.stack}>
        <section className={styles.board} aria-labelledby="festival-tiers">
          <h2 id="festival-tiers" className={styles.boardTitle}>
            {t('promoSeasonal.festival.tiersTitle')}
          </h2>
          <ClaimBoardView
            activityId={ACTIVITY.Festival}
            listLabel={t('promoSeasonal.festival.listLabel')}
            emptyText={t('promoSeasonal.festival.empty')}
          />
        </section>
        <section className={styles.how} aria-labelledby="festival-rules">
          <h2 id="festival-rules" className={styles.boardTitle}>
            {t('promoSeasonal.rulesTitle')}
          </h2>
          <ol className={styles.howList}>
            {RULES.map((line) => (
              <li key={line}>{t(`promoSeasonal.festival.rule.${line}`, { zone: countryTime })}</li>
            ))}
          </ol>
          <LinkButton to={deposit()} variant="primary" block>
            {t('promoSeasonal.deposit')}
          </LinkButton>
        </section>
      </div>
    </Page>
  );
}
