/**
 * Notice content is HTML from the server. It is never put in the page as HTML: it is parsed (DOMParser
 * runs no script) and rebuilt as React elements from a short list of tags — paragraphs, emphasis, lists,
 * line breaks and links to http(s) or app paths. Everything else keeps only its text.
 */
import { createElement, type ReactNode } from 'react';
import { Link } from 'react-router';

const TAGS = new Set(['p', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'br', 'h3', 'h4', 'span']);

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  const children = Array.from(el.childNodes, (child, i) => convert(child, `${key}.${i}`));
  if (tag === 'a') {
    const href = el.getAttribute('href') ?? '';
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
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return <div className={className}>{Array.from(doc.body.childNodes, (node, i) => convert(node, String(i)))}</div>;
}

/** The text of an HTML fragment (for excerpts). */
export function htmlText(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
