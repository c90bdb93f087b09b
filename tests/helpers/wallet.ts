/**
 * Helpers for the wallet, deposit and KYC tests: granting balances through the ledger, real image bytes,
 * multipart uploads checked against the contract, and the common set-up steps (card, KYC, safebox PIN,
 * deposit order, sandbox payment).
 */
import { deflateSync } from 'node:zlib';
import { contract } from '../../server/contract';
import { adjust, balance, type LedgerAccount } from '../../server/domain/ledger';
import { sql } from '../../server/db/sql';
import type { TestServer } from './server';

export interface Business {
  errcode: number;
  msg?: string;
}

let grantSeq = 0;

/** Credits (or debits) an account directly through the ledger, as an operator grant would. */
export function grant(s: TestServer, userId: number, account: LedgerAccount, delta: number): void {
  grantSeq += 1;
  const db = s.deps.db;
  db.transaction(() => adjust(db, { userId, account, delta, ref: `t${grantSeq}-${userId}`, at: s.clock.now() }))();
}

export const coinOf = (s: TestServer, userId: number) => balance(s.deps.db, userId, 'coin');

/** Σ of the player's coin ledger rows, counted independently of domain/ledger.ts. */
export function ledgerCoinSum(s: TestServer, userId: number): number {
  return (
    sql<[number], { total: number }>(
      s.deps.db,
      "SELECT COALESCE(SUM(delta), 0) AS total FROM ledger WHERE user_id = ? AND account = 'coin'",
    ).get(userId)?.total ?? 0
  );
}

export function ledgerRows(s: TestServer, kind: string, ref: string): number {
  return (
    sql<[string, string], { n: number }>(s.deps.db, 'SELECT COUNT(*) AS n FROM ledger WHERE kind = ? AND ref = ?').get(
      kind,
      ref,
    )?.n ?? 0
  );
}

// ───────────── images ─────────────

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable RGB PNG of `size`×`size` pixels. */
export function pngBytes(size = 4): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) rows.push((x * 60) & 0xff, (y * 60) & 0xff, 0x80);
  }
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.from(rows))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** Minimal JPEG-looking bytes (SOI + JFIF APP0 header) for the magic-byte check. */
export function jpegBytes(): Uint8Array {
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
}

export interface UploadAnswer extends Business {
  fileId?: string;
  kind?: string;
  size?: number;
}

/** POST /app/v1/uploadKyc as multipart; the answer is checked against the contract (200 and 413). */
export async function upload(
  s: TestServer,
  token: string,
  kind: 'front' | 'back' | 'selfie',
  bytes: Uint8Array,
  file: { name?: string; type?: string } = {},
): Promise<{ status: number; body: UploadAnswer }> {
  const form = new FormData();
  form.append('file', new Blob([Uint8Array.from(bytes)], { type: file.type ?? 'image/png' }), file.name ?? 'id.png');
  form.append('kind', kind);
  const res = await s.fetch('/app/v1/uploadKyc', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as UploadAnswer;
  contract().assertResponse('uploadKyc', res.status, body);
  return { status: res.status, body };
}

/** A birthday `years` years before the test clock's day (UTC). */
export function birthdayYearsAgo(s: TestServer, years: number, dayOffset = 0): string {
  const d = new Date(s.clock.now());
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + dayOffset);
  return d.toISOString().slice(0, 10);
}

/** Uploads front and selfie images and submits KYC for a 30-year-old; answers the addKyc body. */
export async function verifyKyc(s: TestServer, token: string): Promise<Business & { status?: number }> {
  const front = await upload(s, token, 'front', pngBytes());
  const selfie = await upload(s, token, 'selfie', pngBytes(6));
  const res = await s.call<Business & { status?: number }>(
    'addKyc',
    {
      realName: 'Somchai Jaidee',
      idType: 'nationalId',
      idNumber: '1103700123456',
      birthday: birthdayYearsAgo(s, 30),
      frontFileId: front.body.fileId,
      selfieFileId: selfie.body.fileId,
    },
    token,
  );
  return res.body;
}

export async function setSafebox(s: TestServer, token: string, pin = '123456'): Promise<Business> {
  return (await s.call<Business>('safeboxPasswordInit', { password: s.encrypt(pin) }, token)).body;
}

export async function bindCard(
  s: TestServer,
  token: string,
  bankId = 1,
  cardNum = '1234567890',
  accountName = 'Somchai Jaidee',
): Promise<Business> {
  return (await s.call<Business>('addBankInfo', { bankId, accountName, cardNum }, token)).body;
}

/** Everything a withdrawal needs: a card of bank 1, verified KYC and the safebox PIN 123456. */
export async function readyToWithdraw(s: TestServer, token: string): Promise<void> {
  const card = await bindCard(s, token);
  const kyc = await verifyKyc(s, token);
  const pin = await setSafebox(s, token);
  if (card.errcode !== 0 || kyc.errcode !== 0 || pin.errcode !== 0) {
    throw new Error(`withdrawal set-up failed: ${JSON.stringify({ card, kyc, pin })}`);
  }
}

export interface RechargeAnswer extends Business {
  code?: number;
  orderId: string;
  panel: 'url' | 'qr' | 'bank';
  isCheck: number;
  expireTime: number;
  payUrl?: string;
  qrInfo?: { orderId: string; qrCodeText: string; createTime: number };
  appRechargeBankOwn?: {
    bankName: string;
    shortBankName: string;
    accountName: string;
    cardNum: string;
    amount: number;
  };
}

/** Seeded channels: 1 e-wallet page (url), 2 QR, 3 bank transfer, 4 tied to bank 1 (url). */
export const CHANNEL = { url: 1, qr: 2, bank: 3, tied: 4 } as const;

export async function recharge(
  s: TestServer,
  token: string,
  amount: number,
  rechargeType: number = CHANNEL.url,
  extra: { actType?: 0 | 6 | 13; propId?: number } = {},
): Promise<RechargeAnswer> {
  const res = await s.call<RechargeAnswer>(
    'recharge3',
    {
      amount,
      version: 4,
      actType: extra.actType ?? 0,
      rechargeType,
      ...(extra.propId ? { propId: extra.propId } : {}),
    },
    token,
  );
  return res.body;
}

/** The player presses Pay (or Fail) on the sandbox page; answers the HTTP status (303 expected). */
export async function sandbox(
  s: TestServer,
  orderId: string,
  action: 'pay' | 'fail',
  opts: { callback?: boolean } = {},
): Promise<number> {
  const query = action === 'pay' && opts.callback === false ? '?callback=0' : '';
  const res = await s.fetch(`/sandbox/pay/${orderId}/${action}${query}`, { method: 'POST', redirect: 'manual' });
  await res.arrayBuffer();
  return res.status;
}

export interface CheckAnswer extends Business {
  isRechargeDone: 0 | 1;
  status: string;
  coin: number;
}

export async function check(s: TestServer, token: string, orderId: string): Promise<CheckAnswer> {
  return (await s.call<CheckAnswer>('checkRechargeOrder', { orderId }, token)).body;
}
