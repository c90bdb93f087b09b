/**
 * The left-side menu, loaded when first opened: a modal drawer with a
 * focus trap (Tab cycles inside, Escape and the backdrop close it, focus returns to the avatar). It is not
 * a top-layer <dialog>, so the toasts (copy, refresh) still show above it. Profile block with VIP level, nickname,
 * copyable user ID and superior; the balance with the header's refresh flow; withdraw and deposit (they close
 * the menu first, then navigate); the bonus points panel; and the list of the player's pages with red dots.
 */
import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { PATH } from '../../../contract/paths';
import { canSetSuperior, playerDots } from '../../../machines/badges.rules';
import { message } from '../../../machines/message';
import { useRoot, useSession } from '../../flow/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { formatCoin } from '../../lib/money';
import { Avatar } from '../../ui/avatar';
import { Balance, type CoinRefreshRef } from './balance';
import { PathIcon } from './icons';
import styles from './left-menu.module.css';
import { shieldAfterClose } from '../../ui/click-shield';
import { openServiceOnClick } from '../../lib/service-click';

/** The icons' SVG paths. */
const ICON = {
  profile: 'M12 3a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9ZM4 21c1-4.5 4.5-7 8-7s7 2.5 8 7',
  records: 'M6 3h12v18l-3-2-3 2-3-2-3 2ZM9 8h6M9 12h6M9 16h3',
  mail: 'M3 6h18v12H3ZM3 7l9 6 9-6',
  bind: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1ZM11 18h2',
  favorites: 'M12 20s-8-4.9-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.1 12 20 12 20Z',
  task: 'M9 4h6v3H9zM6 5h3M15 5h3v16H6V5M9 12l2 2 4-4',
  service: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H4zM17 13h3v6h-3zM20 19a3 3 0 0 1-3 3h-3',
  more: 'M4 12a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M10.5 12a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M17 12a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0',
  superior: 'M12 3 4 7v5c0 5 3.5 8 8 9 4.5-1 8-4 8-9V7ZM9 12l2 2 4-4',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'm9 6 6 6-6 6',
} as const;

interface Entry {
  key: string;
  to: string;
  label: string;
  icon: string;
  dot?: boolean;
}

export function LeftMenu({ refresh, onClose }: { refresh: CoinRefreshRef; onClose: () => void }) {
  // The menu's texts load with it (the profile catalog: the player's pages), not with the home header.
  useArea('profile');
  const t = useT();
  const { i18n } = useLingui();
  const root = useRoot();
  const navigate = useNavigate();
  const user = useSession((s) => s.context.user);
  const player = useSession((s) => s.context.player);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>('button')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const panel = ref.current;
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
      // Closed (removed, not StrictMode's simulated unmount): no click-through of the closing double-click.
      if (panel && !panel.isConnected) shieldAfterClose();
    };
  }, []);
  useEffect(() => {
    if (!user) onClose();
  }, [user, onClose]);
  if (!user) return null;

  const openService = openServiceOnClick(root);
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  const copyId = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(String(user.id));
      root.perform({ type: 'toast', message: message('common.copySuccess'), tone: 'success' });
    } catch {
      root.perform({ type: 'toast', message: message('common.copyFail'), tone: 'error' });
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    // Filtered in document order (some DOMs answer a selector list grouped by selector).
    const focusable = [...ref.current.querySelectorAll<HTMLElement>('*')].filter((el) =>
      el.matches('a[href], button:not(:disabled)'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  const entries: Entry[] = [
    { key: 'profile', to: PATH.profileUser, label: t('profile.menu.profile'), icon: ICON.profile },
    { key: 'records', to: PATH.records, label: t('profile.menu.records'), icon: ICON.records },
    {
      key: 'mail',
      to: PATH.profileEmail,
      label: t('profile.menu.mail'),
      icon: ICON.mail,
      dot: playerDots(player).mail,
    },
    ...(user.mobile ? [] : [{ key: 'bind', to: PATH.bind, label: t('profile.menu.bindMobile'), icon: ICON.bind }]),
    { key: 'favorites', to: PATH.favorites, label: t('profile.menu.favorites'), icon: ICON.favorites },
    {
      key: 'task',
      to: PATH.profileTask,
      label: t('profile.menu.tasks'),
      icon: ICON.task,
      dot: playerDots(player).task,
    },
    { key: 'service', to: PATH.service, label: t('profile.menu.service'), icon: ICON.service },
    { key: 'more', to: PATH.more, label: t('profile.menu.more'), icon: ICON.more },
    ...(canSetSuperior(user)
      ? [{ key: 'superior', to: PATH.superior, label: t('profile.menu.setSuperior'), icon: ICON.superior }]
      : []),
  ];

  return createPortal(
    <div className={styles.layer}>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={ref}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {t('profile.menu.title')}
          </h2>
          <button type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
            <PathIcon d={ICON.close} />
          </button>
        </div>

        <section className={styles.profile} aria-label={t('profile.menu.account')}>
          <Avatar n={user.avatar} className={styles.avatar} />
          <div className={styles.who}>
            <p className={styles.name}>
              <span className={styles.vip}>{t('profile.menu.vip', { level: user.vip })}</span>
              <span className={styles.nickname}>{user.nickname}</span>
            </p>
            <p className={styles.idRow}>
              <span>{t('profile.menu.userId', { id: user.id })}</span>
              <button
                type="button"
                className={styles.copy}
                aria-label={t('profile.menu.copyId')}
                onClick={() => void copyId()}
              >
                <PathIcon d={ICON.copy} />
              </button>
            </p>
            <p className={styles.superior}>
              {user.pid > 0 ? t('profile.menu.superiorId', { id: user.pid }) : t('profile.menu.noSuperior')}
            </p>
          </div>
        </section>

        <section className={styles.wallet} aria-label={t('shell.balance')}>
          <Balance refresh={refresh} large className={styles.balance} />
          <div className={styles.walletActions}>
            <button type="button" className={styles.withdraw} onClick={() => go(PATH.withdraw)}>
              {t('shell.withdraw')}
            </button>
            <button type="button" className={styles.depositButton} onClick={() => go(PATH.deposit)}>
              {t('shell.deposit')}
            </button>
          </div>
        </section>

        <section className={styles.points} aria-label={t('profile.menu.points')}>
          <p className={styles.pointsText}>
            <span className={styles.pointsLabel}>{t('profile.menu.points')}</span>
            <span className={styles.pointsValue}>{formatCoin(Math.floor(user.lottery), i18n.locale)}</span>
          </p>
          <button type="button" className={styles.pointsButton} onClick={() => go(PATH.points)}>
            {t('profile.menu.redeemPoints')}
          </button>
        </section>

        <nav aria-label={t('profile.menu.pages')}>
          <ul className={styles.list}>
            {entries.map((entry) => (
              <li key={entry.key}>
                <Link
                  to={entry.to}
                  className={styles.entry}
                  onClick={(e) => {
                    onClose();
                    // Customer service opens in place (the chat over the page), its page stays the link.
                    if (entry.key === 'service') openService(e);
                  }}
                >
                  <PathIcon d={entry.icon} className={styles.entryIcon} />
                  <span className={styles.entryLabel}>{entry.label}</span>
                  {entry.dot ? ' ' : null}
                  {entry.dot ? (
                    <span className={styles.dot}>
                      <span className="visually-hidden">{t('profile.menu.newItems')}</span>
                    </span>
                  ) : null}
                  <PathIcon d={ICON.chevron} className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>,
    document.body,
  );
}
