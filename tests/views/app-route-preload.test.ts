/**
 * preloadRoute: the lazy pages of the first address start loading before React renders — exactly the
 * matched ones (shell and page), nothing else.
 */
import { describe, expect, it, vi } from 'vitest';
import { desktopRoutes, mobileRoutes, preloadRoute } from '../../src/app/routes';
import { activateLocale, i18n } from '../../src/i18n/i18n';

const loaded = vi.hoisted(() => new Set<string>());
const page = (name: string, exportName: string) => {
  loaded.add(name);
  return { [exportName]: () => null };
};
vi.mock('../../src/features/auth/login-page', () => page('login', 'LoginPage'));
vi.mock('../../src/features/auth/register-page', () => page('register', 'RegisterPage'));
vi.mock('../../src/features/profile/about-page', () => page('about', 'AboutPage'));
vi.mock('../../src/features/shell/desktop-shell', () => page('desktop-shell', 'DesktopShell'));
vi.mock('../../src/features/shell/not-found-page', () => page('not-found', 'NotFoundPage'));
vi.mock('../../src/features/shell/mobile-lobby-shell', () => page('mobile-shell', 'MobileLobbyShell'));

const settle = () => new Promise((r) => setTimeout(r, 20));

describe('preloadRoute', () => {
  it('loads the page of a top-level address and nothing else, and its catalog', async () => {
    await activateLocale('en-US');
    expect(i18n.messages['auth.failed']).toBeUndefined();
    preloadRoute(mobileRoutes(true), '/login', 'en-US');
    await vi.waitFor(() => expect(loaded.has('login')).toBe(true));
    await vi.waitFor(() => expect(i18n.messages['auth.failed']).toBeDefined());
    await settle();
    expect([...loaded]).toEqual(['login']);
  });

  it('loads the shell and the page of a nested desktop address', async () => {
    preloadRoute(desktopRoutes(true), '/lobby/about', 'en-US');
    await vi.waitFor(() => expect(loaded.has('about')).toBe(true));
    expect(loaded.has('desktop-shell')).toBe(true);
    expect(loaded.has('mobile-shell')).toBe(false);
    expect(loaded.has('register')).toBe(false);
  });

  it('loads the not-found page for an address no route knows', async () => {
    preloadRoute(mobileRoutes(true), '/no/such/page', 'en-US');
    await vi.waitFor(() => expect(loaded.has('not-found')).toBe(true));
    expect(loaded.has('register')).toBe(false);
  });
});
