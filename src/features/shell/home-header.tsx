/**
 * The home header. Member: avatar (opens the left menu; a red dot while the menu
 * holds one: mail to read or receive, a task award — kept fresh by the session's badges poll), balance with refresh,
 * deposit with the first-deposit bonus hint (+฿300, config firstDepositBonus) until the first recharge, search. Visitor: logo, login and
 * register (the label carries the registration reward). The menu is loaded only when first opened.
 */
import { useLingui } from '@lingui/react';
import { startTransition, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PATH } from '../../../contract/paths';
import { hasAnyDot } from '../../../machines/badges.rules';
import { BRAND_CHANNEL_CODE } from '../../../machines/constants';
import { selectWho, selectCurrencySymbol } from '../../../machines/session.machine';
import { useSession } from '../../flow/root-context';
import { areaReady } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { useFixedBar } from '../../lib/fixed-bars';
import { whenIdle } from '../../lib/next-task';
import { preloadable } from '../../lib/preloadable';
import { Avatar } from '../../ui/avatar';
import { Balance, useCoinRefresh } from './balance';
import { FirstDepositHint } from './first-deposit-hint';
import styles from './header.module.css';
import { Icon } from './icons';
import { genericImage, shortAmount } from './shell-data';

// Loaded when the browser is idle after the header shows, or on the first touch of the avatar: the tap then opens
// the menu in its own frame (a mount that suspended showed it no sooner than 300 ms later: src/lib/preloadable.ts).
// Its texts (the profile catalog area, which the menu asks for) load with it.
const LeftMenu = preloadable(() =>
  Promise.all([import('./left-menu'), areaReady('profile')]).then(([m]) => m.LeftMenu),
);

/** Sticky: scrolling to a control keeps it below the header. */
const HEADER_BAR = { name: 'header', edge: 'top', order: 0 } as const;

export function HomeHeader() {
  const who = useSession(selectWho);
  const header = useFixedBar(HEADER_BAR);
  return (
    <header ref={header} className={styles.header} aria-busy={who === 'pending' || undefined}>
      {who === 'member' ? <MemberBar /> : who === 'visitor' ? <VisitorBar /> : null}
    </header>
  );
}

function MemberBar() {
  const t = useT();
  const refresh = useCoinRefresh();
  const avatar = useSession((s) => s.context.user?.avatar);
  const firstRecharge = useSession((s) => s.context.player?.firstRecharge ?? 1);
  const dot = useSession((s) => hasAnyDot(s.context.player));
  // Visual state only: whether the left menu is open.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => whenIdle(() => void LeftMenu.preload()), []);
  // The menu opens once its code is here (at once when it already is); a failed download still opens it, and
  // the lazy mount asks again (its error boundary speaks if that fails too). A transition: the tap's own frame
  // (the button's pressed look) paints first, and the drawer's render follows in the next tasks.
  const open = () => LeftMenu.whenLoaded(() => startTransition(() => setMenuOpen(true)));
  return (
    <>
      <button
        type="button"
        className={styles.avatarButton}
        aria-label={t('shell.header.openMenu')}
        aria-describedby={dot ? 'header-menu-dot' : undefined}
        aria-haspopup="dialog"
        aria-expanded={menuOpen}
        onPointerDown={() => void LeftMenu.preload()}
        onClick={open}
      >
        <Avatar n={avatar} className={styles.avatar} />
        {dot ? (
          <span className={styles.avatarDot} data-testid="menu-dot">
            <span id="header-menu-dot" hidden>
              {t('shell.header.menuDot')}
            </span>
          </span>
        ) : null}
      </button>
      <Balance refresh={refresh} className={styles.balance} />
      <Link to={PATH.deposit} className={styles.deposit}>
        {t('shell.deposit')}
        {firstRecharge === 0 ? <FirstDepositHint className={styles.hint} /> : null}
      </Link>
      <Link to={PATH.search} className={styles.iconLink} aria-label={t('shell.header.search')}>
        <Icon name="search" />
      </Link>
      {menuOpen ? (
        <Suspense fallback={null}>
          <LeftMenu refresh={refresh} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function VisitorBar() {
  const t = useT();
  const { i18n } = useLingui();
  const reward = useSession((s) => s.context.config?.userRegisterCoin ?? 0);
  const symbol = useSession(selectCurrencySymbol);
  const logo = useSession((s) => genericImage(s.context.config, `logo_${BRAND_CHANNEL_CODE}`)?.img);
  return (
    <>
      {logo ? <img className={styles.logo} src={logo} alt={t('shell.appName')} /> : <span className={styles.grow} />}
      <Link to={PATH.login} className={styles.login}>
        {t('shell.login')}
      </Link>
      <Link to={PATH.register} className={styles.register}>
        {reward > 0
          ? t('shell.header.registerReward', { amount: `${symbol}${shortAmount(reward, i18n.locale)}` })
          : t('shell.register')}
      </Link>
    </>
  );
}
