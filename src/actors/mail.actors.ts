/**
 * The mail inbox's live implementations: getMail2, getMailDetail, receiveMail, delMail and refreshData;
 * the new coin and points go to the session (`user.updated`), and every mail action asks the session's
 * badges poll to check the dots now (`badges.refresh`).
 */
import { fromPromise } from 'xstate';
import { mailMachine, type Balances, type Received } from '../../machines/mail.machine';
import type { Mail, MailPage } from '../../machines/mail.rules';
import { patchUser } from './account-calls';
import type { FlowPort, ImplementationsOf } from './port';

type MailPort = Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>;

export function mailImplementations(port: MailPort) {
  const { api } = port.deps;
  return {
    actors: {
      loadPage: fromPromise<MailPage, { page: number; pageSize: number }>(async ({ input, signal }) => {
        const { list, total } = await api.call('getMail2', input, { signal });
        return { list, total };
      }),
      loadDetail: fromPromise<Mail, { id: number }>(
        async ({ input, signal }) => (await api.call('getMailDetail', input, { signal })).mail,
      ),
      receive: fromPromise<Received, { id: number; idempotencyKey: string }>(async ({ input, signal }) => {
        const { propList, coin, lottery } = await api.call(
          'receiveMail',
          { id: input.id },
          { signal, idempotencyKey: input.idempotencyKey },
        );
        return { propList, coin, lottery };
      }),
      remove: fromPromise<void, { id: number }>(async ({ input, signal }) => {
        await api.call('delMail', { ids: [input.id] }, { signal });
      }),
      refreshFigures: fromPromise<Balances, void>(async ({ signal }) => {
        const { coin, lottery } = await api.call('refreshData', {}, { signal });
        return { coin, lottery };
      }),
    },
    actions: {
      reportBalances: (_, { coin, lottery }) => patchUser(port, { coin, lottery }),
      refreshBadges: () => port.report({ type: 'badges.refresh' }),
    },
  } satisfies ImplementationsOf<typeof mailMachine>;
}

export function liveMailMachine(port: MailPort) {
  return mailMachine.provide(mailImplementations(port));
}
