/**
 * Issue 14 §6: no route of spec §2 that issue 14 names may still render the coming-soon page. This walks BOTH
 * route tables (mobileRoutes / desktopRoutes of src/app/routes.tsx), expands every `:param` with a sample
 * value, checks through the router (matchRoutes) that the sample address really renders that route, and fails
 * naming every address whose page is the coming-soon page — except the promotions issue's (15) list below.
 */
import { isValidElement, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_PAGES,
  DESKTOP_ACTIVITY_PAGES,
  PATH,
  RULE_PAGES,
  activity,
  rule,
  type PathLayout,
} from '../../contract/paths';
import { ComingSoon, desktopRoutes, mobileRoutes } from '../../src/app/routes';

/** A rule page with no route of its own on desktop: the sample of /lobby/rule/:name. */
const SAMPLE_RULE = 'signBonus';

/**
 * The coming-soon pages issue 15 (promotions: the activity and rule pages) still owns. Each entry is an
 * address as the walk writes it (patterns with their sample values).
 */
const ISSUE_15_PAGES: Readonly<Record<PathLayout, readonly string[]>> = {
  mobile: [
    // The activity pages, but first charge and invite friends (built in an earlier issue).
    ...ACTIVITY_PAGES.filter((name) => name !== 'firstCharge' && name !== 'inviteFriends').map((name) =>
      activity(name),
    ),
    // The activity list (/lobby/activity).
    PATH.activities,
    // The rule pages, but the points rules (built with the points page).
    ...RULE_PAGES.filter((name) => name !== 'points').map(rule),
  ],
  desktop: [
    // The desktop activity pages (/lobby/activity/<name>).
    ...DESKTOP_ACTIVITY_PAGES.map((name) => activity(name, 'desktop')),
    // The desktop rule page (/lobby/rule/:name; the points rules have their own route).
    PATH.desktop.rule.replace(':name', SAMPLE_RULE),
  ],
};

/** Sample values of the tables' parameters, by pattern (a new parameter fails the walk until it has one). */
const SAMPLES: Readonly<Record<string, string>> = {
  [PATH.wallet]: '1',
  [PATH.withdrawal]: 'W20260101000001',
  [PATH.noticeDetail]: '1',
  [PATH.rewardDetail]: '1',
  [PATH.agree]: 'terms',
  [PATH.desktop.noticeDetail]: '1',
  [PATH.desktop.rule]: SAMPLE_RULE,
  [PATH.flowsMachine]: 'session',
};

interface Walked {
  /** The route's pattern, as the router joins it. */
  readonly pattern: string;
  /** The address the walk checks (the pattern with sample values). */
  readonly address: string;
  readonly element: ReactElement | null;
}

const join = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);

function walk(routes: readonly RouteObject[], base = '', out: Walked[] = []): Walked[] {
  for (const route of routes) {
    const pattern = route.index ? base : route.path !== undefined ? join(base, route.path) : base;
    const element = isValidElement(route.element) ? (route.element as ReactElement) : null;
    // Pages are the leaves: a guard (no path of its own) wraps its child, a shell (/lobby) its children; the
    // catch-all is the not-found page.
    if ((route.path !== undefined || route.index) && route.path !== '*' && !route.children) {
      const address = pattern.includes(':')
        ? pattern.replace(/:[A-Za-z]+/, () => SAMPLES[pattern] ?? `<no sample for ${pattern}>`)
        : pattern;
      out.push({ pattern, address, element });
    }
    if (route.children) walk(route.children, pattern, out);
  }
  return out;
}

const isComingSoon = (element: ReactElement | null) => element !== null && element.type === ComingSoon;

/** The element the router renders last (the page) for `address`. */
function pageAt(routes: RouteObject[], address: string): ReactElement | null {
  const matches = matchRoutes(routes, address) ?? [];
  const last = matches[matches.length - 1]?.route;
  return last && isValidElement(last.element) ? (last.element as ReactElement) : null;
}

const TABLES: ReadonlyArray<readonly [PathLayout, RouteObject[]]> = [
  ['mobile', mobileRoutes(true)],
  ['desktop', desktopRoutes(true)],
];

describe('route walk: no coming-soon page outside issue 15', () => {
  for (const [layout, routes] of TABLES) {
    const walked = walk(routes);

    it(`${layout}: every parameter has a sample and every address renders its own route`, () => {
      expect(walked.length).toBeGreaterThan(20);
      const unsampled = walked.filter((w) => w.address.includes('<no sample')).map((w) => w.pattern);
      expect(unsampled, 'patterns without a sample value').toEqual([]);
      const elsewhere = walked
        .filter((w) => w.element !== null && pageAt(routes, w.address) !== w.element)
        .map((w) => w.address);
      expect(elsewhere, 'addresses the router sends to another route').toEqual([]);
    });

    it(`${layout}: no address renders the coming-soon page but issue 15's`, () => {
      const allowed = new Set(ISSUE_15_PAGES[layout]);
      const offending = walked
        .filter((w) => isComingSoon(pageAt(routes, w.address)) && !allowed.has(w.address))
        .map((w) => w.address);
      expect(offending, `${layout} routes still on the coming-soon page`).toEqual([]);
    });

    it(`${layout}: issue 15's list names only routes of the table that still show the coming-soon page`, () => {
      const addresses = new Set(walked.map((w) => w.address));
      expect(
        ISSUE_15_PAGES[layout].filter((a) => !addresses.has(a)),
        'not routes of the table',
      ).toEqual([]);
      // A page issue 15 has built leaves the list (so the list never hides a page that regresses).
      expect(
        ISSUE_15_PAGES[layout].filter((a) => !isComingSoon(pageAt(routes, a))),
        'built: remove from ISSUE_15_PAGES',
      ).toEqual([]);
    });
  }

  it('recognises the coming-soon page (the walk can fail)', () => {
    const table: RouteObject[] = [{ path: '/x', element: <ComingSoon title="x" /> } as RouteObject];
    expect(isComingSoon(pageAt(table, '/x'))).toBe(true);
  });
});
