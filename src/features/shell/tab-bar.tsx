/**
 * The mobile lobby's bottom tab bar: home, rewards, the raised spin tab with the invite badge,
 * notice and deposit. The highlighted tab follows the current route (shell-data.ts `highlightedTab`). On home, once
 * the page is scrolled past 100 px (read every 500 ms), the home tab becomes "back to top": it scrolls
 * smoothly to the home-centre block. With the dock above it (download link, activities, minimised chat) the
 * centre tab sits inside the bar instead of rising above it.
 */
import { useLingui } from '@lingui/react';
import { Link, useLocation } from 'react-router';
import { SCROLL_THROTTLE_MS, SCROLL_TOP_THRESHOLD_PX } from '../../../machines/constants';
import { useSession } from '../../flow/root-context';
import { useT } from '../../i18n/use-t';
import { useFixedBar } from '../../lib/fixed-bars';
import { Icon, type IconName } from './icons';
import { useScrolledPast } from './use-scrolled-past';
import { highlightedTab, inviteBadgeAmount, isHome, shortAmount, TABS } from './shell-data';
import styles from './tab-bar.module.css';
import { selectCurrencySymbol } from '../../../machines/session.machine';

/** The id of the block the home tab scrolls back to (the home page renders it). */
const HOME_CENTRE_ID = 'home-centre';

/** The bottom edge's first bar (the download banner and the floating row stack above it). */
const TAB_BAR = { name: 'tabs', edge: 'bottom', order: 0 } as const;

const ICONS: Record<(typeof TABS)[number]['key'], IconName> = {
  home: 'home',
  rewards: 'gift',
  spin: 'wheel',
  notice: 'news',
  deposit: 'wallet',
};

export function TabBar() {
  const t = useT();
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const current = highlightedTab(pathname);
  const onHome = isHome(pathname);
  const scrolled = useScrolledPast(SCROLL_TOP_THRESHOLD_PX, SCROLL_THROTTLE_MS, onHome);
  const badge = useSession((s) => inviteBadgeAmount(s.context.config));
  const symbol = useSession(selectCurrencySymbol);
  const bar = useFixedBar(TAB_BAR);

  const toTop = () => {
    // Smooth, unless the player asked for less motion.
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    const target = document.getElementById(HOME_CENTRE_ID);
    if (target) target.scrollIntoView({ behavior, block: 'start' });
    else window.scrollTo({ top: 0, behavior });
  };

  return (
    // The centre tab never rises above the bar: a raised tab and its badge rested over the page's controls (the
    // deposit button at the top of the deposit page), and under the dock (src/ui/dock.tsx) the two
    // bars stay within ~110 px.
    <nav ref={bar} className={styles.bar} aria-label={t('shell.tabs.label')}>
      <ul className={styles.list}>
        {TABS.map((tab, index) => {
          const centre = tab.key === 'spin';
          const className = `${styles.tab} ${centre ? styles.centre : ''} ${index === current ? styles.current : ''}`;
          if (tab.key === 'home' && onHome && scrolled) {
            return (
              <li key={tab.key}>
                <button type="button" className={`${className} ${styles.toTop}`} onClick={toTop}>
                  <Icon name="up" className={styles.icon} />
                  <span className={styles.label}>{t('shell.tabs.toTop')}</span>
                </button>
              </li>
            );
          }
          return (
            <li key={tab.key}>
              <Link to={tab.to} className={className} aria-current={index === current ? 'page' : undefined}>
                <span className={centre ? styles.bubble : undefined}>
                  <Icon name={ICONS[tab.key]} className={styles.icon} />
                </span>
                <span className={styles.label}>{t(`shell.tabs.${tab.key}`)}</span>
                {centre && badge !== null ? ' ' : null}
                {centre && badge !== null ? (
                  <span className={styles.badge}>
                    {t('shell.tabs.spinBadge', { amount: `${symbol}${shortAmount(badge, i18n.locale)}` })}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
