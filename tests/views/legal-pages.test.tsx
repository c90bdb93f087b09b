// @vitest-environment jsdom
/**
 * The public legal pages in English: /terms-of-use and /privacy-policy show their document with
 * the support address of the configuration, link to each other, and work for visitors, members, on desktop
 * and in green mode. Thai is in legal-pages-th.test.tsx: a file renders one locale only, because a catalog
 * that activateLocale() has already loaded but React has not seen yet freezes the synchronous act() of the
 * first render (see the report on useArea).
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp, type Handlers } from '../helpers/render';
import { CONFIG_WITH_LIST, MEMBER_ANSWER } from '../machines/models/fixtures';

afterEach(() => cleanup());

// Each locale's documents are a chunk of their own; load both once so the first look-up is not timed on
// the transform of a large module.
beforeAll(async () => {
  await Promise.all([import('../../src/i18n/legal/en-US'), import('../../src/i18n/legal/th-TH')]);
});

const EMAIL = 'help@lobby.test';
/** The first page of a file waits for the lazy route, the catalog and the documents to load. */
const FIRST_PAINT = { timeout: 5000 };
const handlers = (mode: 'normal' | 'green' = 'normal'): Handlers => ({
  anonymousAppConfig: () => ({ errcode: 0, ...CONFIG_WITH_LIST, mode, supportEmail: EMAIL }),
  getAfterLoginInfoWeb: () => ({
    errcode: 0,
    code: 200,
    ...MEMBER_ANSWER,
    mode,
    supportEmail: EMAIL,
    appGameList: CONFIG_WITH_LIST.appGameList,
  }),
});

describe('legal pages', () => {
  it('/terms-of-use shows the terms in English with the configured support address', async () => {
    const app = await renderApp({ path: '/terms-of-use', handlers: handlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' }, FIRST_PAINT)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '1. Acceptance of these terms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '4. Restricted persons' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '13. Contact us' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 21 November 2026')).toBeInTheDocument();
    // The document's contact section and the page's own mail link carry the configured address.
    expect(screen.getByText(new RegExp(`write to ${EMAIL.replace('.', '\\.')}`))).toBeInTheDocument();
    const mail = screen.getByRole('link', { name: EMAIL });
    expect(mail).toHaveAttribute('href', `mailto:${EMAIL}`);
    expect(screen.queryByText(/support@example\.test/)).not.toBeInTheDocument();
    expect(app.location()).toBe('/terms-of-use');
  });

  it('/terms-of-use lists the processing periods and restricted persons as lists', async () => {
    await renderApp({ path: '/terms-of-use', handlers: handlers() });
    const money = (await screen.findByRole('heading', { name: '5. Deposits and withdrawals' })).closest('section')!;
    const items = within(money)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      '1 to 50,000 coins: 1 to 3 business days;',
      'more than 50,000 and up to 500,000 coins: 3 to 5 business days;',
      'more than 500,000 coins: 5 to 10 business days.',
    ]);
    const restricted = screen.getByRole('heading', { name: '4. Restricted persons' }).closest('section')!;
    expect(within(restricted).getAllByRole('listitem')).toHaveLength(6);
  });

  it('links the terms and the privacy policy to each other', async () => {
    const app = await renderApp({ path: '/terms-of-use', handlers: handlers() });
    const toPrivacy = await screen.findByRole('link', { name: 'Read the Privacy Policy' });
    expect(toPrivacy).toHaveAttribute('href', '/privacy-policy');
    await app.user.click(toPrivacy);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(app.location()).toBe('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 2, name: '9. Withdrawing your consent' })).toBeInTheDocument();
    const toTerms = screen.getByRole('link', { name: 'Read the Terms of Use' });
    expect(toTerms).toHaveAttribute('href', '/terms-of-use');
    expect(screen.queryByRole('link', { name: 'Read the Privacy Policy' })).not.toBeInTheDocument();
    await app.user.click(toTerms);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(app.location()).toBe('/terms-of-use');
  });

  it('/privacy-policy names the support address for withdrawing consent', async () => {
    await renderApp({ path: '/privacy-policy', handlers: handlers() });
    const consent = (await screen.findByRole('heading', { name: '9. Withdrawing your consent' })).closest('section')!;
    expect(consent).toHaveTextContent(`by e-mail to ${EMAIL}`);
    const contact = screen.getByRole('heading', { name: '12. Contact us' }).closest('section')!;
    expect(contact).toHaveTextContent(EMAIL);
    expect(screen.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
  });

  it('works on the desktop layout, for a member, and in green mode', async () => {
    await renderApp({ path: '/privacy-policy', layout: 'desktop', handlers: handlers() });
    expect(await screen.findByRole('heading', { level: 2, name: '1. Who we are' })).toBeInTheDocument();
    cleanup();
    await renderApp({ path: '/terms-of-use', token: 'stored-token-0123456789abcdef0123', handlers: handlers() });
    expect(await screen.findByRole('heading', { level: 2, name: '13. Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EMAIL })).toBeInTheDocument();
    cleanup();
    await renderApp({ path: '/privacy-policy', handlers: handlers('green') });
    expect(await screen.findByRole('heading', { level: 2, name: '12. Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Terms of Use' })).toBeInTheDocument();
  });

  it('has a named back button', async () => {
    await renderApp({ path: '/terms-of-use', handlers: handlers() });
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
