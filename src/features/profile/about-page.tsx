/** /about: what the app is, its version, the regulatory notice (Philippines, 21+, one account, no bots), support. */
import { APP_VERSION, MIN_AGE } from '../../../machines/constants';
import { useSession } from '../../flow/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import styles from './profile.module.css';

export function AboutPage() {
  useArea('profile');
  const t = useT();
  const email = useSession((s) => s.context.config?.supportEmail ?? '');
  return (
    <Page title={t('profile.about.title')}>
      <div className={styles.stack}>
        <section className={styles.card} aria-labelledby="about-app">
          <h2 id="about-app" className={styles.heading}>
            {t('profile.about.appName')}
          </h2>
          <p>{t('profile.about.intro')}</p>
          <p className={styles.meta}>{t('profile.about.version', { version: APP_VERSION })}</p>
        </section>
        <section className={styles.card} aria-labelledby="about-rules">
          <h2 id="about-rules" className={styles.heading}>
            {t('profile.about.rulesTitle')}
          </h2>
          <ul className={styles.rules}>
            <li>{t('profile.about.regulator')}</li>
            <li>{t('profile.about.age', { age: MIN_AGE })}</li>
            <li>{t('profile.about.oneAccount')}</li>
            <li>{t('profile.about.noBots')}</li>
          </ul>
        </section>
        {email ? (
          <section className={styles.card} aria-labelledby="about-support">
            <h2 id="about-support" className={styles.heading}>
              {t('profile.about.supportTitle')}
            </h2>
            <p>
              {t('profile.about.support')} <a href={`mailto:${email}`}>{email}</a>
            </p>
          </section>
        ) : null}
      </div>
    </Page>
  );
}
