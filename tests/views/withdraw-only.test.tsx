// @vitest-environment jsdom
/**
 * The withdraw-only area (issue 25 §3) under the real routes and root with a fake API: an excluded player with no
 * card and no safebox password binds a card and sets the password on the member pages themselves, inside the
 * area, and withdraws — every call on the withdraw-only session and each one the server accepts on it; a
 * withdrawal that needs KYC leads to the area's KYC page; desktop in Thai keeps every link in the area. The
 * exclusion's page: loading, failed and retried, a self-exclusion's first 6 months said before the player asks,
 * a wrong password, a double tap sending one request, the server's 2405, a cool-off and a closure.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BusinessError, NetworkError } from '../../contract/api-errors';
import { ERRCODE } from '../../contract/ids';
import { PATH } from '../../contract/paths';
import type { Exclusion } from '../../machines/end-exclusion.machine';
import { WITHDRAW_ONLY_OPERATIONS } from '../../server/domain/exclusions';
import { withdrawOnlyPath } from '../../src/flow/session-area';
import { SESSION_KEYS } from '../../src/lib/storage-keys';
import { KYC_NONE, ORDER, TERMS } from '../machines/models/account.model';
import { CONFIG_WITH_LIST } from '../machines/models/fixtures';
import { BANKS } from '../machines/models/wallet.model';
import { bonusWallet } from '../helpers/bonus-wallet';
import { renderApp, type ApiCall, type Handlers } from '../helpers/render';
import { decrypt, keys } from '../helpers/test-rsa';

afterEach(() => cleanup());

const WTOKEN = 'withdraw-only-token-0123456789abcdef';
const NOW = Date.UTC(2026, 10, 27, 5);
const DAY = 86_400_000;
const SELF: Exclusion = {
  kind: 'selfExclusion',
  duration: '1y',
  startedAt: NOW,
  endsAt: Date.UTC(2027, 10, 27, 5),
  revocableAt: Date.UTC(2027, 4, 27, 5),
};
const held = (exclusion: Exclusion = SELF) => ({
  [SESSION_KEYS.withdrawOnly]: JSON.stringify({ token: WTOKEN, exclusion }),
});

const BASE: Handlers = {
  anonymousAppConfig: () => ({ errcode: 0, ...CONFIG_WITH_LIST, appBankList: BANKS }),
  preLogin: () => ({ errcode: 0, publicKey: keys.publicKey, keyId: 'k1', algorithm: 'RSA-OAEP-256' }),
};
const called = (calls: ApiCall[], id: string) => calls.filter((c) => c.operationId === id);
/** The calls the area made (with the withdraw-only token), not the app's own (the visitor's configuration). */
const areaCalls = (calls: ApiCall[]) => calls.filter((c) => c.token !== undefined);

describe('withdrawOnlyPath: the area keeps its pages and leads nowhere else', () => {
  it('maps the pages a withdrawal needs into the area, and every other address to its home', () => {
    expect(withdrawOnlyPath(PATH.withdraw)).toBe(PATH.withdrawOnly);
    expect(withdrawOnlyPath(`${PATH.safebox}?back=1`)).toBe(`${PATH.withdrawOnlySafebox}?back=1`);
    expect(withdrawOnlyPath(PATH.kyc)).toBe(PATH.withdrawOnlyKyc);
    expect(withdrawOnlyPath(PATH.kycUpload)).toBe(PATH.withdrawOnlyKycUpload);
    // A card is bound for the withdrawal: no `back` (it speaks of a deposit), on both layouts.
    expect(withdrawOnlyPath(`${PATH.bindBankCard}?back=1`)).toBe(PATH.withdrawOnlyCard);
    expect(withdrawOnlyPath(`${PATH.desktop.bindBankCard}?back=1`)).toBe(PATH.withdrawOnlyCard);
    expect(withdrawOnlyPath('back')).toBe('back');
    expect(withdrawOnlyPath(`${PATH.withdrawOnlyExclusion}`)).toBe(PATH.withdrawOnlyExclusion);
    for (const elsewhere of [PATH.deposit, PATH.home, PATH.protection, PATH.bankCardList, PATH.desktop.records, '/x'])
      expect(withdrawOnlyPath(elsewhere), elsewhere).toBe(PATH.withdrawOnly);
    // A look-alike prefix is not the area.
    expect(withdrawOnlyPath('/withdraw-onlyx')).toBe(PATH.withdrawOnly);
  });
});

describe('/withdraw-only: what a withdrawal needs, inside the area', () => {
  it('binds a card and sets the safebox password on the member pages inside the area, then withdraws', async () => {
    let cards: Record<string, unknown> = {};
    let hasPin = 0;
    const app = await renderApp({
      path: PATH.withdrawOnly,
      tab: held(),
      handlers: {
        ...BASE,
        getExchange: () => ({ errcode: 0, ...TERMS, appUserBankList: cards, hasSafeboxPassword: hasPin }),
        getBonusWallet: () => bonusWallet(TERMS.coin),
        addBankInfo: (body) => {
          const card = { ...TERMS.appUserBankList['1']!, bankId: body.bankId, accountName: body.accountName };
          cards = { [String(body.bankId)]: card };
          return { errcode: 0, appUserBank: card, appUserBankList: cards };
        },
        getSafebox: () => ({ errcode: 0, safebox: 0, hasSafeboxPassword: hasPin }),
        safeboxPasswordInit: () => {
          hasPin = 1;
          return { errcode: 0 };
        },
        exchange: () => ({ errcode: 0, order: ORDER, coin: TERMS.coin - ORDER.amount }),
      },
    });
    expect(await screen.findByText('Bind a bank card to withdraw to.')).toBeInTheDocument();
    // No link out of the area: records and "change the password" are member pages it does not have.
    expect(screen.queryByRole('link', { name: /record/i })).not.toBeInTheDocument();
    const addCard = screen.getByRole('link', { name: '+ Add bank card' });
    expect(addCard).toHaveAttribute('href', PATH.withdrawOnlyCard);
    // In an awaited act: the link's navigation suspends on the page's code, which a sync act never retries.
    await act(() => app.user.click(addCard));

    expect(await screen.findByRole('heading', { name: 'Add a bank card' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: /Bank/ }));
    const picker = await screen.findByRole('dialog', { name: 'Choose your bank' });
    await app.user.click(within(picker).getByRole('button', { name: /Siam Commercial Bank/ }));
    await app.user.type(screen.getByRole('textbox', { name: 'Account holder name' }), 'Somchai Jaidee');
    await app.user.type(screen.getByRole('textbox', { name: 'Account number' }), '9876543210');
    await app.user.dblClick(screen.getByRole('button', { name: 'Add bank card' }));
    await waitFor(() => expect(app.location()).toBe(PATH.withdrawOnly));
    expect(called(app.calls, 'addBankInfo')).toHaveLength(1);

    const setPin = await screen.findByRole('link', { name: 'Set it now' });
    expect(setPin).toHaveAttribute('href', `${PATH.withdrawOnlySafebox}?back=1`);
    await act(() => app.user.click(setPin));
    await app.user.type(await screen.findByLabelText('Safebox password'), '135790');
    await app.user.type(screen.getByLabelText('Enter it again'), '135790');
    await app.user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(app.location()).toBe(PATH.withdrawOnly));
    expect(decrypt(called(app.calls, 'safeboxPasswordInit')[0]!.body.password as string)).toBe('135790');

    await app.user.type(await screen.findByRole('textbox', { name: 'Amount' }), '1500');
    await app.user.type(screen.getByLabelText('Safebox password (6 digits)'), '135790');
    await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Your withdrawal was submitted/)).toBeInTheDocument();
    expect(called(app.calls, 'exchange')[0]!.body).toMatchObject({ amount: 150_000, bankId: 2 });

    // Every call of the area went with the withdraw-only session, and each is one the server accepts on it.
    const ops = new Set(areaCalls(app.calls).map((c) => c.operationId));
    expect([...ops].sort()).toEqual(
      [
        'addBankInfo',
        'exchange',
        'getBonusWallet',
        'getExchange',
        'getSafebox',
        'preLogin',
        'safeboxPasswordInit',
      ].sort(),
    );
    for (const op of ops) if (op !== 'preLogin') expect(WITHDRAW_ONLY_OPERATIONS.has(op), op).toBe(true);
    for (const op of ['addBankInfo', 'safeboxPasswordInit', 'exchange'])
      expect(called(app.calls, op).every((c) => c.token === WTOKEN)).toBe(true);
  });

  it('leads a withdrawal that needs an identity check to the area’s KYC pages', async () => {
    const app = await renderApp({
      path: PATH.withdrawOnly,
      tab: held(),
      handlers: {
        ...BASE,
        getExchange: () => ({ errcode: 0, ...TERMS, kycStatus: 0, kycRequired: 1 }),
        getBonusWallet: () => bonusWallet(TERMS.coin),
        kyc: () => ({ errcode: 0, ...KYC_NONE }),
      },
    });
    await waitFor(() => expect(app.location()).toBe(PATH.withdrawOnlyKyc));
    await app.user.click(await screen.findByRole('button', { name: 'Start verification' }));
    await waitFor(() => expect(app.location()).toBe(PATH.withdrawOnlyKycUpload));
    expect(called(app.calls, 'kyc').every((c) => c.token === WTOKEN)).toBe(true);
  });

  it('keeps every link in the area on desktop, in Thai', async () => {
    await renderApp({
      path: PATH.withdrawOnly,
      tab: held(),
      layout: 'desktop',
      locale: 'th-TH',
      handlers: {
        ...BASE,
        getExchange: () => ({ errcode: 0, ...TERMS, appUserBankList: {}, hasSafeboxPassword: 0 }),
        getBonusWallet: () => bonusWallet(TERMS.coin),
      },
    });
    expect(await screen.findByText('กรุณาผูกบัญชีธนาคารเพื่อรับเงินที่ถอน')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ เพิ่มบัญชีธนาคาร' })).toHaveAttribute('href', PATH.withdrawOnlyCard);
    expect(screen.getByRole('link', { name: 'การพักของคุณ: วันสิ้นสุด และยุติได้หรือไม่' })).toHaveAttribute(
      'href',
      PATH.withdrawOnlyExclusion,
    );
    for (const link of screen.getAllByRole('link'))
      expect(link.getAttribute('href')!.startsWith(PATH.withdrawOnly), link.getAttribute('href')!).toBe(true);
  });
});

describe('/withdraw-only/exclusion', () => {
  const at =
    (serverTime: number, exclusion: Exclusion | null = SELF) =>
    () => ({
      errcode: 0,
      serverTime,
      ...(exclusion ? { exclusion } : {}),
    });

  it('shows loading, then a failure with a retry; in the first 6 months it says from when, with no button', async () => {
    let release!: () => void;
    let attempt = 0;
    const app = await renderApp({
      path: PATH.withdrawOnlyExclusion,
      tab: held(),
      handlers: {
        getExclusion: () => {
          attempt += 1;
          if (attempt === 1)
            return new Promise((_, reject) => {
              release = () => reject(new NetworkError('getExclusion', new Error('offline')));
            });
          return at(NOW + DAY)();
        },
      },
    });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    // The page says Loading… before its call leaves (the call waits for its lazy parts): fail it once it has.
    await waitFor(() => expect(attempt).toBe(1));
    release();
    await app.user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Self-exclusion' })).toBeInTheDocument();
    expect(screen.getByTestId('exclusion-revocable')).toHaveTextContent(
      /^The first 6 months of a self-exclusion cannot be ended\. You can ask to end it from .*2027.*\.$/,
    );
    expect(screen.getByTestId('exclusion-ends')).toHaveTextContent(/2027/);
    expect(screen.queryByRole('button', { name: 'Ask to end my self-exclusion' })).not.toBeInTheDocument();
    expect(called(app.calls, 'endSelfExclusion')).toHaveLength(0);
  });

  it('past 6 months: a missing and a wrong password said, a double tap sends one request, it ends 24 hours later', async () => {
    const past = SELF.revocableAt! + DAY;
    let attempt = 0;
    const app = await renderApp({
      path: PATH.withdrawOnlyExclusion,
      tab: held(),
      handlers: {
        ...BASE,
        getExclusion: at(past),
        endSelfExclusion: () => {
          attempt += 1;
          if (attempt === 1) throw new BusinessError('endSelfExclusion', ERRCODE.ExclusionPasswordWrong, 'wrong');
          return { errcode: 0, exclusion: { ...SELF, endsAt: past + DAY, endRequested: true } };
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Ask to end my self-exclusion' }));
    await app.user.click(screen.getByRole('button', { name: 'End it in 24 hours' }));
    expect(await screen.findByText('Type your password.')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Password'), 'wrong-one');
    await app.user.click(screen.getByRole('button', { name: 'End it in 24 hours' }));
    expect(await screen.findByText('That password is not right.')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Password'), 'Secret123!');
    await app.user.dblClick(screen.getByRole('button', { name: 'End it in 24 hours' }));
    expect(
      await screen.findByText(/^Done\. Your self-exclusion ends on .*2027.*, 24 hours after your request\./),
    ).toHaveAttribute('role', 'status');
    const sent = called(app.calls, 'endSelfExclusion');
    expect(sent).toHaveLength(2);
    expect(sent.map((c) => decrypt(c.body.password as string))).toEqual(['wrong-one', 'Secret123!']);
    expect(sent.every((c) => c.token === WTOKEN)).toBe(true);
  });

  it('when the server still counts the first 6 months (2405), says from when instead', async () => {
    const revocableAt = SELF.revocableAt! + 3_600_000;
    const app = await renderApp({
      path: PATH.withdrawOnlyExclusion,
      tab: held(),
      handlers: {
        ...BASE,
        getExclusion: at(SELF.revocableAt!),
        endSelfExclusion: () => {
          throw new BusinessError('endSelfExclusion', ERRCODE.ExclusionIrrevocable, 'early', undefined, {
            errcode: ERRCODE.ExclusionIrrevocable,
            revocableAt,
          });
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Ask to end my self-exclusion' }));
    await app.user.type(screen.getByLabelText('Password'), 'Secret123!');
    await app.user.click(screen.getByRole('button', { name: 'End it in 24 hours' }));
    expect(await screen.findByTestId('exclusion-revocable')).toHaveTextContent(/can ask to end it from .*2027/);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('says plainly that a cool-off ends by itself, that only customer service reopens a closed account, and when it has ended', async () => {
    const cooled: Exclusion = { kind: 'coolOff', duration: '7d', startedAt: NOW, endsAt: NOW + 7 * DAY };
    await renderApp({
      path: PATH.withdrawOnlyExclusion,
      tab: held(cooled),
      handlers: { getExclusion: at(NOW, cooled) },
    });
    expect(await screen.findByText(/A cool-off cannot be ended early/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /end/i })).not.toBeInTheDocument();
    cleanup();
    const closed: Exclusion = { kind: 'closure', duration: 'permanent', startedAt: NOW };
    await renderApp({
      path: PATH.withdrawOnlyExclusion,
      tab: held(closed),
      locale: 'th-TH',
      handlers: { getExclusion: at(NOW, closed) },
    });
    expect(await screen.findByText(/เฉพาะฝ่ายบริการลูกค้าเท่านั้นที่เปิดได้/)).toBeInTheDocument();
    expect(screen.getByText('ไม่มีวันสิ้นสุด')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ติดต่อฝ่ายบริการลูกค้า' })).toHaveAttribute('href', PATH.service);
    cleanup();
    await renderApp({
      path: PATH.withdrawOnlyExclusion,
      tab: held(),
      handlers: { getExclusion: at(NOW + 400 * DAY, null) },
    });
    expect(await screen.findByRole('heading', { name: 'Your break has ended' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', PATH.login);
  });
});
