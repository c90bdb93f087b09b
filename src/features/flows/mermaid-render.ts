/**
 * Mermaid, loaded on first use (only the /flows pages call this), drawing one diagram at a time; and the
 * drawn SVG at its natural size (its viewBox), for the viewer to scale.
 */
import type { Mermaid } from 'mermaid';
import type { Size } from './zoom';

let mermaidLoad: Promise<Mermaid> | null = null;
function loadMermaid(): Promise<Mermaid> {
  mermaidLoad ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({
      startOnLoad: false,
      theme: 'dark',
      securityLevel: 'strict',
      // The app's colours, with edge labels readable on their background.
      themeVariables: {
        background: '#0b1026',
        edgeLabelBackground: '#151b3d',
        textColor: '#f3f5ff',
        lineColor: '#aab2d8',
      },
    });
    return mermaid;
  });
  mermaidLoad.catch(() => (mermaidLoad = null));
  return mermaidLoad;
}

export interface Drawing {
  /** The SVG markup, sized to its natural size (width and height attributes, no max-width). */
  readonly svg: string;
  readonly size: Size;
}

/** The natural size of a drawn SVG (its viewBox), and the markup with that size written on it. */
export function naturalSize(svg: string): Drawing {
  const box = /viewBox="\s*([-\d.]+)[\s,]+([-\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  const width = box ? Number(box[3]) : 0;
  const height = box ? Number(box[4]) : 0;
  if (!box || !(width > 0) || !(height > 0)) return { svg, size: { width: 0, height: 0 } };
  const sized = svg.replace(/<svg\b([^>]*)>/, (_, attributes: string) => {
    const rest = attributes
      .replace(/\s(?:width|height)="[^"]*"/g, '')
      .replace(/\sstyle="[^"]*"/, ' style="max-width: none;"');
    return `<svg${rest} width="${width}" height="${height}">`;
  });
  return { svg: sized, size: { width, height } };
}

/** Mermaid renders one diagram at a time. */
let queue: Promise<unknown> = Promise.resolve();
let renders = 0;
export function renderDiagram(name: string, text: string): Promise<Drawing> {
  const run = queue.then(async () => {
    const mermaid = await loadMermaid();
    renders += 1;
    const { svg } = await mermaid.render(`flow-${name}-${renders}`, text);
    return naturalSize(svg);
  });
  queue = run.catch(() => undefined);
  return run;
}
