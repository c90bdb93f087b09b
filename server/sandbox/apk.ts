/**
 * The Android app download stand-in behind `h5.downloadUrl`: a page that explains it replaces the real
 * APK (and the 20 peso bonus for installing the app) and a small placeholder file to download.
 *
 *   GET /sandbox/apk            the "Sandbox: Android app download" page
 *   GET /sandbox/apk/download   the placeholder file (plain text, served as an attachment)
 */
import type { Hono } from 'hono';
import type { Deps } from '../context';
import { sandboxPage } from './page';

const APK_FILE_NAME = 'player-lobby-sandbox-apk.txt';

const PLACEHOLDER = `Player lobby - sandbox Android app download
============================================

This file stands in for the Android app package (APK) of the player lobby.
The reference server has no real app to install. In production the operator
serves the signed APK at this address instead.

Players who install the Android app after a recharge receive a 20 peso bonus
(the forced-update modal of the web app promises it).
`;

const STYLE = `
  .hero{display:flex;gap:16px;align-items:center;margin-bottom:12px}
  .icon{width:64px;height:64px;border-radius:16px;background:linear-gradient(135deg,#22c55e,#15803d);flex:none;
        display:flex;align-items:center;justify-content:center;color:#fff;font-weight:800;font-size:26px}
  ul{padding-left:20px}
  .button{width:100%;margin-top:8px;background:#16a34a}
  .bonus{background:#fef3c7;border-radius:10px;padding:10px 12px;font-weight:600}
`;

function apkPage(): string {
  return sandboxPage({
    title: 'Sandbox: Android app download',
    bar: 'Sandbox: Android app download — stands in for the real APK',
    style: STYLE,
    body: `<main><div class="card">
<div class="hero"><div class="icon" aria-hidden="true">▶</div>
<div><h1>Sandbox: Android app download</h1><p class="muted">ดาวน์โหลดแอป Android (ทดสอบ)</p></div></div>
<p>This page stands in for the download of the real Android app (APK). The reference server has no app to
install, so the button below downloads a small placeholder text file instead.</p>
<p class="bonus">Install the Android app after a recharge and get a 20 peso bonus. · ติดตั้งแอป Android หลังเติมเงิน รับโบนัส 20 เปโซ</p>
<ul>
  <li>In production the operator serves the signed APK here.</li>
  <li>Nothing is installed on your device by this sandbox.</li>
</ul>
<a class="button" href="/sandbox/apk/download" download="${APK_FILE_NAME}">Download (sandbox file)</a>
</div></main>`,
  });
}

export function mountApk(app: Hono, deps: Deps): void {
  void deps;
  app.get('/sandbox/apk', (c) => c.html(apkPage()));
  app.get('/sandbox/apk/download', (c) =>
    c.body(PLACEHOLDER, 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="${APK_FILE_NAME}"`,
      'Cache-Control': 'public, max-age=3600',
    }),
  );
}
