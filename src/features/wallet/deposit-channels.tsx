/** The deposit form's channel picker: one radio per channel (by sort), with the note that applies to it. */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { DepositActor } from '../../../machines/deposit.machine';
import { channelFits } from '../../../machines/deposit.rules';
import type { AppConfig, PlayerData } from '../../../contract/types';
import { useT } from '../../i18n/use-t';
import { formatCoin } from '../../lib/money';
import { OptionCard } from '../../ui/option-card';
import styles from './wallet.module.css';

export function ChannelList({ flow, config, player }: { flow: DepositActor; config: AppConfig; player: PlayerData }) {
  const t = useT();
  const { i18n } = useLingui();
  const money = (n: number) => formatCoin(n, i18n.locale);
  const context = useSelector(flow, (s) => s.context);
  const groupId = useId();
  const { channels, purchase } = context;
  const bankName = (bankId: number) => config.appBankList.find((b) => b.id === bankId)?.shortName ?? `#${bankId}`;
  const hasCard = (bankId: number) => Object.values(player.appUserBankList).some((c) => c.bankId === bankId);
  return (
    <fieldset className={styles.fieldset}>
      <legend id={groupId} className={styles.legend}>
        {t('wallet.deposit.channel')}
      </legend>
      <div className={styles.channels} role="radiogroup" aria-labelledby={groupId}>
        {channels.map((c) => {
          const needsCard = context.depositBank && c.bankId > 0 && !hasCard(c.bankId);
          // A purchase is paid with exactly its price: a channel whose bounds leave it out cannot take it.
          const out = purchase !== null && !channelFits(c, purchase.price);
          const note = out
            ? t('wallet.purchase.channelOut', { min: money(c.minAmount), max: money(c.maxAmount) })
            : needsCard
              ? t('wallet.deposit.needsCard', { bank: bankName(c.bankId) })
              : t(`wallet.deposit.panel.${c.panel}`);
          return (
            <OptionCard key={c.id}>
              <input
                type="radio"
                name="channel"
                className="visually-hidden"
                checked={c.id === context.rechargeType}
                disabled={out}
                onChange={() => flow.send({ type: 'channel.select', id: c.id })}
              />
              <img className={styles.channelIcon} src={c.iconH5} alt="" width={40} height={40} />
              <span className={styles.channelText}>
                <span className={styles.channelName}>{c.name}</span>
                <span className={styles.channelNote}>{note}</span>
              </span>
            </OptionCard>
          );
        })}
      </div>
    </fieldset>
  );
}
