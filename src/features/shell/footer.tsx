/**
 * The desktop footer: About (terms, privacy), Contact (service contacts, those named "…Service…"
 * hidden; a live-chat contact opens the customer-service widget), in green mode the payment methods (GCash, Maya), the app badges, the social networks, the
 * enabled game brands, the payment and regulator images (and in green mode the responsibility one), the 21+
 * notice and the country copyright (hidden in green mode).
 * Its pictures are below the first screen: lazy, so the server's HTML does not preload them (React preloads an
 * eager <img>) ahead of the first screen's own.
 */
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { PATH } from '../../../contract/paths';
import { APK_INSTALL_REFERRER, MIN_AGE } from '../../../machines/constants';
import { liveChatOf, footerContacts } from '../../../machines/customer-service.rules';
import { useRoot, useSession } from '../../flow/root-context';
import { openServiceOnClick } from '../../lib/service-click';
import { SESSION_KEYS, readItem } from '../../lib/storage-keys';
import { useT } from '../../i18n/use-t';
import { localeYear, useShownZone } from '../../lib/dates';
import styles from './footer.module.css';
import { genericImage, isGreen } from './shell-data';

/** How the social networks are written (proper names, the same in every language). */
const NETWORK_NAMES: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  telegram: 'Telegram',
  line: 'LINE',
};

/** The app download address with the APK install referrer (`h5dl`). */
function apkDownloadUrl(downloadUrl: string): string {
  if (!downloadUrl) return '';
  return `${downloadUrl}${downloadUrl.includes('?') ? '&' : '?'}install_referrer=${APK_INSTALL_REFERRER}`;
}

export function Footer() {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const root = useRoot();
  const config = useSession((s) => s.context.config);
  const native = readItem(root.deps.tabStore, SESSION_KEYS.nativeApp) === '1';
  if (!config) return null;
  const green = isGreen(config);
  const image = (key: string) => genericImage(config, key)?.img;
  const contacts = footerContacts(config.serviceContacts);
  // A live chat opens in the widget (and, in the native app, every contact through its link); other contacts
  // are plain links to a new window, which no popup blocker stops.
  const inPlace = (url: string) => native || liveChatOf(url, root.deps.origin) !== null;
  const brands = config.appGameBrandList.filter((b) => b.status === 1);
  const download = apkDownloadUrl(config.h5.downloadUrl);
  const external = (url: string) => /^https?:/.test(url);

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {t('shell.footer.about')}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to={PATH.termsOfUse}>{t('common.termsOfUse')}</Link>
            </li>
            <li>
              <Link to={PATH.privacyPolicy}>{t('common.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={PATH.protection}>{t('shell.footer.protection')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('shell.footer.contact')}
          </h2>
          <ul className={styles.links}>
            {contacts.map((contact) => (
              <li key={contact.url}>
                <a
                  href={contact.url}
                  className={styles.contact}
                  onClick={
                    inPlace(contact.url)
                      ? openServiceOnClick(root, {
                          type: 'service.openEntry',
                          entry: { url: contact.url, isOut: contact.isOut },
                        })
                      : undefined
                  }
                  {...(contact.isOut === 1 || external(contact.url) ? { target: '_blank', rel: 'noopener' } : {})}
                >
                  {contact.icon ? <img loading="lazy" src={contact.icon} alt="" width={20} height={20} /> : null}
                  {contact.nickname}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {green ? (
          <section aria-labelledby="footer-payments">
            <h2 id="footer-payments" className={styles.heading}>
              {t('shell.footer.paymentMethods')}
            </h2>
            <ul className={styles.logos}>
              {[
                { key: 'gcash', name: t('shell.footer.gcash') },
                { key: 'maya', name: t('shell.footer.maya') },
              ].map(({ key, name }) =>
                image(key) ? (
                  <li key={key}>
                    <img loading="lazy" src={image(key)} alt={name} height={40} />
                  </li>
                ) : null,
              )}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="footer-apps">
          <h2 id="footer-apps" className={styles.heading}>
            {t('shell.footer.apps')}
          </h2>
          <ul className={styles.logos}>
            {[
              { key: 'app_store', name: t('shell.footer.appStore') },
              { key: 'google_play', name: t('shell.footer.googlePlay') },
            ].map(({ key, name }) =>
              image(key) ? (
                <li key={key}>
                  <a href={download || undefined} target="_blank" rel="noopener">
                    <img loading="lazy" src={image(key)} alt={name} height={40} />
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      </div>

      {config.socialMedia.length ? (
        <ul className={styles.social} aria-label={t('shell.footer.social')}>
          {config.socialMedia.map((network) => (
            <li key={network.id}>
              {/* The network's name written beside its icon: the icon's own lettering is too small to read. */}
              <a href={network.url} target="_blank" rel="noopener">
                <img loading="lazy" src={`/static/social/${network.name}.svg`} alt="" width={36} height={36} />
                <span className={styles.socialName}>{NETWORK_NAMES[network.name] ?? network.name}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      {brands.length ? (
        <ul className={styles.brands} aria-label={t('shell.footer.brands')}>
          {brands.map((brand) => (
            <li key={brand.id}>
              <img loading="lazy" src={brand.icon3} alt={brand.showName} height={36} />
            </li>
          ))}
        </ul>
      ) : null}

      <div className={styles.badges}>
        {image('payment') ? (
          <img loading="lazy" src={image('payment')} alt={t('shell.footer.securePayments')} height={40} />
        ) : null}
        {image('regulator') ? (
          <img loading="lazy" src={image('regulator')} alt={t('shell.footer.regulator')} height={48} />
        ) : null}
        {green && image('responsibility') ? (
          // Green mode's responsible-gaming note leads to the player's limits.
          <Link to={PATH.protection}>
            <img loading="lazy" src={image('responsibility')} alt={t('shell.footer.responsibility')} height={48} />
          </Link>
        ) : null}
      </div>

      <p className={styles.age}>
        <span className={styles.ageMark} aria-hidden="true">
          {MIN_AGE}+
        </span>
        {t('shell.footer.ageNotice', { age: MIN_AGE })}
      </p>
      {green ? null : (
        <p className={styles.copyright}>
          {t(`shell.footer.copyright.${config.currency.country}`, { year: localeYear(new Date(), i18n.locale, zone) })}
        </p>
      )}
    </footer>
  );
}
