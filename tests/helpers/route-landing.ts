/**
 * Where an in-app address lands on a layout's route table (src/app/routes.tsx), without rendering it: the
 * route-walk view test and the view tests of pages full of links (member centre, activity centre, desktop home)
 * check with it that every link they render opens a real page of the app (`isAppPage`) — not the not-found
 * page, not anything that is not one of the app's pages. Checking the rendered links here keeps
 * the assertion the browser tests made by clicking each one, at a fraction of the time.
 */
import { isValidElement, type ReactElement } from 'react';
import { Navigate, matchRoutes, type RouteObject } from 'react-router';
import { type PathLayout } from '../../contract/paths';
import { MovedTo } from '../../src/app/guard';
import { desktopRoutes, isAppPage, mobileRoutes } from '../../src/app/routes';

/** Both route tables, as the app builds them (every feature on). */
export const ROUTE_TABLES: ReadonlyArray<readonly [PathLayout, RouteObject[]]> = [
  ['mobile', mobileRoutes(true)],
  ['desktop', desktopRoutes(true)],
];

export const routesOf = (layout: PathLayout): RouteObject[] => ROUTE_TABLES.find(([l]) => l === layout)![1];

/** The page `address` renders on `routes`, following redirects (MovedTo, Navigate); null for the not-found page. */
export function landing(routes: RouteObject[], address: string): { address: string; element: ReactElement } | null {
  const pathname = address.split(/[?#]/)[0]!;
  const matches = matchRoutes(routes, pathname) ?? [];
  const last = matches[matches.length - 1]?.route;
  if (!last || last.path === '*' || !isValidElement(last.element)) return null;
  const element = last.element as ReactElement<{ to?: string }>;
  if ((element.type === MovedTo || element.type === Navigate) && typeof element.props.to === 'string')
    return landing(routes, element.props.to);
  return { address: pathname, element };
}

/** Why `address` is not a real page of `routes`, or null when it is (one of the app's pages, `isAppPage`). */
export function landingProblemOn(routes: RouteObject[], address: string): string | null {
  const landed = landing(routes, address);
  if (!landed) return 'not a route of the table (not found)';
  return isAppPage(landed.element) ? null : `not a page of the app (${landed.address})`;
}

/** Why `address` is not a real page of `layout`'s table, or null when it is. */
export const landingProblem = (layout: PathLayout, address: string): string | null =>
  landingProblemOn(routesOf(layout), address);

/** Addresses the server answers itself, not the app's routes (vite.config.ts proxies the same in development). */
const SERVER_PATHS = /^\/(app|sandbox|static|s|t|__dev)\/|^\/healthz$/;

/**
 * Of `hrefs`, the in-app ones (starting with one "/"; a game's /start links and the server's own addresses —
 * the sandbox's live chat, assets, short links — aside) that do not open a real page.
 */
export function hrefsOffTable(hrefs: readonly string[], layout: PathLayout): string[] {
  const inApp = hrefs.filter(
    (href) => href.startsWith('/') && !href.startsWith('//') && !href.includes('gameId') && !SERVER_PATHS.test(href),
  );
  return [...new Set(inApp)].flatMap((href) => {
    const why = landingProblem(layout, href);
    return why ? [`${href}: ${why}`] : [];
  });
}

/** The links rendered under `root` whose in-app address does not open a real page of `layout` (hrefsOffTable). */
export function linksOffTable(root: ParentNode, layout: PathLayout): string[] {
  return hrefsOffTable(
    [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
    layout,
  );
}
