/**
 * The landing query's ad parameters and affiliate id: kept when a visitor arrives through a share
 * link or an ad, sent as the registration's `outUrl`, and reset after a registration.
 */
import { SESSION_KEYS, STORAGE_KEYS, readItem, removeItem, writeItem, type KeyValueStorage } from './storage-keys';

const AD_PARAM_KEYS = ['entry', 'proxy_id', 'install_referrer', 'fbp', 'fbc', 'ttclid', 'ttp', 'outValue'] as const;

/**
 * Remembers the ad parameters (session), the affiliate id (`aid`, local) and whether the native app opened
 * the tab (session) found in a landing query.
 */
export function captureLanding(search: string, local: KeyValueStorage, session: KeyValueStorage): void {
  const query = new URLSearchParams(search);
  const ad = new URLSearchParams();
  for (const key of AD_PARAM_KEYS) {
    const value = query.get(key);
    if (value !== null && value.length <= 256) ad.set(key, value);
  }
  if ([...ad.keys()].length > 0) writeItem(session, SESSION_KEYS.adParams, ad.toString());
  const aid = query.get('aid');
  if (aid && /^[0-9]{1,12}$/.test(aid)) writeItem(local, STORAGE_KEYS.affiliateId, aid);
  // Opened by the native app: customer service then goes through its native link (kept for the tab).
  if (openedByNativeApp(search)) writeItem(session, SESSION_KEYS.nativeApp, '1');
}

/**
 * Whether the native app opened the page: it opens the site with its token in the query. The landing query
 * is what counts (later addresses are the app's own routes), so it is
 * read once at start and kept for the tab (`SESSION_KEYS.nativeApp`).
 */
export function openedByNativeApp(landingQuery: string): boolean {
  const token = new URLSearchParams(landingQuery).get('token');
  return token !== null && token !== '';
}

/** The landing URL a registration reports (`outUrl`): ad parameters and the affiliate id, if any. */
export function outUrl(origin: string, local: KeyValueStorage, session: KeyValueStorage): string {
  const query = new URLSearchParams(readItem(session, SESSION_KEYS.adParams) ?? '');
  const aid = readItem(local, STORAGE_KEYS.affiliateId);
  if (aid) query.set('aid', aid);
  const text = query.toString();
  return text ? `${origin}/?${text}` : `${origin}/`;
}

/** After a registration: the affiliate state starts over. */
export function resetAffiliate(local: KeyValueStorage, session: KeyValueStorage): void {
  removeItem(local, STORAGE_KEYS.affiliateId);
  removeItem(session, SESSION_KEYS.adParams);
}
