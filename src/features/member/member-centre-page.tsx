/**
 * The member centre (/lobby/member on both tables; the desktop left menu's "member" entry): the
 * player's avatar, nickname, VIP level, id, balance and points (loaded afresh, then the session's copy), deposit
 * and withdraw, and links to every page of the account centre on the layout's table, with the red dots of the
 * session's player data on mail and tasks.
 */
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { PATH, pathOn, wallet, type PathLayout } from '../../../contract/paths';
import { playerDots, type PlayerDots } from '../../../machines/badges.rules';
import type { UserInfo } from '../../../contract/types';
import { useLayout } from '../../lib/use-layout';
import { useSession } from '../../flow/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { formatCoin } from '../../lib/money';
import { LinkButton } from '../../ui/button';
import { Money } from '../../ui/money';
import { Page } from '../../ui/page';
import { Avatar } from '../../ui/avatar';
import { MemberStatus, useMemberFlow } from '../../flow/member-flow';
import styles from './member.module.css';
import cards from '../../ui/card-stack.module.css';
import { selectCurrencySymbol } from '../../../machines/session.machine';

/** The icons' SVG paths (24 × 24, stroked). */
const ICON = {
  profile: 'M12 3a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9ZM4 21c1-4.5 4.5-7 8-7s7 2.5 8 7',
  info: 'M4 4h16v16H4zM8 9h8M8 13h8M8 17h5',
  wallet: 'M3 7h18v13H3zM3 7l3-4h12l3 4M16 13h2',
  deposit: 'M12 4v12M7 11l5 5 5-5M4 20h16',
  withdraw: 'M12 20V8M7 13l5-5 5 5M4 4h16',
  records: 'M6 3h12v18l-3-2-3 2-3-2-3 2ZM9 8h6M9 12h6M9 16h3',
  points: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7Z',
  vip: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5Z',
  mail: 'M3 6h18v12H3ZM3 7l9 6 9-6',
  task: 'M9 4h6v3H9zM6 5h3M15 5h3v16H6V5M9 12l2 2 4-4',
  bank: 'M3 10h18M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18M12 3l9 5H3Z',
  favorites: 'M12 20s-8-4.9-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.1 12 20 12 20Z',
  safebox: 'M4 4h16v16H4zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6ZM12 12h0M20 9h-2M20 15h-2',
  kyc: 'M4 5h16v14H4zM9 10a2 2 0 1 0 0 .1M6.5 16c.5-2 4.5-2 5 0M14 10h4M14 14h4',
  superior: 'M12 3 4 7v5c0 5 3.5 8 8 9 4.5-1 8-4 8-9V7ZM9 12l2 2 4-4',
  protection: 'M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6ZM12 8v5M12 16h0',
  service: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H4zM17 13h3v6h-3zM20 19a3 3 0 0 1-3 3h-3',
  more: 'M4 12a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M10.5 12a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0M17 12a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0',
} as const;

export interface CentreLink {
  readonly key: keyof typeof ICON;
  readonly to: string;
  readonly dot?: boolean;
}

/**
 * The account centre's pages on `layout`'s table: the wallet group, then the account group. Pages the desktop
 * table moves under /lobby use their desktop address there; desktop's profile page is /lobby/profile (the
 * user data), mobile has /profile/user and /profile/info. The set-superior entry shows only while the player
 * has no superior (a superior, once set, cannot be changed).
 */
export function centreLinks(
  layout: PathLayout,
  user: Pick<UserInfo, 'pid'>,
  dots: PlayerDots,
): { wallet: CentreLink[]; account: CentreLink[] } {
  const desktop = layout === 'desktop';
  return {
    wallet: [
      { key: 'wallet', to: wallet('overview') },
      { key: 'deposit', to: PATH.deposit },
      { key: 'withdraw', to: PATH.withdraw },
      { key: 'records', to: pathOn(layout, 'records') },
      { key: 'points', to: pathOn(layout, 'points') },
      { key: 'safebox', to: PATH.safebox },
      { key: 'bank', to: pathOn(layout, 'bankCardList') },
      { key: 'kyc', to: PATH.kyc },
    ],
    account: [
      ...(desktop
        ? [{ key: 'profile' as const, to: PATH.desktop.profileInfo }]
        : [
            { key: 'profile' as const, to: PATH.profileUser },
            { key: 'info' as const, to: PATH.profileInfo },
          ]),
      { key: 'vip', to: pathOn(layout, 'vip') },
      { key: 'mail', to: PATH.email, dot: dots.mail },
      { key: 'task', to: PATH.task, dot: dots.task },
      { key: 'favorites', to: pathOn(layout, 'favorites') },
      ...(user.pid === 0 && !desktop ? [{ key: 'superior' as const, to: PATH.superior }] : []),
      { key: 'protection', to: PATH.protection },
      { key: 'service', to: PATH.service },
      { key: 'more', to: pathOn(layout, 'more') },
    ],
  };
}

export function MemberCentrePage() {
  useArea('member');
  const t = useT();
  const member = useMemberFlow();
  return (
    <Page title={t('member.centre.title')}>
      <MemberStatus member={member}>
        <Centre />
      </MemberStatus>
    </Page>
  );
}

function Centre() {
  const t = useT();
  const { i18n } = useLingui();
  const layout = useLayout();
  const user = useSession((s) => s.context.user);
  const player = useSession((s) => s.context.player);
  const symbol = useSession(selectCurrencySymbol);
  if (!user) return null;
  const links = centreLinks(layout, user, playerDots(player));
  const group = (id: string, list: CentreLink[]) => (
    <section className={cards.card} aria-labelledby={`member-${id}`}>
      <h2 id={`member-${id}`} className={cards.heading}>
        {t(`member.centre.${id}`)}
      </h2>
      <ul className={styles.links}>
        {list.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={styles.link}>
              <svg viewBox="0 0 24 24" className={styles.linkIcon} aria-hidden="true">
                <path d={ICON[link.key]} />
              </svg>
              <span>{t(`member.link.${link.key}`)}</span>
              {link.dot ? ' ' : null}
              {link.dot ? (
                <span className={styles.dot}>
                  <span className="visually-hidden">{t('member.centre.new')}</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <div className={cards.stack}>
      <section className={cards.card} aria-label={t('member.centre.account')}>
        <div className={styles.who}>
          <Avatar n={user.avatar} className={styles.avatar} size={56} />
          <div>
            <p className={styles.name}>{user.nickname}</p>
            <p className={cards.dim}>{t('member.centre.userId', { id: user.id })}</p>
            <Link to={pathOn(layout, 'vip')} className={styles.vipBadge}>
              {t('member.vip.badge', { level: user.vip })}
            </Link>
          </div>
        </div>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t('member.figure.balance')}</dt>
            <dd>
              <Money hundredths={user.coin} symbol={symbol} />
            </dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('member.figure.points')}</dt>
            <dd>{formatCoin(Math.floor(user.lottery), i18n.locale)}</dd>
          </div>
        </dl>
        <div className={cards.actions}>
          <LinkButton to={PATH.withdraw} variant="secondary">
            {t('member.action.withdraw')}
          </LinkButton>
          <LinkButton to={PATH.deposit} variant="primary">
            {t('member.action.deposit')}
          </LinkButton>
        </div>
      </section>
      {group('wallet', links.wallet)}
      {group('accountPages', links.account)}
    </div>
  );
}
