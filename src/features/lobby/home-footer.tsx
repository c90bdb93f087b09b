/**
 * The home page's footer on mobile: the legal links, the 21+ and responsible
 * gaming note, the enabled game brands and the copyright (hidden in green mode). The desktop shell has
 * its own, fuller footer.
 */
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { PATH } from '../../../contract/paths';
import { MIN_AGE } from '../../../machines/constants';
import { useSession } from '../../flow/root-context';
import { useT } from '../../i18n/use-t';
import { localeYear, useShownZone } from '../../lib/dates';
import { useNearViewport } from '../../lib/near-viewport';
import styles from './home-footer.module.css';

export function HomeFooter() {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const config = useSession((s) => s.context.config);
  // The brand logos are asked for when the footer comes near the screen (as the game icons are), not with
  // the first view: the browser's own lazy loading would fetch them at once, ahead of the page's content.
  const [brandsRef, near] = useNearViewport<HTMLUListElement>();
  if (!config) return null;
  const brands = config.appGameBrandList.filter((b) => b.status === 1).sort((a, b) => a.sort - b.sort);
  return (
    <footer className={styles.footer}>
      {brands.length ? (
        <ul className={styles.brands} aria-label={t('lobby.footer.brands')} ref={brandsRef}>
          {brands.map((b) => (
            <li key={b.id} className={styles.brand}>
              {near ? <img src={b.icon3} alt={b.showName} width={64} height={32} decoding="async" /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <nav className={styles.links} aria-label={t('lobby.footer.legal')}>
        <Link to={PATH.termsOfUse}>{t('common.termsOfUse')}</Link>
        <Link to={PATH.privacyPolicy}>{t('common.privacyPolicy')}</Link>
        <Link to={PATH.about}>{t('lobby.footer.about')}</Link>
        <Link to={PATH.protection}>{t('lobby.footer.protection')}</Link>
      </nav>
      <p className={styles.age}>
        <span className={styles.badge}>{MIN_AGE}+</span> {t('lobby.footer.age', { age: MIN_AGE })}
      </p>
      {config.mode === 'green' ? null : (
        <p className={styles.copyright}>
          {t('lobby.footer.copyright', { year: localeYear(new Date(), i18n.locale, zone) })}
        </p>
      )}
    </footer>
  );
}
