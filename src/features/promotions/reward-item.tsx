/**
 * A reward item (coin 2001 and points 2002 counted in hundredths, coupons, percent boosts,
 * new-year items, sign-in cards): an icon by kind, its name and amount.
 */
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { itemAmount, itemKind, type ItemKind, type PrizeItem } from '../../../machines/promotions-constants';
import { useT } from '../../i18n/use-t';
import { formatCoin } from '../../lib/money';
import { RewardIcon } from '../../ui/reward-item';
import styles from './promotions.module.css';

function ItemIcon({ kind }: { kind: ItemKind }) {
  return <RewardIcon kind={kind} className={`${styles.itemIcon} ${styles[`kind_${kind}`] ?? ''}`} />;
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
