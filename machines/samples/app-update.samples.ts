/** The app-update flow's samples (the /flows simulator): where the player is when a new version arrives. */
import type { appUpdateMachine } from '../app-update.machine';
import { flowSamples } from './sample-types';

export const appUpdateSamples = flowSamples<typeof appUpdateMachine>({
  inputs: {
    'in the lobby': { label: 'flows.sample.appUpdate.input.lobby', input: { game: false, payment: false } },
    'in a game': { label: 'flows.sample.appUpdate.input.inGame', input: { game: true, payment: false } },
    'paying a deposit': { label: 'flows.sample.appUpdate.input.paying', input: { game: false, payment: true } },
  },
  actors: {},
  events: { 'update.where': { game: false, payment: false } },
});
