/**
 * What /login says when the password was right but a cool-off, self-exclusion or closure is in force
 * (docs/player-protection.md): which, until when, and that the balance can still be withdrawn (the withdraw-only page).
 */
import type { components } from '../../../contract/schema';
import { PATH } from '../../../contract/paths';
import { useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { useExclusionText } from '../../ui/exclusion-text';
import styles from './auth.module.css';

type Exclusion = components['schemas']['Exclusion'];

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
