/**
 * One limit of the Responsible-gaming page, whatever its kind — a deposit or loss window or the
 * session-time limit: its value in force, what it has used, a waiting change with its cancel button, its
 * editor, and the dialog that says whether a change applies at once or in 24 hours. Used by
 * protection-page.tsx (deposit limits) and play-limits.tsx (loss and session-time limits).
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { LIMIT_LOOSEN_DELAY_MS, type LimitKind } from '../../../contract/deposit-limit-rules';
import {
  selectCancellingLimit,
  selectEditingLimit,
  selectLimitChangeAsked,
  selectLimitsReady,
  selectSavingLimit,
  type DepositLimitsActor,
} from '../../../machines/deposit-limits.machine';
import { currentLimit, type LimitEntry, type LimitSlot } from '../../../machines/deposit-limits.rules';
import { useSession } from '../../flow/root-context';
import { useMoney } from '../../flow/use-money';
import { useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ErrorNote } from '../../ui/error-note';
import { TextField } from '../../ui/field';
import styles from './protection.module.css';
import { selectCurrencySymbol } from '../../../machines/session.machine';

/** The formats of a limit's figures: money, a date and time in the shown zone, and the currency symbol. */
export function useLimitFormats() {
  const { i18n } = useLingui();
  const zone = useShownZone();
  const symbol = useSession(selectCurrencySymbol);
  return {
    money: useMoney(),
    when: (at: number) => formatDate(at, i18n.locale, 'dateTime', zone),
    symbol,
  };
}

/** A limit's title, its value as shown, and the words of its buttons and field, by kind. */
export function useLimitWords(kind: LimitKind, period: LimitSlot) {
  const t = useT();
  const { money, symbol } = useLimitFormats();
  const short = period === 'session' ? '' : t(`protection.periodShort.${period}`);
  return {
    title:
      kind === 'session'
        ? t('protection.session.title')
        : t(kind === 'loss' ? `protection.loss.period.${period}` : `protection.period.${period}`),
    value: (amount: number) =>
      kind === 'session' ? t('protection.session.minutes', { minutes: amount }) : money(amount),
    set: kind === 'session' ? t('protection.session.set') : t('protection.limit.set', { period: short }),
    change: kind === 'session' ? t('protection.session.change') : t('protection.limit.change', { period: short }),
    field: kind === 'session' ? t('protection.session.field') : t('protection.limit.field', { period: short, symbol }),
  };
}

/** One limit: its value in force, what it has used (`usage`), a waiting change, and its editor. */
export function LimitRow({
  flow,
  kind,
  period,
  entry,
  usage,
}: {
  flow: DepositLimitsActor;
  kind: LimitKind;
  period: LimitSlot;
  entry: LimitEntry;
  usage: string | null;
}) {
  const t = useT();
  const { when } = useLimitFormats();
  const words = useLimitWords(kind, period);
  const mine = (c: { kind: LimitKind; period: LimitSlot | null }) => c.kind === kind && c.period === period;
  const editing = useSelector(flow, (s) => selectEditingLimit(s) && mine(s.context));
  const cancelling = useSelector(flow, (s) => selectCancellingLimit(s) && mine(s.context));
  const canEdit = useSelector(flow, selectLimitsReady);
  const headingId = `limit-${kind}-${period}`;
  return (
    <li className={styles.limit} aria-labelledby={headingId}>
      <div className={styles.limitHead}>
        <h3 id={headingId} className={styles.limitTitle}>
          {words.title}
        </h3>
        <strong className={styles.limitAmount}>
          {entry.amount !== undefined ? words.value(entry.amount) : t('protection.limit.none')}
        </strong>
      </div>
      {usage ? <p className={styles.dim}>{usage}</p> : null}
      {entry.pending ? (
        <div className={styles.pending}>
          <p>
            {entry.pending.amount !== undefined
              ? t('protection.limit.pendingRaise', {
                  amount: words.value(entry.pending.amount),
                  at: when(entry.pending.effectiveAt),
                })
              : t('protection.limit.pendingRemove', { at: when(entry.pending.effectiveAt) })}
          </p>
          <Button
            variant="secondary"
            onClick={() => flow.send({ type: 'pending.cancel', period, kind })}
            busy={cancelling}
            disabled={!canEdit}
          >
            {t('protection.limit.cancelChange')}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <LimitForm flow={flow} kind={kind} period={period} />
      ) : (
        <Button variant="secondary" onClick={() => flow.send({ type: 'limit.edit', period, kind })} disabled={!canEdit}>
          {entry.amount !== undefined ? words.change : words.set}
        </Button>
      )}
    </li>
  );
}

function LimitForm({ flow, kind, period }: { flow: DepositLimitsActor; kind: LimitKind; period: LimitSlot }) {
  const t = useT();
  const words = useLimitWords(kind, period);
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
        label={words.field}
        value={c.value}
        onValue={(value) => flow.send({ type: 'field.change', value })}
        error={c.fieldError ? t(c.fieldError) : null}
        inputMode={kind === 'session' ? 'numeric' : 'decimal'}
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

export function ConfirmDialog({ flow }: { flow: DepositLimitsActor }) {
  const t = useT();
  const kind = useSelector(flow, (s) => s.context.kind);
  const open = useSelector(flow, selectLimitChangeAsked);
  const busy = useSelector(flow, selectSavingLimit);
  return (
    <Dialog
      open={open}
      title={t(kind === 'deposit' ? 'protection.confirm.title' : `protection.${kind}.confirm.title`)}
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
  const { when } = useLimitFormats();
  const c = useSelector(flow, (s) => s.context);
  const words = useLimitWords(c.kind, c.period ?? 'day');
  // When a waiting change would apply if confirmed now (the server counts from its own clock).
  const [appliesAt] = useState(() => Date.now() + LIMIT_LOOSEN_DELAY_MS);
  if (!c.period) return null;
  const period = c.period === 'session' ? '' : t(`protection.periodShort.${c.period}`);
  const current = words.value(currentLimit(c) ?? 0);
  // Deposit limits keep their words; loss and session-time limits have their own (protection.<kind>.confirm.*).
  const key = (step: string) =>
    c.kind === 'deposit' ? `protection.confirm.${step}` : `protection.${c.kind}.confirm.${step}`;
  return (
    <p>
      {c.change === 'immediate'
        ? t(key('now'), { period, amount: words.value(c.next ?? 0) })
        : c.next === null
          ? t(key('remove'), { period, at: when(appliesAt), current })
          : t(key('raise'), { period, amount: words.value(c.next), at: when(appliesAt), current })}
    </p>
  );
}
