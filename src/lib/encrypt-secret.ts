/**
 * Password encryption for the API: RSA-OAEP (SHA-256) with the public key from `preLogin`, over the
 * secret's UTF-8 bytes, base64 — what the server's decryptSecret expects. jsencrypt's encryptOAEP treats
 * its input as a binary string (one character per byte), so the text is turned into UTF-8 bytes first;
 * passing the text itself would mangle every non-ASCII character.
 */
import { JSEncrypt } from 'jsencrypt';

/** The UTF-8 bytes of `text` as a binary string (one character per byte, codes 0-255). */
export function utf8BinaryString(text: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(text)) out += String.fromCharCode(byte);
  return out;
}

/** The base64 RSA-OAEP-256 ciphertext of `secret` for the PEM (SPKI) `publicKey`; throws when it cannot. */
export function encryptSecret(publicKey: string, secret: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKey);
  const ciphertext = rsa.encryptOAEP(utf8BinaryString(secret));
  if (ciphertext === false) throw new Error('Could not encrypt the secret with this public key');
  return ciphertext;
}
