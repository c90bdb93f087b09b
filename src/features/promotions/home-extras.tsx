/**
 * What the home adds to the bottom dock (src/ui/dock.tsx): the app-download link
 * (/apkdownload, "Download for rewards", closable for the session) and, on mobile, the floating activities
 * (first charge, invite friends, the current agent activity, the seasonal ones) collapsed into one button that
 * opens their list. Nothing floats over the page: the dock is one opaque row the page keeps room for. On
 * desktop the activities sit in the top bar's empty start, inside the room that bar already keeps.
 */
import { ACTIVITY } from '../../../contract/ids';
import { Link } from 'react-router';
import { PATH, activityPathOn } from '../../../contract/paths';
import type { ReopenablePopup } from '../../../machines/popups.rules';
import { floatingActivities } from '../../../machines/promotions-constants';
import { useSession } from '../../flow/root-context';
import { useEffect, useId, useRef, useState } from 'react';
import { useArea, useT } from '../../i18n/use-t';
import { useFixedRoom } from '../../lib/fixed-bars';
import { DockItem } from '../../ui/dock';
import styles from './promotions.module.css';

/** Places in the dock, from its start: the download link, the activities, (the live chat's button: 30). */
const DOWNLOAD_ORDER = 10;
const ACTIVITIES_ORDER = 20;

export function DownloadBanner({ onClose }: { onClose: () => void }) {
  useArea('promotions');
  const t = useT();
  const icon = useSession((s) => s.context.config?.appGenericImgList.find((g) => g.uniqueKey === 'download_icon'));
  return (
    <DockItem order={DOWNLOAD_ORDER} grow>
      <aside className={styles.download} aria-label={t('promotions.download.label')}>
        {icon ? <img src={icon.img} alt="" className={styles.downloadIcon} /> : null}
        <Link to={PATH.apkDownload} className={styles.downloadLink}>
          {t('promotions.download.text')}
        </Link>
        <button type="button" className={styles.downloadClose} aria-label={t('common.close')} onClick={onClose}>
          <span aria-hidden="true">✕</span>
        </button>
      </aside>
    </DockItem>
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
  const [open, setOpen] = useState(false);
  const listId = useId();
  const box = useRef<HTMLElement>(null);
  // The desktop row sits in the top bar's room (--fixed-top).
  const room = useFixedRoom();
  // The list closes on Escape and on a tap elsewhere.
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const escape = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  const entries = floatingActivities(activityIds).map((id) => {
    const popup = desktop ? POPUP_OF[id] : undefined;
    // The one page of the activity (activityPathOn): its page, or its explanation when it has none.
    return { id, popup, to: activityPathOn(desktop ? 'desktop' : 'mobile', id) };
  });
  if (entries.length === 0) return null;
  const list = (
    <ul id={listId} className={desktop ? undefined : styles.floatingList} hidden={!desktop && !open}>
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
              <Link to={to} className={styles.floatingLink} onClick={() => setOpen(false)}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
  if (desktop) {
    return (
      <nav ref={room} className={styles.floating} aria-label={t('promotions.floating.label')}>
        {list}
      </nav>
    );
  }
  const first = map?.[String(entries[0]!.id)]?.icon;
  return (
    <DockItem order={ACTIVITIES_ORDER}>
      <nav ref={box} className={styles.floatingDock} aria-label={t('promotions.floating.label')}>
        <button
          type="button"
          className={styles.floatingToggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {first ? <img src={first} alt="" className={styles.floatingToggleIcon} /> : null}
          <span>{t('promotions.floating.toggle')}</span>
          <span className={styles.floatingCount}>{entries.length}</span>
        </button>
        {list}
      </nav>
    </DockItem>
  );
}
