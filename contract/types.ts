/**
 * The contract's shapes that the app, its machines and the tests name, in one place: the schemas of
 * openapi.yaml (through the generated schema.d.ts) and the few shapes the client derives from them.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

/** What the config calls answer: the configuration, with the game list when the version differs. */
export type ConfigAnswer = Schemas['AppConfig'];
/** The configuration the app keeps: the game list is kept apart, with its version. */
export type AppConfig = Omit<ConfigAnswer, 'appGameList'>;
export type Game = Schemas['Game'];
export type SessionState = Schemas['SessionState'];
export type UserInfo = Schemas['UserInfo'];
/** What the after-login info call answers: the configuration and the player's session data. */
export type MemberAnswer = ConfigAnswer & SessionState;
/** What login, registration and social login answer. */
export type AuthResult = SessionState & { token: string };
/** The player's figures (coins, lottery, VIP, bet) that a refresh brings, merged into the kept user. */
export type Figures = Pick<UserInfo, 'coin' | 'lottery' | 'vip' | 'vipExp' | 'userLevel' | 'bet'>;
/** The player's session data without the user (kept apart so user updates stay small). */
export type PlayerData = Omit<SessionState, 'user'>;
