/**
 * Rule pages of the everyday claim activities (public): /rule/signBonus (sign-up bonus, SignUpBonus 15)
 * and /rule/supply (Supply 30) — the mechanic as docs/promotions.md writes it, and a link to the activity.
 */
import { ACTIVITY } from '../../../contract/ids';
import { activityPathOn } from '../../../contract/paths';
import { useLayout } from '../../lib/use-layout';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';
import styles from './claims.module.css';
import { useCountryTime } from '../../flow/use-country-time';

const SIGN_BONUS_RULES = ['days', 'once', 'missed', 'rewards', 'local', 'end'] as const;
const SUPPLY_RULES = ['who', 'amount', 'once', 'list', 'local'] as const;

export function SignBonusRulePage() {
  return <RulePageView name="signUp" lines={SIGN_BONUS_RULES} activityId={ACTIVITY.SignUpBonus} />;
}

export function SupplyRulePage() {
  return <RulePageView name="supply" lines={SUPPLY_RULES} activityId={ACTIVITY.Supply} />;
}

function RulePageView({
  name,
  lines,
  activityId,
}: {
  name: 'signUp' | 'supply';
  lines: readonly string[];
  activityId: number;
}) {
  useArea('promo-daily');
  const t = useT();
  const countryTime = useCountryTime();
  const layout = useLayout();
  return (
    <Page title={t(`promoDaily.${name}.ruleTitle`)}>
      <article className={styles.rule}>
        <ol>
          {lines.map((line) => (
            <li key={line}>{t(`promoDaily.${name}.rule.${line}`, { zone: countryTime })}</li>
          ))}
        </ol>
        <LinkButton to={activityPathOn(layout, activityId)} variant="primary" block>
          {t(`promoDaily.${name}.go`)}
        </LinkButton>
      </article>
    </Page>
  );
}
