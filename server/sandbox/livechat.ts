/**
 * The customer-service stand-in behind the live-chat entries of the service queue (`/sandbox/livechat/<licence>`):
 * a chat-looking page, framed by the app or opened on its own. A message posted with the form is answered
 * at once by an automatic agent reply in Thai and English; conversations live in memory per licence and
 * visitor (a random id, so one visitor never sees another's messages), bounded, and vanish on restart.
 *
 * The app frames this page sandboxed with an opaque origin (no `allow-same-origin`, docs/security.md
 * "Framed third-party pages"), where the page's own requests carry no cookie of ours. So the visitor travels in the page's URL
 * (`?v=`), as a provider's widget keeps its visitor in its own frame: the first load (asked for by the app's
 * page, which does carry the `sandbox_chat` cookie) redirects to the URL with the visitor, and the form posts
 * to it; the cookie only lets a reopened frame continue the same conversation.
 *
 *   GET  /sandbox/livechat/:licence[?v=]  the "Sandbox customer service" page (303 to `?v=` when absent)
 *   POST /sandbox/livechat/:licence?v=    form field `message` (1-500 characters) → 303 back to the page
 */
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import type { Deps } from '../context';
import { escapeHtml, sandboxPage, sendPage } from './page';

const LICENCE = /^\d{1,12}$/;
const VISITOR_COOKIE = 'sandbox_chat';
const VISITOR = /^[A-Za-z0-9_-]{22}$/;
const MESSAGE_MAX = 500;
/** Conversations kept (the oldest is dropped first) and messages kept per conversation. */
const MAX_CONVERSATIONS = 100;
const MAX_MESSAGES = 60;
/** Times are shown in Bangkok time (UTC+7), the product's locale. */
const SHOWN_OFFSET_MS = 7 * 60 * 60 * 1000;

interface ChatMessage {
  readonly from: 'player' | 'agent';
  readonly text: string;
  readonly at: number;
}

const GREETING = 'สวัสดีค่ะ ยินดีให้บริการ มีอะไรให้เราช่วยไหมคะ? — Hello! How can we help you today?';

/** The automatic answer: a hint for the common topics, otherwise an acknowledgement. */
export function agentReply(message: string): string {
  const m = message.toLowerCase();
  if (/deposit|recharge|top ?up|ฝาก|เติม/.test(m)) {
    return 'ฝากเงินได้ที่ กระเป๋าเงิน → ฝาก แล้วเลือกช่องทางที่สะดวกค่ะ — To deposit, open Wallet → Deposit and pick a channel.';
  }
  if (/withdraw|cash ?out|ถอน/.test(m)) {
    return 'ถอนเงินได้ที่ กระเป๋าเงิน → ถอน ต้องยืนยันตัวตน (KYC) ก่อนถอนครั้งแรกค่ะ — To withdraw, open Wallet → Withdraw; identity verification (KYC) comes first.';
  }
  if (/bonus|reward|gift|โบนัส|รางวัล/.test(m)) {
    return 'ดูโบนัสและกิจกรรมทั้งหมดได้ที่แท็บ รางวัล ค่ะ — Every bonus and activity is on the Rewards tab.';
  }
  if (/password|login|รหัส|เข้าสู่ระบบ/.test(m)) {
    return 'หากลืมรหัสผ่าน กด "ลืมรหัสผ่าน" ที่หน้าเข้าสู่ระบบค่ะ — If you forgot your password, use "Forgot password" on the login page.';
  }
  return 'ขอบคุณค่ะ เจ้าหน้าที่ได้รับข้อความของคุณแล้วและจะตอบกลับโดยเร็วที่สุด — Thank you, an agent has your message and will reply shortly.';
}

const STYLE = `
  body{display:flex;flex-direction:column;background:#eef2f7}
  main{flex:1;display:flex;flex-direction:column;width:100%;max-width:560px;padding:0}
  header{background:#0f766e;color:#fff;padding:12px 16px;display:flex;align-items:center;gap:12px}
  header .dot{width:40px;height:40px;border-radius:50%;background:#fff;color:#0f766e;font-weight:800;
       display:flex;align-items:center;justify-content:center;flex:none}
  header h1{font-size:17px;margin:0;overflow-wrap:anywhere}
  header p{margin:0;font-size:12px;opacity:.85}
  .log{flex:1;overflow-y:auto;padding:16px;display:flex;flex-direction:column;gap:10px;min-height:240px}
  .msg{max-width:82%;padding:10px 12px;border-radius:14px;white-space:pre-wrap;word-break:break-word;
       box-shadow:0 1px 2px rgba(0,0,0,.08)}
  .msg time{display:block;font-size:11px;opacity:.7;margin-top:4px}
  .agent{background:#fff;align-self:flex-start;border-bottom-left-radius:4px}
  .player{background:#0f766e;color:#fff;align-self:flex-end;border-bottom-right-radius:4px}
  form{display:flex;gap:8px;padding:12px;background:#fff;border-top:1px solid #d1d5db}
  input{flex:1;min-width:0;font:inherit;padding:10px 12px;border:1px solid #cbd5e1;border-radius:10px}
  .error{color:#b91c1c;font-size:13px;padding:0 16px 8px}
  .sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
`;

function shownTime(at: number): string {
  return new Date(at + SHOWN_OFFSET_MS).toISOString().slice(11, 16);
}

function bubble(m: ChatMessage): string {
  const who = m.from === 'agent' ? 'Agent' : 'You';
  return `<div class="msg ${m.from}"><span class="sr-only">${who}: </span>${escapeHtml(m.text)}<time>${shownTime(m.at)}</time></div>`;
}

function chatPage(licence: string, visitor: string, messages: readonly ChatMessage[], now: number, error = ''): string {
  const log = [{ from: 'agent' as const, text: GREETING, at: messages[0]?.at ?? now }, ...messages]
    .map(bubble)
    .join('');
  return sandboxPage({
    title: 'Sandbox customer service',
    lang: 'th',
    bar: `Sandbox customer service — stands in for the live-chat provider (licence ${licence})`,
    style: STYLE,
    body: `<main>
<header><div class="dot" aria-hidden="true">CS</div><div><h1>ฝ่ายบริการลูกค้า · Customer service</h1>
<p>Sandbox customer service · licence ${escapeHtml(licence)}</p></div></header>
<div class="log" role="log" aria-live="polite" id="latest">${log}</div>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/sandbox/livechat/${escapeHtml(licence)}?v=${escapeHtml(visitor)}">
  <label class="sr-only" for="message">Message</label>
  <input id="message" name="message" maxlength="${MESSAGE_MAX}" required autocomplete="off"
         placeholder="พิมพ์ข้อความ… / Type a message…">
  <button type="submit">Send</button>
</form>
</main>`,
  });
}

export function mountLivechat(app: Hono, deps: Deps): void {
  const conversations = new Map<string, ChatMessage[]>();

  const licenceOf = (c: Context): string | null => {
    const licence = c.req.param('licence') ?? '';
    return LICENCE.test(licence) ? licence : null;
  };
  const notFound = (c: Context) => c.json({ code: 404, errcode: 404, msg: 'Not found' }, 404);
  /** This browser's visitor id: the page's `?v=`, else the cookie of the first contact, else a new one. */
  const visitorOf = (c: Context): { visitor: string; known: boolean } => {
    const fromUrl = c.req.query('v') ?? '';
    if (VISITOR.test(fromUrl)) return { visitor: fromUrl, known: true };
    const fromCookie = getCookie(c, VISITOR_COOKIE) ?? '';
    if (VISITOR.test(fromCookie)) return { visitor: fromCookie, known: false };
    const visitor = deps.random.bytes(16).toString('base64url');
    setCookie(c, VISITOR_COOKIE, visitor, { path: '/sandbox/livechat', httpOnly: true, sameSite: 'Lax' });
    return { visitor, known: false };
  };
  const pageUrl = (licence: string, visitor: string) => `/sandbox/livechat/${licence}?v=${visitor}`;

  app.get('/sandbox/livechat/:licence', (c) => {
    const licence = licenceOf(c);
    if (!licence) return notFound(c);
    c.header('Cache-Control', 'no-store');
    const { visitor, known } = visitorOf(c);
    if (!known) return c.redirect(pageUrl(licence, visitor), 303);
    return sendPage(c, chatPage(licence, visitor, conversations.get(`${licence}:${visitor}`) ?? [], deps.clock.now()));
  });

  const limit = bodyLimit({
    maxSize: 16 * 1024,
    onError: (c) => c.json({ code: 413, errcode: 413, msg: 'Body too large' }, 413),
  });

  app.post('/sandbox/livechat/:licence', limit, async (c) => {
    const licence = licenceOf(c);
    if (!licence) return notFound(c);
    let message = '';
    try {
      const form = await c.req.parseBody();
      message = typeof form.message === 'string' ? form.message.trim() : '';
    } catch {
      message = '';
    }
    const now = deps.clock.now();
    const { visitor } = visitorOf(c);
    const key = `${licence}:${visitor}`;
    const length = [...message].length;
    if (length < 1 || length > MESSAGE_MAX) {
      const error = `ข้อความต้องยาว 1-${MESSAGE_MAX} ตัวอักษร — A message is 1-${MESSAGE_MAX} characters.`;
      return sendPage(c, chatPage(licence, visitor, conversations.get(key) ?? [], now, error), 400);
    }
    const log = conversations.get(key) ?? [];
    conversations.delete(key); // re-insert: the most recently used conversation is kept longest
    log.push({ from: 'player', text: message, at: now }, { from: 'agent', text: agentReply(message), at: now });
    if (log.length > MAX_MESSAGES) log.splice(0, log.length - MAX_MESSAGES);
    conversations.set(key, log);
    if (conversations.size > MAX_CONVERSATIONS) {
      const oldest = conversations.keys().next().value;
      if (oldest !== undefined) conversations.delete(oldest);
    }
    return c.redirect(`${pageUrl(licence, visitor)}#latest`, 303);
  });
}
