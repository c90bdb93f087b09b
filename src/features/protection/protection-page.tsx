/**
 * /lobby/responsible-gaming (both layouts; issue 25): the player's deposit limits per day, week and month —
 * the limit in force, what is used and left, when the window resets, a pending raise or removal with the time
 * it applies and a button to cancel it — set or changed with an amount typed freely, confirmed in a dialog
 * that says whether the change applies at once or in 24 hours. The deposit-limits flow
 * (machines/deposit-limits.machine.ts) holds every step; the server enforces the limits on every deposit.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LIMIT_LOOSEN_DELAY_MS, type LimitPeriod } from '../../../contract/deposit-limit-rules';
import { PATH } from '../../../contract/paths';
import type { DepositLimitsActor } from '../../../machines/deposit-limits.machine';
import { currentLimit, type DepositLimit } from '../../../machines/deposit-limits.rules';
import { liveDepositLimitsMachine } from '../../actors/deposit-limits.actors';
import { useSession } from '../../app/root-context';
import { useFlow } from '../../app/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ErrorNote } from '../../ui/error-note';
import { TextField } from '../../ui/field';
import { Page } from '../../ui/page';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import { AccountSecuritySection } from './account-security-section';
import { ExclusionSection } from './exclusion-section';
import styles from './protection.module.css';

export function ProtectionPage() {
  useArea('protection');
  const t = useT();
  return (
    <Page title={t('protection.title')}>
      <div className={styles.stack}>
        <section className={styles.card}>
          <p className={styles.intro}>{t('protection.intro')}</p>
        </section>
        <DepositLimits />
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

function DepositLimits() {
  const t = useT();
  const flow = useFlow(liveDepositLimitsMachine);
  const state = useSelector(flow, (s) => s);
  const c = state.context;
  return (
    <section className={styles.card} aria-labelledby="protection-deposit">
      <h2 id="protection-deposit" className={styles.heading}>
        {t('protection.deposit.title')}
      </h2>
      <p className={styles.dim}>{t('protection.deposit.rules')}</p>
      {state.matches('loadFailed') ? (
        <FailedStatus error={c.error} onRetry={() => flow.send({ type: 'limits.retry' })} />
      ) : !c.protection ? (
        <LoadingStatus />
      ) : (
        <>
          {c.error && state.matches('ready') ? <ErrorNote>{t(c.error)}</ErrorNote> : null}
          <ul className={styles.limits}>
            {c.protection.depositLimits.map((limit) => (
              <LimitRow key={limit.period} flow={flow} limit={limit} />
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog flow={flow} />
    </section>
  );
}

function useMoney() {
  const { i18n } = useLingui();
  const zone = useShownZone();
  const symbol = useSession((s) => s.context.config?.currency.symbol ?? '');
  return {
    money: (n: number) => formatMoney(n, symbol, i18n.locale),
    when: (at: number) => formatDate(at, i18n.locale, 'dateTime', zone),
    symbol,
  };
}

function LimitRow({ flow, limit }: { flow: DepositLimitsActor; limit: DepositLimit }) {
  const t = useT();
  const { money, when } = useMoney();
  const editing = useSelector(
    flow,
    (s) =>
      (s.matches('editing') || s.matches('confirming') || s.matches('saving')) && s.context.period === limit.period,
  );
  const cancelling = useSelector(flow, (s) => s.matches('cancelling') && s.context.period === limit.period);
  const canEdit = useSelector(flow, (s) => s.matches('ready'));
  const headingId = `limit-${limit.period}`;
  return (
    <li className={styles.limit} aria-labelledby={headingId}>
      <div className={styles.limitHead}>
        <h3 id={headingId} className={styles.limitTitle}>
          {t(`protection.period.${limit.period}`)}
        </h3>
        <strong className={styles.limitAmount}>
          {limit.amount !== undefined ? money(limit.amount) : t('protection.limit.none')}
        </strong>
      </div>
      <p className={styles.dim}>
        {limit.left !== undefined
          ? t('protection.limit.usedLeft', {
              used: money(limit.used),
              left: money(limit.left),
              resetAt: when(limit.resetAt),
            })
          : t('protection.limit.used', { used: money(limit.used), resetAt: when(limit.resetAt) })}
      </p>
      {limit.pending ? (
        <div className={styles.pending}>
          <p>
            {limit.pending.amount !== undefined
              ? t('protection.limit.pendingRaise', {
                  amount: money(limit.pending.amount),
                  at: when(limit.pending.effectiveAt),
                })
              : t('protection.limit.pendingRemove', { at: when(limit.pending.effectiveAt) })}
          </p>
          <Button
            variant="secondary"
            onClick={() => flow.send({ type: 'pending.cancel', period: limit.period })}
            busy={cancelling}
            disabled={!canEdit}
          >
            {t('protection.limit.cancelChange')}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <LimitForm flow={flow} period={limit.period} />
      ) : (
        <Button
          variant="secondary"
          onClick={() => flow.send({ type: 'limit.edit', period: limit.period })}
          disabled={!canEdit}
        >
          {limit.amount !== undefined
            ? t('protection.limit.change', { period: t(`protection.periodShort.${limit.period}`) })
            : t('protection.limit.set', { period: t(`protection.periodShort.${limit.period}`) })}
        </Button>
      )}
    </li>
  );
}

function LimitForm({ flow, period }: { flow: DepositLimitsActor; period: LimitPeriod }) {
  const t = useT();
  const { symbol } = useMoney();
  const c = useSelector(flow, (s) => s.context);
  const hasLimit = currentLimit(c) !== null;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'limit.submit' });
      }}
    >
      <TextField
        label={t('protection.limit.field', { period: t(`protection.periodShort.${period}`), symbol })}
        value={c.value}
        onValue={(value) => flow.send({ type: 'field.change', value })}
        error={c.fieldError ? t(c.fieldError) : null}
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        // The form opens on the player's tap: the field is what they came for.
        autoFocus
      />
      {c.error ? <ErrorNote>{t(c.error)}</ErrorNote> : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          {t('protection.limit.save')}
        </Button>
        {hasLimit ? (
          <Button variant="secondary" onClick={() => flow.send({ type: 'limit.remove' })}>
            {t('protection.limit.remove')}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={() => flow.send({ type: 'edit.cancel' })}>
          {t('protection.limit.back')}
        </Button>
      </div>
    </form>
  );
}

function ConfirmDialog({ flow }: { flow: DepositLimitsActor }) {
  const t = useT();
  const open = useSelector(flow, (s) => s.matches('confirming') || s.matches('saving'));
  const busy = useSelector(flow, (s) => s.matches('saving'));
  return (
    <Dialog
      open={open}
      title={t('protection.confirm.title')}
      onClose={() => flow.send({ type: 'confirm.back' })}
      actions={
        <>
          <Button variant="secondary" onClick={() => flow.send({ type: 'confirm.back' })} disabled={busy}>
            {t('protection.limit.back')}
          </Button>
          <Button variant="primary" onClick={() => flow.send({ type: 'limit.confirm' })} busy={busy} disabled={busy}>
            {t('protection.confirm.ok')}
          </Button>
        </>
      }
    >
      <ConfirmText flow={flow} />
    </Dialog>
  );
}

/** What confirming does; mounted when the dialog opens, so "in 24 hours" counts from then. */
function ConfirmText({ flow }: { flow: DepositLimitsActor }) {
  const t = useT();
  const { money, when } = useMoney();
  const c = useSelector(flow, (s) => s.context);
  // When a waiting change would apply if confirmed now (the server counts from its own clock).
  const [appliesAt] = useState(() => Date.now() + LIMIT_LOOSEN_DELAY_MS);
  if (!c.period) return null;
  const period = t(`protection.periodShort.${c.period}`);
  const current = money(currentLimit(c) ?? 0);
  return (
    <p>
      {c.change === 'immediate'
        ? t('protection.confirm.now', { period, amount: money(c.next ?? 0) })
        : c.next === null
          ? t('protection.confirm.remove', { period, at: when(appliesAt), current })
          : t('protection.confirm.raise', { period, amount: money(c.next), at: when(appliesAt), current })}
    </p>
  );
}
