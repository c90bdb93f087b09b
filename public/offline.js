/*
 * The offline page's language and its "Try again" button (public/offline.html; an external script: the CSP
 * allows no inline one). The language is the app's `locale` cookie (th-TH or en-US), else the browser's.
 */
(() => {
  const cookie = decodeURIComponent(/(?:^|;\s*)locale=([^;]*)/.exec(document.cookie)?.[1] ?? '');
  const browser = (navigator.language || '').toLowerCase();
  const locale = cookie === 'th-TH' || cookie === 'en-US' ? cookie : browser.startsWith('en') ? 'en-US' : 'th-TH';
  document.documentElement.lang = locale;
  document.title = locale === 'en-US' ? 'Offline' : 'ออฟไลน์';
  document.getElementById('offline-retry')?.addEventListener('click', () => window.location.reload());
})();
