/**
 * How the project starts Debian's Chromium headless (playwright-core drives it: the browser tests, the benches,
 * the flows review). One list, so every run pays for the same browser.
 */

/** Debian's Chromium (apt-get install chromium); CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * - `--no-sandbox`: we run as root in a container; `--disable-gpu`: no GPU here.
 * - No background traffic the tests would have to wait out or that would use the CPU they measure: networking,
 *   component updates, sync, the first-run page, QUIC.
 * - `--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup`: Chromium 156 draws the address bar's popup with
 *   two WebUI pages (chrome://omnibox-popup.top-chrome/ and its "AI mode" page) and loads both in every new
 *   window, which every browser context is, though headless never shows them. They cost 1.2 s of CPU per
 *   context on the two-core box (2026-12-07, six contexts each opening /healthz: 1.65 s of Chromium CPU per
 *   context with them, 0.47 s without; /lobby/home 3.43 s against 2.14 s), more than most pages of the app.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
