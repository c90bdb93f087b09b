/**
 * The toast of the toast machine, announced to screen readers. The region is a manual popover, so a shown
 * toast sits in the top layer: above an open modal dialog (the menu, a sheet) rather than behind it.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useRoot } from './root-context';
import { useT } from '../i18n/use-t';
import styles from './toasts-host.module.css';

export function ToastsHost() {
  const t = useT();
  const root = useRoot();
  const current = useSelector(root.toasts, (s) => s.context.current);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = region.current;
    if (!el || typeof el.showPopover !== 'function') return;
    const open = el.matches(':popover-open');
    if (current && !open) el.showPopover();
    if (!current && open) el.hidePopover();
  }, [current]);
  return (
    <div ref={region} popover="manual" className={styles.region} role="status" aria-live="polite">
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
