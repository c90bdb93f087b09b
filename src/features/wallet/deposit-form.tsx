/**
 * The deposit form (the flow's `choosing`, `debouncing` and `creating`): the balance, the first-deposit
 * hint, the purchase being bought or why it became a plain deposit, the channel, the amount and submit.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { PATH } from '../../../contract/paths';
import { parseAmount } from '../../../machines/deposit-constants';
import type { DepositActor } from '../../../machines/deposit.machine';
import { channelOf } from '../../../machines/deposit.rules';
import type { Message } from '../../../machines/message';
import type { AppConfig, PlayerData, UserInfo } from '../../../contract/types';
import { useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Money } from '../../ui/money';
import { Button, LinkButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorNote } from '../../ui/error-note';
import { AmountInput } from './deposit-amount';
import { ChannelList } from './deposit-channels';
import { DepositLimitNote } from './deposit-limit-note';
import { PurchaseCard, PurchaseNotice } from './deposit-purchase';
import styles from './wallet.module.css';

/** A deposit refused for a deposit limit (2019): its values, for the view to format. */
function limitRefusalOf(
  error: Message | null,
): { period: string; amount: number; left: number; resetAt: number } | null {
  const v = error?.id === 'wallet.deposit.failed.2019' ? error.values : undefined;
  if (!v || typeof v.period !== 'string') return null;
  return { period: v.period, amount: Number(v.amount), left: Number(v.left), resetAt: Number(v.resetAt) };
}

export function DepositForm({
  flow,
  config,
  user,
  player,
}: {
  flow: DepositActor;
  config: AppConfig;
  user: UserInfo;
  player: PlayerData;
}) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const context = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const channel = channelOf(context);
  const typed = parseAmount(context.amount);
  const symbol = config.currency.symbol;
  const purchase = context.purchase;
  const limitRefusal = limitRefusalOf(context.error);

  if (context.channels.length === 0) {
    return (
      <EmptyState message={t('wallet.deposit.noChannels')} role="status">
        <LinkButton to={PATH.home} variant="primary">
          {t('common.goHome')}
        </LinkButton>
      </EmptyState>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'deposit.submit' });
      }}
    >
      <div className={styles.balanceCard}>
        <span className={styles.balanceLabel}>{t('wallet.balance')}</span>
        <strong className={styles.balanceValue}>
          <Money hundredths={user.coin} symbol={symbol} />
        </strong>
      </div>
      {player.firstRecharge === 0 && config.firstDepositBonus > 0 ? (
        <p className={styles.firstHint}>
          {t('wallet.deposit.firstBonus', { amount: formatMoney(config.firstDepositBonus, symbol, i18n.locale) })}
        </p>
      ) : null}
      {context.notice ? <PurchaseNotice notice={context.notice} kind={context.asked} /> : null}
      {purchase ? (
        <PurchaseCard
          purchase={purchase}
          money={(n) => formatMoney(n, symbol, i18n.locale)}
          onCancel={() => flow.send({ type: 'purchase.cancel' })}
        />
      ) : null}

      {context.depositBank && context.boundBankIds.length === 0 ? (
        <p className={styles.notice}>{t('wallet.deposit.needsAnyCard')}</p>
      ) : null}
      <ChannelList flow={flow} config={config} player={player} />

      <DepositLimitNote symbol={symbol} reloadKey={limitRefusal ? limitRefusal.resetAt + limitRefusal.left : 0} />
      <AmountInput flow={flow} symbol={symbol} />
      {!channel && context.amountError ? <ErrorNote>{t(context.amountError)}</ErrorNote> : null}
      {limitRefusal ? (
        <ErrorNote>
          {t('wallet.deposit.failed.2019', {
            period: t(`wallet.limit.period.${limitRefusal.period}`),
            amount: formatMoney(limitRefusal.amount, symbol, i18n.locale),
            left: formatMoney(limitRefusal.left, symbol, i18n.locale),
            resetAt: formatDate(limitRefusal.resetAt, i18n.locale, 'dateTime', zone),
          })}
        </ErrorNote>
      ) : context.error ? (
        <ErrorNote>{t(context.error)}</ErrorNote>
      ) : null}
      <Button type="submit" variant="primary" block busy={busy}>
        {typed !== null && channel
          ? t('wallet.deposit.submitAmount', { amount: formatMoney(typed, symbol, i18n.locale) })
          : t('wallet.deposit.submit')}
      </Button>
      {busy ? (
        <p className="visually-hidden" role="status">
          {t('wallet.deposit.creating')}
        </p>
      ) : null}
    </form>
  );
}
