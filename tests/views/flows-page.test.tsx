// @vitest-environment jsdom
/** /flows: one diagram per machine (Mermaid mocked), the running flows' states highlighted. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FLOW_MACHINES } from '../../src/features/flows/machines';
import { mount, press, shellHandlers, TOKEN } from './shell-fixtures';

const render = vi.hoisted(() =>
  vi.fn(async (id: string, text: string) => ({ svg: `<svg id="${id}"><desc>${text.length}</desc></svg>` })),
);
vi.mock('mermaid', () => ({ default: { initialize: vi.fn(), render } }));

const MACHINE_FILES = readdirSync(join(import.meta.dirname, '../../machines')).filter((f) => f.endsWith('.machine.ts'));

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  render.mockClear();
});

/** The last diagram text drawn for a machine. */
const drawnText = (machine: string) =>
  render.mock.calls.filter(([id]) => id.startsWith(`flow-${machine}-`)).at(-1)?.[1] ?? '';

describe('/flows', () => {
  it('draws one diagram per machine and marks the session state', async () => {
    await mount({ path: '/flows', handlers: shellHandlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flows' })).toBeInTheDocument();
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(FLOW_MACHINES.map((m) => m.id));
    // Every machine file of machines/ has its diagram.
    expect(names).toHaveLength(MACHINE_FILES.length);
    for (const id of names) {
      const section = screen.getByRole('region', { name: id! });
      expect(await within(section).findByRole('img', { name: `Diagram of the ${id} statechart` })).toBeInTheDocument();
    }
    const session = screen.getByRole('region', { name: 'session' });
    expect(within(session).getByText(/^Current state: visitor/)).toBeInTheDocument();
    expect(drawnText('session')).toContain('classDef active');
    expect(drawnText('session')).toMatch(/\n {2}class visitor active$/);
    expect(within(screen.getByRole('region', { name: 'login' })).getByText(/^Not running/)).toBeInTheDocument();
    expect(drawnText('login')).not.toContain('class ');
    // Mermaid reserves the id "root": the heartbeat's root-level self-transition is drawn under another id.
    expect(drawnText('heartbeat')).toContain('any_state --> any_state : heartbeat.game');
    expect(drawnText('heartbeat')).not.toMatch(/(^|\s)root( |$)/m);
  });

  it('follows snapshot changes: the member session and its heartbeat; a page flow stops with its page', async () => {
    const app = await mount({ path: '/profile/more', token: TOKEN, handlers: { ...shellHandlers() } });
    await screen.findByRole('heading', { name: 'More' });
    await press(app, screen.getByRole('button', { name: 'Log out' }));
    app.root.perform({ type: 'navigate', to: '/flows' });
    const session = await screen.findByRole('region', { name: 'session' });
    await waitFor(() => expect(within(session).getByText(/^Current state: member\.ready/)).toBeInTheDocument());
    await waitFor(() =>
      expect(drawnText('session')).toMatch(/\n {2}class member activeParent\n {2}class member__ready active$/),
    );
    const heartbeat = screen.getByRole('region', { name: 'heartbeat' });
    expect(within(heartbeat).getByText(/^Current state:/)).toBeInTheDocument();
    // The more page (and its logout flow) is gone: logout is no longer running.
    expect(within(screen.getByRole('region', { name: 'logout' })).getByText(/^Not running/)).toBeInTheDocument();
    app.root.session.send({ type: 'session.expired' });
    await waitFor(() => expect(within(session).getByText(/^Current state: visitor/)).toBeInTheDocument());
    await waitFor(() => expect(drawnText('session')).toMatch(/\n {2}class visitor active$/));
  });

  it('is not found in a production build unless the configuration enables it', async () => {
    vi.stubEnv('DEV', false);
    await mount({ path: '/flows', handlers: shellHandlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found.' })).toBeInTheDocument();
    expect(render).not.toHaveBeenCalled();
    cleanup();
    await mount({ path: '/flows', handlers: shellHandlers({ config: { flowsPage: true } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flows' })).toBeInTheDocument();
  });
});
