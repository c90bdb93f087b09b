// @vitest-environment jsdom
/**
 * Customer service (docs/product/messages.md) and the diagnostics page (/test): the
 * /service page's loading, failed-with-retry and empty states and its entries; the widget opened from the
 * login page (visitor), the left menu (player), the page and the desktop footer — minimised, kept across a
 * route change, maximised again; other entries in a new window; the native link; /test's checks and report.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type Handler, type TestApp } from '../helpers/render';
import { mount, press, shellHandlers, TOKEN } from './shell-fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const QUEUE = [
  { url: '/sandbox/livechat/19075011', isOut: 0, nickname: 'Live Chat', icon: '/static/cs/1.svg' },
  { url: '/sandbox/livechat/19075012', isOut: 0, nickname: 'Customer Service', icon: '/static/cs/2.svg' },
  { url: 'https://t.me/examplelobby_support', isOut: 1, nickname: 'Telegram', icon: '/static/cs/3.svg' },
];
const queue =
  (entries = QUEUE): Handler =>
  () => ({ errcode: 0, appCustomerServiceQueue: entries });
const calls = (app: TestApp, id: string) => app.calls.filter((c) => c.operationId === id).length;

/** The widget's panel once its chat page has loaded in the frame. */
async function chatOpens(licence = '19075011'): Promise<HTMLElement> {
  const widget = await screen.findByRole('dialog', { name: 'Live chat' });
  const frame = within(widget).getByTitle('Customer service chat');
  expect(frame).toHaveAttribute('src', `/sandbox/livechat/${licence}`);
  expect(within(widget).getByRole('status')).toHaveTextContent('Connecting to customer service…');
  expect(within(widget).getByRole('button', { name: 'Minimise chat' })).toBeDisabled();
  act(() => void fireEvent.load(frame));
  await waitFor(() => expect(within(widget).getByRole('button', { name: 'Minimise chat' })).toBeEnabled());
  expect(within(widget).queryByRole('status')).toBeNull();
  return widget;
}

function spyWindowOpen() {
  return vi.spyOn(window, 'open').mockImplementation(() => null);
}

describe('/service', () => {
  it('loads the queue, lists every entry with how it opens, and opens the live chat in the widget', async () => {
    const app = await mount({ path: '/service', handlers: { ...shellHandlers(), getCustomerServices: queue() } });
    expect(await screen.findByRole('heading', { name: 'Customer service', level: 1 })).toBeInTheDocument();
    const start = await screen.findByRole('button', { name: 'Start live chat' });
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Live ChatLive chat, opens on this page',
      'Customer ServiceLive chat, opens on this page',
      'TelegramOpens in a new window',
    ]);
    await press(app, start);
    await press(app, start); // a second tap: the same chat, not a second one
    const widget = await chatOpens();
    expect(screen.getAllByTitle('Customer service chat')).toHaveLength(1);
    expect(calls(app, 'getCustomerServices')).toBe(1);

    // Another live chat of the queue replaces the first one.
    await press(app, within(list).getAllByRole('button')[1]!);
    await chatOpens('19075012');
    expect(widget).toBeInTheDocument();
  });

  it('opens an entry that is not a live chat in a new window, once per click', async () => {
    const open = spyWindowOpen();
    const app = await mount({ path: '/service', handlers: { ...shellHandlers(), getCustomerServices: queue() } });
    await press(app, await screen.findByRole('button', { name: /^Telegram/ }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://t.me/examplelobby_support', '_blank', 'noopener');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => app.user.dblClick(screen.getByRole('button', { name: /^Telegram/ })));
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('offers "contact" instead of a chat when the first entry opens elsewhere', async () => {
    const open = spyWindowOpen();
    const app = await mount({
      path: '/service',
      handlers: { ...shellHandlers(), getCustomerServices: queue([QUEUE[2]!, QUEUE[0]!]) },
    });
    await press(app, await screen.findByRole('button', { name: 'Contact customer service' }));
    expect(open).toHaveBeenCalledWith('https://t.me/examplelobby_support', '_blank', 'noopener');
  });

  it('shows the failure with a retry that loads the queue again', async () => {
    let failing = true;
    const app = await mount({
      path: '/service',
      handlers: {
        ...shellHandlers(),
        getCustomerServices: () => (failing ? fail('getCustomerServices', 9) : queue()({})),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('(code 9)');
    failing = false;
    await press(app, screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start live chat' })).toBeInTheDocument();
    expect(calls(app, 'getCustomerServices')).toBe(2);
  });

  it('says so when the queue is empty, and shows loading until the answer', async () => {
    let answer: (v: unknown) => void = () => {};
    await mount({
      path: '/service',
      handlers: { ...shellHandlers(), getCustomerServices: () => new Promise((r) => (answer = r)) },
    });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    await act(async () => answer({ errcode: 0, appCustomerServiceQueue: [] }));
    expect(
      await screen.findByText('No customer service contact is available right now. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start live chat' })).toBeNull();
  });

  it('is there on desktop too, in Thai', async () => {
    await mount({
      path: '/service',
      layout: 'desktop',
      locale: 'th-TH',
      handlers: { ...shellHandlers(), getCustomerServices: queue() },
    });
    expect(await screen.findByRole('button', { name: 'เริ่มแชทสด' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ฝ่ายบริการลูกค้า', level: 1 })).toBeInTheDocument();
  });
});

describe('the customer-service widget', () => {
  it('opens from the login page for a visitor, without leaving it, and survives a route change minimised', async () => {
    const app = await mount({ path: '/login', handlers: { ...shellHandlers(), getCustomerServices: queue() } });
    await screen.findByLabelText('Password');
    const link = screen.getByRole('link', { name: 'Customer service' });
    expect(link).toHaveAttribute('href', '/service');
    await press(app, link);
    const widget = await chatOpens();
    expect(app.location()).toBe('/login');

    await press(app, within(widget).getByRole('button', { name: 'Minimise chat' }));
    expect(screen.queryByRole('dialog', { name: 'Live chat' })).toBeNull();
    const bubble = screen.getByRole('button', { name: 'Open customer service chat' });
    expect(bubble).toHaveFocus();
    const frame = screen.getByTitle('Customer service chat', { exact: true, hidden: true } as never);

    await act(async () => app.root.perform({ type: 'navigate', to: '/register' }));
    await waitFor(() => expect(app.location()).toBe('/register'));
    await screen.findByRole('heading', { name: 'Register', level: 1 });
    // The same frame (its conversation) is still there, behind the button.
    expect(screen.getByTitle('Customer service chat', { hidden: true } as never)).toBe(frame);
    await press(app, screen.getByRole('button', { name: 'Open customer service chat' }));
    const again = await screen.findByRole('dialog', { name: 'Live chat' });
    expect(within(again).getByRole('button', { name: 'Minimise chat' })).toBeEnabled();
    expect(calls(app, 'getCustomerServices')).toBe(1);

    // Escape minimises; close removes the widget.
    fireEvent.keyDown(again, { key: 'Escape' });
    expect(await screen.findByRole('button', { name: 'Open customer service chat' })).toBeInTheDocument();
    await press(app, screen.getByRole('button', { name: 'Open customer service chat' }));
    await press(app, screen.getByRole('button', { name: 'Close customer service' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTitle('Customer service chat')).toBeNull();
  });

  it('opens from the left menu for a player and closes the menu', async () => {
    const app = await mount({
      path: '/lobby/home',
      token: TOKEN,
      handlers: { ...shellHandlers(), getCustomerServices: queue() },
    });
    await press(app, await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'My account' });
    const entry = within(menu).getByRole('link', { name: 'Customer service' });
    expect(entry).toHaveAttribute('href', '/service');
    await press(app, entry);
    await chatOpens();
    expect(screen.queryByRole('dialog', { name: 'My account' })).toBeNull();
    expect(app.location()).toBe('/lobby/home');
  });

  it('shows the wait and a retry when the queue fails after an open, and can be dismissed', async () => {
    let failing = true;
    const app = await mount({
      path: '/login',
      handlers: {
        ...shellHandlers(),
        getCustomerServices: () => (failing ? fail('getCustomerServices', 5) : queue()({})),
      },
    });
    await press(app, await screen.findByRole('link', { name: 'Customer service' }));
    const panel = await screen.findByRole('dialog', { name: 'Customer service' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('(code 5)');
    failing = false;
    await press(app, within(panel).getByRole('button', { name: 'Try again' }));
    await chatOpens();
    await press(app, screen.getByRole('button', { name: 'Close customer service' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a waiting open be dismissed; the next tap asks again', async () => {
    const app = await mount({
      path: '/login',
      handlers: { ...shellHandlers(), getCustomerServices: () => fail('getCustomerServices', 5) },
    });
    await press(app, await screen.findByRole('link', { name: 'Customer service' }));
    const panel = await screen.findByRole('dialog', { name: 'Customer service' });
    await within(panel).findByRole('alert');
    await press(app, within(panel).getByRole('button', { name: 'Close customer service' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await press(app, screen.getByRole('link', { name: 'Customer service' }));
    expect(await screen.findByRole('dialog', { name: 'Customer service' })).toBeInTheDocument();
    await waitFor(() => expect(calls(app, 'getCustomerServices')).toBe(2));
  });

  it('opens the footer live-chat contact in the widget; other contacts stay links to a new window', async () => {
    const app = await mount({
      path: '/lobby/home',
      layout: 'desktop',
      handlers: { ...shellHandlers(), getCustomerServices: queue() },
    });
    const contact = within(await screen.findByRole('region', { name: 'Contact' }));
    expect(contact.getByRole('link', { name: 'Telegram' })).toHaveAttribute('target', '_blank');
    await press(app, contact.getByRole('link', { name: 'Live Chat' }));
    // The footer's own contact (licence 1), with no wait for the queue.
    await chatOpens('1');
    expect(app.location()).toBe('/lobby/home');
    expect(calls(app, 'getCustomerServices')).toBe(0);
  });

  it('inside the native app goes to the native link with to=cs, url and isOut', async () => {
    const open = spyWindowOpen();
    const app = await mount({ path: '/login', handlers: { ...shellHandlers(), getCustomerServices: queue() } });
    app.session.setItem('nativeApp', '1');
    await press(app, await screen.findByRole('link', { name: 'Customer service' }));
    await waitFor(() =>
      expect(app.redirects).toEqual([
        'app://native?to=cs&url=http%3A%2F%2Flobby.test%2Fsandbox%2Flivechat%2F19075011&isOut=0',
      ]),
    );
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/test (diagnostics)', () => {
  function mockClipboard(writeText: (text: string) => Promise<void>) {
    const spy = vi.fn(writeText);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
    return spy;
  }

  it('shows the app, the player and the checks, and copies the report', async () => {
    const app = await mount({
      path: '/test',
      token: TOKEN,
      handlers: { ...shellHandlers(), getCustomerServices: queue() },
    });
    const report = await screen.findByTestId('diagnostics');
    const value = (label: string) => within(report).getByText(label).nextElementSibling?.textContent;
    expect(value('App version')).toBe('1.0.27');
    expect(value('Language')).toBe('en-US');
    expect(value('Layout')).toBe('Mobile');
    expect(value('User ID')).toBe('100001');
    expect(value('Server connection')).toMatch(/^Answered in \d+ ms$/);
    expect(value('Device storage')).toBe('Works');
    expect(value('Tab storage')).toBe('Works');
    expect(value('Offline support')).toBe('Not supported by this browser');
    const writeText = mockClipboard(async () => {});
    await press(app, screen.getByRole('button', { name: 'Copy report' }));
    expect(await screen.findByText('Copy Success.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(1);
    const text = writeText.mock.calls[0]![0];
    expect(text).toContain('Diagnostics\nApp version: 1.0.27\nLanguage: en-US\nLayout: Mobile\nUser ID: 100001\n');
    expect(text).toMatch(/Server connection: Answered in \d+ ms/);
    expect(text).not.toContain(TOKEN);

    mockClipboard(async () => {
      throw new Error('denied');
    });
    await press(app, screen.getByText('Copy Success.'));
    await press(app, screen.getByRole('button', { name: 'Copy report' }));
    expect(await screen.findByText('Copy Fail.')).toBeInTheDocument();
  });

  it('links the /flows review page where it is on (the configuration says so), not elsewhere', async () => {
    vi.stubEnv('DEV', false);
    try {
      await mount({ path: '/test', token: TOKEN, handlers: { ...shellHandlers(), getCustomerServices: queue() } });
      await screen.findByTestId('diagnostics');
      expect(screen.queryByRole('link', { name: 'Statecharts of every flow (/flows)' })).toBeNull();
      cleanup();
      await mount({
        path: '/test',
        token: TOKEN,
        handlers: { ...shellHandlers({ config: { flowsPage: true } }), getCustomerServices: queue() },
      });
      await screen.findByTestId('diagnostics');
      expect(screen.getByRole('link', { name: 'Statecharts of every flow (/flows)' })).toHaveAttribute(
        'href',
        '/flows',
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('shows an unreachable server as a failed check, and checks again on request', async () => {
    let failing = true;
    const app = await mount({
      path: '/test',
      token: TOKEN,
      layout: 'desktop',
      handlers: {
        ...shellHandlers(),
        getCustomerServices: () => (failing ? fail('getCustomerServices', 7) : queue()({})),
      },
    });
    const report = await screen.findByTestId('diagnostics');
    const api = () => within(report).getByText('Server connection').nextElementSibling!;
    expect(api().textContent).toMatch(/^No answer after \d+ ms: .*\(code 7\)\.$/);
    expect(within(report).getByText('Layout').nextElementSibling?.textContent).toBe('Desktop');
    failing = false;
    await press(app, screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(api().textContent).toMatch(/^Answered in \d+ ms$/));
  });

  it('is a member page: a visitor goes to /login', async () => {
    const app = await mount({ path: '/test', handlers: shellHandlers() });
    await waitFor(() => expect(app.location()).toBe('/login'));
  });
});
