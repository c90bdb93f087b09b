/**
 * `npm run conformance -- --base <url>`: checks a `/app/v1` backend against what the app relies on
 * (scripts/conformance/kit.ts) and prints a table per operation and per journey. Exit code 0 only when
 * everything it could check conforms; 1 when something does not; 2 on bad arguments or a backend that does not
 * answer at all.
 *
 *   --base <url>                   the backend's origin (required), e.g. http://127.0.0.1:8080
 *   --json                         the report as JSON instead of tables
 *   --account <a> --password <p>   an existing player, for a backend the kit cannot register on (no SMS sandbox)
 *   --journey <name>               run only this journey (repeatable)
 *   --timeout <ms>                 per request (default 15000)
 *   --site <url>                   the app tier players use: every URL the backend answers (game, payment, chat,
 *                                  image, video) must load under the Content-Security-Policy of its home page.
 *                                  Without it, under the policy an app tier with API_UPSTREAM=<base> and this
 *                                  environment's GAME_ORIGINS, PAYMENT_ORIGINS, CHAT_ORIGINS and MEDIA_ORIGINS has.
 *   --no-urls                      skip that check
 */
import { parseArgs } from 'node:util';
import { ConfigError, readTierConfig, tierOrigins } from '../server/config';
import { contentSecurityPolicy } from '../server/security-headers';
import { describeFailure } from './conformance/backend';
import { JOURNEYS } from './conformance/journey';
import { formatReport, runConformance } from './conformance/kit';

function usage(message: string): never {
  console.error(
    `${message}\nusage: npm run conformance -- --base <url> [--json] [--account <a> --password <p>] [--journey <name>] [--timeout <ms>] [--site <url> | --no-urls]`,
  );
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      base: { type: 'string' },
      json: { type: 'boolean', default: false },
      account: { type: 'string' },
      password: { type: 'string' },
      journey: { type: 'string', multiple: true },
      timeout: { type: 'string' },
      site: { type: 'string' },
      'no-urls': { type: 'boolean', default: false },
    },
    strict: true,
  }).values;
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}

if (!args.base) usage('--base is required');
let base: URL;
try {
  base = new URL(args.base);
} catch {
  usage(`--base is not a URL: ${args.base}`);
}
if (base.protocol !== 'http:' && base.protocol !== 'https:') usage('--base must be http(s)');
if ((args.account === undefined) !== (args.password === undefined)) usage('--account and --password go together');
const names = JOURNEYS.map(([name]) => name);
for (const name of args.journey ?? [])
  if (!names.includes(name)) usage(`no journey "${name}"; the journeys: ${names.map((n) => `"${n}"`).join(', ')}`);
const timeoutMs = args.timeout === undefined ? 15_000 : Number(args.timeout);
if (!Number.isInteger(timeoutMs) || timeoutMs < 100) usage('--timeout is a number of milliseconds (>= 100)');

const root = base.href.replace(/\/+$/, '');
try {
  // Nothing to report on a backend that does not answer at all.
  await fetch(`${root}/app/v1/preLogin`, { method: 'POST', signal: AbortSignal.timeout(timeoutMs) });
} catch (error) {
  console.error(`cannot reach ${root}: ${describeFailure(error, timeoutMs)}`);
  process.exit(2);
}

/** The app tier's policy the backend's URLs are checked against (scripts/conformance/urls.ts). */
async function tierPolicy(
  noUrls: boolean,
  siteArg: string | undefined,
): Promise<{ csp: string; site: string | null; source: string } | undefined> {
  if (noUrls) return undefined;
  if (siteArg !== undefined) {
    let site: URL;
    try {
      site = new URL(siteArg);
    } catch {
      usage(`--site is not a URL: ${siteArg}`);
    }
    try {
      const res = await fetch(site.origin + '/', { signal: AbortSignal.timeout(timeoutMs) });
      const csp = res.headers.get('content-security-policy');
      if (!csp) usage(`${site.origin}/ answered no Content-Security-Policy: is --site the app tier?`);
      return { csp, site: site.origin, source: `the policy of ${site.origin}/` };
    } catch (error) {
      console.error(`cannot reach ${site.origin}: ${describeFailure(error, timeoutMs)}`);
      process.exit(2);
    }
  }
  try {
    const tier = readTierConfig({ ...process.env, API_UPSTREAM: base.origin }, 1)!;
    return {
      csp: contentSecurityPolicy(tierOrigins(tier)),
      site: null,
      source: `an app tier with API_UPSTREAM=${base.origin} and this environment's *_ORIGINS`,
    };
  } catch (error) {
    if (error instanceof ConfigError) usage(error.message);
    throw error;
  }
}

const policy = await tierPolicy(args['no-urls'] ?? false, args.site);
const report = await runConformance({
  base: base.href.replace(/\/+$/, ''),
  timeoutMs,
  player: args.account !== undefined ? { account: args.account, password: args.password! } : undefined,
  journeys: args.journey,
  ...(policy ? { policy } : {}),
});
console.log(args.json ? JSON.stringify(report, null, 2) : formatReport(report));
process.exitCode = report.ok ? 0 : 1;
