// @vitest-environment jsdom
/**
 * The mail inbox (/lobby/email, /profile/email, desktop /lobby/email): loading, failed with retry, empty, the
 * list, one mail with its safe text and attachments, receive once under a double click (balances and dots
 * refreshed in the session), the delete rule and its confirmation — mobile and desktop, en-US and th-TH.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError } from '../../contract/api-errors';
import { GIFT, GIFT_DETAIL, OLD, WELCOME, WELCOME_DETAIL } from '../machines/models/mail.model';
import { BOOT_HANDLERS, fail, renderApp, type ApiCall, type Handlers } from '../helpers/render';

afterEach(() => cleanup());

const TOKEN = 'stored-token-0123456789abcdef0123';
const called = (app: { calls: ApiCall[] }, id: string) => app.calls.filter((c) => c.operationId === id);

/** A tiny mail server: the list, details, receive and delete, with the dots' counts. */
function mailServer() {
  const mails = new Map([
    [WELCOME.id, { ...WELCOME_DETAIL, read: 0 as 0 | 1 }],
    [GIFT.id, { ...GIFT_DETAIL, read: 0 as 0 | 1 }],
    [OLD.id, { ...OLD, content: '<p>Old news</p>', attachments: [] }],
  ]);
  let coin = 1000;
  const status = () => {
    const out = { red0: 0, red1: 0, red2: 0 };
    for (const m of mails.values())
      if (m.read === 0 || (m.hasAttachment === 1 && m.received === 0)) out[`red${m.type}`] += 1;
    return out;
  };
  const handlers: Handlers = {
    getMail2: () => {
      const list = [...mails.values()].map(({ content: _c, attachments: _a, ...s }) => s);
      return { errcode: 0, list, total: list.length, page: 1, pageSize: 50 };
    },
    getMailDetail: (body) => {
      const m = mails.get(body.id as number);
      if (!m) fail('getMailDetail', 2201, 'Mail not found');
      m.read = 1;
      return { errcode: 0, mail: m };
    },
    receiveMail: (body) => {
      const m = mails.get(body.id as number);
      if (!m) fail('receiveMail', 2201, 'Mail not found');
      if (m.received === 1) fail('receiveMail', 2202, 'Mail attachment already received');
      m.received = 1;
      coin += 500;
      return { errcode: 0, propList: m.attachments, coin, lottery: 1000 };
    },
    delMail: (body) => {
      for (const id of body.ids as number[]) {
        const m = mails.get(id);
        if (m && m.hasAttachment === 1 && m.received === 0) fail('delMail', 2204, 'Receive first');
      }
      for (const id of body.ids as number[]) mails.delete(id);
      return { errcode: 0, deleted: (body.ids as number[]).length };
    },
    hasMailUnread: () => ({ errcode: 0, ...status() }),
    getTaskUser: () => ({ errcode: 0, achieveNum: 0, achieveData: {}, taskData: {}, canReceiveTaskAward: 0 }),
    refreshData: () => ({ errcode: 0, coin, lottery: 1000, vip: 0, vipExp: 0, userLevel: 0, bet: 0 }),
  };
  return { handlers, mails, status };
}

/** The boot answer of a player with nothing to read, receive or claim. */
function quietPlayer() {
  const answer = BOOT_HANDLERS.getAfterLoginInfoWeb?.({}) as Record<string, unknown>;
  return {
    ...answer,
    mailStatus: { red0: 0, red1: 0, red2: 0 },
    dotFlags: { ...(answer.dotFlags as object), hasMail: 0, hasTask: 0 },
  };
}

describe('/lobby/email', () => {
  it('shows loading, then the failure with a retry that loads the list newest first with unread and gift badges', async () => {
    const server = mailServer();
    let failFirst: (() => void) | null = null;
    let lists = 0;
    const app = await renderApp({
      path: '/lobby/email',
      token: TOKEN,
      handlers: {
        ...server.handlers,
        getMail2: (body) => {
          lists += 1;
          if (lists === 1)
            return new Promise((_, reject) => {
              failFirst = () => reject(new NetworkError('getMail2', new Error('offline')));
            });
          return server.handlers.getMail2?.(body);
        },
      },
    });
    await screen.findByText('Loading…');
    await waitFor(() => expect(failFirst).not.toBeNull());
    (failFirst as (() => void) | null)?.();
    expect(await screen.findByRole('alert')).toHaveTextContent(/connection|network/i);
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Your mail' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^New player gift.*Unread.*Gift$/),
      expect.stringMatching(/^Welcome.*Unread/),
      expect.stringMatching(/^Last week/),
    ]);
    expect(rows[2]?.textContent).not.toMatch(/Unread/);
    expect(called(app, 'getMail2')).toHaveLength(2);
  });

  it('shows the empty inbox', async () => {
    await renderApp({
      path: '/lobby/email',
      token: TOKEN,
      handlers: { getMail2: () => ({ errcode: 0, list: [], total: 0, page: 1, pageSize: 50 }) },
    });
    expect(await screen.findByText(/No mail yet/)).toBeInTheDocument();
  });

  it('opens the gift, receives it once under a double click, and refreshes balances and dots in the session', async () => {
    const server = mailServer();
    const app = await renderApp({ path: '/lobby/email', token: TOKEN, handlers: server.handlers });
    await app.user.click(await screen.findByRole('button', { name: /New player gift/ }));
    expect(await screen.findByRole('heading', { name: 'New player gift' })).toHaveFocus();
    expect(screen.getByText('A gift for joining: 5.00 coins and 10 bonus points.')).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Attached rewards' });
    expect(within(items).getByText('Coins')).toBeInTheDocument();
    expect(within(items).getByText('5.00')).toBeInTheDocument();
    expect(within(items).getByText('Bonus points')).toBeInTheDocument();
    expect(within(items).getByText('10.00')).toBeInTheDocument();
    // Delete is refused while the gift waits, and the page says why.
    expect(screen.getByRole('button', { name: 'Delete mail' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete mail' })).toHaveAccessibleDescription(
      'Receive the attached rewards before deleting this mail.',
    );
    await waitFor(() => expect(called(app, 'hasMailUnread')).toHaveLength(1));

    await app.user.dblClick(screen.getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('You have received these rewards.')).toBeInTheDocument();
    expect(called(app, 'receiveMail')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
    await waitFor(() => expect(called(app, 'hasMailUnread')).toHaveLength(2));
    await waitFor(() => {
      const { user, player } = app.root.session.getSnapshot().context;
      expect(user?.coin).toBe(1500);
      expect(user?.lottery).toBe(1000);
      // The welcome is still unread (red0); the gift no longer counts.
      expect(player?.mailStatus).toEqual({ red0: 1, red1: 0, red2: 0 });
      expect(player?.dotFlags.hasMail).toBe(1);
    });
    expect(await screen.findByText('Rewards received.')).toBeInTheDocument();
  });

  it('deletes a mail after confirmation (cancel keeps it) and goes back to the list', async () => {
    const server = mailServer();
    const app = await renderApp({ path: '/lobby/email', token: TOKEN, handlers: server.handlers });
    await app.user.click(await screen.findByRole('button', { name: /Welcome/ }));
    await app.user.click(await screen.findByRole('button', { name: 'Delete mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this mail?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(called(app, 'delMail')).toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: 'Delete mail' }));
    await app.user.dblClick(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const list = await screen.findByRole('list', { name: 'Your mail' });
    expect(within(list).queryByRole('button', { name: /Welcome/ })).toBeNull();
    expect(called(app, 'delMail')).toEqual([{ operationId: 'delMail', body: { ids: [WELCOME.id] } }]);
    expect(await screen.findByText('Mail deleted.')).toBeInTheDocument();
  });

  it('shows a body as text: markup in a mail is never interpreted', async () => {
    const server = mailServer();
    server.mails.set(9, {
      ...WELCOME_DETAIL,
      id: 9,
      title: 'Tricky',
      createTime: GIFT.createTime + 1,
      read: 0,
      content:
        '<p>Hello <img src="x" onerror="alert(1)"><a href="javascript:alert(2)">there</a></p><script>alert(3)</script>',
    });
    const app = await renderApp({ path: '/lobby/email', token: TOKEN, handlers: server.handlers });
    await app.user.click(await screen.findByRole('button', { name: /Tricky/ }));
    const body = (await screen.findByText('Hello there')).closest('div') as HTMLElement;
    expect(body.querySelector('img, a, script')).toBeNull();
  });
});

describe('mail in Thai, on /profile/email and on desktop', () => {
  it('renders the inbox in Thai on /profile/email', async () => {
    const server = mailServer();
    const app = await renderApp({ path: '/profile/email', token: TOKEN, locale: 'th-TH', handlers: server.handlers });
    expect(await screen.findByRole('heading', { name: 'กล่องจดหมาย' })).toBeInTheDocument();
    await app.user.click(await screen.findByRole('button', { name: /New player gift/ }));
    expect(await screen.findByRole('button', { name: 'รับรางวัล' })).toBeInTheDocument();
    expect(screen.getByText('กรุณารับรางวัลที่แนบมาก่อนลบจดหมายฉบับนี้')).toBeInTheDocument();
  });

  it('is a desktop page at /lobby/email, and /profile/email leads there', async () => {
    const server = mailServer();
    const app = await renderApp({ path: '/profile/email', token: TOKEN, layout: 'desktop', handlers: server.handlers });
    await waitFor(() => expect(app.location()).toBe('/lobby/email'));
    expect(await screen.findByRole('list', { name: 'Your mail' })).toBeInTheDocument();
  });

  it('shows the menu dot on the home header while mail waits, and none when nothing waits', async () => {
    await renderApp({ path: '/lobby/home', token: TOKEN, handlers: mailServer().handlers });
    const open = await screen.findByRole('button', { name: 'Open menu' });
    expect(open).toHaveAccessibleDescription('Something new in the menu');
    cleanup();
    await renderApp({
      path: '/lobby/home',
      token: TOKEN,
      handlers: { ...mailServer().handlers, getAfterLoginInfoWeb: () => quietPlayer() },
    });
    expect(await screen.findByRole('button', { name: 'Open menu' })).not.toHaveAccessibleDescription();
    expect(screen.queryByTestId('menu-dot')).toBeNull();
  });

  it('puts the dot on the desktop member entry, and a badges refresh clears it without a reload', async () => {
    const app = await renderApp({
      path: '/lobby/home',
      token: TOKEN,
      layout: 'desktop',
      handlers: mailServer().handlers,
    });
    const member = await screen.findByRole('link', { name: 'Member' });
    expect(member).toHaveAccessibleDescription('Something new in the menu');
    app.root.session.send({
      type: 'badges.updated',
      badges: { mailStatus: { red0: 0, red1: 0, red2: 0 }, canReceiveTaskAward: 0 },
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Member' })).not.toHaveAccessibleDescription());
  });
});
