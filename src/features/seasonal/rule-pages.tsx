/**
 * Rule pages of the seasonal events (public): /rule/christmas (Christmas 37) — the mechanic as
 * docs/promotions.md writes it, and a way to the activity.
 */
import { ACTIVITY } from '../../../contract/ids';
import { activityPathOn } from '../../../contract/paths';
import { useLayout } from '../../app/layout';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';
import styles from './seasonal.module.css';

const CHRISTMAS_RULES = ['season', 'sign', 'boxes', 'deposit', 'open', 'calendar', 'end'] as const;

export function ChristmasRulePage() {
  useArea('promo-seasonal');
  const t = useT();
  const layout = useLayout();
  return (
    <Page title={t('promoSeasonal.christmas.ruleTitle')}>
      <article className={styles.card}>
        <ol className={styles.rules}>
          {CHRISTMAS_RULES.map((line) => (
            <li key={line}>{t(`promoSeasonal.christmas.rule.${line}`)}</li>
          ))}
        </ol>
        <LinkButton to={activityPathOn(layout, ACTIVITY.Christmas)} variant="primary" block>
          {t('promoSeasonal.christmas.go')}
        </LinkButton>
      </article>
    </Page>
  );
}
