/** Pure helpers of the shell: tab highlighting, badges, images and money shown in the header and menus. */
import { ITEM } from '../../../contract/ids';
import { PATH, activity } from '../../../contract/paths';
import type { AppConfig } from '../../../contract/types';
import { formatCoin } from '../../lib/money';

/** The bottom tabs, in order. */
export const TABS = [
  { key: 'home', to: PATH.home },
  { key: 'rewards', to: PATH.rewards },
  { key: 'spin', to: activity('spin') },
  { key: 'notice', to: PATH.notices },
  { key: 'deposit', to: PATH.deposit },
] as const;

/** The tab each route highlights (home and email 0, rewards 1, task 2, notice 3, deposit and withdraw 4). */
const HIGHLIGHT: Readonly<Record<string, number>> = {
  [PATH.home]: 0,
  [PATH.email]: 0,
  [PATH.rewards]: 1,
  [PATH.task]: 2,
  [activity('spin')]: 2,
  [PATH.notices]: 3,
  [PATH.deposit]: 4,
  [PATH.withdraw]: 4,
};

const trimmed = (pathname: string) => pathname.replace(/\/+$/, '');

/** The highlighted tab for a path, or -1 (games, member, activity…). */
export function highlightedTab(pathname: string): number {
  return HIGHLIGHT[trimmed(pathname)] ?? -1;
}

/** Whether the path is the lobby's home (the header and the back-to-top arrow live there). */
export const isHome = (pathname: string) => trimmed(pathname) === TABS[0].to;

/** The centre tab's badge: the coin bonus of the first invite tier, in hundredths, or null. */
export function inviteBadgeAmount(config: AppConfig | null): number | null {
  const coin = config?.appInviteBonusConfigList[0]?.award.find((item) => item.id === ITEM.Coin);
  return coin && coin.count > 0 ? coin.count : null;
}

/** Hundredths for a badge: "50" for a whole amount, "50.50" otherwise (locale grouping). */
export function shortAmount(hundredths: number, locale: string): string {
  const text = formatCoin(hundredths, locale);
  return hundredths % 100 === 0 ? text.replace(/[.,]00$/, '') : text;
}

/** A generic image of the configuration by key (logo_rc, payment, app_store, …). */
export function genericImage(config: AppConfig | null, key: string): { img: string; url: string } | null {
  const found = config?.appGenericImgList.find((g) => g.uniqueKey === key);
  return found ? { img: found.img, url: found.imgUrl ?? '' } : null;
}

export const isGreen = (config: AppConfig | null) => config?.mode === 'green';
