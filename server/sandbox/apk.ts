/**
 * The Android app download stand-in behind `h5.downloadUrl`: a page that explains it replaces the real
 * APK, states the app bonus in the variant's currency, offers a small placeholder file to download, and
 * simulates the app's first login (which is what credits the bonus, server/domain/bonuses.ts).
 *
 *   GET  /sandbox/apk            the "Sandbox: Android app download" page
 *   GET  /sandbox/apk/download   the placeholder file (plain text, served as an attachment)
 *   POST /sandbox/apk/login      form account + password: logs in as the native app would (accountLogin with
 *                                phoneinfoJsonModel.channel ANDROID, through the real API, its lockout
 *                                included), ends that session, and says whether the bonus was credited now;
 *                                not in production (NODE_ENV=production), where only the real app credits it
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { constants, publicEncrypt } from 'node:crypto';
import { COUNTRIES } from '../config';
import type { Deps } from '../context';
import { ANDROID_CHANNEL, APP_LOGIN_BONUS, appLoginBonusOf, lastLedgerId } from '../domain/bonuses';
import { escapeHtml, formatMoney, sandboxPage, sendPage } from './page';

const APK_FILE_NAME = 'player-lobby-sandbox-apk.txt';
const LOGIN_PATH = '/sandbox/apk/login';
const FORM_LIMIT = 4 * 1024;

function placeholder(bonus: string): string {
  return `Player lobby - sandbox Android app download
============================================

This file stands in for the Android app package (APK) of the player lobby.
The reference server has no real app to install. In production the operator
serves the signed APK at this address instead.

A player's first login in the Android app credits a ${bonus} bonus, once per
account. The sandbox download page (/sandbox/apk) can simulate that login.
`;
}

const STYLE = `
  .hero{display:flex;gap:16px;align-items:center;margin-bottom:12px}
  .icon{width:64px;height:64px;border-radius:16px;background:linear-gradient(135deg,#22c55e,#15803d);flex:none;
        display:flex;align-items:center;justify-content:center;color:#fff;font-weight:800;font-size:26px}
  ul{padding-left:20px}
  .button{width:100%;margin-top:8px;background:#16a34a}
  .bonus{background:#fef3c7;border-radius:10px;padding:10px 12px;font-weight:600}
  .card+.card{margin-top:16px}
  h2{font-size:17px;margin:0 0 8px}
  label{display:block;margin:12px 0 4px;font-weight:600}
  input{width:100%;font:inherit;padding:10px;border:1px solid #bbb;border-radius:8px}
  .ok{background:#dcfce7;color:#14532d;padding:10px;border-radius:8px}
  .error{background:#fde8e8;color:#9b1c1c;padding:10px;border-radius:8px}
`;

/** The bonus with the variant's currency symbol, e.g. "฿20.00". */
function bonusText(deps: Pick<Deps, 'config'>): string {
  return `${COUNTRIES[deps.config.country].currency.symbol}${formatMoney(APP_LOGIN_BONUS)}`;
}

/** The result of a simulated app login, shown above the form. */
interface LoginOutcome {
  readonly ok: boolean;
  readonly text: string;
}

function apkPage(deps: Pick<Deps, 'config'>, outcome?: LoginOutcome): string {
  const simulate = deps.config.production
    ? ''
    : `<div class="card">
<h2>Simulate the app's first login</h2>
<p class="muted">Logs in with your account as the Android app would (channel ${ANDROID_CHANNEL}); the first such
login credits the bonus. The simulated app's session is ended right after.</p>
${outcome ? `<p class="${outcome.ok ? 'ok' : 'error'}" role="status">${escapeHtml(outcome.text)}</p>` : ''}
<form method="post" action="${LOGIN_PATH}">
<label for="account">Account or mobile number</label>
<input type="text" id="account" name="account" maxlength="50" autocomplete="username" required>
<label for="password">Password</label>
<input type="password" id="password" name="password" maxlength="64" autocomplete="current-password" required>
<button type="submit" class="button">Log in as the Android app</button>
</form>
</div>`;
  const bonus = escapeHtml(bonusText(deps));
  return sandboxPage({
    title: 'Sandbox: Android app download',
    bar: 'Sandbox: Android app download — stands in for the real APK',
    style: STYLE,
    body: `<main><div class="card">
<div class="hero"><div class="icon" aria-hidden="true">▶</div>
<div><h1>Sandbox: Android app download</h1><p class="muted">ดาวน์โหลดแอป Android (ทดสอบ)</p></div></div>
<p>This page stands in for the download of the real Android app (APK). The reference server has no app to
install, so the button below downloads a small placeholder text file instead.</p>
<p class="bonus">Log in once in the Android app and get a ${bonus} bonus (once per account). · เข้าสู่ระบบในแอป Android ครั้งแรก รับโบนัส ${bonus} (ครั้งเดียวต่อบัญชี)</p>
<ul>
  <li>In production the operator serves the signed APK here.</li>
  <li>Nothing is installed on your device by this sandbox.</li>
</ul>
<a class="button" href="/sandbox/apk/download" download="${APK_FILE_NAME}">Download (sandbox file)</a>
</div>
${simulate}</main>`,
  });
}

interface AuthAnswer {
  readonly errcode: number;
  readonly msg?: string;
  readonly token?: string;
  readonly user?: { readonly id: number };
}

/** One call through the real API, as a client would make it. */
async function callApi(app: Hono, operation: string, body: unknown, token?: string): Promise<AuthAnswer> {
  const res = await app.request(`/app/v1/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  try {
    return (await res.json()) as AuthAnswer;
  } catch {
    return { errcode: res.status, msg: `The server answered ${res.status}` };
  }
}

async function simulateAppLogin(app: Hono, deps: Deps, account: string, password: string): Promise<LoginOutcome> {
  const before = lastLedgerId(deps.db);
  const encrypted = publicEncrypt(
    { key: deps.keys.publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
  const answer = await callApi(app, 'accountLogin', {
    account,
    password: encrypted,
    channel: ANDROID_CHANNEL,
    appId: 'sandbox-android',
    phoneinfoJsonModel: {
      channel: ANDROID_CHANNEL,
      appId: 'sandbox-android',
      os: 'Android',
      isBrowser: 0,
      version: 'sandbox',
      deviceModel: 'Sandbox Android app',
    },
  });
  if (answer.errcode !== 0 || !answer.user || !answer.token) {
    return { ok: false, text: `Login failed: ${answer.msg ?? `errcode ${answer.errcode}`}` };
  }
  await callApi(app, 'logout', {}, answer.token);
  const row = appLoginBonusOf(deps.db, answer.user.id);
  const bonus = bonusText(deps);
  if (row && row.id > before) return { ok: true, text: `Logged in as the Android app: ${bonus} credited.` };
  if (!row) return { ok: false, text: `Logged in as the Android app, but no bonus was credited.` };
  const when = new Date(row.at).toISOString().replace('T', ' ').slice(0, 16);
  return {
    ok: true,
    text: `Logged in as the Android app. This account already received the ${bonus} app bonus (${when} UTC).`,
  };
}

function html(c: Context, body: string, status: 200 | 400 = 200) {
  c.header('Cache-Control', 'no-store');
  return sendPage(c, body, status);
}

export function mountApk(app: Hono, deps: Deps): void {
  app.get('/sandbox/apk', (c) => html(c, apkPage(deps)));
  app.get('/sandbox/apk/download', (c) =>
    c.body(placeholder(bonusText(deps)), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="${APK_FILE_NAME}"`,
      'Cache-Control': 'public, max-age=3600',
    }),
  );
  if (deps.config.production) return;
  app.post(
    LOGIN_PATH,
    bodyLimit({
      maxSize: FORM_LIMIT,
      onError: (c) => html(c, apkPage(deps, { ok: false, text: 'The form is too large.' }), 400),
    }),
    async (c) => {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        return html(c, apkPage(deps, { ok: false, text: 'The form could not be read.' }), 400);
      }
      const account = typeof form.account === 'string' ? form.account.trim() : '';
      const password = typeof form.password === 'string' ? form.password : '';
      if (account === '' || account.length > 50 || password === '' || password.length > 64) {
        return html(
          c,
          apkPage(deps, { ok: false, text: 'Enter your account (up to 50 characters) and password.' }),
          400,
        );
      }
      const outcome = await simulateAppLogin(app, deps, account, password);
      return html(c, apkPage(deps, outcome), outcome.ok ? 200 : 400);
    },
  );
}
