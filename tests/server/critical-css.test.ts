/**
 * The first screen's CSS of a server page (server/render/critical-css.ts): the rules that can match the page's
 * HTML are kept — classes all on the page, `:not()` never counting, selectors it cannot judge kept — and the
 * others dropped, at-rules by their content. A server page that loads the sheet's tail (the class rules after
 * the last whole-page rule) inlines the head whole, so head and tail together are the sheet in its order.
 */
import { describe, expect, it } from 'vitest';
import { createCssPicker, tailOf } from '../../server/render/critical-css';

const CSS = `
:root{--bg:#000}
html,body{margin:0}
.tile{color:red}
.tile .icon{width:1px}
.tile.closed{opacity:.5}
.tile:not(.closed):hover{color:blue}
.menu{display:none}
.a,.menu .b{top:0}
:is(.x,.y) p{left:0}
@media (min-width:1024px){.tile{color:green}.menu{display:block}}
@media print{.menu{display:none}}
@keyframes spin{to{transform:rotate(1turn)}}
@font-face{font-family:X;src:url(x.woff2)}
/* a comment */
`;

describe('createCssPicker', () => {
  const picker = createCssPicker(CSS);

  it('keeps the rules whose classes are all on the page, element rules, and what it cannot judge', () => {
    const css = picker.pick('<div class="tile"><img class="icon"></div><p class="a">x</p>');
    expect(css).toContain(':root{--bg:#000}');
    expect(css).toContain('html,body{margin:0}');
    expect(css).toContain('.tile{color:red}');
    expect(css).toContain('.tile .icon{width:1px}');
    expect(css).toContain('.tile:not(.closed):hover{color:blue}');
    expect(css).toContain(':is(.x,.y) p{left:0}');
    // Of a selector list, only the selectors that can match.
    expect(css).toContain('.a{top:0}');
    expect(css).not.toContain('.menu');
    expect(css).not.toContain('.closed{');
    expect(css).toContain('@media (min-width:1024px){.tile{color:green}}');
    expect(css).not.toContain('@media print');
    expect(css).toContain('@keyframes spin');
    expect(css).toContain('@font-face');
    expect(css).not.toContain('comment');
  });

  it('picks per page: a page with the menu gets the menu rules', () => {
    const css = picker.pick('<nav class="menu"><a class="b">x</a></nav>');
    expect(css).toContain('.menu{display:none}');
    expect(css).toContain('.menu .b{top:0}');
    expect(css).toContain('@media (min-width:1024px){.menu{display:block}}');
    expect(css).toContain('@media print{.menu{display:none}}');
    expect(css).not.toContain('.tile{');
  });

  it('gives the same answer for the same classes (cached) and reads only class attributes', () => {
    const html = '<div class="tile closed" data-class="menu">.menu</div>';
    expect(picker.pick(html)).toBe(picker.pick(html));
    expect(picker.pick(html)).toContain('.tile.closed{opacity:.5}');
    expect(picker.pick(html)).not.toContain('.menu');
  });
});

describe('tailOf and the whole head', () => {
  // Class rules built before the global ones (a module imported before styles.css), the global rules, then the
  // class rules and at-rules of the rest.
  const SHEET = `.spinner{color:red}:root{--bg:#000}*,:before{box-sizing:border-box}:focus-visible{outline:0}.toast{outline:1px}.menu li{top:0}.box:has(input:checked){left:0}@media (min-width:1024px){.menu{display:block}}@keyframes spin{to{opacity:0}}@property --x{syntax:'<length>';inherits:false;initial-value:0px}.tile{color:blue}`;

  it('is the class rules after the last whole-page rule, less what every page inlines', () => {
    const tail = tailOf(SHEET);
    expect(tail).toBe(
      '.toast{outline:1px}.menu li{top:0}.box:has(input:checked){left:0}@media (min-width:1024px){.menu{display:block}}.tile{color:blue}',
    );
    expect(tailOf('.a{top:0}html{margin:0}')).toBe('');
    expect(tailOf('.a{top:0}.b{left:0}')).toBe('.a{top:0}.b{left:0}');
  });

  it('inlines the head whole (even a class rule the page does not use) and picks from the tail', () => {
    const css = createCssPicker(SHEET, { wholeHead: true }).pick('<div class="tile"></div>');
    expect(css).toContain('.spinner{color:red}');
    expect(css).toContain(':root{--bg:#000}');
    expect(css).toContain(':focus-visible{outline:0}');
    expect(css).toContain('.tile{color:blue}');
    expect(css).toContain('@keyframes spin');
    expect(css).toContain('@property --x');
    expect(css).not.toContain('.toast');
    expect(css).not.toContain('.menu');
    // Without it, as before: the unused head class rule is dropped.
    expect(createCssPicker(SHEET).pick('<div class="tile"></div>')).not.toContain('.spinner');
  });
});
