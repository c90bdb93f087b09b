/** Models of the profile flows (issue 14 §4): profile-edit, profile-info, superior, agreements. */
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { agreementsMachine } from '../../../machines/agreements.machine';
import { profileEditMachine } from '../../../machines/profile-edit.machine';
import {
  nicknameError,
  otherChange,
  otherErrors,
  superiorIdError,
  type OtherDetails,
} from '../../../machines/profile-edit.rules';
import { profileInfoMachine } from '../../../machines/profile-info.machine';
import { superiorMachine } from '../../../machines/superior.machine';
import type { MachineModel } from '../../helpers/machine-model';
import { USER } from './fixtures';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const never = () => fromPromise<any, any>(() => new Promise(() => {}));
const errId = (c: Record<string, unknown>) => (c.error as { id: string } | null)?.id ?? null;
const business = (errcode: number) => ({ kind: 'business', errcode });

type Snap = {
  value: unknown;
  context: Record<string, unknown>;
  matches: (v: string) => boolean;
  can: (e: unknown) => boolean;
  hasTag: (t: string) => boolean;
};

// ───────────── profile-edit ─────────────

export const profileEditModel = {
  name: 'profile-edit',
  machine: profileEditMachine,
  input: { basics: { nickname: 'Player100001', avatar: 2 }, avatars: [1, 2, 3] },
  events: [
    { type: 'nickname.edit' },
    { type: 'field.change', value: 'Lucky Star' },
    { type: 'field.change', value: 'x' },
    { type: 'field.change', value: ' Player100001 ' },
    { type: 'nickname.submit' },
    { type: 'nickname.cancel' },
    { type: 'xstate.after.formDebounce.profileEdit.debouncing' },
    { type: 'avatar.open' },
    { type: 'avatar.pick', avatar: 3 },
    { type: 'avatar.pick', avatar: 2 },
    { type: 'avatar.pick', avatar: 9 },
    { type: 'avatar.close' },
    { type: 'xstate.done.actor.saveProfile', output: { ...USER, nickname: 'Lucky Star', avatar: 3 } },
    { type: 'xstate.error.actor.saveProfile', error: business(2105) },
    { type: 'xstate.error.actor.saveProfile', error: { kind: 'network' } },
  ],
  serializeState: (s: Snap) => {
    const basics = s.context.basics as { nickname: string; avatar: number };
    return JSON.stringify({
      value: s.value,
      saved: basics.nickname === 'Lucky Star',
      typed: s.context.nickname,
      pending: s.context.pending,
      fieldError: s.context.fieldError !== null,
      error: errId(s.context),
    });
  },
  implementations: { actors: { saveProfile: never() } },
  invariants: (s: Snap) => {
    const saving = s.matches('debouncing') || s.matches('saving');
    expect(s.hasTag('busy')).toBe(saving);
    // Only one change is ever in flight, and only while saving.
    expect(Object.keys(s.context.pending as object).length).toBe(saving ? 1 : 0);
    // A shown field error is the rule's verdict on what is typed.
    if (s.context.fieldError) expect(nicknameError(s.context.nickname as string)).not.toBeNull();
    // While a call is out, no second submit or pick can start another.
    if (s.matches('saving')) {
      expect(s.can({ type: 'nickname.submit' })).toBe(false);
      expect(s.can({ type: 'avatar.pick', avatar: 3 })).toBe(false);
    }
  },
} as unknown as MachineModel;

// ───────────── profile-info ─────────────

export const DETAILS: OtherDetails = {
  realName: 'Somchai Jaidee',
  birthday: '1990-05-17',
  verified: 0,
  email: 'som@example.test',
  gender: 1,
  address: 'Bangkok',
};
const TODAY = '2026-11-21';

export const profileInfoModels = [
  {
    name: 'profile-info',
    machine: profileInfoMachine,
    input: { today: TODAY },
    events: [
      { type: 'xstate.done.actor.loadOther', output: DETAILS },
      { type: 'xstate.done.actor.loadOther', output: { ...DETAILS, verified: 1 } },
      { type: 'xstate.error.actor.loadOther', error: { kind: 'network' } },
      { type: 'info.retry' },
      { type: 'field.change', field: 'birthday', value: '2005-11-22' },
      { type: 'field.change', field: 'birthday', value: '2005-11-21' },
      { type: 'field.change', field: 'email', value: 'not-an-email' },
      { type: 'gender.change', gender: 2 },
      { type: 'info.submit' },
      { type: 'xstate.after.formDebounce.profileInfo.debouncing' },
      { type: 'xstate.done.actor.saveOther', output: { ...DETAILS, birthday: '2005-11-21' } },
      { type: 'xstate.error.actor.saveOther', error: business(2015) },
      { type: 'xstate.error.actor.saveOther', error: business(2106) },
      { type: 'xstate.error.actor.saveOther', error: { kind: 'timeout' } },
    ],
    serializeState: (s: Snap) => {
      const draft = s.context.draft as OtherDetails;
      const saved = s.context.saved as OtherDetails;
      return JSON.stringify({
        value: s.value,
        verified: saved.verified,
        draft: [draft.birthday, draft.email, draft.gender],
        savedBirthday: saved.birthday,
        shown: Object.keys(s.context.errors as object).sort(),
        error: errId(s.context),
      });
    },
    implementations: { actors: { loadOther: never(), saveOther: never() } },
    invariants: (s: Snap) => {
      expect(s.hasTag('busy')).toBe(s.matches('debouncing') || s.matches('saving'));
      expect(s.hasTag('loading')).toBe(s.matches('loading'));
      const draft = s.context.draft as OtherDetails;
      const saved = s.context.saved as OtherDetails;
      // Every shown field error is one the rules find in the draft.
      const found = otherErrors(draft, TODAY);
      for (const field of Object.keys(s.context.errors as object)) expect(found).toHaveProperty(field);
      // A save is only ever under way with a valid draft that differs from the saved details.
      if (s.matches('debouncing') || s.matches('saving')) {
        expect(found).toEqual({});
        expect(Object.keys(otherChange(draft, saved)).length).toBeGreaterThan(0);
      }
      // Verified details keep the verified real name and birthday in the change (never sent).
      if (saved.verified) expect(otherChange(draft, saved)).not.toHaveProperty('birthday');
    },
  },
] as unknown as MachineModel[];

// ───────────── superior ─────────────

const OWN_ID = 100_007;

/** Path tests start without a superior, and with one (the chart then has a single state, hasSuperior). */
export const superiorModels = [0, 100_003].map((pid) => ({
  name: pid === 0 ? 'superior' : 'superior (has one)',
  machine: superiorMachine,
  input: { ownId: OWN_ID, pid },
  events: [
    { type: 'field.change', value: '100001' },
    { type: 'field.change', value: String(OWN_ID) },
    { type: 'field.change', value: '12ab' },
    { type: 'superior.submit' },
    { type: 'superior.confirm' },
    { type: 'superior.cancel' },
    { type: 'xstate.done.actor.setSuperior', output: { ...USER, id: OWN_ID, pid: 100_001 } },
    { type: 'xstate.error.actor.setSuperior', error: business(2101) },
    { type: 'xstate.error.actor.setSuperior', error: business(2102) },
    { type: 'xstate.error.actor.setSuperior', error: { kind: 'network' } },
    { type: 'xstate.done.actor.loadUser', output: { ...USER, id: OWN_ID, pid: 100_003 } },
    { type: 'xstate.error.actor.loadUser', error: { kind: 'network' } },
  ],
  serializeState: (s: Snap) =>
    JSON.stringify({
      value: s.value,
      pid: s.context.pid,
      typed: s.context.value,
      fieldError: s.context.fieldError !== null,
      error: errId(s.context),
    }),
  implementations: { actors: { setSuperior: never(), loadUser: never() } },
  invariants: (s: Snap) => {
    // Nothing can be set once a superior is known.
    if ((s.context.pid as number) > 0) expect(s.matches('hasSuperior')).toBe(true);
    expect(s.can({ type: 'superior.submit' })).toBe(s.matches('editing'));
    expect(s.hasTag('busy')).toBe(s.matches('saving') || s.matches('refreshing'));
    // Confirmation and the call only ever carry a valid id that is not the player's own.
    if (s.matches('confirming') || s.matches('saving'))
      expect(superiorIdError(s.context.value as string, OWN_ID)).toBeNull();
  },
})) as unknown as MachineModel[];

// ───────────── agreements ─────────────

const RECORDS = [
  { name: 'terms', version: '2026-11-21', acceptedAt: 1_763_694_000_000 },
  { name: 'privacy', version: '2026-11-21', acceptedAt: 1_763_694_000_000 },
];

export const agreementsModels = ['terms', 'privacy', 'unknown'].map((name) => ({
  name: `agreements (${name})`,
  machine: agreementsMachine,
  input: { name },
  events: [
    { type: 'xstate.done.actor.loadAgreements', output: RECORDS },
    { type: 'xstate.done.actor.loadAgreements', output: [] },
    { type: 'xstate.error.actor.loadAgreements', error: { kind: 'server' } },
    { type: 'agreements.retry' },
  ],
  implementations: { actors: { loadAgreements: never() } },
  invariants: (s: Snap) => {
    const agreement = s.context.agreement as { name: string } | null;
    // Ready shows exactly the record of the text named in the address; nothing else ever does.
    expect(s.matches('ready')).toBe(agreement !== null);
    if (agreement) expect(agreement.name).toBe(name);
    expect(s.context.error !== null).toBe(s.matches('failed'));
  },
})) as unknown as MachineModel[];
