/**
 * Wallet seed: the banks of the configured country, the deposit channels (an embedded payment page, a QR
 * payment, a bank transfer and a channel tied to one bank) and the operator's receiving account for bank
 * transfers. Deterministic: the same country always gives the same rows.
 */
import type { Database } from 'better-sqlite3';
import type { Country, ServerConfig } from '../../config';
import { assetUrl } from '../../domain/asset-urls';

interface SeedBank {
  readonly name: string;
  readonly shortName: string;
}

const BANKS: Readonly<Record<Country, readonly SeedBank[]>> = {
  TH: [
    { name: 'Kasikorn Bank', shortName: 'KBANK' },
    { name: 'Siam Commercial Bank', shortName: 'SCB' },
    { name: 'Bangkok Bank', shortName: 'BBL' },
    { name: 'Krungthai Bank', shortName: 'KTB' },
    { name: 'Bank of Ayudhya', shortName: 'BAY' },
    { name: 'TMBThanachart Bank', shortName: 'TTB' },
    { name: 'Government Savings Bank', shortName: 'GSB' },
  ],
  PK: [
    { name: 'Habib Bank Limited', shortName: 'HBL' },
    { name: 'United Bank Limited', shortName: 'UBL' },
    { name: 'MCB Bank', shortName: 'MCB' },
    { name: 'Meezan Bank', shortName: 'MEEZAN' },
    { name: 'Allied Bank', shortName: 'ABL' },
    { name: 'Bank Alfalah', shortName: 'BAFL' },
    { name: 'Bank Al Habib', shortName: 'BAHL' },
  ],
  PH: [
    { name: 'BDO Unibank', shortName: 'BDO' },
    { name: 'Bank of the Philippine Islands', shortName: 'BPI' },
    { name: 'Metrobank', shortName: 'MBTC' },
    { name: 'Land Bank of the Philippines', shortName: 'LBP' },
    { name: 'Philippine National Bank', shortName: 'PNB' },
    { name: 'Security Bank', shortName: 'SECB' },
    { name: 'UnionBank of the Philippines', shortName: 'UBP' },
  ],
};

interface ChannelNames {
  readonly wallet: string;
  readonly qr: string;
  readonly transfer: string;
}

/** As the operator would name them: a Thai operator writes its generic channel in Thai (brands stay brands). */
const CHANNEL_NAMES: Readonly<Record<Country, ChannelNames>> = {
  TH: { wallet: 'TrueMoney Wallet', qr: 'PromptPay QR', transfer: 'โอนเงินผ่านธนาคาร' },
  PK: { wallet: 'JazzCash', qr: 'Raast QR', transfer: 'Bank transfer' },
  PH: { wallet: 'GCash', qr: 'QR Ph', transfer: 'Bank transfer' },
};

const RECEIVING_ACCOUNT: Readonly<
  Record<Country, { bankName: string; shortBankName: string; accountName: string; cardNum: string }>
> = {
  TH: {
    bankName: 'ธนาคารกสิกรไทย',
    shortBankName: 'KBANK',
    accountName: 'บริษัท แซนด์บ็อกซ์ เกมมิ่ง จำกัด',
    cardNum: '123-4-56789-0',
  },
  PK: {
    bankName: 'Habib Bank Limited',
    shortBankName: 'HBL',
    accountName: 'Sandbox Gaming (Pvt) Ltd',
    cardNum: '0123-45678901-03',
  },
  PH: {
    bankName: 'BDO Unibank',
    shortBankName: 'BDO',
    accountName: 'Sandbox Gaming Corp.',
    cardNum: '0012-3456-7890',
  },
};

/** Hundredths: 100.00 .. 50,000.00, presets 100, 300, 500, 1,000, 5,000 and 10,000 coins. */
const MIN_DEPOSIT = 10_000;
const MAX_DEPOSIT = 5_000_000;
const PRESETS = [10_000, 30_000, 50_000, 100_000, 500_000, 1_000_000];

export function seedWallet(db: Database, config: ServerConfig, now: number): void {
  void now;
  const banks = BANKS[config.country];
  const insertBank = db.prepare('INSERT INTO banks (id, name, short_name, icon, sort) VALUES (?, ?, ?, ?, ?)');
  banks.forEach((b, i) => insertBank.run(i + 1, b.name, b.shortName, assetUrl.bank(i + 1), i + 1));

  const names = CHANNEL_NAMES[config.country];
  const tiedBank = banks[0] as SeedBank;
  const channels = [
    { name: names.wallet, bankId: 0, panel: 'url', min: MIN_DEPOSIT, max: MAX_DEPOSIT, presets: PRESETS },
    {
      name: names.qr,
      bankId: 0,
      panel: 'qr',
      min: MIN_DEPOSIT,
      max: 2_000_000,
      presets: [10_000, 30_000, 50_000, 100_000, 500_000, 1_000_000],
    },
    {
      name: names.transfer,
      bankId: 0,
      panel: 'bank',
      min: 50_000,
      max: MAX_DEPOSIT,
      presets: [50_000, 100_000, 300_000, 500_000, 1_000_000, 5_000_000],
    },
    {
      name: `${tiedBank.shortName} Direct`,
      bankId: 1,
      panel: 'url',
      min: MIN_DEPOSIT,
      max: MAX_DEPOSIT,
      presets: PRESETS,
    },
  ] as const;
  const insertType = db.prepare(
    `INSERT INTO recharge_types (id, name, icon_h5, bank_id, sort, panel, min_amount, max_amount, amount_list, status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
  );
  channels.forEach((c, i) =>
    insertType.run(
      i + 1,
      c.name,
      assetUrl.payment(i + 1),
      c.bankId,
      (i + 1) * 10,
      c.panel,
      c.min,
      c.max,
      JSON.stringify(c.presets),
    ),
  );

  const account = RECEIVING_ACCOUNT[config.country];
  db.prepare(
    'INSERT INTO receiving_accounts (id, bank_name, short_bank_name, account_name, card_num) VALUES (1, ?, ?, ?, ?)',
  ).run(account.bankName, account.shortBankName, account.accountName, account.cardNum);
}
