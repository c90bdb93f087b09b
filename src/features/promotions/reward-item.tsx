/**
 * A reward item of spec §9 (coin 2001 and points 2002 counted in hundredths, coupons, percent boosts,
 * new-year items, sign-in cards): an icon by kind, its name and amount.
 */
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { itemAmount, itemKind, type ItemKind, type PrizeItem } from '../../../machines/promotions-constants';
import { useT } from '../../i18n/use-t';
import { formatCoin } from '../../lib/money';
import styles from './promotions.module.css';

const PATHS: Record<ItemKind, string> = {
  coin: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v10M9 9.5c0-1.5 6-1.5 6 0S9 12 9 14s6 1.5 6 0',
  points: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z',
  coupon: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4ZM9 7v10',
  boost: 'M19 5 5 19M7 5a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z',
  newYear: 'M4 10h16v10H4zM2 6h20v4H2zM12 6v14M12 6S10 2 7.5 3 8 6 12 6Zm0 0s2-4 4.5-3S16 6 12 6Z',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  prop: 'M12 2 3 7v10l9 5 9-5V7ZM3 7l9 5 9-5M12 12v10',
};

function ItemIcon({ kind }: { kind: ItemKind }) {
  return (
    <svg
      className={`${styles.itemIcon} ${styles[`kind_${kind}`] ?? ''}`}
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

/** "Coin 150.00", "Points 20.00", "Coupon ×1", … */
function useItemLabel(): (item: PrizeItem) => { name: string; amount: string } {
  const t = useT();
  const { i18n } = useLingui();
  return (item) => {
    const kind = itemKind(item.id);
    const money = kind === 'coin' || kind === 'points';
    return {
      name: t(`promotions.item.${kind}`, { id: item.id }),
      amount: money ? formatCoin(item.count, i18n.locale) : t('promotions.item.count', { count: itemAmount(item) }),
    };
  };
}

export function RewardItem({ item, action, large }: { item: PrizeItem; action?: ReactNode; large?: boolean }) {
  const label = useItemLabel()(item);
  return (
    <li className={`${styles.item} ${large ? styles.itemLarge : ''}`}>
      <ItemIcon kind={itemKind(item.id)} />
      <span className={styles.itemText}>
        <span className={styles.itemName}>{label.name}</span>
        <span className={styles.itemAmount}>{label.amount}</span>
      </span>
      {action}
    </li>
  );
}
