/**
 * /lobby/responsible-gaming (both layouts): the player's deposit limits per day, week and month —
 * the limit in force, what is used and left, when the window resets, a pending raise or removal with the time
 * it applies and a button to cancel it — set or changed with an amount typed freely, confirmed in a dialog
 * that says whether the change applies at once or in 24 hours. The same rows and dialog serve the loss limits
 * and the session-time limit (play-limits.tsx). The limits flow (machines/deposit-limits.machine.ts), one for the
 * page, holds every step; the server enforces the limits on every deposit, round and game launch.
 */
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { PATH } from '../../../contract/paths';
import {
  selectLimitsLoadFailed,
  selectLimitsReady,
  type DepositLimitsActor,
} from '../../../machines/deposit-limits.machine';
import { liveDepositLimitsMachine } from '../../actors/deposit-limits.actors';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { ErrorNote } from '../../ui/error-note';
import { Page } from '../../ui/page';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import { ConfirmDialog, LimitRow, useLimitFormats } from './limit-row';
import { LossLimits, RealityCheckSetting, SessionLimit } from './play-limits';
import { AccountSecuritySection } from './account-security-section';
import { ExclusionSection } from './exclusion-section';
import styles from './protection.module.css';
import { useCountryTime } from '../../flow/use-country-time';

export function ProtectionPage() {
  useArea('protection');
  const t = useT();
  const flow = useFlow(liveDepositLimitsMachine);
  return (
    <Page title={t('protection.title')}>
      <div className={styles.stack}>
        <section className={styles.card}>
          <p className={styles.intro}>{t('protection.intro')}</p>
        </section>
        <DepositLimits flow={flow} />
        <LossLimits flow={flow} />
        <SessionLimit flow={flow} />
        <RealityCheckSetting flow={flow} />
        <ConfirmDialog flow={flow} />
        <ExclusionSection />
        <AccountSecuritySection />
        <section className={styles.card} aria-labelledby="protection-help">
          <h2 id="protection-help" className={styles.heading}>
            {t('protection.help.title')}
          </h2>
          <p className={styles.dim}>{t('protection.help.text')}</p>
          <Link to={PATH.service}>{t('protection.help.service')}</Link>
        </section>
      </div>
    </Page>
  );
}

function DepositLimits({ flow }: { flow: DepositLimitsActor }) {
  const t = useT();
  const countryTime = useCountryTime();
  const { money, when } = useLimitFormats();
  const c = useSelector(flow, (s) => s.context);
  const loadFailed = useSelector(flow, selectLimitsLoadFailed);
  const ready = useSelector(flow, selectLimitsReady);
  return (
    <section className={styles.card} aria-labelledby="protection-deposit">
      <h2 id="protection-deposit" className={styles.heading}>
        {t('protection.deposit.title')}
      </h2>
      <p className={styles.dim}>{t('protection.deposit.rules', { zone: countryTime })}</p>
      {loadFailed ? (
        <FailedStatus error={c.error} onRetry={() => flow.send({ type: 'limits.retry' })} />
      ) : !c.protection ? (
        <LoadingStatus />
      ) : (
        <>
          {c.error && ready ? <ErrorNote>{t(c.error)}</ErrorNote> : null}
          <ul className={styles.limits}>
            {c.protection.depositLimits.map((limit) => (
              <LimitRow
                key={limit.period}
                flow={flow}
                kind="deposit"
                period={limit.period}
                entry={limit}
                usage={
                  limit.left !== undefined
                    ? t('protection.limit.usedLeft', {
                        used: money(limit.used),
                        left: money(limit.left),
                        resetAt: when(limit.resetAt),
                      })
                    : t('protection.limit.used', { used: money(limit.used), resetAt: when(limit.resetAt) })
                }
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
