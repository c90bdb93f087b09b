/** Small pieces the account pages share: money and dates in the shown locale, the busy status, form errors, PIN field. */
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { bindBankCard, pathOn, records } from '../../../contract/paths';
import type { Message } from '../../../machines/message';
import { useLayout } from '../../lib/use-layout';
import { useT } from '../../i18n/use-t';
import { TextField } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import styles from './account.module.css';
import { ErrorNote } from '../../ui/error-note';
import { formatDate, useShownZone } from '../../lib/dates';

export { useMoney } from '../../flow/use-money';

export function useDate(): (ms: number, withTime?: boolean) => string {
  const { i18n } = useLingui();
  const zone = useShownZone();
  return useCallback(
    (ms: number, withTime = true) => formatDate(ms, i18n.locale, withTime ? 'dateTime' : 'date', zone),
    [i18n.locale, zone],
  );
}

export function BusyStatus({ label }: { label: string }) {
  return (
    <div className={styles.busy} role="status" aria-live="polite">
      <span className={styles.busyBox}>
        <Spinner />
        {label}
      </span>
    </div>
  );
}

export function FormError({ error }: { error: Message | null }) {
  const t = useT();
  return error ? <ErrorNote>{t(error)}</ErrorNote> : null;
}

/** A 6-digit safebox password field: digits only, masked, never filled in by the browser. */
export function PinField({
  label,
  value,
  onValue,
  error,
  hint,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
  hint?: string;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onValue={(v) => onValue(v.replace(/\D/g, '').slice(0, 6))}
      error={error ?? null}
      {...(hint ? { hint } : {})}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      pattern="[0-9]*"
    />
  );
}

/** Paths of the account pages that live under /lobby in the desktop table. */
export function useAccountPaths(): {
  records: (tab?: 'deposit' | 'withdraw') => string;
  pointsRule: string;
  bindBankCard: string;
} {
  const layout = useLayout();
  return {
    records: (tab) => records(layout, tab),
    pointsRule: pathOn(layout, 'pointsRule'),
    // Back to this page once the card is bound (the desktop redirect from /bindBankCard would drop the query).
    bindBankCard: bindBankCard({ back: true }, pathOn(layout, 'bindBankCard')),
  };
}
