/**
 * Browser entry: builds the live API client (token store, common fields, session expiry) and renders the app.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from './api/client';
import { ApiProvider } from './app/api-context';
import { App } from './app/app';
import { commonFields } from './lib/device';
import type { KeyValueStorage } from './lib/storage-keys';
import { createTokenStore } from './lib/token-store';
import './styles.css';

/** localStorage, or a page-lifetime stand-in where the browser refuses it (its getter can throw). */
function browserStorage(): KeyValueStorage {
  try {
    return window.localStorage;
  } catch {
    const map = new Map<string, string>();
    return {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
    };
  }
}

const storage = browserStorage();
const tokens = createTokenStore(storage);
const api = createApiClient({
  getToken: () => tokens.get(),
  getCommonFields: () => commonFields(storage, window.innerWidth),
  // The session machine takes this over with the shell (it also navigates to /login).
  onSessionExpired: () => tokens.clear(),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ApiProvider api={api}>
      <App />
    </ApiProvider>
  </StrictMode>,
);
