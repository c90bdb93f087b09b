/**
 * /register (docs/product/account.md) in the variant of the configuration (registerType; green mode registers by
 * phone and picks the website): account (username or phone), password and confirmation, the one-time code
 * with its send button when OTP is on, the terms row on builds that show it. The register flow validates,
 * submits and reports; its otp child sends the code and counts down.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { PATH } from '../../../contract/paths';
import { type RegisterField, selectCanRegister } from '../../../machines/register.machine';
import type { AppConfig } from '../../../contract/types';
import { liveRegisterMachine } from '../../actors/register.actors';
import { isGreen, registerInput, showsTerms } from '../../lib/auth-config';
import { useRoot, useSession } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { formatCoin } from '../../lib/money';
import { Button } from '../../ui/button';
import { SelectField, TextField } from '../../ui/field';
import { Page } from '../../ui/page';
import styles from './auth.module.css';
import { CodeField, MobileField, PasswordPair } from './phone-fields';
import { BusyStatus } from './busy-status';
import { ServiceLink } from './service-link';
import { BrandTerms, GreenTerms } from './terms-row';
import { splitOtpError } from './otp-error';
import { useOtpChild } from './use-otp';
import { ErrorNote } from '../../ui/error-note';

export function RegisterPage() {
  useArea('auth');
  const t = useT();
  const config = useSession((s) => s.context.config);
  return (
    <Page title={t('auth.register.title')} actions={<ServiceLink />}>
      {config ? <RegisterForm config={config} /> : null}
    </Page>
  );
}

function RegisterForm({ config }: { config: AppConfig }) {
  const t = useT();
  const { i18n } = useLingui();
  // The host the page is on (on the server: the one the browser asked for).
  const host = new URL(useRoot().deps.origin).host;
  const flow = useFlow(liveRegisterMachine, registerInput(config, host));
  const otp = useOtpChild(flow);
  const form = useSelector(flow, (s) => s.context);
  const canSubmit = useSelector(flow, selectCanRegister);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const otpError = useSelector(otp, (s) => s?.context.error ?? null);
  // Purely visual: whether the passwords are shown.

  const change = (field: RegisterField | 'website') => (value: string) =>
    flow.send({ type: 'field.change', field, value });
  const setAgreed = useCallback((value: boolean) => flow.send({ type: 'terms.set', agreed: value }), [flow]);
  const { mobile: otpMobileError, code: otpCodeError } = splitOtpError(otpError);
  const error = (field: RegisterField) => (form.errors[field] ? t(form.errors[field]) : null);
  const phone = form.variant !== 'username';
  const withCode = form.variant === 'phone' && form.otp;
  const green = isGreen(config);
  return (
    <>
      {config.userRegisterCoin > 0 ? (
        <p className={styles.reward}>
          {t('auth.register.reward', { amount: formatCoin(config.userRegisterCoin, i18n.locale) })}
        </p>
      ) : null}
      <form
        className={styles.form}
        // Sent before the app has taken over (a server-rendered page still loading its scripts), the form
        // posts its fields in the body, never in the address; the server answers with the same page again.
        method="post"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          flow.send({ type: 'register.submit' });
        }}
      >
        {green ? (
          <SelectField
            label={t('auth.field.website')}
            value={form.website}
            options={[{ value: form.host, label: form.host }]}
            onValue={change('website')}
          />
        ) : null}
        {phone ? (
          <MobileField
            value={form.account}
            onValue={change('account')}
            error={error('account') ?? (otpMobileError ? t(otpMobileError) : null)}
            hint={form.variant === 'phoneNoOtp' ? t('auth.register.phoneNote') : undefined}
          />
        ) : (
          <TextField
            label={t('auth.field.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={form.account}
            onValue={change('account')}
            error={error('account')}
          />
        )}
        <PasswordPair
          passwordLabel={t('auth.field.password')}
          password={form.password}
          confirm={form.confirm}
          onPassword={change('password')}
          onConfirm={change('confirm')}
          passwordError={error('password')}
          confirmError={error('confirm')}
        />
        {withCode ? (
          <CodeField
            value={form.code}
            onValue={change('code')}
            error={error('code') ?? (otpCodeError ? t(otpCodeError) : null)}
            otp={otp}
            onSend={() => flow.send({ type: 'otp.send' })}
          />
        ) : null}
        {green ? (
          <GreenTerms onAgreed={setAgreed} />
        ) : showsTerms(config) ? (
          <BrandTerms agreed={form.agreed} onToggle={() => flow.send({ type: 'terms.toggle' })} />
        ) : null}
        {form.error ? <ErrorNote>{t(form.error)}</ErrorNote> : null}
        <Button type="submit" variant="primary" block disabled={!canSubmit} busy={busy}>
          {t('auth.register.submit')}
        </Button>
      </form>
      <p className={styles.switch}>
        {t('auth.register.haveAccount')} <Link to={PATH.login}>{t('auth.register.toLogin')}</Link>
      </p>
      {busy ? <BusyStatus label={t('auth.register.busy')} /> : null}
    </>
  );
}
