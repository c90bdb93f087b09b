/**
 * Browser entry: storage, the API client (its session-expiry callback reaches the session actor), the
 * landing query's ad parameters, the locale, then the app.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/client';
import { App } from './app/app';
import { devInspector } from './app/inspector';
import { createAppRoot, type AppRoot } from './app/root';
import { activateLocale, initialLocale } from './i18n/i18n';
import { captureLanding } from './lib/affiliate';
import { commonFields } from './lib/device';
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

const local = browserStorage('localStorage');
const session = browserStorage('sessionStorage');
const tokens = createTokenStore(local);
let root: AppRoot | null = null;
const api = createApiClient({
  getToken: () => tokens.get(),
  getCommonFields: () => commonFields(local, window.innerWidth),
  onSessionExpired: () => root?.session.send({ type: 'session.expired' }),
});

captureLanding(window.location.search, local, session);
await activateLocale(initialLocale(local));
const inspect = await devInspector(local);
root = createAppRoot(
  {
    api,
    tokens,
    local,
    session,
    userAgent: navigator.userAgent,
    origin: window.location.origin,
    redirect: (url) => window.location.assign(url),
  },
  inspect ? { inspect } : {},
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App root={root} />
  </StrictMode>,
);
