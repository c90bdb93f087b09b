/**
 * /withdraw-only/exclusion: the excluded player's break as the server has it — kind, start and end
 * in the shown time zone — and what can be done about it. A cool-off is never ended early; a closed account is
 * reopened only by customer service; a self-exclusion in its first 6 months says from when it can be ended
 * (getExclusion's `revocableAt`, before the player asks); after that the player asks with their password and it
 * ends 24 hours later. It runs in the withdraw-only area (src/flow/session-area.tsx) on that session; the flow is
 * machines/end-exclusion.machine.ts.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { PATH } from '../../../contract/paths';
import {
  selectClosure,
  selectCoolOff,
  selectEndable,
  selectEnding,
  selectEndPasswordAsked,
  selectEndSubmitFailed,
  selectNoExclusion,
  selectTooEarly,
  type EndExclusionActor,
  selectExclusionLoadFailed,
  selectExclusionLoading,
} from '../../../machines/end-exclusion.machine';
import { liveEndExclusionMachine } from '../../actors/exclusion.actors';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { Button, LinkButton } from '../../ui/button';
import { ErrorNote } from '../../ui/error-note';
import { TextField } from '../../ui/field';
import { Page } from '../../ui/page';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import { HELPLINE_NUMBER } from '../../lib/exclusion-links';
import styles from './protection.module.css';

export function EndExclusionPage() {
  useArea('exclusion');
  const t = useT();
  const flow = useFlow(liveEndExclusionMachine);
  const loading = useSelector(flow, selectExclusionLoading);
  const failed = useSelector(flow, selectExclusionLoadFailed);
  const error = useSelector(flow, (s) => s.context.error);
  return (
    <Page title={t('endExclusion.title')}>
      {loading ? (
        <LoadingStatus />
      ) : failed ? (
        <FailedStatus error={error} onRetry={() => flow.send({ type: 'exclusion.retry' })} />
      ) : (
        <div className={styles.stack}>
          <ExclusionState flow={flow} />
          <p className={styles.dim}>{t('exclusion.help.helpline', { number: HELPLINE_NUMBER })}</p>
          <LinkButton to={PATH.withdrawOnly} variant="secondary">
            {t('endExclusion.back')}
          </LinkButton>
        </div>
      )}
    </Page>
  );
}

function ExclusionState({ flow }: { flow: EndExclusionActor }) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const exclusion = useSelector(flow, (s) => s.context.exclusion);
  const asked = useSelector(flow, (s) => s.context.asked);
  const none = useSelector(flow, selectNoExclusion);
  const coolOff = useSelector(flow, selectCoolOff);
  const closure = useSelector(flow, selectClosure);
  const early = useSelector(flow, selectTooEarly);
  const ending = useSelector(flow, selectEnding);
  const endable = useSelector(flow, selectEndable);
  const passwordAsked = useSelector(flow, selectEndPasswordAsked);
  const date = (ms: number) => formatDate(ms, i18n.locale, 'dateTime', zone);
  if (none || !exclusion) {
    return (
      <section className={styles.card} aria-labelledby="end-exclusion-kind">
        <h2 id="end-exclusion-kind" className={styles.heading}>
          {t('endExclusion.none.title')}
        </h2>
        <p className={styles.intro}>{t('endExclusion.none')}</p>
        <br />
        <LinkButton to={PATH.login} variant="primary">
          {t('withdrawOnly.login')}
        </LinkButton>
      </section>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="end-exclusion-kind">
      <h2 id="end-exclusion-kind" className={styles.heading}>
        {t(`exclusion.kind.${exclusion.kind}`)}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('endExclusion.started')}</dt>
          <dd>{date(exclusion.startedAt)}</dd>
        </div>
        <div>
          <dt>{t('endExclusion.ends')}</dt>
          <dd data-testid="exclusion-ends">
            {exclusion.endsAt !== undefined ? date(exclusion.endsAt) : t('endExclusion.noEnd')}
          </dd>
        </div>
      </dl>
      {coolOff ? <p className={styles.intro}>{t('endExclusion.coolOff')}</p> : null}
      {closure ? (
        <p className={styles.intro}>
          {t('endExclusion.closure')} <Link to={PATH.service}>{t('withdrawOnly.service')}</Link>
        </p>
      ) : null}
      {early && exclusion.revocableAt !== undefined ? (
        <p className={styles.intro} data-testid="exclusion-revocable">
          {t('endExclusion.early', { at: date(exclusion.revocableAt) })}
        </p>
      ) : null}
      {ending && exclusion.endsAt !== undefined ? (
        <p className={styles.intro} role={asked ? 'status' : undefined}>
          {t(asked ? 'endExclusion.asked' : 'endExclusion.ending', { at: date(exclusion.endsAt) })}
        </p>
      ) : null}
      {endable ? (
        <>
          <p className={styles.intro}>{t('endExclusion.endable')}</p>
          <br />
          <Button variant="primary" onClick={() => flow.send({ type: 'end.start' })}>
            {t('endExclusion.start')}
          </Button>
        </>
      ) : null}
      {passwordAsked ? <PasswordForm flow={flow} /> : null}
    </section>
  );
}

function PasswordForm({ flow }: { flow: EndExclusionActor }) {
  const t = useT();
  const { password, fieldError, error } = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const failed = useSelector(flow, selectEndSubmitFailed);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        flow.send(failed ? { type: 'submit.retry' } : { type: 'password.submit' });
      }}
    >
      <p className={styles.intro}>{t('endExclusion.confirmText')}</p>
      <TextField
        label={t('exclusion.password.label')}
        type="password"
        value={password}
        onValue={(value) => flow.send({ type: 'password.change', value })}
        error={fieldError ? t(fieldError) : null}
        autoComplete="current-password"
        maxLength={64}
        disabled={busy || failed}
        autoFocus
      />
      {error ? <ErrorNote>{t(error)}</ErrorNote> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => flow.send({ type: 'end.cancel' })} disabled={busy}>
          {t('exclusion.cancel')}
        </Button>
        <Button type="submit" variant="primary" busy={busy} disabled={busy}>
          {failed ? t('exclusion.retry') : t('endExclusion.confirm')}
        </Button>
      </div>
    </form>
  );
}
