/**
 * The Idempotency-Key of one player intent (contract/openapi.yaml "Idempotency"; issue 35 §2): a money flow's
 * machine makes one when the player starts an intent (a withdrawal's or a deposit's submit), keeps it in its
 * context across its retries of that intent, and makes a new one when the intent changes (another amount or
 * card) or got its final answer. 32 hex digits of crypto.getRandomValues (present outside secure contexts
 * too, unlike crypto.randomUUID).
 */
export function newIntentKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
