/**
 * The mobile lobby: the home header on /lobby/home, the tab's page, and the
 * bottom tab bar. The loading overlay and the root font size live in src/app.
 */
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useArea } from '../../i18n/use-t';
import { useFixedRoom } from '../../lib/fixed-bars';
import { HomeHeader } from './home-header';
import { isHome } from './shell-data';
import styles from './shell.module.css';
import { TabBar } from './tab-bar';

export function MobileLobbyShell() {
  useArea('shell');
  const { pathname } = useLocation();
  // Its height leaves the bottom bars' room (--fixed-bottom).
  const room = useFixedRoom();
  return (
    <div ref={room} className={styles.mobile}>
      {isHome(pathname) ? <HomeHeader /> : null}
      <div className={styles.outlet}>
        <Suspense fallback={<div className={styles.pending} aria-hidden="true" />}>
          <Outlet />
        </Suspense>
      </div>
      <TabBar />
    </div>
  );
}
