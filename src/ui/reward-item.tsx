/**
 * A reward item as a row: an icon by kind (coin, points, coupon, boost, new-year item, sign-in
 * card, other prop), its name and its amount — texts already translated and formatted by the caller
 * (coin and points counts are hundredths: `itemAmount` / `formatCoin`). Presentational only: any feature
 * that lists rewards (mail attachments, task rewards, reward details) renders them with this.
 */
import type { ReactNode } from 'react';
import type { ItemKind } from '../../machines/promotions-constants';
import styles from './reward-item.module.css';

const PATHS: Record<ItemKind, string> = {
  coin: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v10M9 9.5c0-1.5 6-1.5 6 0S9 12 9 14s6 1.5 6 0',
  points: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z',
  coupon: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4ZM9 7v10',
  boost: 'M19 5 5 19M7 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z',
  newYear: 'M4 10h16v10H4zM2 6h20v4H2zM12 6v14M12 6S10 2 7.5 3 8 6 12 6Zm0 0s2-4 4.5-3S16 6 12 6Z',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  prop: 'M12 2 3 7v10l9 5 9-5V7ZM3 7l9 5 9-5M12 12v10',
};

/** The item's icon (decorative: the name says what it is). */
export function RewardIcon({ kind, className }: { kind: ItemKind; className?: string }) {
  return (
    <svg
      className={className ?? `${styles.icon} ${styles[kind] ?? ''}`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}

/** One item in a list (`<ul>`): icon, name, amount, and an optional action at the end. */
export function RewardRow({
  kind,
  name,
  amount,
  action,
}: {
  kind: ItemKind;
  name: string;
  amount: string;
  action?: ReactNode;
}) {
  return (
    <li className={styles.item}>
      <RewardIcon kind={kind} />
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.amount}>{amount}</span>
      </span>
      {action}
    </li>
  );
}
