/**
 * Samples of the profile flows for the /flows simulator: profile-edit (updateProfile),
 * profile-info (appUserOther / updateAppUserOther), superior (agentFill, getUserInfo) and agreements
 * (getAgreements), with the errcodes each treats apart.
 */
import type { agreementsMachine } from '../agreements.machine';
import type { OtherDetails } from '../profile-edit.rules';
import type { profileEditMachine } from '../profile-edit.machine';
import type { profileInfoMachine } from '../profile-info.machine';
import type { superiorMachine } from '../superior.machine';
import { USER } from './common';
import { apiSample, flowSamples, type ApiAnswer } from './sample-types';

const RENAMED = { ...USER, nickname: 'Lucky Star', avatar: 7 };

export const profileEditSamples = flowSamples<typeof profileEditMachine>({
  inputs: {
    player: {
      label: 'flows.sample.accountProfile.input.player',
      input: {
        basics: { nickname: USER.nickname, avatar: USER.avatar },
        avatars: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      },
    },
  },
  actors: {
    saveProfile: {
      saved: {
        label: 'flows.sample.accountProfile.profileSaved',
        output: RENAMED,
        api: [apiSample('updateProfile', { errcode: 0, user: RENAMED } satisfies ApiAnswer<'updateProfile'>)],
      },
    },
  },
  errcodes: { saveProfile: [2105] },
  events: { 'field.change': { value: 'Lucky Star' }, 'avatar.pick': { avatar: 7 } },
});

const DETAILS: OtherDetails = {
  realName: 'Somchai Jaidee',
  birthday: '1990-05-17',
  verified: 0,
  email: 'somchai@example.test',
  gender: 1,
  address: 'Bangkok',
};

export const profileInfoSamples = flowSamples<typeof profileInfoMachine>({
  inputs: { today: { label: 'flows.sample.accountProfile.input.today', input: { today: '2026-11-21' } } },
  actors: {
    loadOther: {
      filled: {
        label: 'flows.sample.accountProfile.detailsGiven',
        output: DETAILS,
        api: [apiSample('appUserOther', { errcode: 0, appUserOther: DETAILS } satisfies ApiAnswer<'appUserOther'>)],
      },
      verified: { label: 'flows.sample.accountProfile.verified', output: { ...DETAILS, verified: 1 } },
      empty: {
        label: 'flows.sample.accountProfile.nothingGiven',
        output: { realName: '', birthday: '', verified: 0, email: '', gender: 0, address: '' },
      },
    },
    saveOther: {
      saved: {
        label: 'flows.sample.accountProfile.saved',
        output: { ...DETAILS, email: 'new@example.test' },
        api: [
          apiSample('updateAppUserOther', {
            errcode: 0,
            appUserOther: { ...DETAILS, email: 'new@example.test' },
          } satisfies ApiAnswer<'updateAppUserOther'>),
        ],
      },
    },
  },
  errcodes: { saveOther: [2015, 2105, 2106] },
  events: { 'field.change': { field: 'email', value: 'new@example.test' }, 'gender.change': { gender: 2 } },
});

const WITH_SUPERIOR = { ...USER, pid: 100_002 };

export const superiorSamples = flowSamples<typeof superiorMachine>({
  inputs: {
    'no superior': { label: 'flows.sample.accountProfile.input.noSuperior', input: { ownId: USER.id, pid: 0 } },
    'superior set': { label: 'flows.sample.accountProfile.input.superiorSet', input: { ownId: USER.id, pid: 100_002 } },
  },
  actors: {
    setSuperior: {
      set: {
        label: 'flows.sample.accountProfile.superiorSet',
        output: WITH_SUPERIOR,
        api: [apiSample('agentFill', { errcode: 0, user: WITH_SUPERIOR } satisfies ApiAnswer<'agentFill'>)],
      },
    },
    loadUser: {
      reloaded: {
        label: 'flows.sample.accountProfile.superiorElsewhere',
        output: { ...USER, pid: 100_003 },
        api: [apiSample('getUserInfo', { errcode: 0, user: { ...USER, pid: 100_003 } })],
      },
    },
  },
  errcodes: { setSuperior: [2101, 2102, 2103] },
  events: { 'field.change': { value: '100002' } },
});

const ACCEPTED = {
  errcode: 0,
  agreements: [
    { name: 'terms', version: '2026-11-21', acceptedAt: 1_763_694_000_000 },
    { name: 'privacy', version: '2026-11-21', acceptedAt: 1_763_694_000_000 },
  ],
} satisfies ApiAnswer<'getAgreements'>;

export const agreementsSamples = flowSamples<typeof agreementsMachine>({
  inputs: {
    terms: { label: 'flows.sample.accountProfile.input.terms', input: { name: 'terms' } },
    privacy: { label: 'flows.sample.accountProfile.input.privacy', input: { name: 'privacy' } },
  },
  actors: {
    loadAgreements: {
      both: {
        label: 'flows.sample.accountProfile.bothAccepted',
        output: ACCEPTED.agreements,
        api: [apiSample('getAgreements', ACCEPTED)],
      },
      none: { label: 'flows.sample.accountProfile.noRecord', output: [] },
    },
  },
  events: {},
});
