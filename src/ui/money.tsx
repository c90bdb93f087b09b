/**
 * An amount on its own (a balance, an order's amount): `formatMoney` (`฿1,234.56`) in a span that never wraps.
 * Amounts inside sentences interpolate `formatMoney`'s string, which has no break opportunity either.
 */
import { useLingui } from '@lingui/react';
import { formatMoney } from '../lib/money';
import styles from './money.module.css';

export function Money({ hundredths, symbol, className }: { hundredths: number; symbol: string; className?: string }) {
  const { i18n } = useLingui();
  return (
    <span data-money="" className={className ? `${styles.money} ${className}` : styles.money}>
      {formatMoney(hundredths, symbol, i18n.locale)}
    </span>
  );
}
