/**
 * /apkdownload: the Android app download (h5.downloadUrl with the APK install referrer h5dl) and the
 * bonus the server pays on the first login in the app (config appLoginBonus, in the variant's currency).
 * downloadType 1 means the web offers no download.
 */
import { useLingui } from '@lingui/react';
import { APK_INSTALL_REFERRER } from '../../../machines/constants';
import { useSession } from '../../flow/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { formatMoney } from '../../lib/money';
import { Page } from '../../ui/page';
import styles from './profile.module.css';
import { selectCurrencySymbol } from '../../../machines/session.machine';

/** The download address with the install referrer of the APK (`h5dl`). */
function withInstallReferrer(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}install_referrer=${APK_INSTALL_REFERRER}`;
}

export function ApkDownloadPage() {
  useArea('profile');
  const t = useT();
  const { i18n } = useLingui();
  const h5 = useSession((s) => s.context.config?.h5);
  const bonus = useSession((s) => s.context.config?.appLoginBonus ?? 0);
  const symbol = useSession(selectCurrencySymbol);
  const icon = useSession((s) => s.context.config?.appGenericImgList.find((g) => g.uniqueKey === 'download_icon')?.img);
  const available = !!h5?.downloadUrl && h5.downloadType !== 1;
  return (
    <Page title={t('profile.apk.title')}>
      <div className={styles.stack}>
        <section className={`${styles.card} ${styles.hero}`} aria-labelledby="apk-title">
          {icon ? <img src={icon} alt="" width={72} height={72} className={styles.appIcon} /> : null}
          <div>
            <h2 id="apk-title" className={styles.heading}>
              {t('profile.apk.heading')}
            </h2>
            <p>{t('profile.apk.intro')}</p>
          </div>
        </section>
        {bonus > 0 ? (
          <p className={styles.bonus}>{t('profile.apk.bonus', { amount: formatMoney(bonus, symbol, i18n.locale) })}</p>
        ) : null}
        {available ? (
          <a className={styles.download} href={withInstallReferrer(h5.downloadUrl)}>
            {t('profile.apk.download')}
          </a>
        ) : (
          <p className={styles.meta}>{t('profile.apk.unavailable')}</p>
        )}
        <ol className={styles.steps}>
          <li>{t('profile.apk.step1')}</li>
          <li>{t('profile.apk.step2')}</li>
          <li>{t('profile.apk.step3')}</li>
        </ol>
      </div>
    </Page>
  );
}
