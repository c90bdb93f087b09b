// @vitest-environment jsdom
/**
 * The account pages: withdraw (KYC routing, safebox routing, validation, the submitted withdrawal's detail),
 * the safebox password, identity verification (status and the form with image checks and upload), the
 * transaction records with their tabs and paging, and the bonus-point exchange — mobile and desktop, en-US
 * and th-TH.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CARD, KYC_NONE, LOTTERY, ORDER, RECHARGE, TERMS } from '../machines/models/account.model';
import { bonusWallet } from '../helpers/bonus-wallet';
import { NetworkError } from '../../contract/api-errors';
import { PATH } from '../../contract/paths';
import { KEPT_INTENT_KEYS } from '../../src/actors/kept-intent';
import { SESSION_KEYS } from '../../src/lib/storage-keys';
import { fail, renderApp, type ApiCall, type Handlers, type TestApp } from '../helpers/render';
import { decrypt, keys } from '../helpers/test-rsa';

afterEach(() => cleanup());

const TOKEN = 'stored-token-0123456789abcdef0123';
const KEY: Handlers = {
  preLogin: () => ({ errcode: 0, publicKey: keys.publicKey, keyId: 'k1', algorithm: 'RSA-OAEP-256' }),
};
const called = (app: { calls: ApiCall[] }, id: string) => app.calls.filter((c) => c.operationId === id);

describe('/lobby/wallets/withdraw', () => {
  it('routes to /walletsKyc when identity is not verified', async () => {
    const app = await renderApp({
      path: '/lobby/wallets/withdraw',
      token: TOKEN,
      handlers: {
        getExchange: () => ({ errcode: 0, ...TERMS, kycStatus: 0, kycRequired: 1 }),
        getBonusWallet: () => bonusWallet(TERMS.coin),
        kyc: () => ({ errcode: 0, ...KYC_NONE }),
      },
    });
    await waitFor(() => expect(app.location()).toBe('/walletsKyc'));
    expect(await screen.findByRole('button', { name: 'Start verification' })).toBeInTheDocument();
    expect(screen.getByText(/before your first withdrawal or within 7 days of registration/)).toBeInTheDocument();
  });

  it('sends a player without a safebox password to set one first', async () => {
    const app = await renderApp({
      path: '/lobby/wallets/withdraw',
      token: TOKEN,
      handlers: {
        getExchange: () => ({ errcode: 0, ...TERMS, hasSafeboxPassword: 0 }),
        getBonusWallet: () => bonusWallet(TERMS.coin),
        getSafebox: () => ({ errcode: 0, safebox: 0, hasSafeboxPassword: 0 }),
      },
    });
    expect(await screen.findByText(/You have not set one yet/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(app.location()).toBe('/walletsPassword?back=1'));
    expect(await screen.findByLabelText('Enter it again')).toBeInTheDocument();
  });

  it('validates, shows the processing period, submits hundredths with the encrypted password and shows the withdrawal', async () => {
    let answered = false;
    const app = await renderApp({
      path: '/lobby/wallets/withdraw',
      token: TOKEN,
      handlers: {
        ...KEY,
        getExchange: () => ({ errcode: 0, ...TERMS, coin: 6_000_000 }),
        getBonusWallet: () => bonusWallet(6_000_000),
        exchange: () => {
          answered = true;
          return { errcode: 0, order: { ...ORDER, amount: 5_000_050, minDays: 3, maxDays: 5 }, coin: 999_950 };
        },
        getExchangeOrder: () => ({
          errcode: 0,
          page: 1,
          pageSize: 20,
          total: 1,
          list: [{ ...ORDER, amount: 5_000_050, minDays: 3, maxDays: 5 }],
        }),
      },
    });
    expect(await screen.findByTestId('withdraw-balance')).toHaveTextContent('฿60,000.00');
    expect(screen.getByRole('radio', { name: /Bangkok Bank/ })).toBeChecked();
    expect(screen.getByText('1.00 – 50,000.00: 1–3 business days')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter the amount.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit safebox password.')).toBeInTheDocument();

    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await app.user.type(amount, '60000.01');
    await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The amount is more than your balance.')).toBeInTheDocument();
    await app.user.clear(amount);
    await app.user.type(amount, '50000.50');
    expect(screen.getByText('Processing time for this amount: 3–5 business days')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Safebox password (6 digits)'), '12a3456');
    await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(answered).toBe(true));
    const body = called(app, 'exchange')[0]!.body;
    expect(body).toMatchObject({ amount: 5_000_050, bankId: CARD.bankId });
    expect(decrypt(body.safeboxPassword as string)).toBe('123456');
    await waitFor(() => expect(app.location()).toBe(`/withdrawal/${ORDER.orderId}`));
    expect(await screen.findByText('฿50,000.50')).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getByText(/cannot be cancelled back to your balance/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /cancel/i })).toBeNull();
    expect(app.root.session.getSnapshot().context.user?.coin).toBe(999_950);
    expect(called(app, 'exchange')).toHaveLength(1);
  });

  /** The member page, and an excluded player's withdraw-only area (its session kept in the tab). */
  const PLACES = [
    { place: 'the member page', start: { path: PATH.withdraw, token: TOKEN } },
    {
      place: 'the withdraw-only area',
      start: {
        path: PATH.withdrawOnly,
        tab: {
          [SESSION_KEYS.withdrawOnly]: JSON.stringify({
            token: 'withdraw-only-token-0123456789abcdef',
            exclusion: { kind: 'coolOff', duration: '1w', startedAt: 1_700_000_000_000 },
          }),
        },
      },
    },
  ] as const;

  it.each(PLACES)(
    'a withdrawal whose answer was lost is asked again with its key after a reload: $place',
    async ({ start }) => {
      let lost = true;
      const handlers: Handlers = {
        ...KEY,
        getExchange: () => ({ errcode: 0, ...TERMS }),
        getBonusWallet: () => bonusWallet(TERMS.coin),
        exchange: () => {
          if (lost) throw new NetworkError('exchange', new Error('connection reset'));
          return { errcode: 0, order: ORDER, coin: TERMS.coin - ORDER.amount };
        },
        getExchangeOrder: () => ({ errcode: 0, page: 1, pageSize: 20, total: 1, list: [ORDER] }),
      };
      const withdraw = async (app: TestApp) => {
        await app.user.type(await screen.findByRole('textbox', { name: 'Amount' }), '150');
        await app.user.type(screen.getByLabelText('Safebox password (6 digits)'), '123456');
        await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
      };
      const first = await renderApp({ ...start, handlers });
      await withdraw(first);
      await waitFor(() => expect(called(first, 'exchange')).toHaveLength(1));
      await waitFor(() => expect(screen.getByLabelText('Safebox password (6 digits)')).toHaveValue(''));
      const key = called(first, 'exchange')[0]!.idempotencyKey;
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      cleanup(); // the reload: the page and its flow are gone, the tab's sessionStorage stays
      await new Promise((r) => setTimeout(r, 0));

      lost = false;
      const tab = Object.fromEntries(first.session.map);
      const second = await renderApp({ ...start, handlers, tab });
      await withdraw(second);
      await waitFor(() => expect(second.session.map.has(KEPT_INTENT_KEYS.withdraw)).toBe(false)); // answered
      expect(called(second, 'exchange').map((c) => c.idempotencyKey)).toEqual([key]);
    },
  );

  it('keeps the amount and clears the password when the server says it is wrong', async () => {
    const app = await renderApp({
      path: '/lobby/wallets/withdraw',
      token: TOKEN,
      handlers: {
        ...KEY,
        getExchange: () => ({ errcode: 0, ...TERMS }),
        getBonusWallet: () => bonusWallet(TERMS.coin),
        exchange: () => fail('exchange', 2008),
      },
    });
    await app.user.type(await screen.findByRole('textbox', { name: 'Amount' }), '150');
    await app.user.type(screen.getByLabelText('Safebox password (6 digits)'), '000000');
    await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Safebox password incorrect/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('150');
    expect(screen.getByLabelText('Safebox password (6 digits)')).toHaveValue('');
  });

  it('offers binding a card when the player has none, and renders on desktop in Thai', async () => {
    await renderApp({
      path: '/lobby/wallets/withdraw',
      token: TOKEN,
      layout: 'desktop',
      locale: 'th-TH',
      handlers: {
        getExchange: () => ({ errcode: 0, ...TERMS, appUserBankList: {} }),
        getBonusWallet: () => bonusWallet(TERMS.coin),
      },
    });
    expect(await screen.findByText('กรุณาผูกบัญชีธนาคารเพื่อรับเงินที่ถอน')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ เพิ่มบัญชีธนาคาร' })).toHaveAttribute('href', '/lobby/bindBankCard?back=1');
  });
});

describe('/lobby/wallets/withdraw: cash, bonus money and wagering (issue 25 §4)', () => {
  it('shows cash, bonus, the withdrawable amount and the wagering left; the maximum is the withdrawable amount', async () => {
    const app = await renderApp({
      path: '/lobby/wallets/withdraw',
      token: TOKEN,
      handlers: {
        getExchange: () => ({ errcode: 0, ...TERMS, coin: 250_000 }),
        getBonusWallet: () => bonusWallet(250_000, 100_000, 40_000),
      },
    });
    const shown = await screen.findByTestId('bonus-wallet');
    expect(shown).toHaveTextContent('Cash฿1,500.00');
    expect(shown).toHaveTextContent('Bonus money฿1,000.00');
    expect(screen.getByTestId('bonus-wallet-withdrawable')).toHaveTextContent('฿1,500.00');
    expect(shown).toHaveTextContent('฿400.00 of ฿1,000.00 bet; ฿600.00 more to bet before the bonus can be withdrawn');
    expect(screen.getByRole('progressbar', { name: 'Bonus wagering' })).toHaveAttribute('aria-valuenow', '40');
    await app.user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1500.00');
    await app.user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Amount' }), '1600');
    await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      await screen.findByText(
        'At most 1,500.00 can be withdrawn now: bonus money can be withdrawn once it has been bet.',
      ),
    ).toBeInTheDocument();
  });

  it('shows no wagering without bonus money (empty), and the server refusal 2022 in its own words', async () => {
    const app = await renderApp({
      path: '/lobby/wallets/withdraw',
      token: TOKEN,
      handlers: {
        ...KEY,
        getExchange: () => ({ errcode: 0, ...TERMS }),
        getBonusWallet: () => bonusWallet(TERMS.coin),
        exchange: () => fail('exchange', 2022),
      },
    });
    expect(await screen.findByTestId('bonus-wallet-withdrawable')).toHaveTextContent('฿2,500.00');
    expect(screen.queryByText('Bonus money')).not.toBeInTheDocument();
    expect(screen.queryByText('Bonus wagering')).not.toBeInTheDocument();
    await app.user.type(screen.getByRole('textbox', { name: 'Amount' }), '150');
    await app.user.type(screen.getByLabelText('Safebox password (6 digits)'), '123456');
    await app.user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Bonus money can be withdrawn only once it has been bet/)).toBeInTheDocument();
  });

  it('shows loading, then a failed read with a retry that loads the figures', async () => {
    let calls = 0;
    const app = await renderApp({
      path: '/lobby/wallets/withdraw',
      token: TOKEN,
      locale: 'th-TH',
      handlers: {
        getExchange: () => ({ errcode: 0, ...TERMS }),
        getBonusWallet: () => {
          calls += 1;
          if (calls === 1) throw new Error('offline');
          return bonusWallet(TERMS.coin, 50_000);
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));
    const shown = await screen.findByTestId('bonus-wallet');
    expect(shown).toHaveTextContent('เงินโบนัส฿500.00');
    expect(shown).toHaveTextContent('ถอนได้ตอนนี้฿2,000.00');
  });
});

describe('/walletsPassword', () => {
  it('changes the password with the old one, both encrypted', async () => {
    const app = await renderApp({
      path: '/walletsPassword',
      token: TOKEN,
      handlers: {
        ...KEY,
        getSafebox: () => ({ errcode: 0, safebox: 0, hasSafeboxPassword: 1 }),
        modifySafePassword: () => ({ errcode: 0 }),
      },
    });
    await app.user.type(await screen.findByLabelText('Current safebox password'), '111111');
    await app.user.type(screen.getByLabelText('New safebox password'), '222222');
    await app.user.type(screen.getByLabelText('Enter it again'), '222223');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    await app.user.clear(screen.getByLabelText('Enter it again'));
    await app.user.type(screen.getByLabelText('Enter it again'), '222222');
    await app.user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Safebox password changed.' })).toBeInTheDocument();
    const body = called(app, 'modifySafePassword')[0]!.body;
    expect(decrypt(body.oldPassword as string)).toBe('111111');
    expect(decrypt(body.password as string)).toBe('222222');
  });
});

describe('/walletsKyc and /walletsKycUpload', () => {
  it('shows a rejection with its reason and the deadline', async () => {
    await renderApp({
      path: '/walletsKyc',
      token: TOKEN,
      handlers: { kyc: () => ({ errcode: 0, ...KYC_NONE, status: 3, reason: 'Photo too blurry' }) },
    });
    expect(await screen.findByText('Your verification was rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: Photo too blurry')).toBeInTheDocument();
    expect(screen.getByText(/^Please verify by /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit again' })).toBeInTheDocument();
  });

  it('checks type and size of images, uploads them and submits the identity', async () => {
    const uploads: string[] = [];
    const app = await renderApp({
      path: '/walletsKycUpload',
      token: TOKEN,
      handlers: {
        kyc: () => ({ errcode: 0, ...KYC_NONE }),
        uploadKyc: (body) => {
          uploads.push(body.kind as string);
          return { errcode: 0, fileId: `${body.kind as string}-file`, kind: body.kind, size: 10 };
        },
        addKyc: () => ({ errcode: 0, ...KYC_NONE, status: 2, required: 0 }),
      },
    });
    await app.user.type(
      await screen.findByRole('textbox', { name: 'Full name (as on the document)' }),
      'Somchai Jaidee',
    );
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Document type' }), 'passport');
    await app.user.type(screen.getByRole('textbox', { name: 'Passport number' }), 'aa1234567');
    const birthday = screen.getByLabelText(/Date of birth/);
    await app.user.type(birthday, '1990-05-05');

    const front = screen.getByLabelText('Front of the document');
    // A file the picker's `accept` would hide, chosen anyway ("All files"): the flow refuses it.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(front, new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await app.user.upload(front, big);
    expect(await screen.findByText('The image is larger than 5 MB.')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    await app.user.upload(front, new File([new Uint8Array([0x89, 0x50])], 'front.png', { type: 'image/png' }));
    await app.user.upload(
      screen.getByLabelText('Selfie holding the document'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(screen.getAllByText('Uploaded ✓')).toHaveLength(2));
    expect(screen.queryByText('Back of the document')).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText('Identity verified')).toBeInTheDocument();
    expect(uploads.sort()).toEqual(['front', 'selfie']);
    expect(called(app, 'addKyc')[0]!.body).toEqual({
      realName: 'Somchai Jaidee',
      idType: 'passport',
      idNumber: 'AA1234567',
      birthday: '1990-05-05',
      frontFileId: 'front-file',
      selfieFileId: 'selfie-file',
    });
    expect(app.root.session.getSnapshot().context.user?.hasKyc).toBe(1);
  });
});

describe('/record/transaction', () => {
  it('lists deposits and withdrawals in tabs with amounts as value/100 and pages deposits', async () => {
    const deposits = Array.from({ length: 25 }, (_, i) => ({ ...RECHARGE, orderId: `R${i}`, amount: 10_000 + i }));
    const app = await renderApp({
      path: '/record/transaction',
      token: TOKEN,
      handlers: {
        getRechargeRecord: (body) => {
          const page = body.page as number;
          return { errcode: 0, page, pageSize: 20, total: 25, list: deposits.slice((page - 1) * 20, page * 20) };
        },
        getExchangeOrder: () => ({ errcode: 0, page: 1, pageSize: 20, total: 1, list: [ORDER] }),
      },
    });
    expect(await screen.findByText('+฿100.00')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    await app.user.click(screen.getByRole('button', { name: 'Load more (20 of 25)' }));
    expect(await screen.findByText('+฿100.24')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();

    await app.user.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    const item = await screen.findByRole('link', { name: /−฿1,500.00/ });
    expect(within(item).getByText('Processing')).toBeInTheDocument();
    expect(item).toHaveAttribute('href', `/withdrawal/${ORDER.orderId}`);
    const before = called(app, 'getRechargeRecord').length;
    await app.user.click(screen.getByRole('tab', { name: 'Deposits' }));
    expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(called(app, 'getRechargeRecord')).toHaveLength(before);
  });

  it('shows dates in Thai with Buddhist Era years on the desktop table', async () => {
    await renderApp({
      path: '/lobby/record/transaction?tab=withdraw',
      token: TOKEN,
      layout: 'desktop',
      locale: 'th-TH',
      handlers: { getExchangeOrder: () => ({ errcode: 0, page: 1, pageSize: 20, total: 1, list: [ORDER] }) },
    });
    const item = await screen.findByRole('link', { name: /฿1,500.00/ });
    // 2023 is พ.ศ. 2566 (th-TH shows the Buddhist Era, as Thai banks' apps do).
    expect(item.textContent).toContain('2566');
    expect(item.textContent).not.toContain('2023');
    expect(within(item).getByText('กำลังดำเนินการ')).toBeInTheDocument();
  });
});

describe('/points', () => {
  it('shows points floored to 2 decimals and exchanges whole points', async () => {
    const app = await renderApp({
      path: '/points',
      token: TOKEN,
      handlers: {
        getLotterConfig: () => ({ errcode: 0, ...LOTTERY, lottery: 40_057 }),
        lotteryExchange: () => ({ errcode: 0, coin: 100_300, lottery: 2_557, gained: 300 }),
      },
    });
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('400.57');
    const field = screen.getByRole('textbox', { name: 'Points to exchange' });
    await app.user.type(field, '130');
    await app.user.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(await screen.findByText('Exchange in steps of 125 points.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Max' }));
    expect(field).toHaveValue('375');
    expect(screen.getByText('You will get 3.00 coin.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Exchange' }));
    expect(await screen.findByRole('region', { name: 'Exchange complete' })).toHaveTextContent('฿3.00');
    expect(called(app, 'lotteryExchange').map((c) => c.body)).toEqual([{ points: 375 }]);
    expect(screen.getByTestId('points-balance')).toHaveTextContent('25.57');
    expect(app.root.session.getSnapshot().context.user).toMatchObject({ coin: 100_300, lottery: 2_557 });
  });

  it('has its rules page', async () => {
    await renderApp({ path: '/rule/points' });
    expect(await screen.findByText(/1 point is worth 0.008 coin/)).toBeInTheDocument();
  });
});
