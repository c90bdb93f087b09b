/**
 * The app tier's request paths, normalised before anything routes on them (docs/security.md).
 *
 * A request-target is taken apart as a server that normalises paths would (RFC 3986 §5.2.4): `.` and `..`
 * segments, written plainly or percent-encoded (`%2e`, `.%2E`, …), are resolved. What the tier routes on,
 * caches by and forwards upstream is that normalised path, never the raw one, so an upstream that normalises
 * too finds the same address the tier decided on.
 *
 * Refused (400):
 * - a path whose dot segments leave the prefix it started under (`/static/../__dev/sms`,
 *   `/app/v1/../x`, `/sandbox/%2e%2e/admin`): the first segment names what owns the address (the site or one
 *   of the upstream's prefixes), and a path may not name one owner and mean another;
 * - an encoded slash or backslash, a raw backslash, or an encoded NUL in the path (`%2f`, `%5c`, `\`, `%00`):
 *   an upstream that decodes them before routing would see other segments than the tier did.
 */

/** The prefixes whose addresses are the upstream's (tier/app.ts forwards them); each is kept by its paths. */
export const FORWARDED_PREFIXES = ['/app/v1/', '/static/', '/s/', '/t/', '/sandbox/'] as const;

export type NormalisedTarget =
  | { readonly ok: true; readonly path: string; readonly query: string }
  | { readonly ok: false; readonly reason: string };

const DOT = /^(?:\.|%2e)$/i;
const DOT_DOT = /^(?:\.|%2e){2}$/i;
const FORBIDDEN = /%2f|%5c|%00|\\/i;

/** The owner of a path: the forwarded prefix it starts with, or '' (the site's own pages and files). */
export function ownerOf(path: string): string {
  return FORWARDED_PREFIXES.find((prefix) => path.startsWith(prefix)) ?? '';
}

/** Resolves the dot segments of `path` (an absolute path, '/' first). */
export function removeDotSegments(path: string): string {
  const segments = path.split('/').slice(1);
  const out: string[] = [];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    if (DOT.test(segment)) {
      if (last) out.push('');
    } else if (DOT_DOT.test(segment)) {
      out.pop();
      if (last) out.push('');
    } else out.push(segment);
  });
  return '/' + out.join('/');
}

/** The request-target `target` (as it arrived: path and query) normalised, or why it is refused. */
export function normaliseTarget(target: string): NormalisedTarget {
  const mark = target.indexOf('?');
  const raw = mark < 0 ? target : target.slice(0, mark);
  const query = mark < 0 ? '' : target.slice(mark);
  // An absolute-form target (a proxy request: `GET http://host/path`) is not ours to forward.
  if (!raw.startsWith('/')) return { ok: false, reason: 'The request target must be a path' };
  if (FORBIDDEN.test(raw)) return { ok: false, reason: 'The path may not hold an encoded slash, backslash or NUL' };
  const path = removeDotSegments(raw);
  if (path === raw) return { ok: true, path, query };
  // The owner before and after: a dot segment may move within its owner's addresses, never out of them.
  const before = ownerOf(raw);
  if (before !== '' && ownerOf(path) !== before) return { ok: false, reason: 'The path leaves its prefix' };
  return { ok: true, path, query };
}
