/**
 * The desktop lobby: a left menu with the logo, the user block (avatar, nickname,
 * add funds — or login and register) and the five entries; a top bar with the balance for a member; the
 * page; the footer. Loaded only on the desktop layout.
 */
import { useLingui } from '@lingui/react';
import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { PATH } from '../../../contract/paths';
import { hasAnyDot } from '../../../machines/badges.rules';
import { BRAND_CHANNEL_CODE } from '../../../machines/constants';
import { selectWho, selectCurrencySymbol } from '../../../machines/session.machine';
import { useSession } from '../../flow/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { useFixedBar } from '../../lib/fixed-bars';
import { Avatar } from '../../ui/avatar';
import { Balance, useCoinRefresh } from './balance';
import { FirstDepositHint } from './first-deposit-hint';
import styles from './desktop.module.css';
import { Footer } from './footer';
import { Icon, type IconName } from './icons';
import { genericImage, shortAmount } from './shell-data';

const ENTRIES: readonly { key: string; to: string; icon: IconName }[] = [
  { key: 'home', to: PATH.home, icon: 'home' },
  { key: 'games', to: PATH.games, icon: 'wheel' },
  { key: 'promo', to: PATH.rewards, icon: 'gift' },
  { key: 'news', to: PATH.notices, icon: 'news' },
  { key: 'member', to: PATH.member, icon: 'wallet' },
];

/** The sticky top bar: scrolling to a control keeps it below the bar. */
const TOP_BAR = { name: 'header', edge: 'top', order: 0 } as const;

const useWho = () => useSession(selectWho);

export function DesktopShell() {
  useArea('shell');
  const t = useT();
  const logo = useSession((s) => genericImage(s.context.config, `logo_${BRAND_CHANNEL_CODE}`)?.img);
  const who = useWho();
  // The member centre holds mail and tasks: its entry carries their red dot.
  const dot = useSession((s) => hasAnyDot(s.context.player));
  const top = useFixedBar(TOP_BAR);
  return (
    <div className={styles.desktop}>
      <aside className={styles.side}>
        <Link to={PATH.home} className={styles.logo}>
          {logo ? <img src={logo} alt={t('shell.appName')} /> : t('shell.appName')}
        </Link>
        <UserBlock />
        <nav aria-label={t('shell.nav.label')}>
          <ul className={styles.nav}>
            {ENTRIES.map((entry) => (
              <li key={entry.key}>
                <NavLink
                  to={entry.to}
                  className={({ isActive }) => `${styles.entry} ${isActive ? styles.active : ''}`}
                  aria-describedby={entry.key === 'member' && dot ? 'desktop-member-dot' : undefined}
                >
                  <Icon name={entry.icon} className={styles.entryIcon} />
                  {t(`shell.nav.${entry.key}`)}
                  {entry.key === 'member' && dot ? (
                    <span className={styles.navDot} data-testid="member-dot">
                      <span id="desktop-member-dot" hidden>
                        {t('shell.header.menuDot')}
                      </span>
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.column}>
        <header ref={top} className={styles.top}>
          {who === 'member' ? <MemberTop /> : who === 'visitor' ? <VisitorTop /> : null}
        </header>
        <div className={styles.content}>
          <Suspense fallback={<div className={styles.pending} aria-hidden="true" />}>
            <Outlet />
          </Suspense>
        </div>
        <Footer />
      </div>
    </div>
  );
}

function UserBlock() {
  const t = useT();
  const who = useWho();
  const avatar = useSession((s) => s.context.user?.avatar);
  const nickname = useSession((s) => s.context.user?.nickname ?? '');
  if (who === 'pending') return <div className={styles.user} aria-busy="true" />;
  if (who === 'visitor') {
    return (
      <div className={styles.user}>
        <div className={styles.userLinks}>
          <Link to={PATH.login} className={styles.secondary}>
            {t('shell.login')}
          </Link>
          <Link to={PATH.register} className={styles.primary}>
            {t('shell.register')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.user}>
      <Avatar n={avatar} className={styles.avatar} />
      <p className={styles.nickname}>{nickname}</p>
      <Link to={PATH.deposit} className={styles.primary}>
        {t('shell.addFunds')}
      </Link>
    </div>
  );
}

function MemberTop() {
  const t = useT();
  const refresh = useCoinRefresh();
  const firstRecharge = useSession((s) => s.context.player?.firstRecharge ?? 1);
  return (
    <>
      <Balance refresh={refresh} />
      <Link to={PATH.deposit} className={styles.primary}>
        {t('shell.deposit')}
        {firstRecharge === 0 ? <FirstDepositHint className={styles.hint} /> : null}
      </Link>
    </>
  );
}

/** The visitor's call to register, with the registration reward (the login link is in the user block). */
function VisitorTop() {
  const t = useT();
  const { i18n } = useLingui();
  const reward = useSession((s) => s.context.config?.userRegisterCoin ?? 0);
  const symbol = useSession(selectCurrencySymbol);
  if (reward <= 0) return null;
  return (
    <Link to={PATH.register} className={styles.primary}>
      {t('shell.header.registerReward', { amount: `${symbol}${shortAmount(reward, i18n.locale)}` })}
    </Link>
  );
}
