/**
 * Browser-test set-up steps over HTTP for money tests: a verified identity (two real images, then addKyc) and
 * sandbox game rounds through the game's own spin endpoint (bets and wins are real ledger movements).
 */
import { apiPost, baseUrl } from './e2e';
import { pngBytes } from './wallet';

interface Where {
  /** The server (default: the one of `npm test`). */
  server?: string;
  /** The client address the calls come from (X-Forwarded-For). */
  ip?: string;
}

/** Verifies the player's identity through the API: front and selfie uploaded, then addKyc (a 1990 national id). */
export async function verifyIdentity(token: string, where: Where = {}): Promise<void> {
  const server = where.server ?? baseUrl();
  const upload = async (kind: 'front' | 'selfie', size: number) => {
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(pngBytes(size))], { type: 'image/png' }), `${kind}.png`);
    form.append('kind', kind);
    const res = await fetch(`${server}/app/v1/uploadKyc`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(where.ip ? { 'x-forwarded-for': where.ip } : {}) },
      body: form,
    });
    return ((await res.json()) as { fileId: string }).fileId;
  };
  const kyc = await apiPost(
    'addKyc',
    {
      realName: 'Somchai Jaidee',
      idType: 'nationalId',
      idNumber: '1103700123456',
      birthday: '1990-01-15',
      frontFileId: await upload('front', 4),
      selfieFileId: await upload('selfie', 6),
    },
    { token, server, ip: where.ip },
  );
  if (kyc.errcode !== 0) throw new Error(`addKyc failed: ${JSON.stringify(kyc)}`);
}

/** Sandbox game rounds with these bets (hundredths) in one game session of game 1002, then exitGame. */
export async function playRounds(token: string, bets: readonly number[], where: Where = {}): Promise<void> {
  const server = where.server ?? baseUrl();
  const post = (op: string, body: unknown) => apiPost(op, body, { token, server, ip: where.ip });
  const started = await post('startGame', { gameId: 1002 });
  if (started.errcode !== 0) throw new Error(`startGame failed: ${JSON.stringify(started)}`);
  for (const bet of bets) {
    const res = await fetch(`${server}${started.gameUrl as string}/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bet }),
    });
    const round = (await res.json()) as { bet?: number };
    if (res.status !== 200 || round.bet !== bet)
      throw new Error(`spin of ${bet}: ${res.status} ${JSON.stringify(round)}`);
  }
  await post('exitGame', {});
}
