// @vitest-environment jsdom
/**
 * Notice bodies are parsed into a plain tree on both sides (src/lib/html-tree.ts): by parse5 on the server
 * (html-tree-server.ts) and by DOMParser in the browser. The two must give the same tree, or the server's
 * HTML and the browser's hydration differ. DOMParser here is jsdom's (parse5 inside too), so this checks the
 * conversion on both sides over inputs where the HTML parsing algorithm rewrites the markup; Chromium's
 * DOMParser is checked by the e2e hydration test (tests/e2e/ssr.test.ts: no mismatch on a notice page).
 */
import { describe, expect, it } from 'vitest';
import { parseHtml, setHtmlParser, textOf, type HtmlNode } from '../../src/lib/html-tree';
import { parse5Body } from '../../src/lib/html-tree-server';

const TRICKY: Record<string, string> = {
  'nested lists': '<ul><li>one<ul><li>one.a</li><li>one.b<ol><li>deep</li></ol></li></ul></li><li>two</li></ul>',
  'p auto-closing': '<p>first<p>second<div>block in p</div>after</p></p>',
  'li auto-closing': '<ul><li>a<li>b<li>c</ul>',
  script: '<p>x</p><script>alert("</p>")</script><p>y</p>',
  'script payload':
    '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></script><script>',
  template: '<template><p>inside</p></template><p>outside</p>',
  entities: '<p>&lt;b&gt; &amp;amp; &nbsp; &copy; &#x0E01; &#3585; &unknown; &amp</p>',
  'unclosed tags': '<div><span><strong>bold <em>both</div> after',
  'leading title and meta': '<title>T</title><meta charset="utf-8"><link rel="x"><p>body</p>',
  'table rows': '<table><tr><td>1<td>2</table>',
  'misnested formatting': '<b>1<i>2</b>3</i>4',
  attributes: '<a href="/lobby/notice" title=\'q "x"\' data-x=1 CLASS=Y>link</a><img alt="" src="/a.png">',
  'comments and doctype': '<!doctype html><!-- c --><p>a<!-- inner -->b</p>',
  'thai text and whitespace': '  <p> ยินดีต้อนรับ\n\t</p>  text  ',
  'body and html tags': '<html><body class="b"><p>in</p></body></html><p>late</p>',
  // DOMParser's documents have scripting off: a <noscript> is markup (parse5's default is scripting on).
  'noscript in body': '<p>a</p><noscript><p>ns</p><img src="/x.png"></noscript>',
  'noscript and style': '<noscript><p>ns</p></noscript><style>p{color:red}</style><p>s</p>',
  empty: '',
  'plain text': 'just text < not a tag & more',
};

describe('the server parser gives the browser parser’s tree', () => {
  const browser: Record<string, HtmlNode[]> = {};
  for (const [name, html] of Object.entries(TRICKY)) browser[name] = parseHtml(html);

  it.each(Object.keys(TRICKY))('%s', (name) => {
    const server = parse5Body(TRICKY[name]!);
    expect(server).toEqual(browser[name]);
  });

  it('keeps the body only, as elements and text (no comments)', () => {
    const tree = parse5Body('<title>T</title><p>a<!-- c -->b</p>');
    expect(tree).toEqual([
      {
        kind: 'element',
        tag: 'p',
        attrs: {},
        children: [
          { kind: 'text', text: 'a' },
          { kind: 'text', text: 'b' },
        ],
      },
    ]);
    expect(textOf(tree)).toBe('ab');
  });

  it('decodes entities into text (markup in text stays text)', () => {
    expect(textOf(parse5Body('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'))).toBe('<script>alert(1)</script>');
  });

  it('runs nothing while parsing in the browser', () => {
    const w = window as unknown as { __ran?: boolean };
    parseHtml('<img src=x onerror="window.__ran=true"><script>window.__ran=true</script>');
    expect(w.__ran).toBeUndefined();
  });

  it('setHtmlParser installs the server parser', () => {
    setHtmlParser(parse5Body);
    expect(parseHtml('<p>x</p>')).toEqual(parse5Body('<p>x</p>'));
  });
});
