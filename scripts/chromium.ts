/**
 * How the project starts Debian's Chromium headless (playwright-core drives it: the browser tests, the benches,
 * the flows review). One launch, so every run pays for the same browser.
 */
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium); CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * - `--no-sandbox`: we run as root in a container; `--disable-gpu`: no GPU here.
 * - No background traffic the tests would have to wait out or that would use the CPU they measure: networking,
 *   component updates, sync, the first-run page, QUIC.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Features turned off on top of Playwright's own list. Chromium 156 draws the address bar's popup with two WebUI
 * pages (chrome://omnibox-popup.top-chrome/ and its "AI mode" page) and loads both in every new window, which
 * every browser context is, though headless never shows them. They cost 1.2 s of CPU per context on the two-core
 * box (2026-12-07, six contexts each opening /healthz, five interleaved runs: 1.64 s of Chromium CPU per context
 * with them, 0.51 s without), more than most pages of the app.
 */
const DISABLED_FEATURES: readonly string[] = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

let playwrights: Promise<string | undefined> | undefined;

/**
 * The `--disable-features=…` Playwright passes (its own list: PaintHolding, Translate, the redirect fixes of request
 * interception, …). Chromium reads only the last `--disable-features` of its command line, so ours replaces
 * Playwright's with both lists in one. Read once per process from a probe browser's command line.
 */
function playwrightDisabledFeatures(env?: Record<string, string>): Promise<string | undefined> {
  playwrights ??= (async () => {
    // The command line is given over CDP only with --enable-automation (the probe's alone).
    const probe = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--enable-automation'],
      ...(env ? { env } : {}),
    });
    try {
      const cdp = await probe.newBrowserCDPSession();
      const { arguments: argv } = (await cdp.send('Browser.getBrowserCommandLine')) as { arguments: string[] };
      return argv.filter((arg) => arg.startsWith(DISABLE_FEATURES)).at(-1);
    } finally {
      await probe.close();
    }
  })();
  return playwrights;
}

/** Chromium with the project's arguments (`env`: the browser's environment, default this process's). */
export async function launchChromium(env?: Record<string, string>): Promise<Browser> {
  const theirs = await playwrightDisabledFeatures(env);
  const features = [...new Set([...(theirs?.slice(DISABLE_FEATURES.length).split(',') ?? []), ...DISABLED_FEATURES])];
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `${DISABLE_FEATURES}${features.join(',')}`],
    ...(theirs ? { ignoreDefaultArgs: [theirs] } : {}),
    ...(env ? { env } : {}),
  });
}
