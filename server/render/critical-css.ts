/**
 * The first screen's CSS of a server-rendered page: the rules of the app's one stylesheet that can match the
 * page's HTML. The stylesheet is ~105 KB of text for the whole app (every page, sheet and dialog); a page
 * uses a tenth of it. Inlining only those rules makes the HTML smaller (fewer bytes before the first paint
 * on a slow network) and the first style pass cheaper; the whole stylesheet follows with the app's scripts
 * (public/boot.js), and the app waits for it before it renders anything new (src/lib/app-styles.ts).
 *
 * A rule is kept when one of its selectors can match: every class the selector names (outside `:not()`) is
 * on some element of the page. Rules without classes (elements, `:root`, attributes) are always kept, and
 * so are selectors this reading cannot judge (`:is()`, `:where()`, `:has()`), keyframes, font faces and
 * every other at-rule's content by the same test. The stylesheet is parsed once (postcss); a page's pick is
 * cached by its set of classes.
 */
import postcss, { type ChildNode, type Container } from 'postcss';

/** Class names a selector needs on the page; null when it cannot be judged (always kept). */
function classesOf(selector: string): string[] | null {
  if (/:(is|where|has|matches|-webkit-any)\(/.test(selector)) return null;
  // What `:not(...)` names must be absent, not present: it never makes a rule unused.
  const plain = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

interface Node {
  /** The node's text (a rule with all its selectors, an at-rule's prelude and braces, a declaration…). */
  readonly render: (used: ReadonlySet<string>) => string;
}

function compile(node: ChildNode): Node {
  if (node.type === 'rule') {
    // Inside @keyframes the "selectors" are percentages: kept as they are.
    if (node.parent?.type === 'atrule' && /keyframes$/i.test(node.parent.name)) {
      const text = node.toString();
      return { render: () => text };
    }
    const selectors = node.selectors.map((selector) => ({ selector, classes: classesOf(selector) }));
    const body = node.nodes.map((child) => child.toString()).join(';');
    return {
      render: (used) => {
        const kept = selectors.filter((s) => s.classes === null || s.classes.every((c) => used.has(c)));
        return kept.length ? `${kept.map((s) => s.selector).join(',')}{${body}}` : '';
      },
    };
  }
  if (node.type === 'atrule' && node.nodes) {
    const children = compileAll(node);
    const prelude = `@${node.name}${node.params ? ` ${node.params}` : ''}`;
    const keepAll = /keyframes$|^font-face$|^property$|^page$/i.test(node.name);
    if (keepAll) {
      const text = node.toString();
      return { render: () => text };
    }
    return {
      render: (used) => {
        const inner = children.map((c) => c.render(used)).join('');
        return inner ? `${prelude}{${inner}}` : '';
      },
    };
  }
  if (node.type === 'comment') return { render: () => '' };
  // A statement at-rule (@import, @charset, @layer a, b) or a stray declaration: as written.
  const text = `${node.toString()};`;
  return { render: () => text };
}

function compileAll(container: Container): Node[] {
  return (container.nodes ?? []).map(compile);
}

/** Reads `css` once; `pick(html)` gives the rules that can match `html` (cached by its classes). */
export function createCssPicker(css: string): { pick: (html: string) => string; size: number } {
  const nodes = compileAll(postcss.parse(css));
  const picks = new Map<string, string>();
  return {
    size: css.length,
    pick(html) {
      const used = new Set<string>();
      for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
        for (const name of match[1]!.split(/\s+/)) if (name) used.add(name);
      }
      const key = [...used].sort().join(' ');
      let picked = picks.get(key);
      if (picked === undefined) {
        picked = nodes.map((n) => n.render(used)).join('');
        if (picks.size >= 200) picks.delete(picks.keys().next().value as string);
        picks.set(key, picked);
      }
      return picked;
    },
  };
}
