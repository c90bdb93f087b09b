/**
 * What a machine's /flows page says, derived from the real machines (src/features/flows/machine-info.ts) and
 * their root `description` and `meta` (src/lib/machine-doc.ts), and the index's search.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine, emit, enqueueActions, setup } from 'xstate';
import { depositMachine } from '../../machines/deposit.machine';
import { heartbeatMachine } from '../../machines/heartbeat.machine';
import { loginMachine } from '../../machines/login.machine';
import { otpCountdownMachine } from '../../machines/otp-countdown.machine';
import { sessionMachine } from '../../machines/session.machine';
import { socialLoginMachine } from '../../machines/social-login.machine';
import { FLOW_MACHINES } from '../../src/features/flows/machines';
import { ANY_STATE, machineInfo, matchesSearch, searchText } from '../../src/features/flows/machine-info';
import { docsOf, emittedOf, machineIdOfFile, purposeOf } from '../../src/lib/machine-doc';

const DOCS_PAGES = [
  'docs/product/screens.md',
  'docs/product/account.md',
  'docs/product/wallet.md',
  'docs/product/session.md',
  'docs/product/messages.md',
  'docs/product/errors.md',
  'docs/promotions.md',
  'docs/player-protection.md',
];

describe('what a machine says about itself', () => {
  it('reads the purpose from the root description', () => {
    expect(purposeOf(heartbeatMachine)).toBe(
      'The `online` call every 60 s while logged in, with the game id while on /start.',
    );
    expect(purposeOf(createMachine({ initial: 'a', states: { a: {} } }))).toBe('');
  });

  it('reads the intents and the docs page from the root meta', () => {
    expect(emittedOf(sessionMachine)).toEqual(['navigate', 'toast']);
    expect(emittedOf(socialLoginMachine)).toEqual(['redirect', 'navigate']);
    expect(emittedOf(otpCountdownMachine)).toEqual(['toast']);
    expect(docsOf(depositMachine)).toBe('docs/product/wallet.md');
    const bare = createMachine({ initial: 'a', states: { a: {} } });
    expect(emittedOf(bare)).toEqual([]);
    expect(docsOf(bare)).toBeNull();
  });

  it('has a purpose and a docs page for every drawn machine, and no pointer to a document outside the repository', () => {
    for (const machine of FLOW_MACHINES) {
      expect(purposeOf(machine), machine.id).not.toBe('');
      expect(purposeOf(machine), machine.id).not.toMatch(/§|\bissue \d|\bspec\b/i);
      expect(DOCS_PAGES, machine.id).toContain(docsOf(machine));
    }
  });

  it('names a machine file by its machine id', () => {
    expect(machineIdOfFile('../../../machines/bank-binding.machine.ts')).toBe('bankBinding');
    expect(machineIdOfFile('otp-countdown.machine.ts')).toBe('otpCountdown');
    // Every drawn machine's file follows the rule.
    const files = new Set(
      (
        readFileSync(join(import.meta.dirname, '../../src/features/flows/machines.ts'), 'utf8').match(
          /machines\/[\w-]+\.machine/g,
        ) ?? []
      ).map((f) => machineIdOfFile(`${f}.ts`)),
    );
    for (const machine of FLOW_MACHINES) expect(files, machine.id).toContain(machine.id);
  });
});

describe('machineInfo', () => {
  const deposit = machineInfo(depositMachine);

  it('lists every state in document order with its description and whether it is initial', () => {
    expect(deposit.states.map((s) => s.id)).toEqual([
      'starting',
      'verifying',
      'choosing',
      'debouncing',
      'creating',
      'paying',
      'paying.open',
      'paying.expired',
      'checking',
      'waiting',
      'stillWaiting',
      'statusUnknown',
      'failed',
      'finishing',
      'done',
      'done.deciding',
      'done.promo',
      'done.idle',
    ]);
    const byId = new Map(deposit.states.map((s) => [s.id, s]));
    expect(byId.get('starting')!.initial).toBe(true);
    expect(byId.get('choosing')!.initial).toBe(false);
    expect(byId.get('paying.open')!.initial).toBe(true);
    expect(byId.get('stillWaiting')!.description).toMatch(/^The payment is not confirmed yet/);
    expect(byId.get('creating')!.invokes).toEqual(['createOrder']);
    expect(byId.get('paying')!.type).toBe('compound');
  });

  it('lists the events it takes (not its internal ones) with where they lead and their guards', () => {
    const types = deposit.events.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining(['deposit.submit', 'panel.close', 'check.again', 'promo.dismiss']));
    expect(types.some((t) => t.startsWith('xstate.') || t === '')).toBe(false);
    const close = deposit.events.find((e) => e.type === 'panel.close')!;
    expect(close.transitions).toEqual([
      { from: 'paying', to: ['checking'], guard: 'shouldCheck' },
      { from: 'paying', to: ['finishing'], guard: '' },
    ]);
    const restart = deposit.events.find((e) => e.type === 'deposit.restart')!;
    expect(restart.transitions.map((t) => t.from)).toEqual(['stillWaiting', 'statusUnknown', 'failed', 'done.idle']);
  });

  it('finds the intents it emits, where, and whether its meta lists them', () => {
    expect(deposit.intents).toEqual([
      { type: 'navigate', states: ['choosing', 'creating', 'done.promo'], documented: true },
      { type: 'toast', states: ['finishing'], documented: true },
    ]);
    // An intent emitted only inside enqueueActions or by an expression is found too.
    const demo = setup({
      types: { emitted: {} as { type: 'navigate'; to: string } | { type: 'toast' } },
    }).createMachine({
      meta: { emitted: ['redirect'] },
      initial: 'a',
      states: {
        a: {
          entry: emit(() => ({ type: 'navigate' as const, to: '/x' })),
          on: { go: { target: 'b', actions: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'toast' })) } },
        },
        b: {},
      },
    });
    expect(machineInfo(demo).intents).toEqual([
      { type: 'redirect', states: [], documented: true },
      { type: 'navigate', states: ['a'], documented: false },
      { type: 'toast', states: ['a'], documented: false },
    ]);
  });

  it('says its delays in words, named or inline', () => {
    expect(deposit.delays).toEqual([
      { name: 'depositDebounce', text: 'after 300 ms', states: ['debouncing'] },
      { name: 'countdownTick', text: 'after 1 s', states: ['paying.open'] },
      { name: 'checkInterval', text: 'after 3 s', states: ['waiting'] },
    ]);
    expect(machineInfo(heartbeatMachine).delays.map((d) => d.text)).toEqual(['after 60 s']);
    const inline = createMachine({ initial: 'a', states: { a: { after: { 2500: 'b' } }, b: {} } });
    expect(machineInfo(inline).delays).toEqual([{ name: '2500', text: 'after 2500 ms', states: ['a'] }]);
  });

  it('names its guards (the parts of and / not too) with where they are used', () => {
    const guards = new Map(machineInfo(loginMachine).guards.map((g) => [g.name, g.uses]));
    expect(guards.get('isFilled')).toEqual(expect.arrayContaining([expect.stringContaining('login.submit')]));
    expect(guards.get('isTermsMissing')).toBeDefined();
    const login = machineInfo(loginMachine).events.find((e) => e.type === 'login.submit')!;
    expect(login.transitions.map((t) => t.guard)).toContain('isFilled and not isTermsMissing');
    expect(new Map(deposit.guards.map((g) => [g.name, g.uses])).get('hasChecksLeft')).toEqual([
      'checking · checkOrder done',
      'checking · checkOrder failed',
    ]);
  });

  it('lists the actors it invokes and the machine-wide transitions as "(any state)"', () => {
    expect(deposit.actors.map((a) => a.name)).toEqual(['loadPurchase', 'createOrder', 'checkOrder', 'refreshAccount']);
    const beat = machineInfo(heartbeatMachine).events.find((e) => e.type === 'heartbeat.game')!;
    expect(beat.transitions[0]!.from).toBe(ANY_STATE);
    expect(machineInfo(sessionMachine).docs).toBe('docs/product/session.md');
  });

  it('works for every drawn machine, each with states', () => {
    for (const machine of FLOW_MACHINES) {
      const info = machineInfo(machine);
      expect(info.id).toBe(machine.id);
      expect(info.states.length, machine.id).toBeGreaterThan(0);
    }
  });
});

describe('search', () => {
  const text = searchText(machineInfo(depositMachine));
  it('matches the name, the purpose, state names, descriptions and events, case-insensitively, every word', () => {
    expect(matchesSearch(text, 'DEPOSIT')).toBe(true);
    expect(matchesSearch(text, 'payment sheet')).toBe(true);
    expect(matchesSearch(text, 'stillWaiting')).toBe(true);
    expect(matchesSearch(text, 'panel.reopen')).toBe(true);
    expect(matchesSearch(text, 'deposit heartbeat')).toBe(false);
    expect(matchesSearch(text, '')).toBe(true);
    expect(matchesSearch(text, '   ')).toBe(true);
  });
});
