// @vitest-environment jsdom
/**
 * The /flows simulator page (src/features/flows/simulator.tsx) in StrictMode (Mermaid mocked): clicks take
 * steps on the real deposit machine, the diagram highlights the state, outcomes and failures are chosen,
 * refusals and bad links are explained, undo and reset replay from the address; in th-TH the input picker,
 * the steps taken and the shortest paths read Thai, the machine's ids in code font.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flowsMachine } from '../../contract/paths';
import { depositSamples } from '../../machines/samples/deposit.samples';
import { decodeFlowLink, flowLinkCode } from '../../src/features/flows/flow-link';
import { msg } from '../helpers/catalogs';
import { litStates } from '../helpers/fake-mermaid';
import { latinWords } from '../helpers/flow-text';
import { mount, press, shellHandlers } from './shell-fixtures';

const render = vi.hoisted(() =>
  vi.fn(async (id: string, text: string) => ({ svg: (await import('../helpers/fake-mermaid')).fakeDrawing(id, text) })),
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

/**
 * The Latin words a reader reads in `element`: its text but the code ids (in code font) and the names the
 * glossary keeps in Latin letters; and the elements that still say they are English.
 */
function readerLatin(element: Element) {
  const copy = element.cloneNode(true) as Element;
  for (const code of copy.querySelectorAll('code')) code.remove();
  return {
    words: latinWords(copy.textContent ?? ''),
    english: [...copy.querySelectorAll('[lang]')].map((e) => e.outerHTML),
  };
}

describe('/flows simulator', () => {
  it('steps the deposit flow by clicks, highlights the state, records intents, undoes and resets', async () => {
    const app = await mount({ path: SIMULATE, handlers: shellHandlers() });
    await ready('choosing');
    await waitFor(() => expect(litStates(document.body)).toEqual({ active: ['choosing'], parents: [] }));
    const draws = render.mock.calls.length;
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
    await waitFor(() => expect(litStates(document.body)).toEqual({ active: ['paying__open'], parents: ['paying'] }));
    // The highlight moved over the drawing: the chart was drawn again only where it opened a compound state
    // (the overview opens the one holding the state), never for a step within the same chart.
    expect(render.mock.calls.length - draws).toBeLessThanOrEqual(1);
    expect(drawn()).not.toMatch(/^\s*class \w+ active/m);
    const steps = screen.getByTestId('sim-steps');
    expect(steps.children).toHaveLength(5);
    // The app keeps the deposit's intent (its idempotency key) when the order is asked for, then the order.
    const asked = within(steps).getAllByRole('list', { name: 'What the flow asked the app to do' });
    expect(
      asked.map((list) =>
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ),
    ).toEqual([['keepIntent'], ['keepIntent', 'rememberOrder']]);

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

  it('reads Thai on a th-TH page: the inputs by label, the steps and shortest paths in Thai, ids as code', async () => {
    const th = (id: string) => msg('th-TH', id);
    const app = await mount({ path: SIMULATE, locale: 'th-TH', handlers: shellHandlers() });
    await ready('choosing');
    // The inputs by their Thai labels; the option's value (and so the link) keeps the input's name.
    const picker = screen.getByRole('combobox', { name: th('flows.sim.input') });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual(Object.entries(depositSamples.inputs).map(([name, input]) => [name, th(input.label)]));
    expect(within(picker).getByRole('option', { name: th('flows.sample.deposit.input.noCard') })).toHaveValue(
      'no bank card',
    );
    await app.user.selectOptions(picker, th('flows.sample.deposit.input.noCard'));
    expect(decodeFlowLink(flowLinkCode(app.location())!).input).toBe('no bank card');
    await app.user.selectOptions(picker, th('flows.sample.deposit.input.plain'));
    expect(app.location()).toBe(SIMULATE);

    // Steps of every kind: events (one with data), a fast-forward, a sample outcome, a failure with a code.
    await press(app, screen.getByRole('button', { name: 'channel.select' }));
    await press(app, screen.getByRole('button', { name: 'amount.preset' }));
    await press(app, screen.getByRole('button', { name: 'deposit.submit' }));
    await press(app, screen.getByRole('button', { name: th('flows.sim.waitMs').replace('{ms}', '300') }));
    const pending = () => screen.getByRole('group', { name: th('flows.sim.pending') });
    /** Fails the pending call with `kind`, then submits again and waits for the next call. */
    const failThenRetry = async (kind: string) => {
      await app.user.selectOptions(within(pending()).getByRole('combobox', { name: th('flows.sim.failKind') }), kind);
      await press(app, within(pending()).getByRole('button', { name: th('flows.sim.fail') }));
      await press(app, screen.getByRole('button', { name: 'deposit.submit' }));
      await press(app, screen.getByRole('button', { name: th('flows.sim.waitMs').replace('{ms}', '300') }));
    };
    await failThenRetry('network');
    await failThenRetry('business');
    await press(
      app,
      within(pending()).getByRole('button', {
        name: `${th('flows.sim.succeed')} ${th('flows.sample.deposit.qrOrder')}`,
      }),
    );
    expect(state()).toBe('paying.open');
    // The delays waiting name their states as code (the countdown's tick re-enters its state).
    const delays = screen.getByRole('group', { name: th('flows.sim.timers') });
    expect(delays).toHaveTextContent('paying.open → paying.open');
    expect(
      within(delays)
        .getAllByText('paying.open')
        .map((e) => e.tagName),
    ).toEqual(['CODE', 'CODE']);

    const steps = screen.getByTestId('sim-steps');
    const items = [...steps.children].map((li) => li.textContent ?? '');
    expect(items[0]).toMatch(/^ส่ง channel\.select \(id 2\) → choosing/);
    expect(items[3]).toMatch(/^ข้ามเวลาไป 300 มิลลิวินาที → creating/);
    expect(items[4]).toMatch(/^createOrder ล้มเหลว: ไม่มีการเชื่อมต่อ → /);
    expect(items[7]).toMatch(/^createOrder ล้มเหลวด้วยรหัสข้อผิดพลาดทางธุรกิจ 2017 → choosing/);
    expect(items[10]).toMatch(/^createOrder สำเร็จ: รายการฝากเงินผ่าน QR อายุ 10 นาที → paying\.open/);
    expect(within(steps).getAllByText('createOrder')[0]!.tagName).toBe('CODE');

    const paths = screen.getByText(th('flows.sim.paths')).closest('details')!;
    paths.open = true;
    paths.dispatchEvent(new Event('toggle'));
    const open = await within(paths).findByRole('link', { name: 'paying.open' }, { timeout: 10_000 });
    expect(open.closest('li')).toHaveTextContent(
      `ส่ง amount.change (value 300) → ส่ง deposit.submit → ข้ามเวลาไป 300 มิลลิวินาที → createOrder สำเร็จ: ${th('flows.sample.deposit.qrOrder')}`,
    );
    expect(within(paths).getByRole('link', { name: 'choosing' }).closest('li')).toHaveTextContent(
      th('flows.step.atStart'),
    );

    // What a reader reads there is Thai: Latin only in code ids and the glossary's names.
    const stepsGroup = screen.getByRole('group', { name: th('flows.sim.steps') });
    for (const region of [picker.closest('label')!, delays, stepsGroup, paths])
      expect(readerLatin(region)).toEqual({ words: [], english: [] });
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
    expect(screen.getByTestId('sim-steps')).toHaveTextContent('createOrder fails with business code 2003');
    expect(screen.getByTestId('sim-steps')).toHaveTextContent('navigate /bindBankCard');
  });

  it('explains a step the machine refuses, and a field that is not a number', async () => {
    const app = await mount({ path: SIMULATE, handlers: shellHandlers() });
    await ready('choosing');
    const { form, id } = await selectUnknownChannel(app);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The machine does not take that step now: "channel.select" is not taken in "choosing"',
    );
    expect(screen.queryByTestId('sim-steps')).toBeNull();
    await app.user.clear(id);
    await app.user.type(id, 'two');
    await press(app, screen.getByRole('button', { name: 'channel.select' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Check the field id.');
  });

  it('says a refusal and a bad link in Thai on a th-TH page (names of events and states as the machine spells them)', async () => {
    const th = (id: string) => msg('th-TH', id);
    const app = await mount({ path: SIMULATE, locale: 'th-TH', handlers: shellHandlers() });
    await ready('choosing');
    await selectUnknownChannel(app);
    const refusal = screen.getByRole('alert');
    expect(refusal).toHaveTextContent(
      `${th('flows.sim.refused')} ${th('flows.sim.why.notTaken').replace('{event}', 'channel.select').replace('{state}', '"choosing"')}`,
    );
    expect(refusal.textContent!.replace(/"[^"]*"/g, '')).not.toMatch(/[A-Za-z]/);
    cleanup();

    for (const [sim, why] of [
      ['9.abc', th('flows.sim.why.version').replace('{made}', '9').replace('{reads}', '1')],
      ['1.bm90IGpzb24', th('flows.sim.why.damaged')],
    ] as const) {
      await mount({
        path: flowsMachine('deposit', { view: 'simulate', sim }),
        locale: 'th-TH',
        handlers: shellHandlers(),
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(th('flows.sim.badLink'));
      expect(alert).toHaveTextContent(why);
      expect(alert.textContent).not.toMatch(/[A-Za-z]/);
      cleanup();
    }
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

/** Sends channel.select with a channel id the deposit machine does not take in `choosing` (99): a refusal. */
async function selectUnknownChannel(app: Awaited<ReturnType<typeof mount>>) {
  const form = screen.getByRole('button', { name: 'channel.select' }).closest('form')!;
  const id = within(form).getByRole('textbox', { name: 'id' });
  await app.user.clear(id);
  await app.user.type(id, '99');
  await press(app, screen.getByRole('button', { name: 'channel.select' }));
  return { form, id };
}
