/**
 * The app: i18n, the root actors, the loading overlay, toasts, and the route table of the current layout
 * (the mobile or the desktop table of routes.tsx; crossing 1024 px swaps them at the same URL). `App` runs in
 * the browser router; tests mount `AppFrame` + `AppRoutes` in a memory router.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useNavigate, useNavigationType, useRoutes, type RouteObject } from 'react-router';
import { areaReady, type I18n } from '../i18n/i18n';
import { LocaleProvider } from '../i18n/locale-provider';
import { useArea } from '../i18n/use-t';
import { ShownZoneContext, type ShownZone } from '../lib/dates';
import { useFixedRoom } from '../lib/fixed-bars';
import { dropServiceRequests, serviceWanted, subscribeService } from '../lib/service-requests';
import { firstCommitted, noteFirstCommit, noteServerPopups } from '../lib/app-ready';
import { LoadingOverlay } from './loading-overlay';
import { ToastsHost } from './toasts-host';
import { DockHost } from '../ui/dock';
import { DeferredUpdate } from '../features/pwa/deferred-update';
import { ServerLayoutContext, useLayout, type Layout } from '../lib/use-layout';
import type { AppRoot } from '../flow/root';
import { RootProvider, useRoot, useSession } from '../flow/root-context';
import { routesFor } from './routes';

/**
 * Every popup of the app, one statechart. Its messages come with its code: a popup that had to wait
 * for them would suspend, and a suspended boundary's reveal is held back ~300 ms.
 */
const loadPopupHost = () =>
  Promise.all([import('../features/promotions/popup-host'), areaReady('promotions')]).then(([m]) => m.PopupHost);

/**
 * The popup host with the tree's `promotions` messages (a server render's instance waits for them here); tells
 * src/lib/app-ready.ts once it has committed.
 */
function withPromotions(Host: ComponentType): ComponentType {
  return function PopupsWithMessages() {
    useArea('promotions');
    useEffect(noteServerPopups, []);
    return <Host />;
  };
}

/** Offline: the page goes on without its popups. */
function NoPopups() {
  useEffect(noteServerPopups, []);
  return null;
}

/** After the frame that follows the page's first commit: the hydrated page paints before the popups' code is asked for. */
const afterFirstPaint = () =>
  firstCommitted.then(
    () =>
      new Promise<void>((resolve) =>
        typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => setTimeout(resolve, 0)) : resolve(),
      ),
  );

/**
 * The popup host of a server-rendered page: rendered by the server, hydrated in a boundary of its own. In the
 * browser its code and messages are asked for once the page's content has hydrated and painted (the routes'
 * first commit): the home's first render never waits for them, and the server's HTML shows the popup meanwhile
 * (main.tsx marks the page ready once they have hydrated too).
 */
const ServerPopupHost = lazy(() =>
  typeof document === 'undefined'
    ? import('../features/promotions/popup-host').then((m) => ({ default: withPromotions(m.PopupHost) }))
    : afterFirstPaint()
        .then(loadPopupHost)
        .then((Host) => ({ default: withPromotions(Host) }))
        .catch(() => ({ default: NoPopups })),
);

/**
 * The popups load once the session has loaded and the browser is idle after rendering the page (at most 1 s
 * later): they wait for the session anyway, so their code loads after the page's own. The host is mounted
 * when its module has arrived rather than through React.lazy: a lazy boundary's first reveal is held back
 * ~300 ms, and on a first visit the notice popup is the largest thing the player sees.
 */
function DeferredPopups() {
  const root = useRoot();
  const loaded = useSession((s) => !s.hasTag('loading'));
  // A server-rendered page has its popups in the HTML (a first visit's notice paints from it): the same
  // element here, in its own boundary, so the HTML stays until the host's code is in.
  const rendered = root.flows !== undefined && loaded;
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!loaded || rendered) return;
    let live = true;
    const load = () =>
      void loadPopupHost().then(
        (component) => live && setHost(() => component),
        () => undefined, // offline: the page works without its popups
      );
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 1000 });
      return () => {
        live = false;
        cancelIdleCallback(id);
      };
    }
    const id = setTimeout(load, 0);
    return () => {
      live = false;
      clearTimeout(id);
    };
  }, [loaded, rendered]);
  if (rendered) return SERVER_POPUPS;
  return Host ? <Host /> : null;
}

/**
 * The server-rendered popups' boundary, one element for every render: a boundary still waiting to hydrate that
 * is given new props is rendered afresh by React (the server's popup would go until its code is in).
 */
const SERVER_POPUPS = (
  <Suspense fallback={null}>
    <ServerPopupHost />
  </Suspense>
);

/**
 * The customer-service widget (src/features/service), loaded with its messages on the first request for
 * customer service (src/lib/service-requests.ts) — nothing of it on the first render — and kept mounted
 * from then on, so the chat survives route changes. Offline, the requests are dropped with the network
 * toast and the next one tries again.
 */
const loadServiceHost = () =>
  Promise.all([import('../features/service/service-host'), areaReady('service')]).then(([m]) => m.ServiceHost);

function DeferredService() {
  const root = useRoot();
  const wanted = useSyncExternalStore(
    (listener) => subscribeService(root, listener),
    () => serviceWanted(root),
    () => false,
  );
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted || Host) return;
    let live = true;
    loadServiceHost().then(
      (component) => live && setHost(() => component),
      () => {
        if (!live) return;
        dropServiceRequests(root);
        // The network sentence (machines/message.ts ERROR_KIND_MESSAGES.network), without loading that module here.
        root.perform({ type: 'toast', message: { id: 'common.networkError' }, tone: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Host, root]);
  return Host ? <Host /> : null;
}

/** Tells src/lib/app-ready.ts that the routes' boundary has committed (its effects run after the page's). */
function FirstCommit() {
  useEffect(noteFirstCommit, []);
  return null;
}

/** /flows is always routed; the page shows its diagrams in development or with the config's flowsPage flag. */
export const FLOWS_ROUTE = true;

/** The route table of the layout; also registers the navigator that machines' `navigate` intents use. */
/**
 * A new page starts at its top: after a link or a navigate (PUSH), the window scrolls to the top, as a
 * server-rendered site would (a page opened from a scrolled member centre started scrolled). Back and forward
 * (POP) keep what the browser restores; a change of query or state on the same page (home tabs) keeps its place.
 */
function useNewPageAtTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === 'PUSH') window.scrollTo(0, 0);
    // Only a new pathname counts; `type` is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

/**
 * The layout's routes. `routes`: the table to match against instead of the layout's whole one — the server gives
 * the branch that matches its one address (src/entry-server.tsx: the same match, without ranking every route).
 */
export function AppRoutes({ root, layout, routes }: { root: AppRoot; layout: Layout; routes?: RouteObject[] }) {
  const navigate = useNavigate();
  useNewPageAtTop();
  useEffect(() => {
    root.setNavigator({ navigate: (to, options) => (typeof to === 'number' ? navigate(to) : navigate(to, options)) });
    return () => root.setNavigator(null);
  }, [root, navigate]);
  return useRoutes(routes ?? routesFor(layout, FLOWS_ROUTE));
}

/**
 * What a render assumes that is not in the root: the layout a hydrating first render must use (the server's
 * guess) and the time zone dates are shown in (undefined: the runtime's own). Given to the tree rather than
 * kept in modules, so the server renders pages of any layout and zone at once.
 */
export function ServerFacts({
  layout,
  timeZone,
  children,
}: {
  layout: Layout;
  timeZone: ShownZone | undefined;
  children: ReactNode;
}) {
  return (
    <ServerLayoutContext.Provider value={layout}>
      <ShownZoneContext.Provider value={timeZone}>{children}</ShownZoneContext.Provider>
    </ServerLayoutContext.Provider>
  );
}

/**
 * Everything around the routes (inside a router). `i18n`: the tree's Lingui instance (a server render's locale);
 * by default the browser's global one.
 */
export function AppFrame({
  root,
  layout,
  i18n,
  children,
}: {
  root: AppRoot;
  layout: Layout;
  i18n?: I18n;
  children: ReactNode;
}) {
  // Its bottom padding is the bottom bars' room (--fixed-bottom).
  const room = useFixedRoom();
  return (
    <LocaleProvider {...(i18n ? { i18n } : {})}>
      <RootProvider root={root}>
        <div ref={room} className={`app app--${layout}`}>
          <Suspense fallback={null}>
            {children}
            {/* Inside the routes' boundary: they mount with the page's first content, never before it. */}
            <DeferredPopups />
            <FirstCommit />
          </Suspense>
          <Suspense fallback={null}>
            <DeferredService />
          </Suspense>
          <DockHost />
        </div>
        <LoadingOverlay />
        <ToastsHost />
        <DeferredUpdate />
      </RootProvider>
    </LocaleProvider>
  );
}

/** The browser's app; `serverLayout` and `timeZone` as ServerFacts (a hydrated page's, from the server's state). */
export function App({
  root,
  serverLayout = 'mobile',
  timeZone,
}: {
  root: AppRoot;
  serverLayout?: Layout;
  timeZone?: ShownZone | undefined;
}) {
  return (
    <ServerFacts layout={serverLayout} timeZone={timeZone}>
      <AppInLayout root={root} />
    </ServerFacts>
  );
}

function AppInLayout({ root }: { root: AppRoot }) {
  const layout = useLayout();
  return (
    <BrowserRouter>
      <AppFrame root={root} layout={layout}>
        <AppRoutes root={root} layout={layout} />
      </AppFrame>
    </BrowserRouter>
  );
}
