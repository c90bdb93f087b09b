/**
 * The "Take a break" section of /lobby/responsible-gaming: cool-off (24 hours, 7 days, 30
 * days), self-exclusion (6 months, 1 year, 5 years; the first 6 months cannot be ended) and account closure.
 * The choice is made in the section; what happens is said in a dialog before the password is asked, and the
 * end date after. The flow is machines/exclusion-confirm.machine.ts; the server revokes every session at once.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { EXCLUSION_DURATIONS, EXCLUSION_KINDS } from '../../../contract/exclusion-rules';
import {
  selectAskingPassword,
  selectExclusionDialogOpen,
  selectExclusionDone,
  selectReviewing,
  selectSubmitFailed,
  selectSubmitting,
  type ExclusionConfirmActor,
  selectChoosingDuration,
  selectExclusionIdle,
} from '../../../machines/exclusion-confirm.machine';
import { liveExclusionConfirmMachine } from '../../actors/exclusion.actors';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ErrorNote } from '../../ui/error-note';
import { TextField } from '../../ui/field';
import { OptionCard } from '../../ui/option-card';
import { HELPLINE_NUMBER, PAGCOR_EXCLUSION_EMAIL, PAGCOR_EXCLUSION_URL } from '../../lib/exclusion-links';
import styles from './protection.module.css';
import own from './exclusion.module.css';

export function ExclusionSection() {
  useArea('exclusion');
  const t = useT();
  const flow = useFlow(liveExclusionConfirmMachine);
  const choosing = useSelector(flow, selectChoosingDuration);
  const idle = useSelector(flow, selectExclusionIdle);
  return (
    <section className={styles.card} aria-labelledby="protection-exclusion">
      <h2 id="protection-exclusion" className={styles.heading}>
        {t('exclusion.title')}
      </h2>
      <p className={styles.dim}>{t('exclusion.intro')}</p>
      {choosing ? (
        <DurationChoice flow={flow} />
      ) : (
        <div className={own.kinds}>
          {EXCLUSION_KINDS.map((kind) => (
            <div key={kind} className={own.kind}>
              <h3 className={own.kindTitle}>{t(`exclusion.kind.${kind}`)}</h3>
              <p className={styles.dim}>{t(`exclusion.kindText.${kind}`)}</p>
              <Button
                variant={kind === 'closure' ? 'ghost' : 'secondary'}
                disabled={!idle}
                onClick={() => flow.send({ type: 'exclusion.choose', kind })}
              >
                {t(`exclusion.start.${kind}`)}
              </Button>
            </div>
          ))}
        </div>
      )}
      <div className={own.help}>
        <p className={styles.dim}>{t('exclusion.help.pagcor', { email: PAGCOR_EXCLUSION_EMAIL })}</p>
        <a href={PAGCOR_EXCLUSION_URL} target="_blank" rel="noopener noreferrer">
          {t('exclusion.help.pagcorLink')}
        </a>
        <p className={styles.dim}>{t('exclusion.help.helpline', { number: HELPLINE_NUMBER })}</p>
        <a href={`tel:${HELPLINE_NUMBER}`}>{t('exclusion.help.call', { number: HELPLINE_NUMBER })}</a>
      </div>
      <ExclusionDialog flow={flow} />
    </section>
  );
}

function DurationChoice({ flow }: { flow: ExclusionConfirmActor }) {
  const t = useT();
  const { kind, duration } = useSelector(flow, (s) => s.context);
  if (!kind) return null;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'choose.next' });
      }}
    >
      <fieldset className={own.durations}>
        <legend className={own.kindTitle}>{t(`exclusion.choose.${kind}`)}</legend>
        {EXCLUSION_DURATIONS[kind].map((d) => (
          <OptionCard key={d}>
            <input
              type="radio"
              name="exclusion-duration"
              value={d}
              checked={duration === d}
              onChange={() => flow.send({ type: 'duration.choose', duration: d })}
            />
            <span>{t(`exclusion.duration.${d}`)}</span>
          </OptionCard>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          {t('exclusion.next')}
        </Button>
        <Button variant="ghost" onClick={() => flow.send({ type: 'flow.cancel' })}>
          {t('exclusion.cancel')}
        </Button>
      </div>
    </form>
  );
}

function ExclusionDialog({ flow }: { flow: ExclusionConfirmActor }) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const c = useSelector(flow, (s) => s.context);
  const open = useSelector(flow, selectExclusionDialogOpen);
  const reviewing = useSelector(flow, selectReviewing);
  const askingPassword = useSelector(flow, selectAskingPassword);
  const busy = useSelector(flow, selectSubmitting);
  const failed = useSelector(flow, selectSubmitFailed);
  const done = useSelector(flow, selectExclusionDone);
  const kind = c.kind ?? c.exclusion?.kind ?? 'coolOff';
  const close = () => (done ? flow.send({ type: 'done.ack' }) : busy ? undefined : flow.send({ type: 'flow.cancel' }));
  let body: React.ReactNode = null;
  let actions: React.ReactNode = null;
  if (reviewing) {
    body = (
      <>
        <p className={own.strong}>
          {t(`exclusion.review.what.${kind}`, { duration: c.duration ? t(`exclusion.duration.${c.duration}`) : '' })}
        </p>
        <ul className={own.list}>
          <li>{t('exclusion.review.signedOut')}</li>
          <li>{t('exclusion.review.noPlay')}</li>
          <li>{t('exclusion.review.withdraw')}</li>
          <li>{t(`exclusion.review.end.${kind}`)}</li>
        </ul>
      </>
    );
    actions = (
      <>
        <Button variant="secondary" onClick={() => flow.send({ type: 'review.back' })}>
          {t('exclusion.back')}
        </Button>
        <Button variant="primary" onClick={() => flow.send({ type: 'review.confirm' })}>
          {t('exclusion.review.continue')}
        </Button>
      </>
    );
  } else if (askingPassword) {
    body = (
      <form
        id="exclusion-password-form"
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (failed) flow.send({ type: 'submit.retry' });
          else flow.send({ type: 'password.submit' });
        }}
      >
        <p>{t('exclusion.password.why')}</p>
        <TextField
          label={t('exclusion.password.label')}
          type="password"
          value={c.password}
          onValue={(value) => flow.send({ type: 'password.change', value })}
          error={c.fieldError ? t(c.fieldError) : null}
          autoComplete="current-password"
          maxLength={64}
          disabled={busy}
          autoFocus
        />
        {c.error ? <ErrorNote>{t(c.error)}</ErrorNote> : null}
      </form>
    );
    actions = (
      <>
        <Button variant="secondary" onClick={() => flow.send({ type: 'review.back' })} disabled={busy}>
          {t('exclusion.back')}
        </Button>
        <Button type="submit" form="exclusion-password-form" variant="primary" busy={busy} disabled={busy}>
          {failed ? t('exclusion.retry') : t(`exclusion.confirm.${kind}`)}
        </Button>
      </>
    );
  } else if (done && c.exclusion) {
    const endsAt = c.exclusion.endsAt;
    body = (
      <p role="status">
        {endsAt !== undefined
          ? t('exclusion.done.until', { at: formatDate(endsAt, i18n.locale, 'dateTime', zone) })
          : t('exclusion.done.closed')}{' '}
        {t('exclusion.done.signedOut')}
      </p>
    );
    actions = (
      <Button variant="primary" onClick={() => flow.send({ type: 'done.ack' })}>
        {t('exclusion.done.ok')}
      </Button>
    );
  }
  return (
    <Dialog
      open={open}
      title={t(done ? 'exclusion.done.title' : `exclusion.dialog.${kind}`)}
      onClose={close}
      actions={actions}
    >
      {body}
    </Dialog>
  );
}
