/**
 * The deposit page between the form and the end: checking the asked purchase, checking the payment (with
 * "check now"), still waiting or status unknown (the last check could not be read: check again, reopen the
 * payment, start over) and failed; the end itself is deposit-outcome.tsx.
 */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import {
  selectDepositDone,
  selectDepositFailed,
  selectFinishing,
  selectStatusUnknown,
  selectStillWaiting,
  selectWaiting,
  type DepositActor,
} from '../../../machines/deposit.machine';
import type { UserInfo } from '../../../contract/types';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { ErrorNote } from '../../ui/error-note';
import { Spinner } from '../../ui/spinner';
import { StatusPanel } from '../../ui/status-panel';
import { DepositOutcome } from './deposit-outcome';
import styles from './wallet.module.css';

export function DepositStatus({ flow, user, symbol }: { flow: DepositActor; user: UserInfo; symbol: string }) {
  const t = useT();
  const error = useSelector(flow, (s) => s.context.error);
  const asked = useSelector(flow, (s) => s.context.asked);
  const verifying = useSelector(flow, (s) => s.hasTag('verifying'));
  const checking = useSelector(flow, (s) => s.hasTag('checking'));
  const finishing = useSelector(flow, selectFinishing);
  const waiting = useSelector(flow, selectWaiting);
  const stillWaiting = useSelector(flow, selectStillWaiting);
  const unknown = useSelector(flow, selectStatusUnknown);
  const failed = useSelector(flow, selectDepositFailed);
  const done = useSelector(flow, selectDepositDone);
  const headingId = useId();
  if (verifying) {
    return (
      <StatusPanel as="section" aria-labelledby={headingId} aria-busy="true">
        <Spinner ring size="calc(44 * var(--px))" />
        <h2 id={headingId} className={styles.statusTitle} role="status">
          {t(asked === 'card' ? 'wallet.card.verifying' : 'wallet.purchase.verifying')}
        </h2>
      </StatusPanel>
    );
  }
  if (checking || finishing) {
    return (
      <StatusPanel as="section" aria-labelledby={headingId} aria-busy="true">
        <Spinner ring size="calc(44 * var(--px))" />
        <h2 id={headingId} className={styles.statusTitle}>
          {finishing ? t('wallet.deposit.finishing') : t('wallet.deposit.checking')}
        </h2>
        {error ? <p className={styles.statusNote}>{t(error)}</p> : null}
        {waiting ? (
          <Button variant="secondary" onClick={() => flow.send({ type: 'check.again' })}>
            {t('wallet.deposit.checkNow')}
          </Button>
        ) : null}
      </StatusPanel>
    );
  }
  if (stillWaiting || unknown) {
    return (
      <StatusPanel as="section" aria-labelledby={headingId}>
        <span className={styles.statusIcon} aria-hidden="true">
          <svg
            width="30"
            height="30"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
        </span>
        <h2 id={headingId} className={styles.statusTitle}>
          {unknown ? t('wallet.deposit.statusUnknown') : t('wallet.deposit.stillWaiting')}
        </h2>
        <p className={styles.statusNote}>
          {unknown ? t('wallet.deposit.statusUnknownNote') : t('wallet.deposit.stillWaitingNote')}
        </p>
        {error ? <ErrorNote>{t(error)}</ErrorNote> : null}
        <div className={styles.statusActions}>
          <Button variant="primary" block onClick={() => flow.send({ type: 'check.again' })}>
            {t('wallet.deposit.checkAgain')}
          </Button>
          <Button variant="secondary" block onClick={() => flow.send({ type: 'panel.reopen' })}>
            {t('wallet.deposit.reopen')}
          </Button>
          <Button variant="ghost" block onClick={() => flow.send({ type: 'deposit.restart' })}>
            {t('wallet.deposit.newDeposit')}
          </Button>
        </div>
      </StatusPanel>
    );
  }
  if (failed) {
    return (
      <StatusPanel as="section" aria-labelledby={headingId}>
        <span className={`${styles.statusIcon} ${styles.bad}`} aria-hidden="true">
          !
        </span>
        <h2 id={headingId} className={styles.statusTitle}>
          {t('wallet.deposit.failedTitle')}
        </h2>
        {error ? (
          <p className={styles.statusNote} role="alert">
            {t(error)}
          </p>
        ) : null}
        <Button variant="primary" block onClick={() => flow.send({ type: 'deposit.restart' })}>
          {t('wallet.deposit.tryAgain')}
        </Button>
      </StatusPanel>
    );
  }
  if (done) return <DepositOutcome flow={flow} user={user} symbol={symbol} />;
  return null;
}
