// @vitest-environment jsdom
/**
 * The /flows simulator page (src/features/flows/simulator.tsx) in StrictMode (Mermaid mocked): clicks take
 * steps on the real deposit machine, the diagram highlights the state, outcomes and failures are chosen,
 * refusals and bad links are explained, undo and reset replay from the address.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flowsMachine } from '../../contract/paths';
import { msg } from '../helpers/catalogs';
import { mount, press, shellHandlers } from './shell-fixtures';

const render = vi.hoisted(() =>
  vi.fn(async (id: string, text: string) => ({ svg: `<svg id="${id}"><desc>${text.length}</desc></svg>` })),
);
vi.mock('mermaid', () => ({ default: { initialize: vi.fn(), render } }));

afterEach(() => {
  cleanup();
  render.mockClear();
});

const drawn = () => render.mock.calls.filter(([id]) => id.startsWith('flow-deposit-')).at(-1)?.[1] ?? '';
const state = () => screen.getByTestId('sim-state').textContent;
const SIMULATE = flowsMachine('deposit', { view: 'simulate' });
/** The simulator's chunk is lazy: the first load transforms it. */
const ready = (value: string) =>
  waitFor(() => expect(screen.getByTestId('sim-state')).toHaveTextContent(value), { timeout: 15_000 });

describe('/flows simulator', () => {
  it('steps the deposit flow by clicks, highlights the state, records intents, undoes and resets', async () => {
    const app = await mount({ path: SIMULATE, handlers: shellHandlers() });
    await ready('choosing');
    await waitFor(() => expect(drawn()).toMatch(/class choosing active$/));
    await press(app, screen.getByRole('button', { name: 'channel.select' }));
    await press(app, screen.getByRole('button', { name: 'amount.preset' }));
    await press(app, screen.getByRole('button', { name: 'deposit.submit' }));
    expect(state()).toBe('debouncing');
    expect(app.location()).toMatch(/^\/flows\/deposit\?view=simulate&sim=1\./);
    await press(app, screen.getByRole('button', { name: 'Fast-forward 300 ms' }));
    expect(state()).toBe('creating');
    const pending = screen.getByRole('group', { name: 'Waiting on' });
    expect(
      within(pending)
        .getAllByRole('button', { name: /^Succeed:/ })
        .map((b) => b.textContent),
    ).toEqual([
      'Succeed: QR order, 10 min',
      'Succeed: payment page',
      'Succeed: bank transfer',
      'Succeed: no status checks (isCheck 0)',
    ]);
    await press(app, within(pending).getByRole('button', { name: 'Succeed: QR order, 10 min' }));
    expect(state()).toBe('paying.open');
    await waitFor(() => expect(drawn()).toMatch(/class paying__open active$/));
    const steps = screen.getByTestId('sim-steps');
    expect(steps.children).toHaveLength(5);
    expect(within(steps).getByRole('list', { name: 'What the flow asked the app to do' })).toHaveTextContent(
      'rememberOrder',
    );

    await press(app, screen.getByRole('button', { name: 'Undo' }));
    expect(state()).toBe('creating');
    await press(app, screen.getByRole('button', { name: 'Reset' }));
    expect(state()).toBe('choosing');
    expect(app.location()).toBe(SIMULATE);
  });

  it('names the sample outcomes in the reader’s language: Thai on a th-TH page', async () => {
    const app = await mount({ path: SIMULATE, locale: 'th-TH', handlers: shellHandlers() });
    await ready('choosing');
    await press(app, screen.getByRole('button', { name: 'amount.preset' }));
    await press(app, screen.getByRole('button', { name: 'deposit.submit' }));
    await press(app, screen.getByRole('button', { name: msg('th-TH', 'flows.sim.waitMs').replace('{ms}', '300') }));
    const pending = screen.getByRole('group', { name: msg('th-TH', 'flows.sim.pending') });
    const succeed = msg('th-TH', 'flows.sim.succeed');
    const buttons = within(pending).getAllByRole('button', { name: new RegExp(`^${succeed}`) });
    expect(buttons.map((b) => b.textContent)).toEqual(
      ['qrOrder', 'pageOrder', 'bankOrder', 'noCheck'].map(
        (k) => `${succeed} ${msg('th-TH', `flows.sample.deposit.${k}`)}`,
      ),
    );
    expect(buttons[0]).toHaveTextContent('รายการฝากเงินผ่าน QR อายุ 10 นาที');
    for (const button of buttons) expect(button.querySelector('[lang]')).toBeNull();
    await press(app, buttons[0]!);
    expect(state()).toBe('paying.open');
  });

  it('fails an actor with a business code and shows what the flow asked for', async () => {
    const app = await mount({ path: SIMULATE, handlers: shellHandlers() });
    await ready('choosing');
    await press(app, screen.getByRole('button', { name: 'amount.preset' }));
    await press(app, screen.getByRole('button', { name: 'deposit.submit' }));
    // 300 ms on the simulated clock, not the real one.
    await press(app, screen.getByRole('button', { name: 'Fast-forward 300 ms' }));
    const pending = screen.getByRole('group', { name: 'Waiting on' });
    await app.user.selectOptions(within(pending).getByRole('combobox', { name: 'Fail with' }), 'business');
    const code = within(pending).getByRole('combobox', { name: 'Business code' });
    expect(code).toHaveValue('2017');
    await app.user.clear(code);
    await app.user.type(code, '2003');
    await press(app, within(pending).getByRole('button', { name: 'Fail' }));
    expect(state()).toBe('choosing');
    expect(screen.getByTestId('sim-steps')).toHaveTextContent('createOrder ✕ business 2003');
    expect(screen.getByTestId('sim-steps')).toHaveTextContent('navigate /bindBankCard');
  });

  it('explains a step the machine refuses, and a field that is not a number', async () => {
    const app = await mount({ path: SIMULATE, handlers: shellHandlers() });
    await ready('choosing');
    const form = screen.getByRole('button', { name: 'channel.select' }).closest('form')!;
    const id = within(form).getByRole('textbox', { name: 'id' });
    await app.user.clear(id);
    await app.user.type(id, '99');
    await press(app, screen.getByRole('button', { name: 'channel.select' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The machine does not take that step now: "channel.select" is not taken in "choosing"',
    );
    expect(screen.queryByTestId('sim-steps')).toBeNull();
    await app.user.clear(id);
    await app.user.type(id, 'two');
    await press(app, screen.getByRole('button', { name: 'channel.select' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Check the field id.');
  });

  it('a link opens its state; a bad link says why and starts over', async () => {
    const good = await mount({ path: SIMULATE, handlers: shellHandlers() });
    await ready('choosing');
    await press(good, screen.getByRole('button', { name: 'amount.preset' }));
    await press(good, screen.getByRole('button', { name: 'deposit.submit' }));
    const href = screen.getByTestId('sim-link').getAttribute('href')!;
    cleanup();
    await mount({ path: href, handlers: shellHandlers() });
    await ready('debouncing');
    cleanup();

    const app = await mount({
      path: flowsMachine('deposit', { view: 'simulate', sim: '1.bm90IGpzb24' }),
      handlers: shellHandlers(),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This simulation link cannot be opened.');
    expect(alert).toHaveTextContent('it is cut short or altered');
    await press(app, within(alert).getByRole('button', { name: 'Start over' }));
    await ready('choosing');
  });
});
