/**
 * HTML from the server (notice bodies) as a plain tree, parsed without running anything: in the browser by
 * DOMParser (no script runs, no bytes added), on the server by the parser the server entry installs (parse5,
 * the same HTML standard algorithm), so a server-rendered notice and the browser's hydration see the same tree.
 */
export type HtmlNode =
  | { readonly kind: 'text'; readonly text: string }
  | {
      readonly kind: 'element';
      readonly tag: string;
      readonly attrs: Readonly<Record<string, string>>;
      readonly children: readonly HtmlNode[];
    };

export type HtmlParser = (html: string) => HtmlNode[];

function fromDom(node: Node): HtmlNode | null {
  if (node.nodeType === Node.TEXT_NODE) return { kind: 'text', text: node.textContent ?? '' };
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const attrs: Record<string, string> = {};
  for (const attr of Array.from(el.attributes)) attrs[attr.name] = attr.value;
  return { kind: 'element', tag: el.tagName.toLowerCase(), attrs, children: domChildren(el) };
}

function domChildren(parent: Node): HtmlNode[] {
  return Array.from(parent.childNodes, fromDom).filter((n): n is HtmlNode => n !== null);
}

let parser: HtmlParser = (html) => domChildren(new DOMParser().parseFromString(html, 'text/html').body);

/** The server entry's parser (the browser keeps DOMParser). */
export function setHtmlParser(next: HtmlParser): void {
  parser = next;
}

/** The nodes of the body of `html`. */
export function parseHtml(html: string): HtmlNode[] {
  return parser(html);
}

/** All the text of `nodes` (as the DOM's textContent). */
export function textOf(nodes: readonly HtmlNode[]): string {
  return nodes.map((n) => (n.kind === 'text' ? n.text : textOf(n.children))).join('');
}
