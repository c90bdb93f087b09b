/** Money in the shown locale with the site's currency symbol, for any page. */
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { formatMoney } from '../lib/money';
import { useSession } from './root-context';
import { selectCurrencySymbol } from '../../machines/session.machine';

/** Integer hundredths with the currency symbol, in the shown locale: `฿1,234.56`. */
export function useMoney(): (hundredths: number) => string {
  const { i18n } = useLingui();
  const symbol = useSession(selectCurrencySymbol);
  return useCallback((h: number) => formatMoney(h, symbol, i18n.locale), [symbol, i18n.locale]);
}
