/** The loading toast of a flow's `busy` state ("Logging in…"): shown while the call runs, gone on the answer. */
import { Spinner } from '../../ui/spinner';
import styles from './auth.module.css';

export function BusyStatus({ label }: { label: string }) {
  return (
    <div className={styles.busy} role="status" aria-live="polite">
      <span className={styles.busyBox}>
        <Spinner size="18px" />
        {label}
      </span>
    </div>
  );
}
