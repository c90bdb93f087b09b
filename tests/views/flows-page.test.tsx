// @vitest-environment jsdom
/**
 * /flows: the index grouped by area with its search, and a machine's page (purpose, docs page, the
 * diagram with zoom and export, states, events, intents, delays, guards), with the running flows' states
 * highlighted. Mermaid is mocked; the diagram text it is asked to draw is checked.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATH, flowsMachine } from '../../contract/paths';
import { FLOW_MACHINES } from '../../src/features/flows/machines';
import { withHighlightStyles } from '../../src/features/flows/running-states';
import { litStates } from '../helpers/fake-mermaid';
import { codeIds, foreignWords } from '../helpers/flow-text';
import { mount, press, shellHandlers, TOKEN } from './shell-fixtures';

const drawing = vi.hoisted(() => ({ fails: false }));
const render = vi.hoisted(() =>
  vi.fn(async (id: string, text: string) => {
    if (drawing.fails) throw new Error('parse error');
    const { fakeDrawing } = await import('../helpers/fake-mermaid');
    return { svg: fakeDrawing(id, text, ' viewBox="0 0 1200 800" style="max-width: 1200px;" width="100%"') };
  }),
);
vi.mock('mermaid', () => ({ default: { initialize: vi.fn(), render } }));

afterEach(() => {
  drawing.fails = false;
  vi.restoreAllMocks();
  cleanup();
  vi.unstubAllEnvs();
  render.mockClear();
});

/** A blob's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** The index's link to a machine's page. */
const linkTo = (nav: HTMLElement, id: string) =>
  within(nav)
    .getAllByRole('link')
    .find((link) => link.getAttribute('href') === flowsMachine(id))!;

/** The last diagram text drawn for a machine. */
const drawnText = (machine: string) =>
  render.mock.calls.filter(([id]) => id.startsWith(`flow-${machine}-`)).at(-1)?.[1] ?? '';

describe('/flows index', () => {
  it('groups every machine by area, each a link to its page, the running session with its state', async () => {
    const app = await mount({ path: PATH.flows, layout: 'desktop', handlers: shellHandlers() });
    // The first mount loads the page, its two catalogs and every machine (slow on a busy machine).
    expect(await screen.findByRole('heading', { level: 1, name: 'Flows' }, { timeout: 10_000 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Statecharts' });
    const areas = within(nav)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(areas.map((a) => a!.replace(/ \(\d+\)$/, '')).slice(0, 5)).toEqual([
      'Session and sign-in',
      'Lobby',
      'Wallet',
      'Account',
      'Promotions',
    ]);
    // Each area's count is its links; together they are every machine.
    const counts = areas.map((a) => Number(/\((\d+)\)$/.exec(a!)![1]));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(FLOW_MACHINES.length);
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(FLOW_MACHINES.length);
    const session = linkTo(nav, 'session');
    expect(session).toHaveTextContent(/^session\s*The app's root actor/);
    expect(session).toHaveTextContent(/Current state: visitor/);
    expect(linkTo(nav, 'login')).toHaveTextContent(/Not running/);
    expect(screen.getByText(/ of \d+ flows$/)).toHaveTextContent(
      `${FLOW_MACHINES.length} of ${FLOW_MACHINES.length} flows`,
    );
    // The index draws nothing: diagrams are on the machines' pages.
    expect(render).not.toHaveBeenCalled();

    await press(app, linkTo(nav, 'deposit'));
    expect(await screen.findByRole('heading', { level: 1, name: 'deposit' })).toBeInTheDocument();
    expect(app.location()).toBe(flowsMachine('deposit'));
  });

  it('searches names, purposes, states and events, keeps the search in the address, and says when nothing matches', async () => {
    const app = await mount({ path: PATH.flows, handlers: shellHandlers() });
    const search = await screen.findByRole('searchbox', { name: 'Search flows' });
    await act(() => app.user.type(search, 'stillWaiting'));
    const nav = screen.getByRole('navigation', { name: 'Statecharts' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([flowsMachine('deposit')]);
    expect(app.location()).toBe(`${PATH.flows}?q=stillWaiting`);
    await act(() => app.user.clear(search));
    await act(() => app.user.type(search, 'heartbeat.game'));
    expect(
      within(screen.getByRole('navigation', { name: 'Statecharts' }))
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([flowsMachine('heartbeat')]);
    await act(() => app.user.type(search, ' nothing-like-this'));
    expect(screen.getByText('No flow matches “heartbeat.game nothing-like-this”.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Statecharts' })).toBeNull();
    expect(screen.getByText(/ of \d+ flows$/)).toHaveTextContent(`0 of ${FLOW_MACHINES.length} flows`);
  });

  it('is in Thai for a Thai reader', async () => {
    const app = await mount({ path: PATH.flows, locale: 'th-TH', handlers: shellHandlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'โฟลว์การทำงาน' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^เซสชันและการเข้าสู่ระบบ/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ค้นหาโฟลว์' })).toBeInTheDocument();
    // The purposes are translated (flows-docs catalog), the identifiers stay; the search reads the Thai too.
    const nav = screen.getByRole('navigation', { name: 'แผนภาพสถานะ' });
    expect(linkTo(nav, 'deposit')).toHaveTextContent(/^deposit\/lobby\/wallets\/deposit และแผ่นชำระเงินเต็มจอ/);
    await act(() => app.user.type(screen.getByRole('searchbox', { name: 'ค้นหาโฟลว์' }), 'นับถอยหลังของคิวอาร์'));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([flowsMachine('deposit')]);
  });

  it('shows a machine’s state descriptions in Thai beside their identifiers', async () => {
    await mount({ path: flowsMachine('deposit'), locale: 'th-TH', handlers: shellHandlers() });
    const states = (await screen.findAllByRole('region', { name: 'สถานะ' }, { timeout: 10_000 }))[0]!;
    expect(states).toHaveTextContent('paying.expiredการนับถอยหลังของคิวอาร์ถึงศูนย์: ไม่สามารถชำระด้วยโค้ดนี้ได้อีก');
    expect(states).not.toHaveTextContent('The QR countdown reached zero');
  });
});

describe('/flows/<machine>', () => {
  it('reads Thai in th-TH: no docs page, no English but glossary names and code ids', async () => {
    await mount({ path: flowsMachine('deposit'), layout: 'desktop', locale: 'th-TH', handlers: shellHandlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'deposit' }, { timeout: 10_000 })).toBeInTheDocument();
    const states = await screen.findByRole('region', { name: 'สถานะ' });
    // Each section is named by its own title (a Thai title once gave them all one id).
    expect(within(states).getByText('creating')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.textContent).not.toMatch(/§|spec|docs\//);
    const page = main.cloneNode(true) as HTMLElement;
    // Code ids (states, events, guards, …), the machine's name and the drawn diagram are code.
    for (const code of page.querySelectorAll('code, svg, h1')) code.remove();
    const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
    const words: string[] = [];
    while (walker.nextNode()) words.push(walker.currentNode.textContent ?? '');
    expect(foreignWords(words.join(' '), codeIds())).toEqual([]);
    expect(page.textContent).toContain('หลัง 300 มิลลิวินาที');
    // The chart's own words too: its labels around the code ids.
    await waitFor(() => expect(drawnText('deposit')).toContain('เรียก createOrder'));
    expect(drawnText('deposit')).toMatch(/หลัง 300 มิลลิวินาที|สำเร็จ/);
    expect(drawnText('deposit')).not.toMatch(/invokes |after \d|done\/failed|: \w+ (done|failed)\b|always/);
  });

  it('shows what the machine is for, its docs page, states, events, intents, delays and guards', async () => {
    await mount({ path: flowsMachine('deposit'), layout: 'desktop', handlers: shellHandlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'deposit' })).toBeInTheDocument();
    expect(screen.getByText(/^\/lobby\/wallets\/deposit and its full-screen payment sheet/)).toBeInTheDocument();
    expect(screen.getByText('docs/product/wallet.md').parentElement).toHaveTextContent(
      'Rules written down in: docs/product/wallet.md',
    );
    const states = screen.getByRole('region', { name: 'States' });
    expect(within(states).getByText('stillWaiting').closest('li')).toHaveTextContent(
      /The payment is not confirmed yet/,
    );
    expect(within(states).getByText('creating').closest('li')).toHaveTextContent('invokes createOrder');
    const events = screen.getByRole('region', { name: 'Events in' });
    expect(within(events).getByText('panel.close').closest('li')).toHaveTextContent('paying → checking [shouldCheck]');
    const intents = screen.getByRole('region', { name: 'Intents it emits' });
    expect(within(intents).getByText('navigate').closest('li')).toHaveTextContent('in choosing, creating, done.promo');
    const delays = screen.getByRole('region', { name: 'Delays' });
    expect(within(delays).getByText('depositDebounce').closest('li')).toHaveTextContent('after 300 ms');
    expect(within(delays).getByText('checkInterval').closest('li')).toHaveTextContent('after 3 s');
    const guards = screen.getByRole('region', { name: 'Guards' });
    expect(within(guards).getByText('needsBankCard').closest('li')).toHaveTextContent('choosing · deposit.submit');
    expect(screen.getByRole('region', { name: 'Actors it invokes' })).toHaveTextContent('checkOrder');
    expect(screen.getByRole('link', { name: 'Simulate' })).toHaveAttribute(
      'href',
      flowsMachine('deposit', { view: 'simulate' }),
    );
    expect(screen.getByRole('link', { name: 'Diagram and details' })).toHaveAttribute('aria-current', 'page');
  });

  it('draws the diagram, zooms with the buttons and the keyboard, and exports it', async () => {
    const app = await mount({ path: flowsMachine('otpCountdown'), handlers: shellHandlers() });
    const viewport = await screen.findByRole('group', { name: 'Diagram of the otpCountdown statechart' });
    expect(within(viewport).getByRole('img', { name: 'Diagram of the otpCountdown statechart' })).toBeInTheDocument();
    expect(drawnText('otpCountdown')).toContain('debouncing --> sending : after 300 ms');
    const svg = viewport.querySelector('svg')!;
    // Drawn at its natural size; the viewer scales it.
    expect(svg.getAttribute('width')).toBe('1200');
    expect(svg.getAttribute('height')).toBe('800');
    const scale = screen.getByTestId('diagram-scale');
    expect(scale).toHaveTextContent('100 %');
    await press(app, screen.getByRole('button', { name: 'Zoom in' }));
    expect(scale).toHaveTextContent('125 %');
    await press(app, screen.getByRole('button', { name: 'Zoom out' }));
    await press(app, screen.getByRole('button', { name: 'Zoom out' }));
    expect(scale).toHaveTextContent('80 %');
    await press(app, screen.getByRole('button', { name: '100 %' }));
    expect(scale).toHaveTextContent('100 %');
    act(() => viewport.focus());
    await act(() => app.user.keyboard('+'));
    expect(scale).toHaveTextContent('125 %');
    const canvas = within(viewport).getByRole('img');
    const before = canvas.style.transform;
    await act(() => app.user.keyboard('{ArrowRight}'));
    expect(canvas.style.transform).not.toBe(before);
    await act(() => app.user.keyboard('-'));
    expect(scale).toHaveTextContent('100 %');

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await press(app, screen.getByRole('button', { name: 'Copy Mermaid' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^(%%\{init: .*\}%%\n)?stateDiagram-v2\n/));
    expect(await screen.findByText('Copied.')).toBeInTheDocument();

    const created: Blob[] = [];
    const clicked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:diagram';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await press(app, screen.getByRole('button', { name: 'Download SVG' }));
    await press(app, screen.getByRole('button', { name: 'Download Mermaid' }));
    expect(clicked).toEqual(['otpCountdown.svg', 'otpCountdown.mmd']);
    expect(created[0]!.type).toBe('image/svg+xml');
    // The drawing on screen as a standalone file (its namespace written, as an .svg file needs).
    expect(await textOf(created[0]!)).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" id="flow-otpCountdown-\d+" viewBox="0 0 1200 800"/,
    );
    // The text exported is the chart drawn (less the highlight's unused class definitions: nothing runs here).
    expect(withHighlightStyles(await textOf(created[1]!))).toBe(drawnText('otpCountdown'));
    click.mockRestore();
  });

  it('says so when a diagram cannot be drawn, and keeps the details', async () => {
    drawing.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await mount({ path: flowsMachine('toast'), handlers: shellHandlers() });
    expect(await screen.findByText('The diagram could not be drawn.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'States' })).toHaveTextContent('showing');
  });

  it('answers an unknown machine with the way back to the index', async () => {
    const app = await mount({ path: flowsMachine('noSuchFlow'), handlers: shellHandlers() });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no flow named “noSuchFlow”.');
    await press(app, screen.getAllByRole('link', { name: 'All flows' }).at(-1)!);
    expect(await screen.findByRole('searchbox', { name: 'Search flows' })).toBeInTheDocument();
  });

  it('highlights the running session and follows its snapshots; a page flow stops with its page', async () => {
    const app = await mount({ path: '/profile/more', token: TOKEN, handlers: { ...shellHandlers() } });
    await screen.findByRole('heading', { name: 'More' });
    await press(app, screen.getByRole('button', { name: 'Log out' }));
    await act(async () => app.root.perform({ type: 'navigate', to: flowsMachine('session') }));
    await waitFor(() => expect(screen.getByText(/^Current state: member\.ready/)).toBeInTheDocument());
    const viewport = () => screen.getByTestId('diagram-viewport');
    await waitFor(() => expect(litStates(viewport())).toEqual({ active: ['member__ready'], parents: ['member'] }));
    // Mermaid reserves the id "root": the heartbeat's root-level self-transition is drawn under another id.
    await act(async () => app.root.perform({ type: 'navigate', to: flowsMachine('heartbeat') }));
    await waitFor(() => expect(drawnText('heartbeat')).toContain('any_state --> any_state : heartbeat.game'));
    expect(drawnText('heartbeat')).not.toMatch(/(^|\s)root( |$)/m);
    await act(async () => app.root.perform({ type: 'navigate', to: flowsMachine('logout') }));
    // The more page (and its logout flow) is gone: logout is no longer running.
    expect(await screen.findByText(/^Not running/)).toBeInTheDocument();
    // An expired session sends the player to the login page; back on the session's page, it is a visitor now.
    app.root.session.send({ type: 'session.expired' });
    await waitFor(() => expect(app.location()).toMatch(/^\/login/));
    await act(async () => app.root.perform({ type: 'navigate', to: flowsMachine('session') }));
    await waitFor(() => expect(screen.getByText(/^Current state: visitor/)).toBeInTheDocument());
    // visitor is a parent state now (ready / relocalizing): its leaf is lit, the parent outlined.
    await waitFor(() => expect(litStates(viewport())).toEqual({ active: ['visitor__ready'], parents: ['visitor'] }));
  });

  it('is off in a production build unless the configuration enables it, saying how to turn it on', async () => {
    vi.stubEnv('DEV', false);
    await mount({ path: flowsMachine('deposit'), handlers: shellHandlers() });
    const off = await screen.findByTestId('flows-off');
    expect(off).toHaveTextContent('The flows page is off on this server');
    expect(off).toHaveTextContent('FLOWS_PAGE=1');
    expect(render).not.toHaveBeenCalled();
    cleanup();
    await mount({ path: PATH.flows, handlers: shellHandlers() });
    expect(await screen.findByTestId('flows-off')).toHaveTextContent('NODE_ENV');
    expect(screen.queryByRole('navigation', { name: 'Statecharts' })).toBeNull();
    cleanup();
    await mount({ path: flowsMachine('deposit'), handlers: shellHandlers({ config: { flowsPage: true } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'deposit' })).toBeInTheDocument();
  });
});
