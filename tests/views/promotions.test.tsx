// @vitest-environment jsdom
/**
 * Promotions views: the popups on a first visit (notice → first charge → invite, each seen on close), the
 * green-mode age notice, the download banner and floating bar, the /activity/firstCharge and
 * /activity/inviteFriends pages (deposit link, claim once, errors, bind first, copy link).
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATH } from '../../contract/paths';
import type { ConfigAnswer } from '../../contract/types';
import { setRoutePreloader } from '../../src/lib/route-preload';
import { fail, renderApp, type Handlers, type RenderOptions, type TestApp } from '../helpers/render';
import { FC_CONFIGS, INVITE_CONFIGS, fcState, inviteState } from '../machines/models/promotions.model';
import { TOKEN, press, shellHandlers } from './shell-fixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const NOTICES: ConfigAnswer['appNoticeConfigList'] = [
  {
    id: 1,
    imgUrl2: '/static/notice/1.svg',
    clickType: 0,
    clickAction: '',
    sort: 1,
    isH5Pop: 1,
    title: 'Welcome to the lobby',
    content: '',
    createTime: 0,
  },
  {
    id: 2,
    imgUrl2: '/static/notice/2.svg',
    clickType: 3,
    clickAction: '/lobby/notice',
    sort: 2,
    isH5Pop: 1,
    title: 'Read the news',
    content: '',
    createTime: 0,
  },
  {
    id: 3,
    imgUrl2: '/static/notice/3.svg',
    clickType: 0,
    clickAction: '',
    sort: 3,
    isH5Pop: 0,
    title: 'Not a popup',
    content: '',
    createTime: 0,
  },
];

function promoHandlers(
  options: Parameters<typeof shellHandlers>[0] & {
    firstCharge?: () => unknown;
    claim?: (body: Record<string, unknown>) => unknown;
    invite?: () => unknown;
    receive?: (body: Record<string, unknown>) => unknown;
  } = {},
): Handlers {
  return {
    ...shellHandlers({ ...options, config: { appNoticeConfigList: NOTICES, ...options.config } }),
    appRechargeBonusCollection9:
      options.firstCharge ??
      (() => ({
        errcode: 0,
        appRechargeBonusCollection9: fcState({ expireTime: Date.now() + 3 * 86_400_000 - 30_000 }),
        configList: FC_CONFIGS,
      })),
    appRechargeBonusCollection9Receive: options.claim ?? (() => fail('appRechargeBonusCollection9Receive', 1010)),
    appInviteBonus1User:
      options.invite ??
      (() => ({
        errcode: 0,
        appInviteBonus1User: inviteState({}),
        configList: INVITE_CONFIGS,
        shareUrl: 'http://lobby.test/register?outValue=ABC234&install_referrer=h5&aid=100001&share_referrer=8',
      })),
    appInviteBonus1UserReceive: options.receive ?? (() => fail('appInviteBonus1UserReceive', 1006)),
    getActivityIds: () => ({
      errcode: 0,
      activityIds: [40],
      activityMap: {},
      isBankrupt: 0,
      hasTurntable: 0,
      totalRecharge: 0,
      loginPaying: 0,
      homeVideo: null,
    }),
    refreshData: () => ({ errcode: 0, coin: 5000, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0 }),
  };
}

/** The app frame with stand-in pages (the popups live in the frame, whatever the home renders). */
const STAND_INS = (
  <Routes>
    <Route path="/lobby/home" element={<h1>Home page</h1>} />
    <Route path="/lobby/notice" element={<h1>News page</h1>} />
    <Route path="/login" element={<h1>Login page</h1>} />
    <Route path="/terms-of-use" element={<h1>Terms page</h1>} />
    <Route path="/activity/:name" element={<h1>Activity page</h1>} />
    <Route path="/lobby/wallets/deposit" element={<h1>Deposit page</h1>} />
  </Routes>
);

function mountFrame(options: RenderOptions): Promise<TestApp> {
  return act(() => renderApp({ popups: true, ...options }, STAND_INS));
}

/** The real route table. */
function mountRoutes(options: RenderOptions): Promise<TestApp> {
  return act(() => renderApp(options));
}

describe('popups on a first visit', () => {
  it('shows notice, first charge, invite one at a time, each seen on close, and not again', async () => {
    const app = await mountFrame({ path: '/lobby/home', token: TOKEN, handlers: promoHandlers() });
    const notice = await screen.findByRole('dialog', { name: 'Notice' });
    const images = within(notice).getAllByRole('img');
    expect(images.map((i) => i.getAttribute('alt'))).toEqual(['Welcome to the lobby', 'Read the news']);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await press(app, within(notice).getByRole('button', { name: 'Close' }));

    const firstCharge = await screen.findByRole('dialog', { name: 'First deposit bonus' });
    await within(firstCharge).findByText('Worth 150%');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await press(app, within(firstCharge).getByRole('button', { name: 'Close' }));

    const invite = await screen.findByRole('dialog', { name: 'Invite friends' });
    await within(invite).findByText('Limited to new players only');
    await press(app, within(invite).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.session.map.get('noticePopupSeen')).toBe('1');
    expect(JSON.parse(app.session.map.get('shownActivityIds') ?? '[]')).toEqual([39, 40]);
  });

  it('loads the deposit page ahead while the first-charge popup shows (its button leads there)', async () => {
    const preloaded = vi.fn(async (_path: string) => undefined);
    setRoutePreloader(preloaded);
    try {
      const app = await mountFrame({ path: '/lobby/home', token: TOKEN, handlers: promoHandlers() });
      const notice = await screen.findByRole('dialog', { name: 'Notice' });
      await press(app, within(notice).getByRole('button', { name: 'Close' }));
      expect(preloaded).not.toHaveBeenCalled();
      await screen.findByRole('dialog', { name: 'First deposit bonus' });
      await waitFor(() => expect(preloaded).toHaveBeenCalledWith(PATH.deposit));
    } finally {
      setRoutePreloader(async () => undefined);
    }
  });

  it('asks for the first notice image as soon as the notice is chosen, next to its code', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(value: string) {
          asked.push(value);
        }
      },
    );
    try {
      await mountFrame({ path: '/lobby/home', token: TOKEN, handlers: promoHandlers() });
      await screen.findByRole('dialog', { name: 'Notice' });
      expect(asked).toEqual(['/static/notice/1.svg']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a notice image opens its target and closes the popup', async () => {
    const app = await mountFrame({ path: '/lobby/home', handlers: promoHandlers() });
    const notice = await screen.findByRole('dialog', { name: 'Notice' });
    await press(app, within(notice).getByRole('button', { name: 'Read the news' }));
    await screen.findByRole('heading', { name: 'News page' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.session.map.get('noticePopupSeen')).toBe('1');
  });

  it('shows the download banner to a mobile browser visitor, closable for the session', async () => {
    const app = await mountFrame({
      path: '/lobby/home',
      handlers: promoHandlers({ config: { appNoticeConfigList: [] } }),
    });
    const banner = await screen.findByRole('complementary', { name: 'Download the app' });
    expect(within(banner).getByRole('link', { name: 'Download for rewards' })).toHaveAttribute('href', '/apkdownload');
    await press(app, within(banner).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary', { name: 'Download the app' })).not.toBeInTheDocument();
    expect(app.session.map.get('headerDownloadClosed')).toBe('1');
  });

  it('shows the floating activities to a member on home, collapsed into one button of the dock', async () => {
    const app = await mountFrame({
      path: '/lobby/home',
      token: TOKEN,
      handlers: promoHandlers({ config: { appNoticeConfigList: [] }, member: { activityIds: [26, 39, 40, 31] } }),
      local: {},
    });
    const bar = await screen.findByRole('navigation', { name: 'Activities' }, { timeout: 5_000 });
    expect(screen.getByTestId('dock')).toContainElement(bar);
    const toggle = within(bar).getByRole('button', { name: /Offers/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(bar).queryAllByRole('link')).toEqual([]);
    await press(app, toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
      // Each opens its own page, through the one mapping (activityPathOn).
    ).toEqual(['/activity/firstCharge', '/activity/inviteFriends', '/activity/agentCount']);
  });

  it('on desktop the floating bar opens the first-charge and invite popups again', async () => {
    const app = await mountFrame({
      path: '/lobby/home',
      token: TOKEN,
      layout: 'desktop',
      handlers: promoHandlers({ config: { appNoticeConfigList: [] }, member: { activityIds: [39, 40, 26] } }),
    });
    const first = await screen.findByRole('dialog', { name: 'First deposit bonus' });
    await press(app, within(first).getByRole('button', { name: 'Close' }));
    await press(
      app,
      within(await screen.findByRole('dialog', { name: 'Invite friends' })).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const bar = screen.getByRole('navigation', { name: 'Activities' });
    // The agent programme opens its desktop page.
    expect(within(bar).getByRole('link', { name: 'Agent' })).toHaveAttribute('href', '/lobby/activity/agent');
    await press(app, within(bar).getByRole('button', { name: 'First deposit' }));
    expect(await screen.findByRole('dialog', { name: 'First deposit bonus' })).toBeInTheDocument();
  });

  it('green mode: the age notice on every page but terms, until accepted for the session', async () => {
    const handlers = promoHandlers({ config: { mode: 'green', appNoticeConfigList: [] } });
    await mountFrame({ path: '/terms-of-use', handlers });
    await screen.findByRole('heading', { name: 'Terms page' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cleanup();

    const app = await mountFrame({ path: '/lobby/home', handlers });
    const age = await screen.findByRole('dialog', { name: 'Age notice' });
    expect(within(age).getByText(/21 years of age or older/)).toBeInTheDocument();
    expect(within(age).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    // Green mode has no download banner.
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await press(app, within(age).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.session.map.get('ageProcess')).toBe('1');
  });

  it('offers the browser install prompt on home, at most once per 24 hours', async () => {
    const app = await mountFrame({
      path: '/lobby/home',
      handlers: promoHandlers({ config: { appNoticeConfigList: [] } }),
    });
    await screen.findByRole('heading', { name: 'Home page' });
    const prompt = vi.fn(async () => ({ outcome: 'accepted' }));
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
    await act(async () => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Add to home screen' });
    expect(Number(app.local.map.get('addToHomeAt'))).toBeGreaterThan(Date.now() - 60_000);
    await press(app, within(dialog).getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => void window.dispatchEvent(new Event('beforeinstallprompt')));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in Thai', async () => {
    await act(() =>
      renderApp({ popups: true, path: '/lobby/home', locale: 'th-TH', handlers: promoHandlers() }, STAND_INS),
    );
    expect(await screen.findByRole('dialog', { name: 'ประกาศ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ดาวน์โหลดรับรางวัล' })).toBeInTheDocument();
  });
});

describe('/activity/firstCharge', () => {
  it('offers the packages with their discount, a countdown, and a deposit button to the deposit page', async () => {
    const app = await mountRoutes({ path: '/activity/firstCharge', token: TOKEN, handlers: promoHandlers() });
    await screen.findByRole('heading', { name: 'First deposit bonus' });
    const packages = await screen.findByRole('group', { name: 'Packages' });
    expect(
      within(packages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['฿100.00', '฿300.00']);
    expect(screen.getByText('Worth 150%')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Offer ends in 2d 23:59:[0-3]\d/);
    await press(app, within(packages).getByRole('button', { name: '฿300.00' }));
    expect(within(packages).getByRole('button', { name: '฿300.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Worth 160%')).toBeInTheDocument();
    await press(app, screen.getByRole('button', { name: 'Deposit ฿300.00 now' }));
    await waitFor(() => expect(app.location()).toBe('/lobby/wallets/deposit?actType=13&amount=30000&awardId=2'));
  });

  it('says the event has ended when the countdown is over', async () => {
    await mountRoutes({
      path: '/activity/firstCharge',
      token: TOKEN,
      handlers: promoHandlers({
        firstCharge: () => ({
          errcode: 0,
          appRechargeBonusCollection9: fcState({ expireTime: Date.now() - 1 }),
          configList: FC_CONFIGS,
        }),
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Event has ended, please exit the current page');
    expect(screen.queryByRole('button', { name: /Deposit/ })).not.toBeInTheDocument();
  });

  it('claims each gift once (a double click is one call) and ends with all claimed', async () => {
    let claimed: number[] = [2002];
    const claim = vi.fn((body: Record<string, unknown>) => {
      claimed = [...claimed, body.propId as number];
      return {
        errcode: 0,
        appRechargeBonusCollection9: fcState({
          awardId: 1,
          itemStatus: claimed.length === 3 ? 2 : 1,
          propReceiveList: claimed,
        }),
        propList: [{ id: body.propId, count: 1 }],
      };
    });
    const app = await mountRoutes({
      path: '/activity/firstCharge',
      token: TOKEN,
      handlers: promoHandlers({
        firstCharge: () => ({
          errcode: 0,
          appRechargeBonusCollection9: fcState({ awardId: 1, itemStatus: 1, propReceiveList: claimed }),
          configList: FC_CONFIGS,
        }),
        claim,
      }),
    });
    await screen.findByText('Claim each gift once. Coin and points go straight to your balance.');
    const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
    expect(within(row('Bonus points')).getByRole('button', { name: 'Claimed' })).toBeDisabled();
    const coin = within(row('Coin')).getByRole('button', { name: 'Claim' });
    await act(() => app.user.dblClick(coin));
    await waitFor(() => expect(within(row('Coin')).getByRole('button', { name: 'Claimed' })).toBeDisabled());
    expect(claim).toHaveBeenCalledTimes(1);
    expect(claim.mock.calls[0]?.[0]).toMatchObject({ propId: 2001 });
    await press(app, within(row('Deposit boost coupon')).getByRole('button', { name: 'Claim' }));
    await screen.findByText('All gifts claimed. Enjoy the games!');
    expect(claim).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(app.calls.filter((c) => c.operationId === 'getActivityIds').length).toBeGreaterThanOrEqual(1),
    );
    expect(app.root.session.getSnapshot().context.player?.activityIds).toEqual([40]);
  });

  it('shows an activity error in its own words and loads the state again', async () => {
    const app = await mountRoutes({
      path: '/activity/firstCharge',
      token: TOKEN,
      handlers: promoHandlers({
        firstCharge: () => ({
          errcode: 0,
          appRechargeBonusCollection9: fcState({ awardId: 1, itemStatus: 1 }),
          configList: FC_CONFIGS,
        }),
        claim: () => fail('appRechargeBonusCollection9Receive', 1003),
      }),
    });
    await screen.findByText('Claim each gift once. Coin and points go straight to your balance.');
    const loads = () => app.calls.filter((c) => c.operationId === 'appRechargeBonusCollection9').length;
    const before = loads();
    const coin = screen.getByText('Coin').closest('li') as HTMLElement;
    await press(app, within(coin).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('This gift has already been claimed.')).toBeInTheDocument();
    await waitFor(() => expect(loads()).toBe(before + 1));
    await waitFor(() => expect(app.calls.some((c) => c.operationId === 'getActivityIds')).toBe(true));
  });
});

describe('/activity/inviteFriends', () => {
  it('sends a player without a mobile to /bind to invite', async () => {
    const app = await mountRoutes({
      path: '/activity/inviteFriends',
      token: TOKEN,
      handlers: promoHandlers({ user: { mobile: '' } }),
    });
    await screen.findByText('Limited to new players only');
    expect(screen.queryByRole('textbox', { name: 'Your invite link' })).not.toBeInTheDocument();
    await press(app, screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(app.location()).toBe('/bind'));
  });

  it('shows the progress, the tiers and the share link to copy', async () => {
    const app = await mountRoutes({ path: '/activity/inviteFriends', token: TOKEN, handlers: promoHandlers() });
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    // (inviteCount + 1) / (required + 1), the same in the text and the bar: 1/2, half full.
    await screen.findByText('Progress 1/2');
    const bar = screen.getByRole('progressbar', { name: 'Invite progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(bar).toHaveAttribute('aria-valuetext', 'Progress 1/2');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('50%');
    const link = screen.getByRole('textbox', { name: 'Your invite link' });
    const url = new URL((link as HTMLInputElement).value);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      outValue: 'ABC234',
      install_referrer: 'h5',
      aid: '100001',
      share_referrer: '8',
    });
    await press(app, screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url.toString());
    expect(await screen.findByText('Copy Success.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
    // Without a system share sheet (this browser), Invite copies the link.
    await press(app, screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
  });

  it('receives a reached tier; all received leaves the receive button disabled', async () => {
    const receive = vi.fn(() => ({
      errcode: 0,
      appInviteBonus1User: inviteState({ awardId: 2, itemStatus: 2, inviteCount: 3 }),
      propList: [{ id: 2001, count: 500 }],
    }));
    const app = await mountRoutes({
      path: '/activity/inviteFriends',
      token: TOKEN,
      handlers: promoHandlers({
        invite: () => ({
          errcode: 0,
          appInviteBonus1User: inviteState({ itemStatus: 1, inviteCount: 1 }),
          configList: INVITE_CONFIGS,
          shareUrl: 'http://lobby.test/register?outValue=ABC234',
        }),
        receive,
      }),
    });
    await press(app, await screen.findByRole('button', { name: 'Receive' }));
    expect(await screen.findByRole('button', { name: 'All received' })).toBeDisabled();
    expect(receive).toHaveBeenCalledTimes(1);
    expect(receive.mock.calls[0]).toEqual([expect.objectContaining({ propId: 2001 })]);
  });
});
