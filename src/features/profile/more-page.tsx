/**
 * /profile/more: the language switch (th-TH / en-US, remembered, announced; the session reloads the
 * server-made content in the new locale), links to About and the legal
 * pages, and logging out through the logout flow (its confirm dialog: Cancel keeps the session, OK signs
 * out — the session clears storage and goes to /login).
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATH, pathOn } from '../../../contract/paths';
import { liveLogoutMachine } from '../../actors/logout.actors';
import { useLayout } from '../../lib/use-layout';
import { useRoot } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { activateLocale, LOCALES, type Locale } from '../../i18n/i18n';
import { useArea, useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Page } from '../../ui/page';
import styles from './profile.module.css';

const LANGUAGE: Record<Locale, { id: string; lang: string }> = {
  'th-TH': { id: 'profile.language.thai', lang: 'th' },
  'en-US': { id: 'profile.language.english', lang: 'en' },
};

export function MorePage() {
  useArea('profile');
  const t = useT();
  const root = useRoot();
  const { i18n } = useLingui();
  const layout = useLayout();
  const logout = useFlow(liveLogoutMachine);
  const confirming = useSelector(logout, (s) => s.hasTag('dialog'));
  const signingOut = useSelector(logout, (s) => s.hasTag('busy'));
  // Visual state only: the language whose activation is announced to screen readers.
  const [announced, setAnnounced] = useState<Locale | null>(null);

  const choose = async (locale: Locale) => {
    if (locale === i18n.locale) return;
    await activateLocale(locale, root.deps.localStore);
    // Server-made texts and images (notices, banners, channel, bank and activity names) come in the new
    // locale from here on: the session asks for them again, without a reload.
    root.session.send({ type: 'locale.changed' });
    setAnnounced(locale);
  };

  return (
    <Page title={t('profile.more.title')}>
      <div className={styles.stack}>
        <fieldset className={styles.card}>
          <legend className={styles.legend}>{t('profile.language.title')}</legend>
          <div className={styles.choices}>
            {LOCALES.map((locale) => (
              <label key={locale} className={styles.choice}>
                <input
                  type="radio"
                  name="language"
                  value={locale}
                  checked={i18n.locale === locale}
                  onChange={() => void choose(locale)}
                />
                <span lang={LANGUAGE[locale].lang}>{t(LANGUAGE[locale].id)}</span>
              </label>
            ))}
          </div>
          <p className="visually-hidden" role="status">
            {announced ? t('profile.language.changed', { language: t(LANGUAGE[announced].id) }) : ''}
          </p>
        </fieldset>

        <nav className={styles.card} aria-label={t('profile.more.links')}>
          <ul className={styles.links}>
            <li>
              <Link to={pathOn(layout, 'about')}>{t('profile.about.title')}</Link>
            </li>
            <li>
              <Link to={PATH.termsOfUse}>{t('common.termsOfUse')}</Link>
            </li>
            <li>
              <Link to={PATH.privacyPolicy}>{t('common.privacyPolicy')}</Link>
            </li>
          </ul>
        </nav>

        <Button variant="secondary" block onClick={() => logout.send({ type: 'logout.request' })}>
          {t('profile.logout.button')}
        </Button>
      </div>

      <Dialog
        open={confirming || signingOut}
        title={t('profile.logout.title')}
        onClose={() => logout.send({ type: 'logout.cancel' })}
        actions={
          <>
            <Button variant="secondary" disabled={signingOut} onClick={() => logout.send({ type: 'logout.cancel' })}>
              {t('common.cancel')}
            </Button>
            <Button busy={signingOut} disabled={signingOut} onClick={() => logout.send({ type: 'logout.confirm' })}>
              {t('common.ok')}
            </Button>
          </>
        }
      >
        <p>{t('profile.logout.tip')}</p>
      </Dialog>
    </Page>
  );
}
