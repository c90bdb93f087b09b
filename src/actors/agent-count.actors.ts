/**
 * Live implementations of the AgentCount flow (machines/agent-count.machine.ts): the three reads and the five
 * actions; a credit's balances go into the session's user, the red dots are checked
 * (reveal-receive.ts).
 */
import { fromPromise } from 'xstate';
import { agentCountMachine } from '../../machines/agent-count.machine';
import type { AgentCountAction, AgentCountOutcome, AgentCountView } from '../../machines/agent-count.rules';
import type { Keyed } from '../../machines/intent-key';
import type { FlowPort, ImplementationsOf } from './port';
import { revealReceiveActions, type RevealReceivePort } from './reveal-receive';

type AgentCountPort = RevealReceivePort;
type Api = FlowPort['deps']['api'];

/** The first page of invited players shown on the page. */
const INVITE_PAGE_SIZE = 50;

async function load(api: Api, signal?: AbortSignal): Promise<AgentCountView> {
  const [data, invites, tasks] = await Promise.all([
    api.call('agent4Data', {}, { signal }),
    api.call('agent4InviteRows', { page: 1, pageSize: INVITE_PAGE_SIZE }, { signal }),
    api.call('appProxyUser4TaskUser', {}, { signal }),
  ]);
  return { state: data.agent4Data, invites: invites.agent4InviteRows, tasks: tasks.taskList };
}

async function act(api: Api, action: AgentCountAction & Keyed): Promise<AgentCountOutcome> {
  switch (action.kind) {
    case 'scratch':
    case 'lottery':
    case 'award': {
      const answer =
        action.kind === 'scratch'
          ? await api.call('agent4Scratch', { id: action.id }, { idempotencyKey: action.idempotencyKey })
          : action.kind === 'award'
            ? await api.call('agent4Award', { id: action.id }, { idempotencyKey: action.idempotencyKey })
            : await api.call('agent4Lottery', {}, { idempotencyKey: action.idempotencyKey });
      return {
        state: answer.agent4Data,
        tasks: null,
        award: answer.propList,
        shareUrl: null,
        balances: { coin: answer.coin, lottery: answer.lottery },
      };
    }
    case 'share': {
      const answer = await api.call('appProxyUser4TaskUserShare', { type: action.type });
      return { state: null, tasks: answer.taskList, award: [], shareUrl: answer.shareUrl, balances: null };
    }
    case 'receive': {
      const answer = await api.call(
        'appProxyUser4TaskUserReceive',
        { type: action.type },
        { idempotencyKey: action.idempotencyKey },
      );
      return {
        state: null,
        tasks: answer.taskList,
        award: answer.propList,
        shareUrl: null,
        balances: { coin: answer.coin, lottery: answer.lottery },
      };
    }
  }
}

export function agentCountImplementations(port: AgentCountPort) {
  return {
    actors: {
      loadAgentCount: fromPromise<AgentCountView, void>(({ signal }) => load(port.deps.api, signal)),
      // Not aborted with the page: an action the server took is reported all the same.
      act: fromPromise<AgentCountOutcome, AgentCountAction & Keyed>(({ input }) => act(port.deps.api, input)),
    },
    actions: revealReceiveActions(port),
  } satisfies ImplementationsOf<typeof agentCountMachine>;
}

export function liveAgentCountMachine(port: AgentCountPort) {
  return agentCountMachine.provide(agentCountImplementations(port));
}
