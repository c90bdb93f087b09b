/**
 * A seasonal event's extra reward (Christmas: the whole calendar signed; New Year: enough red packets opened):
 * what it gives (coin and points), then "received" or, once earned, its receive button.
 */
import { useLingui } from '@lingui/react';
import { coinOf } from '../../../machines/promo-seasonal.rules';
import type { PrizeItem } from '../../../machines/promotions-constants';
import { useT } from '../../i18n/use-t';
import { formatCoin } from '../../lib/money';
import { Button } from '../../ui/button';
import styles from './seasonal.module.css';

/** The points item of an award. */
const POINTS_ITEM = 2002;

export function ExtraReward({
  title,
  about,
  extra,
  money,
  receiving,
  disabled,
  receiveLabel,
  onReceive,
}: {
  title: string;
  /** The reward's description, given its coin (shown as money) and points. */
  about: (figures: { amount: string; points: string }) => string;
  /** The server's extra reward: its award and status (1 receivable, 2 received). */
  extra: { readonly award: readonly PrizeItem[]; readonly status: number };
  money: (hundredths: number) => string;
  receiving: boolean;
  disabled: boolean;
  receiveLabel: string;
  onReceive: () => void;
}) {
  const t = useT();
  const { i18n } = useLingui();
  const points = extra.award.find((i) => i.id === POINTS_ITEM)?.count ?? 0;
  return (
    <div className={styles.extra}>
      <h3 className={styles.subtitle}>{title}</h3>
      <p className={styles.text}>
        {about({ amount: money(coinOf(extra.award)), points: formatCoin(points, i18n.locale) })}
      </p>
      {extra.status === 2 ? (
        <p className={styles.text}>{t('promoSeasonal.christmas.extraDone')}</p>
      ) : extra.status === 1 ? (
        <Button variant="primary" busy={receiving} disabled={disabled} onClick={onReceive}>
          {receiveLabel}
        </Button>
      ) : null}
    </div>
  );
}
