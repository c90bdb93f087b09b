/** /rule/points (public): how bonus points are earned, shown and exchanged (1 point = 0.008 coin). */
import { PATH } from '../../../contract/paths';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';
import styles from './account.module.css';

const RULES = ['earn', 'show', 'rate', 'step', 'final', 'change'] as const;

export function PointsRulePage() {
  useArea('account');
  const t = useT();
  return (
    <Page title={t('account.pointsRule.title')}>
      <article className={styles.rule}>
        <p>{t('account.pointsRule.intro')}</p>
        <ul>
          {RULES.map((rule) => (
            <li key={rule}>{t(`account.pointsRule.${rule}`, { coin: '0.008', step: 125, value: '1.00' })}</li>
          ))}
        </ul>
        <br />
        <LinkButton to={PATH.points} variant="primary" block>
          {t('account.pointsRule.go')}
        </LinkButton>
      </article>
    </Page>
  );
}
