/** The server's HTML parser for ./html-tree.ts: parse5 (the HTML standard's algorithm, as DOMParser). */
import { parse } from 'parse5';
import type { HtmlNode } from './html-tree';

interface P5Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: P5Node[];
}

function convert(node: P5Node): HtmlNode | null {
  if (node.nodeName === '#text') return { kind: 'text', text: node.value ?? '' };
  if (!node.tagName) return null;
  const attrs: Record<string, string> = {};
  for (const attr of node.attrs ?? []) attrs[attr.name] = attr.value;
  const children = (node.childNodes ?? []).map(convert).filter((n): n is HtmlNode => n !== null);
  return { kind: 'element', tag: node.tagName.toLowerCase(), attrs, children };
}

export function parse5Body(html: string): HtmlNode[] {
  // As DOMParser's documents, whose scripting flag is off (a <noscript> body is parsed as markup).
  const document = parse(html, { scriptingEnabled: false }) as unknown as P5Node;
  const htmlElement = document.childNodes?.find((n) => n.tagName === 'html');
  const body = htmlElement?.childNodes?.find((n) => n.tagName === 'body');
  return (body?.childNodes ?? []).map(convert).filter((n): n is HtmlNode => n !== null);
}
