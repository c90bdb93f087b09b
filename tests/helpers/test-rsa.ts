/**
 * The view tests' stand-in for the server's password key (preLogin): one RSA key pair per test file, and the
 * decryption the server would do, so a test can read what the app encrypted (RSA-OAEP, SHA-256, as login does).
 */
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';

export const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

export const decrypt = (base64: string): string =>
  privateDecrypt(
    { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  ).toString('utf8');
