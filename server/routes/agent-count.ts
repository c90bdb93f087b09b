/** AgentCount (activity 31) and the proxy share tasks (docs/promotions.md). */
import { defineHandlers } from '../context';
import {
  agent4InviteRows,
  agent4State,
  drawLottery,
  proxyTasks,
  receiveAward,
  receiveProxyTask,
  scratchCard,
  shareProxyTask,
} from '../domain/agent-count';
import { balances } from '../domain/ledger';

export const agentCountHandlers = defineHandlers({
  agent4Data: ({ deps, caller, origin }) => ({ agent4Data: agent4State(deps, caller.userId, origin) }),

  agent4InviteRows: ({ deps, body, caller }) => ({
    agent4InviteRows: agent4InviteRows(deps, caller.userId, body.page ?? 1, body.pageSize ?? 20),
  }),

  agent4Scratch: ({ deps, body, caller, origin }) => {
    const propList = scratchCard(deps, caller.userId, body.id);
    const { coin, lottery } = balances(deps.db, caller.userId);
    return { agent4Data: agent4State(deps, caller.userId, origin), propList, coin, lottery };
  },

  agent4Lottery: ({ deps, caller, origin }) => {
    const propList = drawLottery(deps, caller.userId);
    const { coin, lottery } = balances(deps.db, caller.userId);
    return { agent4Data: agent4State(deps, caller.userId, origin), propList, coin, lottery };
  },

  agent4Award: ({ deps, body, caller, origin }) => {
    const propList = receiveAward(deps, caller.userId, body.id);
    const { coin, lottery } = balances(deps.db, caller.userId);
    return { agent4Data: agent4State(deps, caller.userId, origin), propList, coin, lottery };
  },

  appProxyUser4TaskUser: ({ deps, caller, origin }) => ({ taskList: proxyTasks(deps, caller.userId, origin) }),

  appProxyUser4TaskUserShare: ({ deps, body, caller, origin }) => {
    const shareUrl = shareProxyTask(deps, caller.userId, body.type, origin);
    return { taskList: proxyTasks(deps, caller.userId, origin), shareUrl };
  },

  appProxyUser4TaskUserReceive: ({ deps, body, caller, origin }) => {
    const propList = receiveProxyTask(deps, caller.userId, body.type);
    const { coin, lottery } = balances(deps.db, caller.userId);
    return { taskList: proxyTasks(deps, caller.userId, origin), propList, coin, lottery };
  },
});
