/** Samples of the exclusion-confirm, end-exclusion and account-security flows for the /flows simulator and tests. */
import type { accountSecurityMachine, AccountSecurity } from '../account-security.machine';
import type { endExclusionMachine } from '../end-exclusion.machine';
import type { exclusionConfirmMachine, Exclusion } from '../exclusion-confirm.machine';
import { apiSample, flowSamples } from './sample-types';
import { NO_INPUT } from './common';

const NOW = 1_795_000_000_000;
const HALF_YEAR = 15_897_600_000;

const SELF_EXCLUDED: Exclusion = {
  kind: 'selfExclusion',
  duration: '6m',
  startedAt: NOW,
  endsAt: NOW + HALF_YEAR,
  revocableAt: NOW + HALF_YEAR,
};

const SECURITY: AccountSecurity = {
  loginHistory: [
    { at: NOW, outcome: 'ok', device: 'Chrome · Android', place: { kind: 'public', network: '203.0.113.0/24' } },
    {
      at: NOW - 60_000,
      outcome: 'password',
      device: 'Firefox · Windows',
      place: { kind: 'public', network: '198.51.100.0/24' },
    },
  ],
  sessions: [
    {
      current: 1,
      createdAt: NOW,
      lastSeenAt: NOW,
      device: 'Chrome · Android',
      place: { kind: 'public', network: '203.0.113.0/24' },
    },
    {
      current: 0,
      createdAt: NOW - 86_400_000,
      lastSeenAt: NOW - 3_600_000,
      device: 'Safari · iOS',
      place: { kind: 'private', network: '' },
    },
  ],
};

const ALONE: AccountSecurity = { loginHistory: SECURITY.loginHistory, sessions: [SECURITY.sessions[0]!] };

export const exclusionConfirmSamples = flowSamples<typeof exclusionConfirmMachine>({
  inputs: NO_INPUT,
  actors: {
    startExclusion: {
      excluded: {
        label: 'flows.sample.exclusion.excluded',
        output: SELF_EXCLUDED,
        api: [apiSample('startExclusion', { errcode: 0, exclusion: SELF_EXCLUDED })],
      },
    },
  },
  events: {
    'exclusion.choose': { kind: 'selfExclusion' },
    'duration.choose': { duration: '6m' },
    'password.change': { value: 'secret123' },
  },
});

export const accountSecuritySamples = flowSamples<typeof accountSecurityMachine>({
  inputs: NO_INPUT,
  actors: {
    loadSecurity: {
      twoDevices: {
        label: 'flows.sample.exclusion.twoDevices',
        output: SECURITY,
        api: [apiSample('getAccountSecurity', { errcode: 0, ...SECURITY })],
      },
    },
    signOutOthers: {
      signedOut: {
        label: 'flows.sample.exclusion.othersSignedOut',
        output: { ...ALONE, signedOut: 1 },
        api: [apiSample('signOutOtherSessions', { errcode: 0, signedOut: 1, ...ALONE })],
      },
    },
  },
  events: {},
});

const YEAR_LONG: Exclusion = {
  kind: 'selfExclusion',
  duration: '1y',
  startedAt: NOW - HALF_YEAR - 86_400_000,
  endsAt: NOW + HALF_YEAR,
  revocableAt: NOW - 86_400_000,
};
const ENDING: Exclusion = { ...YEAR_LONG, endsAt: NOW + 86_400_000, endRequested: true };

export const endExclusionSamples = flowSamples<typeof endExclusionMachine>({
  inputs: NO_INPUT,
  actors: {
    loadExclusion: {
      endable: {
        label: 'flows.sample.exclusion.endable',
        output: { exclusion: YEAR_LONG, at: NOW },
        api: [apiSample('getExclusion', { errcode: 0, exclusion: YEAR_LONG, serverTime: NOW })],
      },
      early: {
        label: 'flows.sample.exclusion.early',
        output: { exclusion: SELF_EXCLUDED, at: NOW },
        api: [apiSample('getExclusion', { errcode: 0, exclusion: SELF_EXCLUDED, serverTime: NOW })],
      },
    },
    endExclusion: {
      ending: {
        label: 'flows.sample.exclusion.ending',
        output: ENDING,
        api: [apiSample('endSelfExclusion', { errcode: 0, exclusion: ENDING })],
      },
    },
  },
  events: {
    'password.change': { value: 'secret123' },
  },
});
