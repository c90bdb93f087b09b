/**
 * The other user data (the profile-info flow): real name, date of birth (21+ when given), e-mail, gender and
 * address; real name and birthday are read-only once identity verification supplied them.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { PROFILE_MIN_AGE, REAL_NAME_MAX, utcDay } from '../../../contract/profile-rules';
import type { OtherField } from '../../../machines/profile-edit.rules';
import { selectInfoFailed, selectInfoLoading } from '../../../machines/profile-info.machine';
import { liveProfileInfoMachine } from '../../actors/profile-info.actors';
import { useFlow } from '../../flow/use-flow';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { ErrorNote } from '../../ui/error-note';
import { DayField, TextField } from '../../ui/field';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import styles from './account-profile.module.css';

const GENDERS = [0, 1, 2] as const;

export function InfoForm() {
  const t = useT();
  // The calendar day the age rule is checked on, fixed when the page opens (UTC, as the server checks it).
  const [today] = useState(() => utcDay(Date.now()));
  const flow = useFlow(liveProfileInfoMachine, { today });
  const c = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const loading = useSelector(flow, selectInfoLoading);
  const failed = useSelector(flow, selectInfoFailed);

  if (loading) return <LoadingStatus />;
  if (failed) return <FailedStatus error={c.error} onRetry={() => flow.send({ type: 'info.retry' })} />;

  const d = c.draft;
  const verified = c.saved.verified === 1;
  const change = (field: OtherField) => (value: string) => flow.send({ type: 'field.change', field, value });
  const error = (field: OtherField) => (c.errors[field] ? t(c.errors[field]) : null);
  return (
    <form
      className={`${styles.card} ${styles.form}`}
      noValidate
      aria-label={t('accountProfile.info.title')}
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'info.submit' });
      }}
    >
      {verified ? <p className={styles.dim}>{t('accountProfile.info.verifiedNote')}</p> : null}
      <TextField
        label={t('accountProfile.info.realName')}
        value={d.realName}
        onValue={change('realName')}
        error={error('realName')}
        maxLength={REAL_NAME_MAX}
        autoComplete="name"
        readOnly={verified || busy}
      />
      <DayField
        label={t('accountProfile.info.birthday')}
        value={d.birthday}
        onValue={change('birthday')}
        error={error('birthday')}
        hint={t('accountProfile.info.birthdayHint', { age: PROFILE_MIN_AGE })}
        max={today}
        autoComplete="bday"
        readOnly={verified || busy}
      />
      <TextField
        label={t('accountProfile.info.email')}
        type="email"
        value={d.email}
        onValue={change('email')}
        error={error('email')}
        maxLength={120}
        autoComplete="email"
        readOnly={busy}
      />
      <fieldset className={styles.choices} disabled={busy}>
        <legend>{t('accountProfile.info.gender')}</legend>
        {GENDERS.map((g) => (
          <label key={g} className={styles.choice}>
            <input
              type="radio"
              name="gender"
              value={g}
              checked={d.gender === g}
              onChange={() => flow.send({ type: 'gender.change', gender: g })}
            />
            {t(`accountProfile.info.gender.${g}`)}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('accountProfile.info.address')}
        value={d.address}
        onValue={change('address')}
        error={error('address')}
        maxLength={200}
        autoComplete="street-address"
        readOnly={busy}
      />
      {c.error ? <ErrorNote>{t(c.error)}</ErrorNote> : null}
      <Button type="submit" variant="primary" block busy={busy} disabled={busy}>
        {busy ? t('accountProfile.user.saving') : t('accountProfile.info.save')}
      </Button>
    </form>
  );
}
