/**
 * A choice among cards: the label around a radio `<input>` (its first child) and the card's text. The card
 * shows the checked and the disabled state of its radio; a visually hidden radio shows its focus on the card.
 */
import type { LabelHTMLAttributes } from 'react';
import styles from './option-card.module.css';

export function OptionCard({ className, ...rest }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label {...rest} className={className ? `${styles.option} ${className}` : styles.option} />;
}
