import { nodeStateId } from '../../src/features/flows/running-states';

/**
 * A stand-in for Mermaid's drawing in jsdom view tests (which cannot lay out): an SVG with one element per state
 * the chart declares (`state "label" as id`), named as Mermaid names them — a `g.node` per simple state, a
 * `g.statediagram-cluster` per compound one, each with the id "<render id>-state-<id>-<n>" — so a test sees which
 * states the page highlights on the drawing (`litStates`).
 */
export function fakeDrawing(renderId: string, chart: string, attributes = ''): string {
  const states = [...chart.matchAll(/^\s*state "[^"]*" as (\w+)( \{)?$/gm)].map(([, id, compound], n) =>
    compound
      ? `<g class="statediagram-state statediagram-cluster" id="${renderId}-state-${id}-${n}"><rect/></g>`
      : `<g class="node statediagram-state" id="${renderId}-state-${id}-${n}"><rect/></g>`,
  );
  return `<svg id="${renderId}"${attributes}><desc>${chart.length}</desc>${states.join('')}</svg>`;
}

/** The Mermaid ids of the states highlighted on the drawing inside `element`: lit leaves and outlined holders. */
export function litStates(element: Element): { active: string[]; parents: string[] } {
  const ids = (selector: string) =>
    [...element.querySelectorAll(`svg ${selector}`)].map((g) => nodeStateId(g.id) ?? g.id);
  return { active: ids('g.node.active'), parents: ids('g.statediagram-cluster.activeParent') };
}
