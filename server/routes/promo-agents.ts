/** The agent programmes: Agent (26) and Agent5 (41). Rules in server/domain/agent.ts, agent5.ts. */
import { defineHandlers } from '../context';
import { agentData, exchangeCommission, exchangeProps } from '../domain/agent';
import { agent5Log, agent5State, receiveAgent5Invite, receiveAgent5Tier } from '../domain/agent5';
import { balances } from '../domain/ledger';

export const promoAgentHandlers = defineHandlers({
  agentData: ({ deps, caller, origin }) => ({ agentData: agentData(deps, caller.userId, origin) }),

  agent3Exchange: ({ deps, caller, origin }) => {
    const amount = exchangeCommission(deps, caller.userId);
    const { coin, lottery } = balances(deps.db, caller.userId);
    return {
      agentData: agentData(deps, caller.userId, origin),
      amount,
      propList: exchangeProps(amount),
      coin,
      lottery,
    };
  },

  appAgent5User: ({ deps, caller, origin }) => ({ appAgent5User: agent5State(deps, caller.userId, origin) }),

  appAgent5UserLog: ({ deps, body, caller }) => {
    const page = body.page ?? 1;
    const pageSize = body.pageSize ?? 20;
    return { ...agent5Log(deps, caller.userId, page, pageSize), page, pageSize };
  },

  appAgent5UserReceive: ({ deps, body, caller, origin }) => {
    const propList = receiveAgent5Tier(deps, caller.userId, body.id);
    const { coin, lottery } = balances(deps.db, caller.userId);
    return { appAgent5User: agent5State(deps, caller.userId, origin), propList, coin, lottery };
  },

  appAgent5UserInviteValidReceive: ({ deps, body, caller, origin }) => {
    const propList = receiveAgent5Invite(deps, caller.userId, body.id);
    const { coin, lottery } = balances(deps.db, caller.userId);
    return { appAgent5User: agent5State(deps, caller.userId, origin), propList, coin, lottery };
  },
});
