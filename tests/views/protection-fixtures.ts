/**
 * What the Responsible-gaming view tests share (tests/views/protection.test.tsx, play-limits.test.tsx): a
 * signed-in member with a bound card and the deposit channels, and the app opened on a path with a fake API.
 */
import { MEMBER_ANSWER } from '../machines/models/fixtures';
import { BANKS, CARD, CHANNELS } from '../machines/models/wallet.model';
import { BOOT_HANDLERS, renderApp, type Handlers } from '../helpers/render';

const TOKEN = 'stored-token-0123456789abcdef0123';

export function member(): Handlers {
  const answer = {
    ...(BOOT_HANDLERS.getAfterLoginInfoWeb!({}) as object),
    ...MEMBER_ANSWER,
    appRechargeTypeMap: Object.fromEntries(CHANNELS.map((c) => [String(c.id), c])),
    appBankList: BANKS,
    appUserBank: CARD,
    appUserBankList: { '1': CARD },
    errcode: 0,
    code: 200,
  };
  return {
    getAfterLoginInfoWeb: () => answer,
    getAccountSecurity: () => ({ errcode: 0, loginHistory: [], sessions: [] }),
  };
}

export const openAsMember = (
  handlers: Handlers,
  options: { layout?: 'desktop'; locale?: 'th-TH'; path?: string } = {},
) =>
  renderApp({
    path: options.path ?? '/lobby/responsible-gaming',
    token: TOKEN,
    ...(options.layout ? { layout: options.layout } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    handlers: { ...member(), ...handlers },
  });
