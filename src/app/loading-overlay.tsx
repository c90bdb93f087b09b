/** A loading overlay shows until the configuration has loaded; a failed load offers a retry. */
import { useRoot, useSession } from '../flow/root-context';
import { useT } from '../i18n/use-t';
import { Spinner } from '../ui/spinner';
import styles from './loading-overlay.module.css';

export function LoadingOverlay() {
  const t = useT();
  const root = useRoot();
  const state = useSession((s) => (s.hasTag('loading') ? 'loading' : s.hasTag('error') ? 'failed' : 'ready'));
  const error = useSession((s) => s.context.error);
  if (state === 'ready') return null;
  return (
    <div
      className={styles.overlay}
      role={state === 'failed' ? 'alertdialog' : 'status'}
      aria-live="polite"
      aria-busy={state === 'loading'}
    >
      {state === 'loading' ? (
        <>
          <Spinner ring />
          <span className={styles.label}>{t('common.loading')}</span>
        </>
      ) : (
        <div className={styles.failed}>
          <p>{t('common.configFailed')}</p>
          {error ? <p className={styles.detail}>{t(error)}</p> : null}
          <button type="button" className={styles.retry} onClick={() => root.session.send({ type: 'config.retry' })}>
            {t('common.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
