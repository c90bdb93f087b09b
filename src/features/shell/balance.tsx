/**
 * The coin balance with its refresh icon (header, left menu, desktop header). The refresh is the coinRefresh
 * flow: spinning while `refreshing`; a second tap within 5 s is ignored by the flow; the flow toasts.
 * The header owns one flow and lends it to the menu it opens, so both share the same 5 s window.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { coinRefreshMachine } from '../../../machines/coin-refresh.machine';
import { liveCoinRefreshMachine } from '../../actors/coin-refresh.actors';
import { useSession } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { useT } from '../../i18n/use-t';
import { formatCoin } from '../../lib/money';
import { spinningClass } from '../../ui/spinner';
import styles from './balance.module.css';
import { Icon } from './icons';
import { selectCurrencySymbol } from '../../../machines/session.machine';

export type CoinRefreshRef = ActorRefFrom<typeof coinRefreshMachine>;

/** The balance refresh flow for this component's lifetime. */
export function useCoinRefresh(): CoinRefreshRef {
  return useFlow(liveCoinRefreshMachine);
}

export function Balance({
  refresh,
  large,
  className,
}: {
  refresh: CoinRefreshRef;
  large?: boolean;
  className?: string;
}) {
  const t = useT();
  const { i18n } = useLingui();
  const coin = useSession((s) => s.context.user?.coin ?? 0);
  const symbol = useSession(selectCurrencySymbol);
  const refreshing = useSelector(refresh, (s) => s.hasTag('refreshing'));
  return (
    <div className={[styles.balance, large ? styles.large : '', className ?? ''].join(' ')}>
      <span className={styles.amount}>
        <span className="visually-hidden">{t('shell.balance')} </span>
        <span className={styles.symbol} aria-hidden={symbol ? undefined : true}>
          {symbol}
        </span>
        {formatCoin(coin, i18n.locale)}
      </span>
      <button
        type="button"
        className={styles.refresh}
        aria-label={t('shell.refreshBalance')}
        aria-busy={refreshing || undefined}
        onClick={() => refresh.send({ type: 'coin.refresh' })}
      >
        <Icon name="refresh" className={refreshing ? spinningClass : undefined} />
      </button>
    </div>
  );
}
