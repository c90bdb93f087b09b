/**
 * The login-pay cards' rule page (public): /rule/dayBonus and desktop /lobby/rule/dayBonus — the mechanic as
 * docs/promotions.md "Login-pay cards" writes it, and a link to the cards.
 */
import { activity } from '../../../contract/paths';
import { useLayout } from '../../lib/use-layout';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';
import styles from './promo-cards.module.css';
import { useCountryTime } from '../../flow/use-country-time';

const RULES = ['buy', 'price', 'daily', 'local', 'missed', 'again', 'deposit'] as const;

export function DayBonusRulePage() {
  useArea('promo-cards');
  const t = useT();
  const countryTime = useCountryTime();
  const layout = useLayout();
  return (
    <Page title={t('promoCards.ruleTitle')}>
      <article className={styles.rule}>
        <ol>
          {RULES.map((line) => (
            <li key={line}>{t(`promoCards.rule.${line}`, { zone: countryTime })}</li>
          ))}
        </ol>
        <LinkButton to={activity('signPay', layout)} variant="primary" block>
          {t('promoCards.go')}
        </LinkButton>
      </article>
    </Page>
  );
}
