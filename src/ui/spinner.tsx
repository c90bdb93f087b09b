/**
 * The kit's one spinner, decorative (aria-hidden): the text beside it says what is loading. By default a
 * three-quarter arc in the text colour, 1em wide (buttons, busy toasts); `ring` is the larger gold-on-track
 * ring of pages and the loading overlay. `size` is any CSS length.
 */
import type { CSSProperties } from 'react';
import styles from './spinner.module.css';

export function Spinner({ ring, size }: { ring?: boolean; size?: string }) {
  const style = size ? ({ '--spinner-size': size } as CSSProperties) : undefined;
  return (
    <span className={ring ? `${styles.spinner} ${styles.ring}` : styles.spinner} style={style} aria-hidden="true" />
  );
}

/** The class that turns any element like the spinner (the balance's refresh icon while it refreshes). */
export const spinningClass = styles.spinning;
