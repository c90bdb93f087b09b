/**
 * The game-provider stand-in behind `startGame`'s gameUrl: a tiny slot machine that bets and wins through
 * the server, so balance, history, total bet (level) and the big-win ticker move like with a real provider.
 *
 *   GET  /sandbox/game/:sessionId        the "Sandbox game" page (game name, balance, bet, Spin) in the locale
 *                                        of the launch; an ended game session: 410 and why, in that locale
 *   POST /sandbox/game/:sessionId/spin   JSON {bet} in hundredths (100..100000) → {bet, win, coin};
 *                                        short balance → 200 {errcode: 2005, msg}; a loss limit 200
 *                                        {errcode: 2020, msg, limit}; the session-time limit 200
 *                                        {errcode: 2021, msg, session} (and the game session ends); a bad
 *                                        bet 400, unknown session 404; a game session that has ended — or
 *                                        ends now: the player's standing is checked at every round — 410
 *                                        {errcode: 3003, msg, reason, endedAt} (contract/game-session-rules.ts)
 *   OPTIONS /sandbox/game/:sessionId/spin  the CORS preflight of the framed page (below)
 *   GET  /sandbox/game.js                the page's script (no inline script under the CSP)
 * The session id (128 random bits) is the capability: whoever holds the URL plays that session, for as long
 * as the game session lasts (it belongs to the login session that launched it: contract/game-session-rules.ts).
 *
 * The app frames this page sandboxed without `allow-same-origin` (docs/security.md "Framed third-party
 * pages"): the page runs in an opaque origin, so its round call is a cross-origin request with `Origin: null`, no cookie and a
 * preflight. The spin answers CORS for `Origin: null` only (never with credentials: the URL is the whole
 * authority), and the script is served `Cross-Origin-Resource-Policy: cross-origin` so the opaque page may load it.
 */
import { readFileSync } from 'node:fs';
import type { Context, Hono } from 'hono';
import { SPIN_LIMIT } from '../body-limit';
import { COUNTRIES } from '../config';
import { Fail, type Deps } from '../context';
import { GAME_SESSION_ENDED, type GameEndReason } from '../../contract/game-session-rules';
import { findGame, MAX_BET, MIN_BET, openGameSession, spin, SpinRefused } from '../domain/games';
import { balance } from '../domain/ledger';
import { gameTexts, type GameTexts } from './game-texts';
import { escapeHtml, formatMoney, sandboxPage, sendPage } from './page';

const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** Bets offered by the selector (hundredths). */
const BET_OPTIONS = [100, 500, 1000, 5000, 10_000, 50_000, 100_000] as const;

const CLIENT_SCRIPT = readFileSync(new URL('./game-client.js', import.meta.url), 'utf8');

const STYLE = `
  body{background:#111827;color:#f9fafb}
  .card{background:linear-gradient(160deg,#312e81,#0f172a);color:#f9fafb}
  .muted{color:#c7d2fe}
  .reels{display:flex;gap:10px;justify-content:center;margin:18px 0}
  .reel{width:72px;height:88px;border-radius:12px;background:#fff;color:#111827;font-size:44px;font-weight:800;
        display:flex;align-items:center;justify-content:center;box-shadow:inset 0 -6px 0 rgba(0,0,0,.12)}
  .reels.spinning .reel{animation:blink .25s linear infinite}
  @keyframes blink{50%{opacity:.35}}
  .row{display:flex;gap:12px;align-items:center;justify-content:space-between;flex-wrap:wrap;margin:12px 0}
  .balance{font-size:26px;font-weight:800}
  label{font-size:14px;color:#c7d2fe}
  select{font:inherit;padding:10px;border-radius:10px;border:0;min-width:140px}
  #spin{width:100%;font-size:20px;padding:16px;background:#f59e0b;color:#111827;margin-top:8px}
  .result{min-height:1.5em;text-align:center;font-weight:700;margin-top:12px}
  .result.win{color:#fde68a}
  .result.error{color:#fca5a5}
`;

function messagePage(texts: GameTexts, title: string, text: string, reason?: GameEndReason): string {
  return sandboxPage({
    title: `${texts.sandboxGame} — ${title}`,
    bar: texts.bar,
    lang: texts.htmlLang,
    style: STYLE,
    body: `<main><div class="card"${reason ? ` id="ended" data-reason="${reason}"` : ''}><h1>${escapeHtml(title)}</h1><p class="muted" role="alert">${escapeHtml(text)}</p></div></main>`,
  });
}

/** What the page's script says, in the page's locale: the outcomes and every reason a round is refused. */
function clientTexts(texts: GameTexts): string {
  const { won, noWin, short, lossLimit, sessionLimit, failed, network, ended, reasons } = texts;
  return JSON.stringify({ won, noWin, short, lossLimit, sessionLimit, failed, network, ended, reasons });
}

function gamePage(
  deps: Deps,
  texts: GameTexts,
  session: { id: string; userId: number },
  game: { name: string; brand: string },
): string {
  const symbol = COUNTRIES[deps.config.country].currency.symbol;
  const coin = balance(deps.db, session.userId, 'coin');
  const options = BET_OPTIONS.map(
    (b, i) => `<option value="${b}"${i === 2 ? ' selected' : ''}>${escapeHtml(symbol)}${formatMoney(b)}</option>`,
  ).join('');
  return sandboxPage({
    title: `${texts.sandboxGame} — ${game.name}`,
    bar: texts.bar,
    lang: texts.htmlLang,
    style: STYLE,
    scripts: ['/sandbox/game.js'],
    body: `<main>
<div class="card" id="game" data-session="${escapeHtml(session.id)}" data-symbol="${escapeHtml(symbol)}"
     data-min-bet="${MIN_BET}" data-max-bet="${MAX_BET}" data-texts="${escapeHtml(clientTexts(texts))}">
  <h1>${escapeHtml(game.name)}</h1>
  <p class="muted">${escapeHtml(game.brand)} · ${escapeHtml(texts.sandboxGame)}</p>
  <div class="reels" id="reels" aria-hidden="true"><div class="reel">7</div><div class="reel">★</div><div class="reel">♦</div></div>
  <div class="row">
    <div><div class="muted">${escapeHtml(texts.balance)}</div><div class="balance"><span>${escapeHtml(symbol)}</span><span id="balance" data-coin="${coin}">${formatMoney(coin)}</span></div></div>
    <div><label for="bet">${escapeHtml(texts.bet)}</label><br><select id="bet" name="bet">${options}</select></div>
  </div>
  <button type="button" id="spin">${escapeHtml(texts.spin)}</button>
  <div class="result" id="result" role="status" aria-live="polite"></div>
</div>
</main>`,
  });
}

/**
 * CORS for the framed page's round call: it runs sandboxed in an opaque origin, so its requests carry
 * `Origin: null`. Only that origin is answered (same-origin requests need no CORS), never with credentials.
 */
function framedOrigin(c: Context): boolean {
  if (c.req.header('origin') !== 'null') return false;
  c.header('Access-Control-Allow-Origin', 'null');
  c.header('Vary', 'Origin', { append: true });
  return true;
}

function readBet(text: string): unknown {
  try {
    return (JSON.parse(text) as { bet?: unknown } | null)?.bet;
  } catch {
    return undefined;
  }
}

export function mountGame(app: Hono, deps: Deps): void {
  app.get('/sandbox/game.js', (c) =>
    c.body(CLIENT_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      // Public code, loaded by the page in its opaque origin (framed sandboxed): a cross-origin load.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    }),
  );

  app.get('/sandbox/game/:sessionId', (c) => {
    const id = c.req.param('sessionId');
    const found = SESSION_ID.test(id) ? openGameSession(deps, id) : undefined;
    c.header('Cache-Control', 'no-store');
    if (!found) {
      const texts = gameTexts(null);
      return sendPage(c, messagePage(texts, texts.notFound, texts.badLink), 404);
    }
    const { session, ended } = found;
    const texts = gameTexts(session.lang);
    if (ended) return sendPage(c, messagePage(texts, texts.ended, texts.reasons[ended.reason], ended.reason), 410);
    const game = findGame(deps, session.game_id);
    if (!game) return sendPage(c, messagePage(texts, texts.notFound, texts.gone), 404);
    return sendPage(
      c,
      gamePage(deps, texts, { id: session.id, userId: session.user_id }, { name: game.name, brand: game.brand_name }),
    );
  });

  app.options('/sandbox/game/:sessionId/spin', (c) => {
    if (framedOrigin(c)) {
      c.header('Access-Control-Allow-Methods', 'POST');
      c.header('Access-Control-Allow-Headers', 'content-type');
      c.header('Access-Control-Max-Age', '600');
    }
    return c.body(null, 204);
  });

  app.post('/sandbox/game/:sessionId/spin', async (c) => {
    framedOrigin(c);
    const id = c.req.param('sessionId');
    if (!SESSION_ID.test(id)) return c.json({ errcode: 404, msg: 'Game session not found' }, 404);
    const type = c.req.header('content-type') ?? '';
    if (!type.toLowerCase().startsWith('application/json')) {
      return c.json({ errcode: 415, msg: 'Send JSON {"bet": hundredths}' }, 415);
    }
    // The body limit (body-limit.ts) has refused anything past SPIN_LIMIT before this reads it.
    const text = await c.req.text();
    if (Buffer.byteLength(text) > SPIN_LIMIT) return c.json({ errcode: 413, msg: 'Body too large' }, 413);
    const bet = readBet(text);
    try {
      const result = spin(deps, id, typeof bet === 'number' ? bet : Number.NaN);
      return c.json({ bet: result.bet, win: result.win, coin: result.coin });
    } catch (error) {
      if (error instanceof SpinRefused && error.ended) {
        const { reason, endedAt } = error.ended;
        return c.json({ errcode: GAME_SESSION_ENDED, msg: error.message, reason, endedAt }, error.status);
      }
      if (error instanceof SpinRefused) return c.json({ errcode: error.status, msg: error.message }, error.status);
      if (error instanceof Fail) return c.json({ errcode: error.errcode, msg: error.message, ...error.details }, 200);
      throw error;
    }
  });
}
