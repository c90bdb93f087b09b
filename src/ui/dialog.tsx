/**
 * A modal on the native <dialog> element: showModal() traps focus, makes the page behind inert and closes on
 * Escape (reported through onClose). `sheet` makes it full-screen (the terms sheet, the deposit panel).
 * Closing it (or removing it while open) shields the page from the rest of the closing double-click
 * (./click-shield.ts). In a server-rendered page an open dialog is painted by CSS (`shown`) until the
 * browser's showModal() takes over after hydration: in a task of its own after the next paint, as it restyles
 * and lays out the whole page at once (the page behind becomes inert), which within hydration's commit made
 * that task a long one on a slow phone.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { isHydrating } from '../lib/app-ready';
import { shieldAfterClose } from './click-shield';
import styles from './dialog.module.css';

export function Dialog({
  open,
  title,
  onClose,
  sheet,
  children,
  actions,
  closeLabel,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  sheet?: boolean;
  children: ReactNode;
  actions?: ReactNode;
  /** Shows a close icon in the title bar with this accessible name. */
  closeLabel?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    let frame = 0;
    let task = 0;
    if (open && !dialog.open) {
      const show = () => {
        if (dialog.isConnected && !dialog.open) dialog.showModal();
      };
      if (isHydrating()) frame = requestAnimationFrame(() => (task = window.setTimeout(show, 0)));
      else show();
    }
    if (!open && dialog.open) {
      dialog.close();
      shieldAfterClose();
    }
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
      // Removed while open (a popup closes by unmounting): the element is already out of the document here.
      // StrictMode's simulated unmount leaves it in, so it shields nothing.
      if (dialog.open && !dialog.isConnected) shieldAfterClose();
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      // `shown` paints an open dialog from the server's HTML, before showModal() runs after hydration.
      className={`${styles.dialog} ${sheet ? styles.sheet : ''} ${open ? styles.shown : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className={styles.body}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {closeLabel ? (
              <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
                <span aria-hidden="true">✕</span>
              </button>
            ) : null}
          </header>
          <div className={styles.content}>{children}</div>
          {actions ? <footer className={styles.actions}>{actions}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
