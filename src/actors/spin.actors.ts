/**
 * Live implementations of the Invite & Spin flow: actInviteUser with the record's first page,
 * actInviteUserSpin, actInviteUserRecord, actInviteUserExchange; the new coin balance into the session and
 * the red dots checked after a cash-out.
 */
import { fromPromise } from 'xstate';
import { spinMachine, type SpinExchange } from '../../machines/spin.machine';
import { RECORD_PAGE_SIZE, type SpinBoard, type SpinOutcome, type SpinRecordPage } from '../../machines/spin.rules';
import { patchUser } from './account-calls';
import type { Keyed } from '../../machines/intent-key';
import type { FlowPort, ImplementationsOf } from './port';

type SpinPort = Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>;

export function spinImplementations(port: SpinPort) {
  const api = port.deps.api;
  return {
    actors: {
      fetchSpin: fromPromise<SpinBoard, void>(async ({ signal }) => {
        const [state, record] = await Promise.all([
          api.call('actInviteUser', {}, { signal }),
          api.call('actInviteUserRecord', { page: 1, pageSize: RECORD_PAGE_SIZE }, { signal }),
        ]);
        const { errcode: _e, code: _c, msg: _m, ...rest } = state;
        return { state: rest, record: record.list, recordTotal: record.total };
      }),
      // Not aborted with the page: a spin the server took is shown and counted all the same.
      spinWheel: fromPromise<SpinOutcome, Keyed>(async ({ input }) => {
        const { prizeId, amount, added, status } = await api.call('actInviteUserSpin', {}, input);
        return { prizeId, amount, added, status };
      }),
      fetchRecord: fromPromise<SpinRecordPage, { page: number }>(async ({ input, signal }) => {
        const { list, total } = await api.call(
          'actInviteUserRecord',
          { page: input.page, pageSize: RECORD_PAGE_SIZE },
          { signal },
        );
        return { list, total };
      }),
      exchangeSpin: fromPromise<SpinExchange, Keyed>(async ({ input }) => {
        const { amount, coin } = await api.call('actInviteUserExchange', {}, input);
        return { amount, coin };
      }),
    },
    actions: {
      reportCoin: (_, { coin }) => patchUser(port, { coin }),
      refreshDots: () => port.report({ type: 'badges.refresh' }),
    },
  } satisfies ImplementationsOf<typeof spinMachine>;
}

export function liveSpinMachine(port: SpinPort) {
  return spinMachine.provide(spinImplementations(port));
}
