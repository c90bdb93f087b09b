/**
 * Browser entry: storage, the API client (its session-expiry callback reaches the session actor), the
 * landing query's ad parameters, the locale, then the app.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/client';
import { App, FLOWS_ROUTE } from './app/app';
import { currentLayout } from './app/layout';
import { devInspector } from './app/inspector';
import { createAppRoot, type AppRoot } from './app/root';
import { desktopRoutes, mobileRoutes, preloadRoute } from './app/routes';
import { activateLocale, initialLocale, shownLocale } from './i18n/i18n';
import { captureLanding } from './lib/affiliate';
import './lib/install-offer';
import { commonFields } from './lib/device';
import { platformFor } from './lib/layout';
import type { KeyValueStorage } from './lib/storage-keys';
import { createTokenStore } from './lib/token-store';
import './styles.css';

/** A Web Storage, or a page-lifetime stand-in where the browser refuses it (its getter can throw). */
function browserStorage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage {
  try {
    const storage = window[kind];
    storage.getItem('probe');
    return storage;
  } catch {
    const map = new Map<string, string>();
    return {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    };
  }
}

const localStore = browserStorage('localStorage');
const tabStore = browserStorage('sessionStorage');
const tokens = createTokenStore(localStore);
let root: AppRoot | null = null;
const api = createApiClient({
  getToken: () => tokens.get(),
  getCommonFields: () => commonFields(localStore, platformFor(currentLayout()), shownLocale(localStore)),
  onSessionExpired: () => root?.session.send({ type: 'session.expired' }),
});

captureLanding(window.location.search, localStore, tabStore);
// The first address's page chunks start downloading now, next to the catalog (and the configuration the
// root asks for below), instead of after the first render.
const layout = currentLayout();
const locale = initialLocale(localStore);
preloadRoute(
  layout === 'desktop' ? desktopRoutes(FLOWS_ROUTE) : mobileRoutes(FLOWS_ROUTE),
  window.location.pathname,
  locale,
);
const inspect = await devInspector(localStore);
root = createAppRoot(
  {
    api,
    tokens,
    localStore,
    tabStore,
    userAgent: navigator.userAgent,
    origin: window.location.origin,
    redirect: (url) => window.location.assign(url),
  },
  inspect ? { inspect } : {},
);
// The session's first call (the configuration) is already on its way while the catalog loads.
await activateLocale(locale);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App root={root} />
  </StrictMode>,
);
