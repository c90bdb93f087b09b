/**
 * /bind (desktop: /lobby/bind), a member page: bind a mobile number to a player who has none. A player with
 * a bound number sees it (masked) and a way back. The bindMobile flow validates, binds, updates the player
 * in the session, toasts and goes back.
 */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { PATH } from '../../../contract/paths';
import { type BindField, selectCanBind, selectBound } from '../../../machines/bind-mobile.machine';
import type { AppConfig, UserInfo } from '../../../contract/types';
import { liveBindMobileMachine } from '../../actors/bind-mobile.actors';
import { accountRules, otpOn } from '../../lib/auth-config';
import { useSession } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { Button, LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';
import styles from './auth.module.css';
import { CodeField, MobileField } from './phone-fields';
import { BusyStatus } from './busy-status';
import { maskMobile } from './mask';
import { splitOtpError } from './otp-error';
import { useOtpChild } from './use-otp';
import { ErrorNote } from '../../ui/error-note';

export function BindPage() {
  useArea('auth');
  const t = useT();
  const config = useSession((s) => s.context.config);
  const user = useSession((s) => s.context.user);
  return <Page title={t('auth.bind.title')}>{config && user ? <BindForm config={config} user={user} /> : null}</Page>;
}

function BindForm({ config, user }: { config: AppConfig; user: UserInfo }) {
  const t = useT();
  const flow = useFlow(liveBindMobileMachine, {
    rules: accountRules(config),
    otp: otpOn(config),
    hasMobile: user.mobile !== '',
  });
  const otp = useOtpChild(flow);
  const bound = useSelector(flow, selectBound);
  const form = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(flow, selectCanBind);
  const otpError = useSelector(otp, (s) => s?.context.error ?? null);
  const boundId = useId();

  if (bound) {
    return (
      <section className={styles.bound} aria-labelledby={boundId}>
        <span className={styles.boundIcon} aria-hidden="true">
          ✓
        </span>
        <h2 id={boundId} className={styles.boundTitle}>
          {t('auth.bind.boundTitle')}
        </h2>
        <p>{t('auth.bind.already', { mobile: maskMobile(user.mobile) })}</p>
        <LinkButton to={PATH.home} variant="primary" block>
          {t('common.goHome')}
        </LinkButton>
      </section>
    );
  }

  const change = (field: BindField) => (value: string) => flow.send({ type: 'field.change', field, value });
  const error = (field: BindField) => (form.errors[field] ? t(form.errors[field]) : null);
  const split = splitOtpError(otpError);
  return (
    <>
      <p className={styles.intro}>{t('auth.bind.intro')}</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          flow.send({ type: 'bind.submit' });
        }}
      >
        <MobileField
          value={form.mobile}
          onValue={change('mobile')}
          error={error('mobile') ?? (split.mobile ? t(split.mobile) : null)}
        />
        {form.otp ? (
          <CodeField
            value={form.code}
            onValue={change('code')}
            error={error('code') ?? (split.code ? t(split.code) : null)}
            otp={otp}
            onSend={() => flow.send({ type: 'otp.send' })}
          />
        ) : null}
        {form.error ? <ErrorNote>{t(form.error)}</ErrorNote> : null}
        <Button type="submit" variant="primary" block disabled={!canSubmit} busy={busy}>
          {t('auth.bind.submit')}
        </Button>
      </form>
      {busy ? <BusyStatus label={t('auth.busy')} /> : null}
    </>
  );
}
