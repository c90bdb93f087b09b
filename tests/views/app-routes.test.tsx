// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ruleOn, type RulePage } from '../../contract/paths';
import { renderApp } from '../helpers/render';

afterEach(() => cleanup());

describe('routes and guard', () => {
  it('sends a visitor from a member route to /login', async () => {
    const app = await renderApp({ path: '/profile/more' });
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  it('redirects / to /lobby/home on both layouts, and /bind to /lobby/bind on desktop', async () => {
    const mobile = await renderApp({ path: '/' });
    await waitFor(() => expect(mobile.location()).toBe('/lobby/home'));
    cleanup();
    const desktop = await renderApp({ path: '/bind', layout: 'desktop', token: 'stored-token-0123456789abcdef0123' });
    await waitFor(() => expect(desktop.location()).toBe('/lobby/bind'));
  });

  it('keeps the query through a desktop redirect (/bindBankCard?back=1&id=2 from the deposit)', async () => {
    const desktop = await renderApp({
      path: '/bindBankCard?back=1&id=2',
      layout: 'desktop',
      token: 'stored-token-0123456789abcdef0123',
    });
    await waitFor(() => expect(desktop.location()).toBe('/lobby/bindBankCard?back=1&id=2'));
  });

  it('sends a logged-in player from /login and /register to the lobby', async () => {
    const member = await renderApp({ path: '/login', token: 'stored-token-0123456789abcdef0123' });
    await waitFor(() => expect(member.location()).toBe('/lobby/home'));
    cleanup();
    const again = await renderApp({ path: '/register', token: 'stored-token-0123456789abcdef0123' });
    await waitFor(() => expect(again.location()).toBe('/lobby/home'));
  });

  it('answers a rule name with no page with not-found on both layouts, never a coming-soon page', async () => {
    // Issue 23 §3: every rule page is built; /rule/<other> and /lobby/rule/<other> are unknown addresses.
    await renderApp({ path: ruleOn('mobile', 'unknown' as RulePage), locale: 'th-TH' });
    expect(await screen.findByRole('heading', { name: 'ไม่พบหน้านี้' })).toBeInTheDocument();
    cleanup();
    await renderApp({ path: ruleOn('desktop', 'unknown' as RulePage), locale: 'th-TH', layout: 'desktop' });
    expect(await screen.findByRole('heading', { name: 'ไม่พบหน้านี้' })).toBeInTheDocument();
  });

  it('shows the loading overlay until the configuration is in', async () => {
    let resolve: (v: unknown) => void = () => {};
    await renderApp({ path: '/service', handlers: { anonymousAppConfig: () => new Promise((r) => (resolve = r)) } });
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Loading…');
    const { CONFIG_WITH_LIST } = await import('../machines/models/fixtures');
    resolve({ errcode: 0, ...CONFIG_WITH_LIST });
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
  });

  it('answers an unknown address with not-found in Thai', async () => {
    await renderApp({ path: '/nowhere', locale: 'th-TH' });
    expect(await screen.findByRole('heading', { name: 'ไม่พบหน้านี้' })).toBeInTheDocument();
  });
});
