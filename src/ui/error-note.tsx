/** A form's or a page's error message, announced when it appears (role alert). */
import type { ReactNode } from 'react';
import styles from './error-note.module.css';

export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p className={styles.errorNote} role="alert">
      {children}
    </p>
  );
}
