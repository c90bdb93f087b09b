/**
 * Notice content is HTML from the server. It is never put in the page as HTML: it is parsed (src/lib/html-tree.ts:
 * DOMParser in the browser, parse5 on the server — neither runs a script) and rebuilt as React elements from a
 * short list of tags — paragraphs, emphasis, lists, line breaks and links to http(s) or app paths. Everything
 * else keeps only its text.
 */
import { createElement, type ReactNode } from 'react';
import { Link } from 'react-router';
import { parseHtml, textOf, type HtmlNode } from '../../lib/html-tree';

const TAGS = new Set(['p', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'br', 'h3', 'h4', 'span']);

function convert(node: HtmlNode, key: string): ReactNode {
  if (node.kind === 'text') return node.text;
  const tag = node.tag;
  const children = node.children.map((child, i) => convert(child, `${key}.${i}`));
  if (tag === 'a') {
    const href = node.attrs.href ?? '';
    if (href.startsWith('/') && !href.startsWith('//')) return createElement(Link, { key, to: href }, ...children);
    if (/^https?:\/\//i.test(href))
      return createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer' }, ...children);
    return createElement('span', { key }, ...children);
  }
  if (tag === 'br') return createElement('br', { key });
  if (TAGS.has(tag)) return createElement(tag, { key }, ...children);
  if (tag === 'script' || tag === 'style' || tag === 'template') return null;
  return createElement('span', { key }, ...children);
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{parseHtml(html).map((node, i) => convert(node, String(i)))}</div>;
}

/** The text of an HTML fragment (for excerpts). */
export function htmlText(html: string): string {
  return textOf(parseHtml(html)).replace(/\s+/g, ' ').trim();
}
