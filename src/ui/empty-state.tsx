/**
 * Nothing to show yet (no games, no notices, no cards, no records): the reason in dim, centred text and, as
 * children, at most a way on (log in, go home). `role` when the emptiness is news (a search with no result).
 */
import type { ReactNode } from 'react';
import { StatusPanel } from './status-panel';
import styles from './status-panel.module.css';

export function EmptyState({
  message,
  role,
  children,
}: {
  message?: ReactNode;
  role?: 'status' | 'alert';
  children?: ReactNode;
}) {
  return (
    <StatusPanel className={styles.empty} role={role}>
      {message ? <p>{message}</p> : null}
      {children}
    </StatusPanel>
  );
}
