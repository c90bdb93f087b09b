/**
 * The pages of the everyday claim activities (docs/promotions.md), both layouts:
 * - sign-up bonus /activity/sign and /lobby/activity/sign (SignUpBonus 15), rule page /rule/signBonus;
 * - free sign /activity/freeSign and /lobby/activity/freeSign (FreeSign 36);
 * - supply /activity/supply (Supply 30), rule page /rule/supply.
 * Each runs the shared claim machine (machines/activity-claim.machine.ts) with its activity id and renders
 * the board with src/ui/claim-list.tsx: a summary, header figures, the items (status, rewards, explanation,
 * the claim button on the claimable one, busy and deaf while a claim runs), a failed claim's message.
 * Loading, failed with retry, empty.
 */
import { ClaimBoardView } from './claim-board';
import styles from './claims.module.css';
import { ACTIVITY } from '../../../contract/ids';
import { ruleOn, type RulePage } from '../../../contract/paths';
import { useLayout } from '../../lib/use-layout';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';

/** The activities of this feature: their title, their how-it-works lines and their rule page. */
const PAGES = {
  [ACTIVITY.SignUpBonus]: { name: 'signUp', rule: 'signBonus' },
  [ACTIVITY.FreeSign]: { name: 'freeSign', rule: null },
  [ACTIVITY.Supply]: { name: 'supply', rule: 'supply' },
} as const satisfies Record<number, { name: string; rule: RulePage | null }>;
type ClaimPageId = keyof typeof PAGES;

export function SignUpBonusPage() {
  return <ActivityClaimPage activityId={ACTIVITY.SignUpBonus} />;
}

export function FreeSignPage() {
  return <ActivityClaimPage activityId={ACTIVITY.FreeSign} />;
}

export function SupplyPage() {
  return <ActivityClaimPage activityId={ACTIVITY.Supply} />;
}

/** One claim activity's page. */
export function ActivityClaimPage({ activityId }: { activityId: ClaimPageId }) {
  useArea('promo-daily', 'promotions');
  const t = useT();
  const layout = useLayout();
  const { name, rule: ruleName } = PAGES[activityId];
  return (
    <Page title={t(`promoDaily.${name}.title`)}>
      <div className={styles.stack}>
        <ClaimBoardView activityId={activityId} listLabel={t('promoDaily.listLabel')} />
        <section className={styles.how} aria-labelledby={`how-${name}`}>
          <h2 id={`how-${name}`} className={styles.howTitle}>
            {t('promoDaily.howItWorks')}
          </h2>
          <p className={styles.howText}>{t(`promoDaily.${name}.how`)}</p>
          {ruleName ? (
            <LinkButton to={ruleOn(layout, ruleName)} variant="secondary">
              {t('promoDaily.rules')}
            </LinkButton>
          ) : null}
        </section>
      </div>
    </Page>
  );
}
