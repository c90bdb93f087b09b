/**
 * The key every per-address limit counts a client under: one customer's line is one key.
 * - IPv4: the address as is (`203.0.113.7`);
 * - IPv4-mapped IPv6 (`::ffff:203.0.113.7`, `::ffff:cb00:7107`): that IPv4 address;
 * - other IPv6: its /64 prefix (`2001:db8:1:2::/64`), the smallest block an ISP hands a subscriber — one
 *   line owns 2^64 addresses, so counting whole addresses would let it rotate through them;
 * - anything else (no address, `unknown`): the text as is.
 * The zone of a link-local address (`fe80::1%eth0`) is dropped.
 *
 * Its callers: the login throttle per address (auth-lockout.ts), one-time codes per address (otp.ts), the
 * registration cap and the registration attempts bucket (auth-register.ts, routes/auth.ts), the action log
 * (action-log.ts) and the share opens' distinct visitors (tasks.ts).
 */
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The eight 16-bit groups of an IPv6 address (checked with isIPv6; a dotted IPv4 tail is two groups). Also the
 * login places' parser (login-place.ts).
 */
export function ipv6Groups(ip: string): number[] {
  let text = ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -dotted.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::') as [string, string | undefined];
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const h = part(head);
  const t = tail === undefined ? [] : part(tail);
  return [...h, ...Array<number>(8 - h.length - t.length).fill(0), ...t];
}

/** Pure: the rate-limit key of a client address (as server/api-request.ts clientIp answers it). */
export function addressKey(ip: string): string {
  const zoneless = ip.split('%')[0] ?? '';
  if (isIPv4(zoneless)) return zoneless;
  if (!isIPv6(zoneless)) return ip;
  const g = ipv6Groups(zoneless.toLowerCase());
  // ::ffff:0:0/96 — an IPv4 client of a dual-stack socket.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) {
    const [hi = 0, lo = 0] = g.slice(6);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}
