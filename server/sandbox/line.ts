/**
 * Sandbox stand-in for the LINE identity provider's authorize endpoint (OAuth 2.0 authorization code).
 *
 * GET  /sandbox/line/authorize?response_type=code&client_id&redirect_uri&state&scope&code_challenge
 *      &code_challenge_method=S256 (PKCE, required as LINE Login v2.1 supports it) → a consent page
 *      (display name and user id editable, so a tester can log in as a known LINE user again).
 * POST /sandbox/line/authorize (form) → Allow: issues a code (line_codes, with the challenge) and redirects to
 *      redirect_uri?code=..&state=..; Cancel: redirects to redirect_uri?error=access_denied&state=...
 * The app then exchanges the code with lineLogin (server/domain/auth-line.ts).
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isSiteUrl, type ServerConfig } from '../config';
import type { Deps } from '../context';
import { sql } from '../db/sql';
import {
  LINE_AUTHORIZE_PATH,
  LINE_CLIENT_ID,
  LINE_NAME_MAX,
  LINE_SUB_PATTERN,
  PKCE_CHALLENGE,
} from '../domain/auth-line';
import { escapeHtml, sandboxPage, sendPage } from './page';

const TITLE = 'Sandbox — LINE login stand-in';
const FORM_LIMIT = 16 * 1024;

interface AuthorizeParams {
  readonly responseType: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly state: string;
  readonly scope: string;
  readonly codeChallenge: string;
  readonly codeChallengeMethod: string;
}

/**
 * What is wrong with the request, or null when it is a valid authorization request whose redirect_uri is on
 * the site's configured origins (PUBLIC_URL, ALLOWED_ORIGINS — never the Host the request names).
 */
function invalidReason(p: AuthorizeParams, config: ServerConfig): string | null {
  if (p.responseType !== 'code') return 'response_type must be "code".';
  if (p.clientId !== LINE_CLIENT_ID) return 'Unknown client_id.';
  let redirect: URL;
  try {
    redirect = new URL(p.redirectUri);
  } catch {
    return 'redirect_uri must be an absolute URL.';
  }
  if (p.redirectUri.length > 2048 || !isSiteUrl(config, redirect.href))
    return 'redirect_uri must be a URL of this site.';
  if (p.state === '' || p.state.length > 128) return 'state must be 1-128 characters.';
  if (p.scope.length > 256 || !p.scope.split(/\s+/).includes('openid')) return 'scope must include openid.';
  if (p.codeChallengeMethod !== 'S256') return 'code_challenge_method must be "S256" (PKCE).';
  if (!PKCE_CHALLENGE.test(p.codeChallenge)) return 'code_challenge must be an S256 challenge (43 characters).';
  return null;
}

const STYLE = `
  .brand{color:#06c755;font-weight:700}
  label{display:block;margin:14px 0 4px;font-weight:600}
  input[type=text]{width:100%;font:inherit;padding:10px;border:1px solid #bbb;border-radius:8px}
  .error{background:#fde8e8;color:#9b1c1c;padding:10px;border-radius:8px}
  .buttons{display:flex;gap:12px;margin-top:20px}
  .buttons button{flex:1}
  button.allow{background:#06c755}
  button.cancel{background:#e5e7eb;color:#111827}
`;

function page(body: string): string {
  return sandboxPage({
    title: TITLE,
    bar: 'Sandbox — stands in for the LINE identity provider',
    style: STYLE,
    body: `<main><h1>${escapeHtml(TITLE)}</h1>${body}</main>`,
  });
}

function errorPage(reason: string): string {
  return page(`<div class="card"><p class="error">This authorization request is invalid: ${escapeHtml(reason)}</p>
<p class="muted">No code was issued. Go back to the app and start the LINE login again.</p></div>`);
}

function consentPage(p: AuthorizeParams, name: string, sub: string, error?: string): string {
  const hidden = (field: string, value: string) => `<input type="hidden" name="${field}" value="${escapeHtml(value)}">`;
  return page(`<div class="card">
<p>This page stands in for <span class="brand">LINE</span> in the sandbox: no real LINE account is used.
The app <strong>${escapeHtml(p.clientId)}</strong> asks for: <strong>${escapeHtml(p.scope)}</strong>.</p>
${error ? `<p class="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${LINE_AUTHORIZE_PATH}">
${hidden('response_type', p.responseType)}
${hidden('client_id', p.clientId)}
${hidden('redirect_uri', p.redirectUri)}
${hidden('state', p.state)}
${hidden('scope', p.scope)}
${hidden('code_challenge', p.codeChallenge)}
${hidden('code_challenge_method', p.codeChallengeMethod)}
<label for="name">Display name</label>
<input type="text" id="name" name="name" value="${escapeHtml(name)}" maxlength="${LINE_NAME_MAX}" required>
<label for="sub">LINE user id</label>
<input type="text" id="sub" name="sub" value="${escapeHtml(sub)}" maxlength="64" pattern="[A-Za-z0-9_\\-]{1,64}" required>
<p class="muted">Keep the same user id to log in again as the same player.</p>
<div class="buttons">
<button type="submit" name="action" value="allow" class="allow">Allow</button>
<button type="submit" name="action" value="cancel" class="cancel" formnovalidate>Cancel</button>
</div>
</form></div>`);
}

function paramsFrom(get: (name: string) => string | undefined): AuthorizeParams {
  return {
    responseType: get('response_type') ?? '',
    clientId: get('client_id') ?? '',
    redirectUri: get('redirect_uri') ?? '',
    state: get('state') ?? '',
    scope: get('scope') ?? '',
    codeChallenge: get('code_challenge') ?? '',
    codeChallengeMethod: get('code_challenge_method') ?? '',
  };
}

/** The display name as the provider would give it: trimmed, 1-32 characters, no control characters. */
function cleanName(raw: string): string | null {
  const name = raw.trim();
  const length = [...name].length;
  return length >= 1 && length <= LINE_NAME_MAX && !/\p{Cc}/u.test(name) ? name : null;
}

function html(c: Context, body: string, status: 200 | 400 = 200) {
  c.header('Cache-Control', 'no-store');
  return sendPage(c, body, status);
}

export function mountLine(app: Hono, deps: Deps): void {
  app.get(LINE_AUTHORIZE_PATH, (c) => {
    const p = paramsFrom((name) => c.req.query(name));
    const reason = invalidReason(p, deps.config);
    if (reason) return html(c, errorPage(reason), 400);
    const sub = `U${deps.random.bytes(16).toString('hex')}`;
    return html(c, consentPage(p, 'LINE Demo', sub));
  });

  app.post(
    LINE_AUTHORIZE_PATH,
    bodyLimit({ maxSize: FORM_LIMIT, onError: (c) => html(c, errorPage('The form is too large.'), 400) }),
    async (c) => {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        return html(c, errorPage('The form could not be read.'), 400);
      }
      const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : undefined);
      const p = paramsFrom(field);
      const reason = invalidReason(p, deps.config);
      if (reason) return html(c, errorPage(reason), 400);
      const back = new URL(p.redirectUri);
      c.header('Cache-Control', 'no-store');
      if (field('action') !== 'allow') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('state', p.state);
        return c.redirect(back.toString(), 302);
      }
      const name = cleanName(field('name') ?? '');
      const sub = (field('sub') ?? '').trim();
      if (name === null || !LINE_SUB_PATTERN.test(sub)) {
        const error =
          name === null
            ? `Display name must be 1-${LINE_NAME_MAX} characters.`
            : 'User id must be 1-64 letters, digits, "-" or "_".';
        return html(c, consentPage(p, field('name') ?? '', field('sub') ?? '', error), 400);
      }
      const code = deps.random.bytes(24).toString('base64url');
      sql(
        deps.db,
        'INSERT INTO line_codes (code, state, sub, name, created_at, code_challenge) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(code, p.state, sub, name, deps.clock.now(), p.codeChallenge);
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.state);
      return c.redirect(back.toString(), 302);
    },
  );
}
