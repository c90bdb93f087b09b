/**
 * The deposit form's amount for the chosen channel: the presets and the typed amount within the channel's
 * bounds, or — for a purchase — its price, which cannot change. Nothing before a channel is chosen.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { parseAmount } from '../../../machines/deposit-constants';
import type { DepositActor } from '../../../machines/deposit.machine';
import { channelOf } from '../../../machines/deposit.rules';
import { useT } from '../../i18n/use-t';
import { formatCoin } from '../../lib/money';
import { TextField } from '../../ui/field';
import styles from './wallet.module.css';

export function AmountInput({ flow, symbol }: { flow: DepositActor; symbol: string }) {
  const t = useT();
  const { i18n } = useLingui();
  const money = (n: number) => formatCoin(n, i18n.locale);
  const context = useSelector(flow, (s) => s.context);
  const channel = channelOf(context);
  const typed = parseAmount(context.amount);
  const { purchase } = context;
  if (!channel) return null;
  if (purchase) {
    return (
      <TextField
        label={t('wallet.deposit.amount', { symbol })}
        value={money(purchase.price)}
        onValue={() => {}}
        readOnly
        hint={t('wallet.purchase.fixed')}
        error={context.amountError ? t(context.amountError) : null}
      />
    );
  }
  return (
    <>
      <div className={styles.presets} role="group" aria-label={t('wallet.deposit.presets')}>
        {channel.amountList.map((amount) => (
          <button
            key={amount}
            type="button"
            className={`${styles.preset} ${typed === amount ? styles.presetOn : ''}`}
            aria-pressed={typed === amount}
            onClick={() => flow.send({ type: 'amount.preset', amount })}
          >
            {money(amount)}
          </button>
        ))}
      </div>
      <TextField
        label={t('wallet.deposit.amount', { symbol })}
        value={context.amount}
        onValue={(value) => flow.send({ type: 'amount.change', value })}
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        hint={t('wallet.deposit.bounds', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
        error={context.amountError ? t(context.amountError) : null}
      />
    </>
  );
}
