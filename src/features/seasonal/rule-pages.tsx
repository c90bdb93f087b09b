/**
 * Rule pages of the seasonal events (public): /rule/christmas (Christmas 37) and /rule/newYear (New Year 38) —
 * the mechanic as docs/promotions.md writes it, and a way to the activity.
 */
import { ACTIVITY } from '../../../contract/ids';
import { activityPathOn } from '../../../contract/paths';
import { useLayout } from '../../lib/use-layout';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';
import styles from './seasonal.module.css';
import { useCountryTime } from '../../flow/use-country-time';

const CHRISTMAS_RULES = ['season', 'sign', 'boxes', 'deposit', 'open', 'calendar', 'end'] as const;
const NEW_YEAR_RULES = ['season', 'tasks', 'boxes', 'packet', 'limit', 'extra', 'ticker'] as const;

export function ChristmasRulePage() {
  return <RulePageView name="christmas" lines={CHRISTMAS_RULES} activityId={ACTIVITY.Christmas} />;
}

export function NewYearRulePage() {
  return <RulePageView name="newYear" lines={NEW_YEAR_RULES} activityId={ACTIVITY.NewYear} />;
}

function RulePageView({
  name,
  lines,
  activityId,
}: {
  name: 'christmas' | 'newYear';
  lines: readonly string[];
  activityId: number;
}) {
  useArea('promo-seasonal');
  const t = useT();
  const countryTime = useCountryTime();
  const layout = useLayout();
  return (
    <Page title={t(`promoSeasonal.${name}.ruleTitle`)}>
      <article className={styles.card}>
        <ol className={styles.rules}>
          {lines.map((line) => (
            <li key={line}>{t(`promoSeasonal.${name}.rule.${line}`, { zone: countryTime })}</li>
          ))}
        </ol>
        <LinkButton to={activityPathOn(layout, activityId)} variant="primary" block>
          {t(`promoSeasonal.${name}.go`)}
        </LinkButton>
      </article>
    </Page>
  );
}
