/**
 * App paths are written once, in contract/paths.ts: no string or template literal in src/, machines/ or
 * server/ starts with a route of the table (the .po catalogs' `#:` references and the tests are not code
 * that navigates, and are not scanned).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPathLiterals, pathLiteralsIn, routeSegments } from '../helpers/path-literals';

const ROOT = join(import.meta.dirname, '../..');

describe('app path literals', () => {
  it('appear nowhere in src/, machines/ or server/ but contract/paths.ts', () => {
    expect(findPathLiterals(ROOT)).toEqual([]);
  });

  it('are detected: quoted, in templates and in JSX attributes', () => {
    const bad = [
      "const home = '/lobby/home';",
      'navigate("/login");',
      'const to = `/start?gameId=${id}`;',
      'const back = `${prefix}/bindBankCard?back=1`;',
      "const list = ['/activity/signPay'];",
      "if (path === '/terms-of-use') go();",
      "const lobby = desktop ? '/lobby' : '';",
      'const el = <Link to="/profile/vip">VIP</Link>;',
    ];
    bad.forEach((line, i) => {
      expect(pathLiteralsIn(line, 'sample.tsx'), `line ${i}: ${line}`).toHaveLength(1);
    });
    expect(pathLiteralsIn(bad.join('\n'), 'sample.tsx').map((f) => f.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('leave API paths, server pages, static files, comments and regular expressions alone', () => {
    const good = [
      "xhr.open('POST', '/app/v1/uploadKyc');",
      "fetch('/api/config');",
      'const icon = `/static/activity/${id}.svg`;',
      "app.get('/assets/*', serve);",
      "const authorize = '/sandbox/line/authorize';",
      "app.get('/s/:code', handler);",
      "const file = '/apkdownload.html';",
      "const other = '/lobbyist';",
      "const root = '/';",
      "// navigate('/lobby/home') after login",
      '/** Goes to `/lobby/wallets/deposit`. */',
      'const trailing = /\\/lobby\\/home$/;',
      "import { x } from '/login';",
      'const text = "see /lobby/home";',
    ];
    expect(pathLiteralsIn(good.join('\n'), 'sample.tsx')).toEqual([]);
  });

  it('know the route segments of the table', () => {
    expect(routeSegments()).toEqual(
      expect.arrayContaining([
        'activity',
        'bindBankCard',
        'lobby',
        'login',
        'profile',
        'rule',
        'start',
        'terms-of-use',
      ]),
    );
    expect(routeSegments()).not.toEqual(expect.arrayContaining(['api']));
    expect(routeSegments()).not.toContain('static');
    expect(routeSegments()).not.toContain('sandbox');
  });
});
