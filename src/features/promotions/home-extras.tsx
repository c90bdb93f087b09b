/**
 * What floats over the home: the app-download banner (/apkdownload, "Download for rewards") and the
 * floating activity bar (first charge, invite friends, the current agent activity, the seasonal ones).
 */
import { ACTIVITY } from '../../../contract/ids';
import { Link } from 'react-router';
import { PATH, activityPathOn } from '../../../contract/paths';
import type { ReopenablePopup } from '../../../machines/popups.rules';
import { floatingActivities } from '../../../machines/promotions-constants';
import { useSession } from '../../app/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { useFixedBar } from '../../lib/fixed-bars';
import styles from './promotions.module.css';

/** Bars of the bottom edge, above the tab bar (order 0). */
const DOWNLOAD_BAR = { name: 'download', edge: 'bottom', order: 1 } as const;
const FLOATING_BAR = { name: 'floating', edge: 'bottom', order: 2 } as const;

export function DownloadBanner({ onClose }: { onClose: () => void }) {
  useArea('promotions');
  const t = useT();
  const icon = useSession((s) => s.context.config?.appGenericImgList.find((g) => g.uniqueKey === 'download_icon'));
  const bar = useFixedBar(DOWNLOAD_BAR);
  return (
    <aside ref={bar} className={styles.download} aria-label={t('promotions.download.label')}>
      {icon ? <img src={icon.img} alt="" className={styles.downloadIcon} /> : null}
      <Link to={PATH.apkDownload} className={styles.downloadLink}>
        {t('promotions.download.text')}
      </Link>
      <button type="button" className={styles.downloadClose} aria-label={t('common.close')} onClick={onClose}>
        <span aria-hidden="true">✕</span>
      </button>
    </aside>
  );
}

/** On desktop first charge and invite open their popup; the others what `activityPathOn` gives. */
const POPUP_OF: Readonly<Record<number, ReopenablePopup>> = {
  [ACTIVITY.FirstCharge]: 'firstCharge',
  [ACTIVITY.InviteFriend1]: 'invite',
};

export function FloatingBar({
  activityIds,
  desktop,
  onOpen,
}: {
  activityIds: readonly number[];
  desktop: boolean;
  onOpen: (popup: ReopenablePopup) => void;
}) {
  useArea('promotions');
  const t = useT();
  const map = useSession((s) => s.context.player?.activityMap);
  // On desktop the row sits in the top bar's empty start, inside the room that bar already keeps.
  const bar = useFixedBar(desktop ? null : FLOATING_BAR);
  const entries = floatingActivities(activityIds).map((id) => {
    const popup = desktop ? POPUP_OF[id] : undefined;
    // The one page of the activity (activityPathOn): its page, or its explanation when it has none.
    return { id, popup, to: activityPathOn(desktop ? 'desktop' : 'mobile', id) };
  });
  if (entries.length === 0) return null;
  return (
    <nav ref={bar} className={styles.floating} aria-label={t('promotions.floating.label')}>
      <ul>
        {entries.map(({ id, popup, to }) => {
          const icon = map?.[String(id)]?.icon;
          const content = (
            <>
              {icon ? <img src={icon} alt="" className={styles.floatingIcon} /> : null}
              <span className={styles.floatingName}>{t(`promotions.activity.${id}`)}</span>
            </>
          );
          return (
            <li key={id}>
              {popup ? (
                <button type="button" className={styles.floatingLink} onClick={() => onOpen(popup)}>
                  {content}
                </button>
              ) : (
                <Link to={to} className={styles.floatingLink}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
