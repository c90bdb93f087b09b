/** The state of a deposit or a withdrawal as a coloured label. */
import type { ExchangeOrder, RechargeOrder } from '../../../machines/records.machine';
import { useT } from '../../i18n/use-t';
import styles from './account.module.css';

const WITHDRAWAL_TONE = { processing: 'wait', paid: 'ok', rejected: 'bad' } as const;
const DEPOSIT_TONE = { pending: 'wait', done: 'ok', failed: 'bad', expired: 'dim' } as const;

export function WithdrawalStatus({ status }: { status: ExchangeOrder['status'] }) {
  const t = useT();
  return (
    <span className={styles.pill} data-tone={WITHDRAWAL_TONE[status]}>
      {t(`account.withdrawal.status.${status}`)}
    </span>
  );
}

export function DepositStatus({ status }: { status: RechargeOrder['status'] }) {
  const t = useT();
  return (
    <span className={styles.pill} data-tone={DEPOSIT_TONE[status]}>
      {t(`account.deposit.status.${status}`)}
    </span>
  );
}
