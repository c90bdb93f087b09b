/**
 * Secrets: the RSA key pair passwords are encrypted with in transit (RSA-OAEP, SHA-256, as jsencrypt's
 * encryptOAEP does), scrypt hashes at rest, and session tokens (256 random bits, stored as SHA-256).
 */
import {
  constants,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  hkdfSync,
  privateDecrypt,
  scrypt as scryptCb,
  timingSafeEqual,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KeyPair, Random } from '../context';

function keyPairFromPrivatePem(pem: string): KeyPair {
  const privateKey = createPrivateKey(pem);
  // SPKI PEM: the form jsencrypt's setPublicKey reads.
  const publicKeyPem = (createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }) as string).trim();
  const keyId = createHash('sha256').update(publicKeyPem).digest('hex').slice(0, 16);
  const der = privateKey.export({ type: 'pkcs8', format: 'der' });
  const otpSecret = Buffer.from(hkdfSync('sha256', der, 'pwa-reference-server', 'otp-code-hmac-v1', 32));
  return { privateKey, publicKeyPem, keyId, otpSecret };
}

/** Loads the pair from `dir/rsa-private.pem`, creating a 2048-bit pair there on first start. */
export function loadOrCreateKeyPair(dir: string): KeyPair {
  const file = join(dir, 'rsa-private.pem');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  return keyPairFromPrivatePem(readFileSync(file, 'utf8'));
}

/** A fresh in-memory pair (tests). */
export function createKeyPair(): KeyPair {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
  return keyPairFromPrivatePem(privateKey.export({ type: 'pkcs8', format: 'pem' }) as string);
}

/** Decrypts a base64 RSA-OAEP-256 ciphertext to its UTF-8 text; null when it is not one of ours. */
export function decryptSecret(keys: KeyPair, base64: string): string | null {
  try {
    const plain = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    );
    const text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    return text;
  } catch {
    return null;
  }
}

const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 } as const;

function scrypt(secret: string, salt: Buffer, N: number, r: number, p: number, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(secret.normalize('NFC'), salt, keylen, { N, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64 parts). */
export async function hashSecret(secret: string, random: Random): Promise<string> {
  const salt = random.bytes(16);
  const key = await scrypt(secret, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keylen);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifySecret(secret: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, N, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(secret, Buffer.from(saltB64, 'base64'), Number(N), Number(r), Number(p), expected.length);
  return timingSafeEqual(actual, expected);
}

/** A hash to compare against when the account is unknown, so both answers take the same time. */
export const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export function newToken(random: Random): string {
  return random.bytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
