/**
 * /login (docs/product/account.md): account and password, the terms row on builds that show it, the social login
 * button when the provider list offers it, and the return from that provider (?state=…&code=…).
 * The login and socialLogin flows decide everything; this view renders their state and sends events.
 */
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PATH } from '../../../contract/paths';
import { ACCOUNT_MAX_LENGTH } from '../../../machines/constants';
import type { AppConfig } from '../../../contract/types';
import { selectCanLogin } from '../../../machines/login.machine';
import { selectLoadingProviders, selectProvider, selectSocialBusy } from '../../../machines/social-login.machine';
import { liveLoginMachine } from '../../actors/login.actors';
import { liveSocialLoginMachine } from '../../actors/social-login.actors';
import { isGreen, showsTerms } from '../../lib/auth-config';
import { useRoot, useSession } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { STORAGE_KEYS, readItem } from '../../lib/storage-keys';
import { Button } from '../../ui/button';
import { PasswordField, TextField } from '../../ui/field';
import { Page } from '../../ui/page';
import styles from './auth.module.css';
import { BusyStatus } from './busy-status';
import { ServiceLink } from './service-link';
import { BrandTerms, GreenTerms } from './terms-row';
import { ErrorNote } from '../../ui/error-note';
import { ExcludedNotice } from './excluded-notice';

export function LoginPage() {
  useArea('auth');
  const t = useT();
  const config = useSession((s) => s.context.config);
  return (
    <Page title={t('auth.login.title')} actions={<ServiceLink />}>
      {config ? <LoginForm config={config} /> : null}
    </Page>
  );
}

function LoginForm({ config }: { config: AppConfig }) {
  const t = useT();
  const root = useRoot();
  const [query] = useSearchParams();
  const login = useFlow(liveLoginMachine, {
    requireTerms: showsTerms(config),
    rememberedAccount: readItem(root.deps.localStore, STORAGE_KEYS.rememberedAccount) ?? undefined,
  });
  const social = useFlow(liveSocialLoginMachine, { state: query.get('state'), code: query.get('code') });

  const account = useSelector(login, (s) => s.context.account);
  const password = useSelector(login, (s) => s.context.password);
  const passwordVisible = useSelector(login, (s) => s.context.passwordVisible);
  const agreed = useSelector(login, (s) => s.context.agreed);
  const error = useSelector(login, (s) => s.context.error);
  const excluded = useSelector(login, (s) => s.context.excluded);
  const canSubmit = useSelector(login, selectCanLogin);
  const busy = useSelector(login, (s) => s.hasTag('busy'));

  const provider = useSelector(social, selectProvider);
  const providersLoading = useSelector(social, selectLoadingProviders);
  const socialBusy = useSelector(social, selectSocialBusy);
  const socialError = useSelector(social, (s) => s.context.error);

  const setAgreed = useCallback((value: boolean) => login.send({ type: 'terms.set', agreed: value }), [login]);

  return (
    <>
      <form
        className={styles.form}
        // Sent before the app has taken over (a server-rendered page still loading its scripts), the form
        // posts its fields in the body, never in the address; the server answers with the same page again.
        method="post"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          login.send({ type: 'login.submit' });
        }}
      >
        <TextField
          label={t('auth.field.account')}
          placeholder={t('auth.login.accountPlaceholder')}
          name="account"
          value={account}
          onValue={(value) => login.send({ type: 'field.account', value })}
          maxLength={ACCOUNT_MAX_LENGTH}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField
          label={t('auth.field.password')}
          name="password"
          value={password}
          onValue={(value) => login.send({ type: 'field.password', value })}
          visible={passwordVisible}
          onToggle={() => login.send({ type: 'password.toggle' })}
          showLabel={t('auth.password.show')}
          hideLabel={t('auth.password.hide')}
          autoComplete="current-password"
        />
        <p className={styles.forgot}>
          <Link to={PATH.forget}>{t('auth.login.forgot')}</Link>
        </p>
        {isGreen(config) ? (
          <GreenTerms onAgreed={setAgreed} />
        ) : showsTerms(config) ? (
          <BrandTerms agreed={agreed} onToggle={() => login.send({ type: 'terms.toggle' })} />
        ) : null}
        {error ? <ErrorNote>{t(error)}</ErrorNote> : null}
        {excluded ? <ExcludedNotice exclusion={excluded} /> : null}
        <Button type="submit" variant="primary" block disabled={!canSubmit} busy={busy}>
          {t('auth.login.submit')}
        </Button>
      </form>

      {/* While the providers load, the block holds its place unseen: the lines under it do not jump when
          the button appears. */}
      {provider || providersLoading ? (
        <div
          className={`${styles.social} ${provider ? '' : styles.reserved}`}
          aria-hidden={provider ? undefined : true}
        >
          <p className={styles.divider}>
            <span>{t('auth.social.or')}</span>
          </p>
          <Button variant="secondary" block disabled={!provider} onClick={() => social.send({ type: 'social.start' })}>
            <span className={styles.socialIcon} aria-hidden="true" />
            {provider ? t('auth.social.button', { name: provider.name }) : '\u00a0'}
          </Button>
        </div>
      ) : null}
      {socialError ? <ErrorNote>{t(socialError)}</ErrorNote> : null}

      <p className={styles.switch}>
        {t('auth.login.noAccount')} <Link to={PATH.register}>{t('auth.login.toRegister')}</Link>
      </p>
      {busy || socialBusy ? <BusyStatus label={t('auth.login.busy')} /> : null}
    </>
  );
}

/**
 * The socialLogin flow cleans the address bar (`navigate`) as it starts on a provider return, but useFlow
 * subscribes to a flow's intents in a passive effect, after useActorRef has started the actor, so that
 * first intent would be lost. This subscribes before the start. Remove it once use-flow.ts subscribes in a
 * layout effect (then both would perform it; a second replace to /login is harmless).
 */
