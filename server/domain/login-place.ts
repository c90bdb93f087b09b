/**
 * What the player is shown of where a login or session came from (docs/player-protection.md),
 * with no external geolocation service: the address's network, masked — an IPv4 address to its /24
 * (`203.0.113.0/24`), an IPv6 address to its /48 (`2001:db8:1::/48`) — or its kind when it is not on the
 * public internet (loopback, private: RFC 1918, carrier-grade NAT 100.64/10, link-local, IPv6 ULA fc00::/7 and
 * link-local fe80::/10). And the device: browser and system read from the User-Agent.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { ipv6Groups } from './address-key';

export type PlaceKind = 'loopback' | 'private' | 'public' | 'unknown';

export interface Place {
  readonly kind: PlaceKind;
  /** The masked network (public addresses only; '' otherwise). */
  readonly network: string;
}

function v4Place(ip: string): Place {
  const [a, b, c] = ip.split('.').map(Number) as [number, number, number];
  if (a === 127) return { kind: 'loopback', network: '' };
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254))
    return { kind: 'private', network: '' };
  if (a === 100 && b >= 64 && b <= 127) return { kind: 'private', network: '' };
  return { kind: 'public', network: `${a}.${b}.${c}.0/24` };
}

/** Pure: the place of a client address (as server/api-request.ts clientIp answers it). */
export function placeOf(ip: string): Place {
  const zoneless = ip.split('%')[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(zoneless)?.[1];
  if (mapped && isIPv4(mapped)) return v4Place(mapped);
  if (isIPv4(zoneless)) return v4Place(zoneless);
  if (!isIPv6(zoneless) || zoneless.includes('.')) return { kind: 'unknown', network: '' };
  const g = ipv6Groups(zoneless.toLowerCase());
  if (g.every((x, i) => x === (i === 7 ? 1 : 0))) return { kind: 'loopback', network: '' };
  const first = g[0] ?? 0;
  if ((first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80) return { kind: 'private', network: '' };
  const prefix = g.slice(0, 3).map((x) => x.toString(16));
  while (prefix.length > 1 && prefix[prefix.length - 1] === '0') prefix.pop();
  return { kind: 'public', network: `${prefix.join(':')}::/48` };
}

/** The key failures and known networks are compared by: the masked network, or the address itself otherwise. */
export function networkKey(ip: string): string {
  const place = placeOf(ip);
  return place.kind === 'public' ? place.network : ip;
}

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bLine\//, 'LINE'],
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Pure: "Browser · System" read from a User-Agent (either part may be missing; '' when nothing is known). */
export function deviceOf(userAgent: string): string {
  const ua = userAgent.slice(0, 512);
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  return [browser, system].filter(Boolean).join(' · ');
}
