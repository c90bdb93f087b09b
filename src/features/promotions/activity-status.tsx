/**
 * The loading and the failed state of an activity's content (first charge, invite): "Loading…", or the
 * flow's error in its own words with a retry button.
 */
import type { Message } from '../../../machines/message';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import styles from './promotions.module.css';

export function ActivityStatus({
  failed,
  error,
  onRetry,
}: {
  failed: boolean;
  error: Message | null;
  onRetry: () => void;
}) {
  const t = useT();
  if (!failed) {
    return (
      <p className={styles.status} role="status">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <div className={styles.status} role="alert">
      <p>{error ? t(error) : t('common.error')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
