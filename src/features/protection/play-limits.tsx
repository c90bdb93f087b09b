/**
 * The Responsible-gaming page's loss limits, session-time limit and reality check
 * (docs/player-protection.md). The limits use the page's one limits flow (machines/deposit-limits.machine.ts)
 * and its rows (protection-page.tsx): typed freely, a first or lower limit at once, a raise or removal after
 * 24 hours, cancellable meanwhile. The server refuses a game round that could pass a loss limit and ends play
 * when the session reaches its time limit; the reality check shows over the game at the chosen interval.
 */
import { useSelector } from '@xstate/react';
import { REALITY_CHECK_MINUTES } from '../../../contract/deposit-limit-rules';
import {
  selectLimitsReady,
  selectSavingCheck,
  type DepositLimitsActor,
} from '../../../machines/deposit-limits.machine';
import { useT } from '../../i18n/use-t';
import { LoadingStatus } from '../../ui/status-panel';
import { LimitRow, useLimitFormats } from './limit-row';
import styles from './protection.module.css';

export function LossLimits({ flow }: { flow: DepositLimitsActor }) {
  const t = useT();
  const { money, when } = useLimitFormats();
  const losses = useSelector(flow, (s) => s.context.protection?.lossLimits);
  return (
    <section className={styles.card} aria-labelledby="protection-loss">
      <h2 id="protection-loss" className={styles.heading}>
        {t('protection.loss.title')}
      </h2>
      <p className={styles.dim}>{t('protection.loss.rules')}</p>
      {!losses ? (
        <LoadingStatus />
      ) : (
        <ul className={styles.limits}>
          {losses.map((limit) => (
            <LimitRow
              key={limit.period}
              flow={flow}
              kind="loss"
              period={limit.period}
              entry={limit}
              usage={
                limit.left !== undefined
                  ? t('protection.loss.usedLeft', {
                      net: money(limit.netLoss),
                      left: money(limit.left),
                      resetAt: when(limit.resetAt),
                    })
                  : t('protection.loss.used', { net: money(limit.netLoss), resetAt: when(limit.resetAt) })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

export function SessionLimit({ flow }: { flow: DepositLimitsActor }) {
  const t = useT();
  const { when } = useLimitFormats();
  const protection = useSelector(flow, (s) => s.context.protection);
  const session = protection?.playSession;
  return (
    <section className={styles.card} aria-labelledby="protection-session">
      <h2 id="protection-session" className={styles.heading}>
        {t('protection.session.heading')}
      </h2>
      <p className={styles.dim}>{t('protection.session.rules')}</p>
      {!protection ? (
        <LoadingStatus />
      ) : (
        <ul className={styles.limits}>
          <LimitRow
            flow={flow}
            kind="session"
            period="session"
            entry={protection.sessionLimit ?? {}}
            usage={
              session
                ? session.endsAt !== undefined
                  ? t('protection.session.runningUntil', {
                      startedAt: when(session.startedAt),
                      endsAt: when(session.endsAt),
                    })
                  : t('protection.session.running', { startedAt: when(session.startedAt) })
                : null
            }
          />
        </ul>
      )}
    </section>
  );
}

export function RealityCheckSetting({ flow }: { flow: DepositLimitsActor }) {
  const t = useT();
  const minutes = useSelector(flow, (s) => s.context.protection?.realityCheckMinutes);
  const ready = useSelector(flow, selectLimitsReady);
  const saving = useSelector(flow, selectSavingCheck);
  // The choice shows at once while it is saved (and goes back if saving fails).
  const choice = useSelector(flow, (s) => s.context.checkChoice);
  const shown = saving ? choice : minutes;
  return (
    <section className={styles.card} aria-labelledby="protection-check">
      <h2 id="protection-check" className={styles.heading}>
        {t('protection.check.title')}
      </h2>
      <p className={styles.dim}>{t('protection.check.rules')}</p>
      {minutes === undefined ? (
        <LoadingStatus />
      ) : (
        <fieldset className={styles.choices} aria-busy={saving}>
          <legend className={styles.legend}>{t('protection.check.legend')}</legend>
          {REALITY_CHECK_MINUTES.map((m) => (
            <label key={m} className={styles.choice}>
              <input
                type="radio"
                name="reality-check"
                value={m}
                checked={shown === m}
                disabled={!ready}
                onChange={() => flow.send({ type: 'check.choose', minutes: m })}
              />
              {m === 0 ? t('protection.check.off') : t('protection.check.every', { minutes: m })}
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
