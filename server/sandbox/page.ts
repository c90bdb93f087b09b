/**
 * The HTML shell of the sandbox pages of the game provider, live chat and APK download: a visible
 * "Sandbox" bar, mobile-first styles, no inline script (CSP script-src 'self'), every value escaped. A page is
 * sent with `sendPage`, whose policy allows the page's one inline <style> by its hash (the CSP applies no
 * other inline style).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { styleHashOf, withStyleSources } from '../security-headers';

export function escapeHtml(value: string | number): string {
  return String(value).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );
}

/** Hundredths as text with two decimals and thousands separators, in integer arithmetic. */
export function formatMoney(hundredths: number): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

const BASE_STYLE = `
  *{box-sizing:border-box}
  html,body{height:100%}
  body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Thai",sans-serif;
       background:#f3f4f6;color:#111827}
  .sandbox-bar{background:#b45309;color:#fff;text-align:center;font-size:13px;font-weight:600;padding:6px 8px;
       letter-spacing:.04em}
  main{max-width:480px;margin:0 auto;padding:16px}
  .card{background:#fff;border-radius:14px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:20px}
  h1{font-size:20px;margin:0 0 8px}
  .muted{color:#6b7280;font-size:14px}
  button,.button{display:inline-block;border:0;border-radius:10px;padding:12px 18px;font:inherit;font-weight:700;
       background:#2563eb;color:#fff;cursor:pointer;text-decoration:none;text-align:center}
  button:disabled{opacity:.55;cursor:default}
  button:focus-visible,.button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
`;

interface PageOptions {
  readonly title: string;
  /** The text of the sandbox bar, e.g. "Sandbox game — stands in for a game provider". */
  readonly bar: string;
  readonly body: string;
  readonly style?: string;
  /** Same-origin script URLs. */
  readonly scripts?: readonly string[];
  readonly lang?: string;
}

export function sandboxPage(o: PageOptions): string {
  const scripts = (o.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('');
  return `<!doctype html>
<html lang="${escapeHtml(o.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${escapeHtml(o.title)}</title>
<style>${BASE_STYLE}${o.style ?? ''}</style>
${scripts}
</head>
<body>
<div class="sandbox-bar" role="note">${escapeHtml(o.bar)}</div>
${o.body}
</body>
</html>`;
}

/** Sends a page of `sandboxPage`: its policy (the server's) allows its inline <style> by that text's hash. */
export function sendPage(c: Context, html: string, status: ContentfulStatusCode = 200): Response {
  const policy = c.res.headers.get('content-security-policy');
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => styleHashOf(m[1]!));
  if (policy) c.header('content-security-policy', withStyleSources(policy, styles));
  return c.html(html, status);
}
