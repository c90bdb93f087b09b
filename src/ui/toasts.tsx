/** The toast of the toast machine, announced to screen readers. */
import { useSelector } from '@xstate/react';
import { useRoot } from '../app/root-context';
import { useT } from '../i18n/use-t';
import styles from './toasts.module.css';

export function Toasts() {
  const t = useT();
  const root = useRoot();
  const current = useSelector(root.toasts, (s) => s.context.current);
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {current ? (
        <button
          type="button"
          key={current.id}
          className={`${styles.toast} ${styles[current.tone]}`}
          onClick={() => root.toasts.send({ type: 'toast.dismiss' })}
        >
          {t(current.message)}
        </button>
      ) : null}
    </div>
  );
}
