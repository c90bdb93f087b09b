/**
 * What a machine's /flows page says, derived from the real machines (src/features/flows/machine-info.ts) and
 * their files' TSDoc headers (src/lib/machine-doc.ts), and the index's search.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine, emit, enqueueActions, setup } from 'xstate';
import { depositMachine } from '../../machines/deposit.machine';
import { heartbeatMachine } from '../../machines/heartbeat.machine';
import { loginMachine } from '../../machines/login.machine';
import { sessionMachine } from '../../machines/session.machine';
import { FLOW_MACHINES } from '../../src/features/flows/machines';
import { ANY_STATE, machineInfo, matchesSearch, searchText } from '../../src/features/flows/machine-info';
import { emittedOf, headerOf, machineIdOfFile, purposeOf, specSectionsOf } from '../../src/lib/machine-doc';

const header = (file: string) =>
  headerOf(readFileSync(join(import.meta.dirname, `../../machines/${file}.machine.ts`), 'utf8'));

describe('machine headers', () => {
  it('reads the purpose: the first paragraph, without the name lead', () => {
    const text = '/**\n * demo — the first line\n * goes on here.\n *\n * Second paragraph.\n */\nexport {};';
    expect(headerOf(text)).toBe('demo — the first line\ngoes on here.\n\nSecond paragraph.');
    expect(purposeOf(headerOf(text))).toBe('The first line goes on here.');
    expect(headerOf('export const x = 1;')).toBe('');
    expect(purposeOf(header('heartbeat'))).toBe(
      'The `online` call every 60 s while logged in (spec §4), with the game id while on /start.',
    );
  });

  it('finds the spec sections a header names, not other documents’ sections', () => {
    expect(specSectionsOf(header('deposit'))).toEqual([
      { section: '§2', topic: 'deposit sheet' },
      { section: '§4', topic: 'deposit flow and forced-update modal' },
      { section: '§5', topic: 'deposit bank rules and the 300 ms deposit debounce' },
      { section: '§8', topic: 'deposit failure' },
    ]);
    expect(specSectionsOf('login — the /login form (spec §2 /login, §5, §8).')).toEqual([
      { section: '§2', topic: '/login' },
      { section: '§5', topic: '' },
      { section: '§8', topic: '' },
    ]);
    expect(specSectionsOf('records — a page (issue 5 §3).')).toEqual([]);
    // Capitalised, topics in parentheses, items after a semicolon, the list ending at another document.
    expect(
      specSectionsOf(
        'mail — the inbox. Spec §2 (routes, the dot), §3 (mail status), §7 (getMail2, delMail); issue 14 §1.',
      ),
    ).toEqual([
      { section: '§2', topic: 'routes, the dot' },
      { section: '§3', topic: 'mail status' },
      { section: '§7', topic: 'getMail2, delMail' },
    ]);
    expect(specSectionsOf('x (spec §2 menu: "dot, when unread"; §3 flags; §7 a and b, both public).')).toEqual([
      { section: '§2', topic: 'menu: "dot, when unread"' },
      { section: '§3', topic: 'flags' },
      { section: '§7', topic: 'a and b, both public' },
    ]);
    // A bare repeat of a listed section adds nothing.
    expect(specSectionsOf('a (spec §7 getIds). Leaves it (spec §7).')).toEqual([{ section: '§7', topic: 'getIds' }]);
    expect(specSectionsOf('x (spec §4.2 the thing). Later spec §4.2 the thing again; and spec §7.')).toEqual([
      { section: '§4.2', topic: 'the thing' },
      { section: '§4.2', topic: 'the thing again' },
      { section: '§7', topic: '' },
    ]);
  });

  it('lists the intents of an "Emitted:" line', () => {
    expect(emittedOf(header('session'))).toEqual(['navigate', 'toast']);
    expect(emittedOf(header('social-login'))).toEqual(['redirect', 'navigate']);
    expect(emittedOf(header('otp-countdown'))).toEqual(['toast']);
    expect(emittedOf('Emitted: navigate { to }, toast { message, tone }.')).toEqual(['navigate', 'toast']);
    expect(emittedOf('No intents here.')).toEqual([]);
  });

  it('names a machine file by its machine id', () => {
    expect(machineIdOfFile('../../../machines/bank-binding.machine.ts')).toBe('bankBinding');
    expect(machineIdOfFile('otp-countdown.machine.ts')).toBe('otpCountdown');
    // Every drawn machine's file follows the rule, so the page finds its header.
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
  const deposit = machineInfo(depositMachine, header('deposit'));

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

  it('finds the intents it emits, where, and whether the header lists them', () => {
    expect(deposit.intents).toEqual([
      { type: 'navigate', states: ['choosing', 'creating', 'done.promo'], documented: true },
      { type: 'toast', states: ['finishing'], documented: true },
    ]);
    // An intent emitted only inside enqueueActions or by an expression is found too.
    const demo = setup({
      types: { emitted: {} as { type: 'navigate'; to: string } | { type: 'toast' } },
    }).createMachine({
      initial: 'a',
      states: {
        a: {
          entry: emit(() => ({ type: 'navigate' as const, to: '/x' })),
          on: { go: { target: 'b', actions: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'toast' })) } },
        },
        b: {},
      },
    });
    expect(machineInfo(demo, 'demo — x. Emitted: redirect.').intents).toEqual([
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
    expect(machineInfo(sessionMachine).spec.map((s) => s.section)).toEqual([]);
    expect(machineInfo(sessionMachine, header('session')).spec.map((s) => s.section)).toEqual(['§3', '§4', '§6']);
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
  const text = searchText(machineInfo(depositMachine, header('deposit')));
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
