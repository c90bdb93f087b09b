// @vitest-environment jsdom
/**
 * The AgentCount page (issue 23 §1): the programme's figures, the invited players masked with the rule's
 * verdict, a card scratched once under a double tap — the recorded prize under a foil that wipes away, at once
 * under reduced motion —, a milestone, a share task's link and the network's share page, nothing offered once
 * the programme ended (desktop), and the Thai page.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activity } from '../../contract/paths';
import type { AgentCountView } from '../../machines/agent-count.rules';
import { AGENT_COUNT_READY, AGENT_COUNT_SCRATCHED } from '../../machines/samples/agent-count.samples';
import { renderApp, type ApiCall, type Handlers } from '../helpers/render';
import { USER } from '../machines/models/fixtures';
import { lobbyGames, lobbyHandlers } from './lobby-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'stored-token-0123456789abcdef0123';
const called = (calls: ApiCall[], id: string) => calls.filter((c) => c.operationId === id).length;

function handlers(views: AgentCountView[], extra: Handlers = {}): Handlers {
  let n = 0;
  const view = () => views[Math.min(n, views.length - 1)]!;
  return {
    ...lobbyHandlers(lobbyGames(12)),
    hasMailUnread: () => ({ errcode: 0, red0: 0, red1: 0, red2: 0 }),
    agent4Data: () => ({ errcode: 0, agent4Data: view().state }),
    agent4InviteRows: () => ({ errcode: 0, agent4InviteRows: view().invites }),
    appProxyUser4TaskUser: () => {
      const tasks = view().tasks;
      n += 1;
      return { errcode: 0, taskList: tasks };
    },
    ...extra,
  };
}

const scratchAnswer = () => ({
  errcode: 0,
  agent4Data: AGENT_COUNT_SCRATCHED.state,
  propList: [{ id: 2001, count: 2_000 }],
  coin: USER.coin + 2_000,
  lottery: 0,
});

describe('/activity/agentCount', () => {
  it('scratches a card once under a double tap; the recorded prize is revealed under the foil', async () => {
    const app = await renderApp({
      path: activity('agentCount'),
      token: TOKEN,
      handlers: handlers([AGENT_COUNT_READY], { agent4Scratch: scratchAnswer }),
    });
    expect(await screen.findByRole('heading', { name: 'Invite & scratch', level: 1 })).toBeInTheDocument();
    const invited = await screen.findByRole('list', { name: 'Invited players' });
    expect(within(invited).getByText('081****678')).toBeInTheDocument();
    expect(within(invited).getByText('Needs a first deposit')).toBeInTheDocument();
    expect(within(invited).getAllByText('Valid')).toHaveLength(2);
    const card2 = screen.getByRole('listitem', { name: 'Card 2' });
    expect(within(card2).queryByText(/^Won /)).toBeNull(); // nothing of the prize before the server answers
    await app.user.dblClick(within(card2).getByRole('button', { name: 'Scratch card 2' }));
    expect(await within(card2).findByText('Won ฿20.00')).toBeInTheDocument();
    expect(within(card2).getByRole('button', { name: 'Scratching… tap to skip' })).toBeInTheDocument();
    expect(called(app.calls, 'agent4Scratch')).toBe(1);
    // Credited by the server before the reveal.
    await waitFor(() => expect(app.root.session.getSnapshot().context.user?.coin).toBe(USER.coin + 2_000));
    await app.user.click(within(card2).getByRole('button', { name: 'Scratching… tap to skip' }));
    expect(await screen.findByText('You won 20.00! It is in your balance.')).toBeInTheDocument();
    expect(within(card2).queryByRole('button')).toBeNull();
  });

  it('shows the prize at once under reduced motion', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({
      matches: q.includes('prefers-reduced-motion: reduce'),
      media: q,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    const app = await renderApp({
      path: activity('agentCount'),
      token: TOKEN,
      handlers: handlers([AGENT_COUNT_READY], { agent4Scratch: scratchAnswer }),
    });
    const scratch = await screen.findByRole('button', { name: 'Scratch card 2' });
    await app.user.click(scratch);
    // Well before the reveal's 1.6 s: the foil ended as it appeared.
    await waitFor(() => expect(screen.getByText('You won 20.00! It is in your balance.')).toBeInTheDocument(), {
      timeout: 1_000,
    });
    expect(screen.queryByRole('button', { name: 'Scratching… tap to skip' })).toBeNull();
  });

  it('receives a milestone and a share task; sharing shows the link and the network’s share page', async () => {
    const shared = AGENT_COUNT_READY.tasks.map((t) =>
      t.type === 8 ? { ...t, status: 1 as const, shareUrl: 'http://lobby.test/s/Ab3dE9x?via=8' } : t,
    );
    const app = await renderApp({
      path: activity('agentCount'),
      token: TOKEN,
      handlers: handlers([AGENT_COUNT_READY], {
        appProxyUser4TaskUserShare: () => ({
          errcode: 0,
          taskList: shared,
          shareUrl: 'http://lobby.test/s/Ab3dE9x?via=8',
        }),
        agent4Award: () => ({
          errcode: 0,
          agent4Data: {
            ...AGENT_COUNT_READY.state,
            awards: AGENT_COUNT_READY.state.awards.map((a) => (a.id === 1 ? { ...a, status: 2 as const } : a)),
          },
          propList: [{ id: 2001, count: 2_000 }],
          coin: USER.coin + 2_000,
          lottery: 0,
        }),
      }),
    });
    const line = (await screen.findByText('Share to LINE: ฿5.00')).closest('li')!;
    await app.user.dblClick(within(line).getByRole('button', { name: 'Share to LINE' }));
    expect(await within(line).findByRole('textbox', { name: 'Your link for LINE' })).toHaveValue(
      'http://lobby.test/s/Ab3dE9x?via=8',
    );
    expect(within(line).getByRole('link', { name: 'Open LINE' })).toHaveAttribute(
      'href',
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent('http://lobby.test/s/Ab3dE9x?via=8')}`,
    );
    expect(called(app.calls, 'appProxyUser4TaskUserShare')).toBe(1);
    expect(within(line).queryByRole('button', { name: 'Share to LINE' })).toBeNull(); // shared: the link stays
    const milestone = screen.getByText('1 valid invite: ฿20.00').closest('li')!;
    await app.user.dblClick(within(milestone).getByRole('button', { name: 'Receive' }));
    expect(await within(milestone).findByText('Received')).toBeInTheDocument();
    expect(called(app.calls, 'agent4Award')).toBe(1);
  });

  it('offers nothing once the programme ended (desktop)', async () => {
    const ended: AgentCountView = {
      ...AGENT_COUNT_READY,
      state: { ...AGENT_COUNT_READY.state, phase: 3, endTime: Date.now() - 1000 },
    };
    const app = await renderApp({
      path: activity('agentCount', 'desktop'),
      token: TOKEN,
      layout: 'desktop',
      handlers: handlers([ended]),
    });
    expect(await screen.findByText(/^This event ended on /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scratch card 2' })).toBeDisabled();
    for (const b of screen.getAllByRole('button', { name: 'Receive' })) expect(b).toBeDisabled();
    expect(called(app.calls, 'agent4Scratch')).toBe(0);
  });

  it('reads Thai in th-TH', async () => {
    await renderApp({
      path: activity('agentCount'),
      token: TOKEN,
      locale: 'th-TH',
      handlers: handlers([AGENT_COUNT_READY]),
    });
    expect(await screen.findByRole('heading', { name: 'ชวนเพื่อนลุ้นบัตรขูด', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ขูดบัตรใบที่ 2' })).toBeInTheDocument();
    expect(screen.getByText('ยังไม่ได้ฝากเงินครั้งแรก')).toBeInTheDocument();
  });
});
