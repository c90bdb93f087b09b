/**
 * /walletsPassword, a member page: set the 6-digit safebox password (first time: new + confirmation) or
 * change it (old + new + confirmation). Coming from a withdrawal (`?back=1`) it returns there when saved.
 */
import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { PATH } from '../../../contract/paths';
import {
  type SafeboxField,
  selectSafeboxDone,
  selectSafeboxFailed,
  selectSafeboxLoading,
} from '../../../machines/safebox.machine';
import { liveSafeboxMachine } from '../../actors/safebox.actors';
import { useAreaPath } from '../../flow/session-area';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { Button, LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';
import styles from './account.module.css';
import { FailedStatus, LoadingStatus, StatusPanel } from '../../ui/status-panel';
import { BusyStatus, FormError, PinField } from './account-ui';

export function SafeboxPage() {
  useArea('account');
  const t = useT();
  return (
    <Page title={t('account.safebox.title')}>
      <SafeboxForm />
    </Page>
  );
}

function SafeboxForm() {
  const t = useT();
  const [params] = useSearchParams();
  const to = useAreaPath();
  const flow = useFlow(liveSafeboxMachine, { back: params.get('back') === '1' });
  const c = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const loading = useSelector(flow, selectSafeboxLoading);
  const failed = useSelector(flow, selectSafeboxFailed);
  const done = useSelector(flow, selectSafeboxDone);

  if (loading) return <LoadingStatus />;
  if (failed) return <FailedStatus error={c.error} onRetry={() => flow.send({ type: 'safebox.retry' })} />;
  if (done) {
    return (
      <StatusPanel>
        <span className={`${styles.badge} ${styles.ok}`} aria-hidden="true">
          ✓
        </span>
        <h2 className={styles.headline}>
          {t(c.mode === 'init' ? 'account.safebox.setDone' : 'account.safebox.changed')}
        </h2>
        <LinkButton to={to(PATH.withdraw)} variant="primary">
          {t('account.safebox.toWithdraw')}
        </LinkButton>
        <Button variant="ghost" onClick={() => flow.send({ type: 'safebox.again' })}>
          {t('account.safebox.changeAgain')}
        </Button>
      </StatusPanel>
    );
  }

  const change = (field: SafeboxField) => (value: string) => flow.send({ type: 'field.change', field, value });
  const error = (field: SafeboxField) => (c.errors[field] ? t(c.errors[field]) : null);
  return (
    <>
      <p className={styles.dim}>{t(c.mode === 'init' ? 'account.safebox.introInit' : 'account.safebox.introChange')}</p>
      <br />
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          flow.send({ type: 'safebox.submit' });
        }}
      >
        {c.mode === 'change' ? (
          <PinField
            label={t('account.safebox.old')}
            value={c.oldPin}
            onValue={change('oldPin')}
            error={error('oldPin')}
          />
        ) : null}
        <PinField
          label={t(c.mode === 'init' ? 'account.safebox.new' : 'account.safebox.newChange')}
          value={c.pin}
          onValue={change('pin')}
          error={error('pin')}
          hint={t('account.safebox.pinHint')}
        />
        <PinField
          label={t('account.safebox.confirm')}
          value={c.confirm}
          onValue={change('confirm')}
          error={error('confirm')}
        />
        <FormError error={c.error} />
        <Button type="submit" variant="primary" block busy={busy} disabled={busy}>
          {t(c.mode === 'init' ? 'account.safebox.submitInit' : 'account.safebox.submitChange')}
        </Button>
      </form>
      {busy ? <BusyStatus label={t('account.safebox.busy')} /> : null}
    </>
  );
}
