// @vitest-environment jsdom
/** /profile/more: language switch and the logout confirmation. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n/i18n';
import { mount, press, shellHandlers, TOKEN } from './shell-fixtures';

afterEach(() => cleanup());

const handlers = { ...shellHandlers(), logout: () => ({ errcode: 0 }) };

describe('/profile/more', () => {
  it('switches the language to Thai, remembers it and announces it', async () => {
    const app = await mount({ path: '/profile/more', token: TOKEN, handlers });
    expect(await screen.findByRole('heading', { name: 'More' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Language' });
    expect(within(group).getByRole('radio', { name: 'English' })).toBeChecked();
    await press(app, within(group).getByRole('radio', { name: 'ภาษาไทย' }));
    expect(await screen.findByRole('heading', { name: 'เพิ่มเติม' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ภาษาไทย' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'ออกจากระบบ' })).toBeInTheDocument();
    expect(app.local.map.get('locale')).toBe('th-TH');
    expect(i18n.locale).toBe('th-TH');
    expect(screen.getByText('เปลี่ยนภาษาเป็น ภาษาไทย แล้ว')).toBeInTheDocument();
  });

  it('switching the language asks the server again for what it words (notices, names), without a reload', async () => {
    // The configuration answers in the locale the client shows when the call leaves (the API client
    // merges it as `lang`): a Thai notice once Thai is on.
    const notice = (title: string) => ({
      id: 1,
      imgUrl2: `/static/notice/1.svg?lang=${i18n.locale}`,
      clickType: 0,
      clickAction: '',
      sort: 1,
      isH5Pop: 0,
      title,
      content: '',
      createTime: 0,
    });
    const base = shellHandlers();
    const localized = {
      ...base,
      getAfterLoginInfoWeb: (body: Record<string, unknown>) => ({
        ...(base.getAfterLoginInfoWeb?.(body) as object),
        appNoticeConfigList: [notice(i18n.locale === 'th-TH' ? 'ยินดีต้อนรับ' : 'Welcome')],
      }),
      logout: () => ({ errcode: 0 }),
    };
    const app = await mount({ path: '/profile/more', token: TOKEN, handlers: localized });
    await screen.findByRole('heading', { name: 'More' });
    const loads = () => app.calls.filter((c) => c.operationId === 'getAfterLoginInfoWeb').length;
    const before = loads();
    expect(app.root.session.getSnapshot().context.config?.appNoticeConfigList[0]?.title).toBe('Welcome');
    await press(app, within(screen.getByRole('group', { name: 'Language' })).getByRole('radio', { name: 'ภาษาไทย' }));
    await waitFor(() => expect(loads()).toBe(before + 1));
    await waitFor(() =>
      expect(app.root.session.getSnapshot().context.config?.appNoticeConfigList[0]?.title).toBe('ยินดีต้อนรับ'),
    );
    expect(app.root.session.getSnapshot().context.config?.appNoticeConfigList[0]?.imgUrl2).toBe(
      '/static/notice/1.svg?lang=th-TH',
    );
    // Still the same page: no reload, no loading overlay.
    expect(app.location()).toBe('/profile/more');
    expect(screen.getByRole('heading', { name: 'เพิ่มเติม' })).toBeInTheDocument();
  });

  it('links to About and the legal pages', async () => {
    await mount({ path: '/profile/more', token: TOKEN, handlers });
    const links = await screen.findByRole('navigation', { name: 'Information' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['About us', '/about'],
      ['Terms of Use', '/terms-of-use'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });

  it('asks before logging out: Cancel keeps the session', async () => {
    const app = await mount({ path: '/profile/more', token: TOKEN, handlers });
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmation' })).not.toBeInTheDocument());
    expect(app.calls.some((c) => c.operationId === 'logout')).toBe(false);
    expect(app.location()).toBe('/profile/more');
    expect(app.local.map.get('token')).toBe(TOKEN);
  });

  it('OK signs out: the token is revoked and forgotten, and the player lands on /login', async () => {
    const app = await mount({ path: '/profile/more', token: TOKEN, handlers });
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    await press(app, within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(app.calls.filter((c) => c.operationId === 'logout')).toHaveLength(1);
    expect(app.local.map.has('token')).toBe(false);
    expect(app.root.session.getSnapshot().context.user).toBeNull();
  });

  it('signs out even when the revocation fails', async () => {
    const app = await mount({
      path: '/profile/more',
      token: TOKEN,
      handlers: {
        ...handlers,
        logout: () => {
          throw new Error('offline');
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
    await press(app, within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(app.local.map.has('token')).toBe(false);
  });
});
