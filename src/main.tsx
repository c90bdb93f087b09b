/**
 * Browser entry: storage (with the hint cookies mirrored), the API client (its session-expiry callback reaches
 * the session actor), the landing query's ad parameters, the locale, then the app: hydrated from the server's
 * HTML and snapshots where the server rendered this page under what this browser holds (locale, signed in,
 * notice seen), rendered afresh otherwise (a client-rendered shell, or a server guess that was wrong).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { lazyApiClient } from './api/lazy-client';
import { App, FLOWS_ROUTE } from './app/app';
import { hydratingFlows } from './flow/flow-snapshots';
import { currentLayout } from './lib/use-layout';
import { devInspector } from './app/inspector';
import { createAppRoot, type AppRoot } from './flow/root';
import { preloadPageTable, preloadRoute, routesFor } from './app/routes';
import { activateLocale, initialLocale, preloadAreas, shownLocale } from './i18n/i18n';
import { captureLanding } from './lib/affiliate';
import './lib/install-offer';
import { firstCommitted, markAppReady, noteHydrating, serverPopupsCommitted } from './lib/app-ready';
import { appStylesLoaded } from './lib/app-styles';
import { installClickShield } from './ui/click-shield';
import { localOffsetIs, type ShownZone } from './lib/dates';
import { commonFields } from './lib/device';
import { keepLayoutCookie, keepTimeZoneCookie, mirrored, sameHints } from './lib/hint-cookies';
import { nextTask, whenHidden, whenIdle } from './lib/next-task';
import { captureErrors, probeFlows, setReporterLoader } from './lib/rum/capture';
import { setRoutePreloader } from './lib/route-preload';
import { parseState, SSR_STATE_ID, type SsrState } from './lib/ssr-state';
import { platformFor } from './lib/layout';
import { memoryStorage, type KeyValueStorage } from './lib/storage-keys';
import { createTokenStore } from './lib/token-store';
import './styles.css';

// Uncaught errors from here on are kept for the reporter (src/lib/rum/), which loads once the page
// is idle and sends them, and a sampled page view's Web Vitals, when the page is hidden.
captureErrors();
// The rest of a double click or tap acts only on the control its first press hit (src/ui/click-shield.ts).
installClickShield();
const landingPath = window.location.pathname;

/** A Web Storage, or a page-lifetime stand-in where the browser refuses it (its getter can throw). */
function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    const storage = window[kind];
    storage.getItem('probe');
    return storage;
  } catch {
    return memoryStorage();
  }
}

// A server page's whole stylesheet, added by /boot.js, is in before the app renders (src/lib/app-styles.ts).
const stylesLoaded = appStylesLoaded();
const localStore = mirrored(browserStorage('localStorage'), 'local', document);
const tabStore = mirrored(browserStorage('sessionStorage'), 'tab', document);
const tokens = createTokenStore(localStore);

/** The server's state, when it rendered this page with what this browser holds (its hint cookies' sources). */
function hydratable(state: SsrState | null): SsrState | null {
  return state && sameHints(state.hints, { local: localStore, tab: tabStore }) ? state : null;
}
/** An installed app's window: its popups differ from a browser tab's (the server renders a tab's). */
const standalone = window.matchMedia?.('(display-mode: standalone)').matches === true;
const server = hydratable(parseState(document.getElementById(SSR_STATE_ID)?.textContent));
// Times read as the server wrote them: a first visit's server could only assume the players' time zone (the
// `tz` cookie, set once the page is put away, makes every later page the browser's own). Compared by the offset
// now, with Date alone: the browser's zone name would cost an Intl formatter (ICU's first load) right here.
const timeZone: ShownZone | undefined =
  server && !localOffsetIs(server.timeZoneOffset)
    ? { timeZone: server.timeZone, offsetMinutes: server.timeZoneOffset }
    : undefined;
keepLayoutCookie(document);
let root: AppRoot | null = null;
const getCommonFields = () => commonFields(localStore, platformFor(currentLayout()), shownLocale(localStore));
const api = lazyApiClient({
  getToken: () => tokens.get(),
  getCommonFields,
  onSessionExpired: () => root?.session.send({ type: 'session.expired' }),
});

captureLanding(window.location.search, localStore, tabStore);
let reporting = false;
const startReporter = () => {
  if (reporting) return;
  reporting = true;
  void import('./lib/rum/report')
    .then((rum) => rum.startReporting({ landingPath, layout: currentLayout, locale: () => shownLocale(localStore) }))
    .catch(() => undefined);
};
setReporterLoader(startReporter);
const layout = currentLayout();
/** The server rendered this page's first render: hydrated (see below) rather than rendered afresh. */
const hydrating = server !== null && !server.signedIn && server.layout === layout && !standalone;
// A page rendered afresh calls at once (its session's configuration): the client comes now. A hydrated one
// calls nothing until a player acts or a timer fires: the client comes once the page is idle after hydrating.
if (!hydrating) void api.preload().catch(() => undefined);
await nextTask();
// The first address's page chunks start downloading now, next to the catalog (and the configuration the
// root asks for below), instead of after the first render (a server page's HTML has already asked for them).
const locale = initialLocale(localStore);
// The catalogs the server rendered with (the notice popup's too) are in before hydration: one arriving during
// it would re-render the whole tree at once.
if (server) preloadAreas(locale, server.areas ?? []);
const routeLoaded = preloadRoute(routesFor(layout, FLOWS_ROUTE), window.location.pathname, locale);
// Later, a view that knows where a button leads loads that page ahead (src/lib/route-preload.ts).
setRoutePreloader((pathname) =>
  preloadRoute(routesFor(currentLayout(), FLOWS_ROUTE), pathname, shownLocale(localStore)),
);
const inspect = await devInspector(localStore);
await nextTask();
root = createAppRoot(
  {
    api,
    tokens,
    localStore,
    tabStore,
    userAgent: navigator.userAgent,
    origin: window.location.origin,
    redirect: (url) => window.location.assign(url),
    sessionApi: (token, ended) => lazyApiClient({ getToken: () => token, getCommonFields, onSessionExpired: ended }),
  },
  {
    ...(inspect ? { inspect } : {}),
    // A signed-in hint's page was rendered for a session still loading: none of its flows is this player's.
    ...(server && !server.signedIn ? { sessionSnapshot: server.session, flows: hydratingFlows(server.flows) } : {}),
  },
);
probeFlows(root.running);
// The session's first call (the configuration) is already on its way while the catalog loads.
await activateLocale(locale);
await stylesLoaded;
await nextTask();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App root={root} serverLayout={hydrating ? server.layout : 'mobile'} timeZone={timeZone} />
  </StrictMode>
);
// Hydrated where the server rendered this page's first render: its layout, and a visitor's session from its
// snapshot. With the signed-in hint the server sent the shell with a loading session, and this session may
// have loaded meanwhile (its first call left above); a wrong layout guess renders the other table. Those are
// rendered afresh over the server's HTML — from the server's snapshots where it sent them, so nothing is
// asked for twice, and never with the login buttons for a signed-in player.
if (hydrating) {
  // As a transition, hydration is time-sliced (React yields every few ms) instead of one long task; the
  // server's HTML stays on screen meanwhile, and a tap on a part not yet hydrated hydrates that part first.
  noteHydrating();
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
// `<html data-app="ready">` once the first address's pages are in and rendered (or hydrated): src/lib/app-ready.ts.
// Hydration is time-sliced: the mark waits for the routes' first commit, then for the main thread to be idle
// (React's remaining work, the page's nested boundaries, runs in tasks back to back until done).
// A server page's popups hydrate after its content (src/app/app.tsx): the page is ready with them.
void Promise.all([routeLoaded, firstCommitted, root.flows ? serverPopupsCommitted : undefined]).then(() =>
  requestAnimationFrame(() =>
    whenIdle(() => {
      markAppReady();
      void api.preload().catch(() => undefined);
      // The other pages' loaders, so a tap on a link waits for its page's code only.
      void preloadPageTable();
      // The reporter in an idle moment of its own, after the page's own work.
      whenIdle(startReporter, 5000);
    }, 1000),
  ),
);
// The `tz` cookie is for the next page the server renders: written when this one is put away, where the time
// zone's name (an Intl formatter, ICU's first load: ~60 ms of a slow phone) costs the player nothing.
whenHidden(() => keepTimeZoneCookie(document));
