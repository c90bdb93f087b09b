// @vitest-environment jsdom
/**
 * The agent programmes' pages (issue 23 §1): Agent — the team's figures, the share link, the invitees masked
 * with their status, the whole commission exchanged once under a double tap; without a mobile, the way to bind
 * one and nothing to exchange; Agent5 (desktop) — a tier and an invite's reward received by their ids, the log;
 * the Thai page; the rule page's way to the activity; the activity centre's hasAgent dot.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { components } from '../../contract/schema';
import { PATH, activity, rule } from '../../contract/paths';
import { renderApp, type ApiCall, type Handlers } from '../helpers/render';
import { MEMBER_ANSWER, USER } from '../machines/models/fixtures';
import { lobbyGames, lobbyHandlers } from './lobby-fixtures';

type AgentData = components['schemas']['AgentData'];
type Agent5State = components['schemas']['Agent5State'];

afterEach(() => cleanup());

const TOKEN = 'stored-token-0123456789abcdef0123';
const called = (calls: ApiCall[], id: string) => calls.filter((c) => c.operationId === id);
const base = (extra: Handlers): Handlers => ({
  ...lobbyHandlers(lobbyGames(12)),
  hasMailUnread: () => ({ errcode: 0, red0: 0, red1: 0, red2: 0 }),
  ...extra,
});
const SHARE = 'https://lobby.example/register?outValue=AB12CD&install_referrer=h5&aid=100001&share_referrer=8';
const T0 = Date.UTC(2026, 10, 20, 5, 0);

const AGENT: AgentData = {
  open: 1,
  mobileBound: 1,
  shareUrl: SHARE,
  minExchange: 100,
  teamSize: 2,
  pendingInvites: 1,
  todayCommission: 250,
  totalCommission: 1_250,
  exchanged: 0,
  available: 1_250,
  levels: [
    {
      level: 1,
      rate: 100,
      members: 1,
      todayBet: 25_000,
      totalBet: 100_000,
      todayCommission: 250,
      totalCommission: 1_000,
    },
    { level: 2, rate: 30, members: 1, todayBet: 0, totalBet: 83_334, todayCommission: 0, totalCommission: 250 },
    { level: 3, rate: 10, members: 0, todayBet: 0, totalBet: 0, todayCommission: 0, totalCommission: 0 },
  ],
  invitees: [
    { id: 100002, maskedPhone: '081****678', status: 'valid', registeredAt: T0, validatedAt: T0 + 60_000 },
    { id: 100003, maskedPhone: '089****321', status: 'noDeposit', registeredAt: T0, validatedAt: null },
    { id: 100004, maskedPhone: '087****111', status: 'sharedDevice', registeredAt: T0, validatedAt: null },
  ],
  exchanges: [],
};

const AGENT5: Agent5State = {
  open: 1,
  mobileBound: 1,
  shareUrl: SHARE,
  validCount: 1,
  inviteAward: [{ id: 2001, count: 2_000 }],
  tiers: [
    { id: 1, invites: 1, award: [{ id: 2001, count: 1_000 }], status: 1 },
    { id: 2, invites: 3, award: [{ id: 2001, count: 5_000 }], status: 0 },
  ],
  invitees: [
    {
      id: 100002,
      maskedPhone: '081****678',
      status: 'valid',
      registeredAt: T0,
      validatedAt: T0 + 60_000,
      rewardStatus: 1,
    },
    { id: 100003, maskedPhone: '089****321', status: 'noMobile', registeredAt: T0, validatedAt: null, rewardStatus: 0 },
  ],
};

describe('/activity/agent', () => {
  it('shows the team, the share link and the invitees masked; exchanges once under a double tap', async () => {
    let exchanged = false;
    const app = await renderApp({
      path: activity('agent'),
      token: TOKEN,
      handlers: base({
        agentData: () => ({
          errcode: 0,
          agentData: exchanged
            ? { ...AGENT, exchanged: 1_250, available: 0, exchanges: [{ amount: 1_250, createTime: T0 + DAY_MS }] }
            : AGENT,
        }),
        agent3Exchange: () => {
          exchanged = true;
          return {
            errcode: 0,
            agentData: AGENT,
            amount: 1_250,
            propList: [{ id: 2001, count: 1_250 }],
            coin: USER.coin + 1_250,
            lottery: 0,
          };
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Agent programme', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Invite link' })).toHaveValue(SHARE);
    expect(screen.getByText(/Commission by level — 1: 1\.00% · 2: 0\.30% · 3: 0\.10%/)).toBeInTheDocument();
    const levels = screen.getByRole('region', { name: 'Your team by level' });
    expect(within(levels).getByText('Level 2 · 0.30%')).toBeInTheDocument();
    expect(within(levels).getAllByText('1 member · 10.00 commission')).toHaveLength(1);
    const team = screen.getByRole('region', { name: 'Friends you invited' });
    expect(within(team).getByText('081****678')).toBeInTheDocument();
    expect(within(team).getByText('Valid invite')).toBeInTheDocument();
    expect(within(team).getByText('Waiting for a first deposit')).toBeInTheDocument();
    expect(within(team).getByText('Does not count: a device used by another account')).toBeInTheDocument();
    const item = screen.getByRole('heading', { name: 'Exchange 12.50 commission into coins' }).closest('li')!;
    await app.user.dblClick(within(item).getByRole('button', { name: 'Receive' }));
    expect(await screen.findByText('12.50 commission')).toBeInTheDocument();
    expect(called(app.calls, 'agent3Exchange')).toHaveLength(1);
    await waitFor(() => expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin + 1_250));
  });

  it('without a mobile: the way to bind one, and the exchange locked with why', async () => {
    await renderApp({
      path: activity('agent'),
      token: TOKEN,
      handlers: base({ agentData: () => ({ errcode: 0, agentData: { ...AGENT, mobileBound: 0 } }) }),
    });
    expect(await screen.findByRole('link', { name: 'Bind a mobile number' })).toHaveAttribute('href', PATH.bind);
    expect(screen.queryByRole('textbox', { name: 'Invite link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Bind a mobile number to invite friends and to receive rewards.').length).toBe(2);
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;

describe('/lobby/activity/agent5 (desktop)', () => {
  it('receives a tier and an invite by their ids; shows the log', async () => {
    const app = await renderApp({
      path: activity('agent5', 'desktop'),
      token: TOKEN,
      layout: 'desktop',
      handlers: base({
        appAgent5User: () => ({ errcode: 0, appAgent5User: AGENT5 }),
        appAgent5UserLog: () => ({
          errcode: 0,
          total: 1,
          page: 1,
          pageSize: 20,
          list: [{ id: 9, kind: 1, label: '082****555', award: [{ id: 2001, count: 2_000 }], createTime: T0 }],
        }),
        appAgent5UserReceive: () => ({
          errcode: 0,
          appAgent5User: AGENT5,
          propList: [{ id: 2001, count: 1_000 }],
          coin: USER.coin + 1_000,
          lottery: 0,
        }),
        appAgent5UserInviteValidReceive: () => ({
          errcode: 0,
          appAgent5User: AGENT5,
          propList: [{ id: 2001, count: 2_000 }],
          coin: USER.coin + 3_000,
          lottery: 0,
        }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Invite rewards', level: 1 })).toBeInTheDocument();
    const tier = (await screen.findByRole('heading', { name: '1 valid invite' })).closest('li')!;
    await app.user.click(within(tier).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(called(app.calls, 'appAgent5UserReceive').map((c) => c.body)).toEqual([{ id: 1 }]));
    const invite = screen.getByRole('heading', { name: 'Invite of 081****678' }).closest('li')!;
    await waitFor(() => expect(within(invite).getByRole('button', { name: 'Receive' })).toBeEnabled());
    await app.user.click(within(invite).getByRole('button', { name: 'Receive' }));
    await waitFor(() =>
      expect(called(app.calls, 'appAgent5UserInviteValidReceive').map((c) => c.body)).toEqual([{ id: 100002 }]),
    );
    const pending = screen.getByRole('heading', { name: 'Invite of 089****321' }).closest('li')!;
    expect(within(pending).getByText('Waiting for a mobile number')).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'What you received' });
    expect(within(log).getByText('Invite of 082****555')).toBeInTheDocument();
    expect(within(log).getByText('20.00 coins')).toBeInTheDocument();
  });
});

describe('Thai, rule pages, the dot', () => {
  it('reads Thai in th-TH; the rule page links to the activity', async () => {
    await renderApp({
      path: activity('agent5'),
      token: TOKEN,
      locale: 'th-TH',
      handlers: base({
        appAgent5User: () => ({ errcode: 0, appAgent5User: AGENT5 }),
        appAgent5UserLog: () => ({ errcode: 0, total: 0, page: 1, pageSize: 20, list: [] }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'รางวัลชวนเพื่อน', level: 1 })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'ชวนสำเร็จ 1 คน' });
    expect(screen.getByRole('main').textContent).not.toMatch(/[A-Za-z]{3,}/);
    cleanup();
    await renderApp({ path: rule('agent') });
    expect(await screen.findByRole('link', { name: 'Open the agent programme' })).toHaveAttribute(
      'href',
      activity('agent'),
    );
  });

  it('marks the agent programmes’ entries in the activity centre while hasAgent is set, and only them', async () => {
    const entry = (id: number, name: string, sort: number) => ({ id, name, sort, startTime: T0, endTime: 0, icon: '' });
    const centre = (hasAgent: 0 | 1) =>
      renderApp({
        path: PATH.rewards,
        token: TOKEN,
        handlers: {
          ...lobbyHandlers(lobbyGames(12), {
            member: { dotFlags: { ...MEMBER_ANSWER.dotFlags, hasAgent } },
          }),
          hasMailUnread: () => ({ errcode: 0, red0: 0, red1: 0, red2: 0 }),
          getActivityIds: () => ({
            errcode: 0,
            activityIds: [26, 41, 39],
            activityMap: {
              '26': entry(26, 'Agent', 1),
              '41': entry(41, 'Agent Rewards', 2),
              '39': entry(39, 'First Charge', 3),
            },
            isBankrupt: 0,
            hasTurntable: 0,
            totalRecharge: 0,
            loginPaying: 0,
            homeVideo: null,
          }),
        },
      });
    await centre(1);
    await screen.findByRole('link', { name: 'Agent' });
    expect(screen.getAllByRole('img', { name: 'Something to collect' })).toHaveLength(2);
    cleanup();
    await centre(0);
    await screen.findByRole('link', { name: 'Agent' });
    expect(screen.queryByRole('img', { name: 'Something to collect' })).not.toBeInTheDocument();
  });
});
