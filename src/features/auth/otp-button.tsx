/**
 * The send-code button inside the code field: "Send code", then the seconds left while the otp child counts
 * down (disabled while sending and while the count is above 0).
 */
import { useSelector } from '@xstate/react';
import { selectOtpPhase } from '../../../machines/otp-countdown.machine';
import { useT } from '../../i18n/use-t';
import styles from './auth.module.css';
import type { OtpActor } from './use-otp';

export function OtpButton({ otp, onSend }: { otp: OtpActor | undefined; onSend: () => void }) {
  const t = useT();
  const phase = useSelector(otp, selectOtpPhase);
  const remaining = useSelector(otp, (s) => s?.context.remaining ?? 0);
  const label =
    phase === 'counting'
      ? t('auth.otp.wait', { seconds: remaining })
      : phase === 'sending'
        ? t('auth.otp.sending')
        : t('auth.otp.send');
  return (
    <button
      type="button"
      className={styles.otpButton}
      onClick={onSend}
      disabled={phase !== 'idle'}
      aria-busy={phase === 'sending' || undefined}
    >
      {label}
    </button>
  );
}
