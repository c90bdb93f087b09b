/**
 * What /login says when the password was right but a cool-off, self-exclusion or closure is in force (issue
 * 25 §3): which, until when, and that the balance can still be withdrawn (the withdraw-only page).
 */
import { useLingui } from '@lingui/react';
import type { components } from '../../../contract/schema';
import { PATH } from '../../../contract/paths';
import { useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { LinkButton } from '../../ui/button';
import styles from './auth.module.css';

type Exclusion = components['schemas']['Exclusion'];

/** The sentence saying which exclusion is in force and until when (also on the withdraw-only page). */
export function useExclusionText(): (exclusion: Exclusion) => string {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  return (exclusion) =>
    exclusion.endsAt === undefined
      ? t('auth.excluded.closure')
      : t(`auth.excluded.${exclusion.kind === 'coolOff' ? 'coolOff' : 'selfExclusion'}`, {
          at: formatDate(exclusion.endsAt, i18n.locale, 'dateTime', zone),
        });
}

export function ExcludedNotice({ exclusion }: { exclusion: Exclusion }) {
  const t = useT();
  const text = useExclusionText();
  return (
    <div className={styles.excluded} role="alert">
      <p>{text(exclusion)}</p>
      <p>{t('auth.excluded.withdraw')}</p>
      <LinkButton to={PATH.withdrawOnly} variant="secondary">
        {t('auth.excluded.withdrawGo')}
      </LinkButton>
    </div>
  );
}
