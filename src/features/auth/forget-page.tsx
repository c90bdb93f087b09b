/**
 * /forget: a code to the bound mobile (smsSend purpose 1), then a new password. The forgetPassword flow
 * validates and submits; on success it toasts and goes to /login.
 */
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { PATH } from '../../../contract/paths';
import { type ForgetField, selectCanReset } from '../../../machines/forget-password.machine';
import type { AppConfig } from '../../../contract/types';
import { liveForgetPasswordMachine } from '../../actors/forget-password.actors';
import { accountRules } from '../../lib/auth-config';
import { useSession } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import styles from './auth.module.css';
import { CodeField, MobileField, PasswordPair } from './phone-fields';
import { BusyStatus } from './busy-status';
import { splitOtpError } from './otp-error';
import { ServiceLink } from './service-link';
import { useOtpChild } from './use-otp';
import { ErrorNote } from '../../ui/error-note';

export function ForgetPage() {
  useArea('auth');
  const t = useT();
  const config = useSession((s) => s.context.config);
  return (
    <Page title={t('auth.forget.title')} actions={<ServiceLink />}>
      {config ? <ForgetForm config={config} /> : null}
    </Page>
  );
}

function ForgetForm({ config }: { config: AppConfig }) {
  const t = useT();
  const flow = useFlow(liveForgetPasswordMachine, { rules: accountRules(config) });
  const otp = useOtpChild(flow);
  const form = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(flow, selectCanReset);
  const otpError = useSelector(otp, (s) => s?.context.error ?? null);

  const change = (field: ForgetField) => (value: string) => flow.send({ type: 'field.change', field, value });
  const error = (field: ForgetField) => (form.errors[field] ? t(form.errors[field]) : null);
  const split = splitOtpError(otpError);
  return (
    <>
      <p className={styles.intro}>{t('auth.forget.intro')}</p>
      <form
        className={styles.form}
        // Sent before the app has taken over (a server-rendered page still loading its scripts), the form
        // posts its fields in the body, never in the address; the server answers with the same page again.
        method="post"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          flow.send({ type: 'forget.submit' });
        }}
      >
        <MobileField
          value={form.mobile}
          onValue={change('mobile')}
          error={error('mobile') ?? (split.mobile ? t(split.mobile) : null)}
        />
        <CodeField
          value={form.code}
          onValue={change('code')}
          error={error('code') ?? (split.code ? t(split.code) : null)}
          otp={otp}
          onSend={() => flow.send({ type: 'otp.send' })}
        />
        <PasswordPair
          passwordLabel={t('auth.field.newPassword')}
          password={form.password}
          confirm={form.confirm}
          onPassword={change('password')}
          onConfirm={change('confirm')}
          passwordError={error('password')}
          confirmError={error('confirm')}
        />
        {form.error ? <ErrorNote>{t(form.error)}</ErrorNote> : null}
        <Button type="submit" variant="primary" block disabled={!canSubmit} busy={busy}>
          {t('auth.forget.submit')}
        </Button>
      </form>
      <p className={styles.switch}>
        <Link to={PATH.login}>{t('auth.forget.toLogin')}</Link>
      </p>
      {busy ? <BusyStatus label={t('auth.busy')} /> : null}
    </>
  );
}
