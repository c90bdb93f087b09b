/**
 * The game-provider stand-in behind `startGame`'s gameUrl: a tiny slot machine that bets and wins through
 * the server, so balance, history, total bet (level) and the big-win ticker move like with a real provider.
 *
 *   GET  /sandbox/game/:sessionId        the "Sandbox game" page (game name, balance, bet, Spin)
 *   POST /sandbox/game/:sessionId/spin   JSON {bet} in hundredths (100..100000) → {bet, win, coin};
 *                                        short balance → 200 {errcode: 2005, msg}; a loss limit 200
 *                                        {errcode: 2020, msg, limit}; the session-time limit 200
 *                                        {errcode: 2021, msg, session}; a bad bet 400,
 *                                        unknown session 404, ended session 409 ({errcode, msg})
 *   GET  /sandbox/game.js                the page's script (no inline script under the CSP)
 * The session id (128 random bits) is the capability: whoever holds the URL plays that session.
 */
import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';
import { SPIN_LIMIT } from '../body-limit';
import { COUNTRIES } from '../config';
import { Fail, type Deps } from '../context';
import { findGame, findGameSession, MAX_BET, MIN_BET, spin, SpinRefused } from '../domain/games';
import { balance } from '../domain/ledger';
import { escapeHtml, formatMoney, sandboxPage } from './page';

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

function messagePage(title: string, text: string): string {
  return sandboxPage({
    title: `Sandbox game — ${title}`,
    bar: 'Sandbox game — stands in for a game provider',
    style: STYLE,
    body: `<main><div class="card"><h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(text)}</p></div></main>`,
  });
}

function gamePage(deps: Deps, session: { id: string; userId: number }, game: { name: string; brand: string }): string {
  const symbol = COUNTRIES[deps.config.country].currency.symbol;
  const coin = balance(deps.db, session.userId, 'coin');
  const options = BET_OPTIONS.map(
    (b, i) => `<option value="${b}"${i === 2 ? ' selected' : ''}>${escapeHtml(symbol)}${formatMoney(b)}</option>`,
  ).join('');
  return sandboxPage({
    title: `Sandbox game — ${game.name}`,
    bar: 'Sandbox game — stands in for a game provider; bets and wins are real ledger movements',
    style: STYLE,
    scripts: ['/sandbox/game.js'],
    body: `<main>
<div class="card" id="game" data-session="${escapeHtml(session.id)}" data-symbol="${escapeHtml(symbol)}"
     data-min-bet="${MIN_BET}" data-max-bet="${MAX_BET}">
  <h1>${escapeHtml(game.name)}</h1>
  <p class="muted">${escapeHtml(game.brand)} · Sandbox game</p>
  <div class="reels" id="reels" aria-hidden="true"><div class="reel">7</div><div class="reel">★</div><div class="reel">♦</div></div>
  <div class="row">
    <div><div class="muted">Balance</div><div class="balance"><span>${escapeHtml(symbol)}</span><span id="balance" data-coin="${coin}">${formatMoney(coin)}</span></div></div>
    <div><label for="bet">Bet</label><br><select id="bet" name="bet">${options}</select></div>
  </div>
  <button type="button" id="spin">Spin</button>
  <div class="result" id="result" role="status" aria-live="polite"></div>
</div>
</main>`,
  });
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
    }),
  );

  app.get('/sandbox/game/:sessionId', (c) => {
    const id = c.req.param('sessionId');
    const session = SESSION_ID.test(id) ? findGameSession(deps, id) : undefined;
    c.header('Cache-Control', 'no-store');
    if (!session) return c.html(messagePage('Game not found', 'This game link is not valid.'), 404);
    if (session.ended_at !== null) {
      return c.html(
        messagePage('Game ended', 'This game session has ended. Start the game again from the lobby.'),
        410,
      );
    }
    const game = findGame(deps, session.game_id);
    if (!game) return c.html(messagePage('Game not found', 'This game no longer exists.'), 404);
    return c.html(
      gamePage(deps, { id: session.id, userId: session.user_id }, { name: game.name, brand: game.brand_name }),
    );
  });

  app.post('/sandbox/game/:sessionId/spin', async (c) => {
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
      if (error instanceof SpinRefused) return c.json({ errcode: error.status, msg: error.message }, error.status);
      if (error instanceof Fail) return c.json({ errcode: error.errcode, msg: error.message, ...error.details }, 200);
      throw error;
    }
  });
}
