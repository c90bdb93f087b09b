/**
 * A session area: pages that run on a session other than the app's. The one area is an excluded
 * player's withdraw-only area (`/withdraw-only/*`), on the token login answered with its 2401 / 2402, which the
 * server accepts for the withdrawal operations only (server/domain/exclusions.ts WITHDRAW_ONLY_OPERATIONS).
 *
 * Inside an area every page's flow (useFlow) runs on the area's port: the API client, the token store (the KYC
 * upload's) and the reports of the area's session, and its navigations turned into the area's own addresses
 * (`path`). So the member pages a withdrawal needs — bind a card, set the safebox password, verify identity —
 * run unchanged inside it, and no other member page is reachable from it: any other address becomes the area's
 * home. Views turn their links with `useAreaPath()`.
 */
import { createContext, use, type ReactNode } from 'react';
import { PATH } from '../../contract/paths';
import type { UserBankMap } from '../../machines/deposit-constants';
import type { FlowPort } from '../actors/port';
import type { TokenStore } from '../lib/token-store';
import type { AppRoot } from './root';
import { useSession } from './root-context';

export interface SessionArea {
  /** The port the area's flows run on. */
  readonly port: FlowPort;
  /** The area's address for an app address (a member page's), or the address itself. */
  readonly path: (to: string) => string;
}

const AreaContext = createContext<SessionArea | null>(null);

export function SessionAreaProvider({ area, children }: { area: SessionArea; children: ReactNode }) {
  return <AreaContext value={area}>{children}</AreaContext>;
}

/** The area the page runs in, or null (the app's own session). */
export function useSessionArea(): SessionArea | null {
  return use(AreaContext);
}

const same = (to: string) => to;

/** Turns a link's address into the area's (unchanged outside an area). */
export function useAreaPath(): (to: string) => string {
  return use(AreaContext)?.path ?? same;
}

const NO_CARDS: UserBankMap = {};

/**
 * The player's bound cards as the card page needs them (null while the app's session has none). The
 * withdraw-only session has no player data: the card page there binds a new card (addBankInfo; changing a
 * card, modifyBankInfo, is not a withdraw-only operation), and a bank already bound answers 2011.
 */
export function usePlayerCards(): UserBankMap | null {
  const area = use(AreaContext);
  const cards = useSession((s) => s.context.player?.appUserBankList ?? null);
  return area ? NO_CARDS : cards;
}

/** The withdraw-only area's page for each member page a withdrawal needs. */
const WITHDRAW_ONLY_PAGES: Readonly<Record<string, string>> = {
  [PATH.withdraw]: PATH.withdrawOnly,
  [PATH.safebox]: PATH.withdrawOnlySafebox,
  [PATH.kyc]: PATH.withdrawOnlyKyc,
  [PATH.kycUpload]: PATH.withdrawOnlyKycUpload,
  [PATH.bindBankCard]: PATH.withdrawOnlyCard,
  [PATH.desktop.bindBankCard]: PATH.withdrawOnlyCard,
};

/**
 * An app address inside the withdraw-only area: the area's own addresses and `back` stay, the pages a
 * withdrawal needs become the area's (with their query), anything else is the area's home. A card is bound
 * there for the withdrawal, never for a deposit, so its page gets no `back` (which speaks of a deposit) and
 * returns to the area's home, as the card list it would go to is that.
 */
export function withdrawOnlyPath(to: string): string {
  if (to === 'back') return to;
  const q = to.indexOf('?');
  const pathname = q < 0 ? to : to.slice(0, q);
  if (pathname === PATH.withdrawOnly || pathname.startsWith(`${PATH.withdrawOnly}/`)) return to;
  const page = WITHDRAW_ONLY_PAGES[pathname];
  if (page === undefined) return PATH.withdrawOnly;
  return page === PATH.withdrawOnlyCard || q < 0 ? page : page + to.slice(q);
}

/**
 * The withdraw-only area on `token`: its calls carry that token, its navigations stay in the area, its reports
 * do not reach the app's session (no one is signed in there); a 401 (the session ended or expired) calls
 * `ended`.
 */
export function withdrawOnlyArea(root: AppRoot, token: string, ended: () => void): SessionArea {
  const tokens: TokenStore = { get: () => token, set: () => undefined, clear: ended };
  const port: FlowPort = {
    deps: { ...root.deps, api: root.deps.sessionApi(token, ended), tokens },
    report: (event) => {
      if (event.type === 'session.expired') ended();
    },
    sessionUser: () => null,
    sessionPlayer: () => null,
    perform: (effect, from) =>
      root.perform(effect.type === 'navigate' ? { ...effect, to: withdrawOnlyPath(effect.to) } : effect, from),
  };
  return { port, path: withdrawOnlyPath };
}
