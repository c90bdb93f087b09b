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
 *
 * The whole sheet arriving after the first paint restyled the whole document (docs/speed.md): its element, `:root`
 * and universal rules, `@property` and `@font-face` make the browser recompute every element's style. So a
 * server page loads the sheet's tail instead (`tailOf`, built beside it as `<name>.tail.css`): the rules after
 * the last one that names no class, each naming a class, less the at-rules every page inlines (keyframes,
 * `@property`, …). Everything before that point (the head: the global rules and the few class rules built
 * before them) is inlined whole on every server page, so head and tail together are the whole sheet in its
 * order: the cascade is the same as with the whole sheet, and the browser restyles only the elements whose
 * classes the tail names.
 */
import postcss, { type ChildNode, type Container } from 'postcss';

/** Class names a selector needs on the page; null when it cannot be judged (always kept). */
function classesOf(selector: string): string[] | null {
  if (/:(is|where|has|matches|-webkit-any)\(/.test(selector)) return null;
  // What `:not(...)` names must be absent, not present: it never makes a rule unused.
  const plain = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

/** At-rules every server page inlines whole (and the tail leaves out). */
const ALWAYS_INLINED = /keyframes$|^font-face$|^property$|^page$/i;

/** Whether `selector` needs a class on its element or an ancestor (`:not()` aside): never a whole-page rule. */
function namesClass(selector: string): boolean {
  return /\.-?[_a-zA-Z]/.test(selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, ''));
}

/** Whether every rule in `node` names a class in each of its selectors (an at-rule: all its rules do). */
function classesOnly(node: ChildNode): boolean {
  if (node.type === 'comment') return true;
  if (node.type === 'rule') return node.selectors.every(namesClass);
  if (node.type === 'atrule' && node.nodes && !ALWAYS_INLINED.test(node.name)) return node.nodes.every(classesOnly);
  return false;
}

/** Where the tail starts: after the last top-level node that is not class rules only (or an inlined at-rule). */
function tailStart(nodes: readonly ChildNode[]): number {
  for (let i = nodes.length - 1; i >= 0; i -= 1) {
    const node = nodes[i]!;
    if (node.type === 'atrule' && ALWAYS_INLINED.test(node.name)) continue;
    if (!classesOnly(node)) return i + 1;
  }
  return 0;
}

/** The part of the stylesheet `css` a server page loads after its first paint (see above). */
export function tailOf(css: string): string {
  const nodes = postcss.parse(css).nodes;
  return nodes
    .slice(tailStart(nodes))
    .filter((node) => node.type !== 'comment' && !(node.type === 'atrule' && ALWAYS_INLINED.test(node.name)))
    .map((node) => node.toString())
    .join('');
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
    const keepAll = ALWAYS_INLINED.test(node.name);
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

/**
 * Reads `css` once; `pick(html)` gives the rules that can match `html` (cached by its classes). With
 * `wholeHead`, the head (everything before `tailOf`'s part) is kept whole: the page loads the tail only.
 */
export function createCssPicker(
  css: string,
  { wholeHead = false }: { wholeHead?: boolean } = {},
): { pick: (html: string) => string; size: number } {
  const parsed = postcss.parse(css).nodes;
  const head = wholeHead ? tailStart(parsed) : 0;
  const nodes = parsed.map((node, i): Node => {
    if (i >= head || node.type === 'comment') return compile(node);
    const text =
      node.type === 'rule' || (node.type === 'atrule' && node.nodes) ? node.toString() : `${node.toString()};`;
    return { render: () => text };
  });
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
