/**
 * Small, contract-shaped data for machine models and tests: the /flows samples (machines/samples/common.ts,
 * validated against openapi.yaml by tests/machines/samples.test.ts), so tests and samples cannot drift apart.
 */
import type { ConfigAnswer, MemberAnswer } from '../../../contract/types';
import { AUTH_RESULT, CONFIG, GAME, PLAYER, USER } from '../../../machines/samples/common';

export { AUTH_RESULT, GAME, USER };

/** The configuration without a game list (the client keeps its stored one). */
export const CONFIG_NO_LIST: ConfigAnswer = (({ appGameList: _list, ...rest }) => rest)(CONFIG);
export const CONFIG_WITH_LIST: ConfigAnswer = { ...CONFIG_NO_LIST, appGameList: [GAME] };
export const MEMBER_ANSWER: MemberAnswer = { ...CONFIG_NO_LIST, user: USER, ...PLAYER };
