/**
 * preloadRoute: the lazy pages of the first address start loading before React renders — exactly the
 * matched ones (shell and page), nothing else. prefetchRoutes: the pages of likely next addresses load later,
 * when the browser is idle, and not at all once cancelled.
 */
import { describe, expect, it, vi } from 'vitest';
import { PATH } from '../../contract/paths';
import { desktopRoutes, mobileRoutes, preloadRoute, prefetchRoutes } from '../../src/app/routes';
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
vi.mock('../../src/features/placeholder/not-found-page', () => page('not-found', 'NotFoundPage'));
vi.mock('../../src/features/shell/mobile-lobby-shell', () => page('mobile-shell', 'MobileLobbyShell'));
vi.mock('../../src/features/auth/forget-page', () => page('forget', 'ForgetPage'));
vi.mock('../../src/features/legal/legal-pages', () => page('legal', 'TermsOfUsePage'));

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

describe('prefetchRoutes', () => {
  it('loads nothing once cancelled', async () => {
    prefetchRoutes(mobileRoutes(true), [PATH.forget], 'en-US')();
    await new Promise((r) => setTimeout(r, 500));
    expect(loaded.has('forget')).toBe(false);
  });

  it('loads the pages of the addresses when idle (not at once), one after the other', async () => {
    prefetchRoutes(mobileRoutes(true), [PATH.forget, PATH.termsOfUse], 'en-US');
    expect(loaded.has('forget')).toBe(false);
    await vi.waitFor(() => expect(loaded.has('forget')).toBe(true));
    await vi.waitFor(() => expect(loaded.has('legal')).toBe(true));
  });
});
