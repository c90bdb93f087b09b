/**
 * What the account-area flows share: the safebox password encrypted like login passwords (RSA-OAEP with
 * the key from preLogin, fetched once per root, jsencrypt loaded only when needed), reports of new balances
 * and flags to the session, and the KYC image upload with real byte progress.
 */
import {
  BusinessError,
  isGatewayFailure,
  NetworkError,
  ServerError,
  SessionExpiredError,
  TimeoutError,
} from '../../contract/api-errors';
import { REQUEST_TIMEOUT_MS } from '../../machines/constants';
import type { UserInfo } from '../../contract/types';
import type { FlowPort } from './port';

type AccountRoot = Pick<FlowPort, 'deps' | 'report' | 'sessionUser'>;

const keys = new WeakMap<object, Promise<string>>();

/** The base64 RSA-OAEP ciphertext of `secret` with the server's public key (never stored). */
export async function encryptForServer(root: AccountRoot, secret: string): Promise<string> {
  let key = keys.get(root);
  if (!key) {
    key = root.deps.api.call('preLogin').then((r) => r.publicKey);
    key.catch(() => keys.delete(root));
    keys.set(root, key);
  }
  const [{ encryptSecret }, pem] = await Promise.all([import('../lib/encrypt-secret'), key]);
  return encryptSecret(pem, secret);
}

/** Patches the session's player (new coin, points, flags) when one is signed in. */
export function patchUser(root: AccountRoot, patch: Partial<UserInfo>): void {
  const user = root.sessionUser();
  if (user) root.report({ type: 'user.updated', user: { ...user, ...patch } });
}

export interface UploadAnswer {
  readonly fileId: string;
}

/**
 * POST /app/v1/uploadKyc as multipart through XMLHttpRequest, whose upload events give real progress
 * (fetch has none). Same rules as the API client: bearer token, 60 s timeout, a 401 ends the session,
 * errcode ≠ 0 is a BusinessError. Abort with `signal`.
 */
export function uploadWithProgress(
  root: AccountRoot,
  body: { kind: string; file: Blob },
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<UploadAnswer> {
  const op = 'uploadKyc';
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = root.deps.tokens.get();
    xhr.open('POST', '/app/v1/uploadKyc');
    xhr.timeout = REQUEST_TIMEOUT_MS;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress((e.loaded / e.total) * 100);
    };
    xhr.onerror = () => reject(new NetworkError(op, new Error('upload failed')));
    xhr.ontimeout = () => reject(new TimeoutError(op, REQUEST_TIMEOUT_MS));
    xhr.onload = () => {
      if (xhr.status === 401) {
        if (root.deps.tokens.get() === token) root.report({ type: 'session.expired' });
        reject(new SessionExpiredError(op));
        return;
      }
      const data = parseAnswer(xhr.responseText);
      if (isGatewayFailure(xhr.status, data)) {
        reject(new NetworkError(op, new Error(`HTTP ${xhr.status}`)));
      } else if (xhr.status === 413) {
        reject(new BusinessError(op, 2014, 'The file is too large'));
      } else if (xhr.status !== 200 || !data || typeof data.errcode !== 'number') {
        reject(new ServerError(op, xhr.status, 'unexpected answer'));
      } else if (data.errcode !== 0) {
        reject(new BusinessError(op, data.errcode, typeof data.msg === 'string' ? data.msg : ''));
      } else {
        resolve({ fileId: String(data.fileId) });
      }
    };
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('kind', body.kind);
    form.append('file', body.file);
    xhr.send(form);
  });
}

function parseAnswer(text: string): { errcode?: unknown; msg?: unknown; fileId?: unknown } | null {
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
