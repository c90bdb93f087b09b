/**
 * `npm run flows:review [-- --locale en-US] [--out file.html]`: the review document of every statechart
 * one self-contained HTML file (no script, no request: the diagrams are pre-rendered to SVG
 * by Mermaid in Chromium, the styles inline) that a product owner reads or prints to PDF to sign off without
 * running anything. Every machine of /flows, grouped by area: its purpose, its area's docs page, its diagram
 * (the overview and every state), its states with their descriptions, the events it takes, and the shortest
 * path to each state as steps (the simulator's, fast-forwarding countdowns). Texts come from the same
 * catalogs as /flows (flows.po, flows-docs.po) in th-TH (default) or en-US; identifiers stay as they are.
 * tests/e2e/flows-review.test.ts opens it in Chromium.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Browser } from 'playwright-core';
import type { AnyStateMachine } from 'xstate';
import { groupByArea, type Area } from '../src/features/flows/areas';
import { machineInfo, type MachineInfo } from '../src/features/flows/machine-info';
import { descriptionId, purposeId } from '../src/features/flows/machine-text';
import { FLOW_MACHINES } from '../src/features/flows/machines';
import { shortestPaths, type ShortestPath } from '../src/features/flows/simulator-paths';
import { samplesOf } from '../src/features/flows/simulator-samples';
import { stepParts, type Part } from '../src/features/flows/step-words';
import { flowsOf } from '../src/lib/flow-diagram';
import { launchChromium } from './chromium';
import { parsePo } from '../tests/helpers/catalogs';

export type ReviewLocale = 'th-TH' | 'en-US';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The messages of /flows in `locale`, formatted like Lingui does (simple `{name}` arguments). */
function translator(locale: ReviewLocale) {
  const messages = new Map([
    ...parsePo(readFileSync(resolve(ROOT, `src/i18n/locales/${locale}/flows.po`), 'utf8')),
    ...parsePo(readFileSync(resolve(ROOT, `src/i18n/locales/${locale}/flows-docs.po`), 'utf8')),
  ]);
  return (id: string, values: Record<string, string | number> = {}): string => {
    const message = messages.get(id);
    if (message === undefined) throw new Error(`no message ${id} in ${locale}`);
    const compiled = compileMessage(message);
    if (typeof compiled === 'string') return compiled;
    return compiled
      .map((part) => (typeof part === 'string' ? part : String(values[(part as [string])[0]] ?? '')))
      .join('');
  };
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const AREA_TITLE = (area: Area) => `flows.area.${area}`;

/** A diagram without its notes (`note right of x` … `end note`). */
const withoutNotes = (mermaid: string) => mermaid.replace(/\n\s*note right of [^\n]*\n[\s\S]*?\n\s*end note/g, '');

interface Entry {
  readonly machine: AnyStateMachine;
  readonly info: MachineInfo;
  readonly paths: readonly ShortestPath[] | string;
  readonly input: string;
  /** Mermaid texts: the overview (when it has collapsed states) and every state. */
  readonly diagrams: ReadonlyArray<{ readonly level: 'overview' | 'all'; readonly text: string }>;
}

function entries(): Entry[] {
  return FLOW_MACHINES.map((machine) => {
    const samples = samplesOf(machine);
    const input = Object.keys(samples.inputs)[0] ?? 'default';
    let paths: readonly ShortestPath[] | string;
    try {
      paths = shortestPaths(machine, samples, input);
    } catch (error) {
      paths = String(error);
    }
    const overview = flowsOf(machine, { expanded: new Set() });
    return {
      machine,
      info: machineInfo(machine),
      paths,
      input,
      diagrams: [
        ...(overview.collapsed.length ? [{ level: 'overview' as const, text: overview.mermaid }] : []),
        // The descriptions are in the states' table, in the reader's language: no English notes here.
        { level: 'all' as const, text: withoutNotes(flowsOf(machine).mermaid) },
      ],
    };
  });
}

/** Every diagram drawn by Mermaid in Chromium, as SVG markup (keyed `<machine>/<level>`). */
async function renderAll(list: readonly Entry[], browser: Browser): Promise<Map<string, string>> {
  const page = await browser.newPage();
  try {
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ path: resolve(ROOT, 'node_modules/mermaid/dist/mermaid.min.js') });
    const jobs = list.flatMap((e) =>
      e.diagrams.map((d) => ({ key: `${e.machine.id}/${d.level}`, id: `d-${e.machine.id}-${d.level}`, text: d.text })),
    );
    const drawn = await page.evaluate(async (all) => {
      const mermaid = (
        globalThis as unknown as {
          mermaid: { initialize(c: object): void; render(id: string, t: string): Promise<{ svg: string }> };
        }
      ).mermaid;
      mermaid.initialize({ startOnLoad: false, theme: 'neutral', securityLevel: 'strict' });
      const out: Array<[string, string]> = [];
      for (const job of all) out.push([job.key, (await mermaid.render(job.id, job.text)).svg]);
      return out;
    }, jobs);
    return new Map(drawn);
  } finally {
    await page.close();
  }
}

/** Words in the reader's language, the identifiers in code font (step-words.ts: the simulator's words too). */
const partsHtml = (parts: readonly Part[]): string =>
  parts.map((part) => ('code' in part ? `<code>${escape(part.code)}</code>` : escape(part.text))).join('');

const STYLE = `
:root { color-scheme: light; font-family: system-ui, "Noto Sans Thai", sans-serif; color: #1b1f2a; }
body { margin: 0 auto; max-width: 1100px; padding: 24px; line-height: 1.5; font-size: 14px; }
h1 { font-size: 26px; margin: 0 0 4px; }
h2 { font-size: 22px; margin: 0; font-family: ui-monospace, monospace; }
h3 { font-size: 16px; margin: 18px 0 6px; }
code, .id { font-family: ui-monospace, monospace; font-size: 0.92em; }
.meta { color: #556; }
.area-title { font-size: 18px; margin: 24px 0 8px; border-bottom: 2px solid #ccd; }
nav ul { columns: 3; padding-left: 18px; }
.machine { break-before: page; padding-top: 8px; }
.purpose { font-size: 15px; }
.docs code { display: inline-block; border: 1px solid #ccd; border-radius: 10px; padding: 0 8px; margin: 2px 4px 2px 0; }
figure { margin: 12px 0; border: 1px solid #dde; border-radius: 6px; padding: 8px; break-inside: avoid; }
figure svg { display: block; max-width: 100%; height: auto; margin: 0 auto; }
figcaption { font-size: 12px; color: #556; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #e3e5ee; padding: 4px 6px; }
tr { break-inside: avoid; }
td.id { white-space: nowrap; }
.badge { font-size: 11px; border: 1px solid #99a; border-radius: 8px; padding: 0 6px; margin-left: 4px; }
ol.steps { margin: 0; padding-left: 20px; }
.signoff { margin-top: 16px; border-top: 1px dashed #99a; padding-top: 8px; color: #556; }
@page { size: A4; margin: 12mm; }
@media print { body { padding: 0; max-width: none; font-size: 11px; } nav ul { columns: 2; } }
`;

export interface ReviewResult {
  readonly file: string;
  readonly machines: readonly string[];
  readonly diagrams: number;
}

/** Writes the review document; resolves with its path, the machines in it and how many diagrams. */
export async function writeReview({
  out,
  locale = 'th-TH',
  browser,
}: {
  out: string;
  locale?: ReviewLocale;
  browser?: Browser;
}): Promise<ReviewResult> {
  const t = translator(locale);
  const list = entries();
  const own = browser ? null : await launchChromium();
  let svgs: Map<string, string>;
  try {
    svgs = await renderAll(list, browser ?? own!);
  } finally {
    await own?.close();
  }
  const groups = groupByArea(list, (e) => e.machine);
  const date = new Date().toISOString().slice(0, 10);
  const html: string[] = [
    `<!doctype html><html lang="${locale === 'th-TH' ? 'th' : 'en'}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escape(t('flows.review.title'))}</title><style>${STYLE}</style></head><body>`,
    `<header><h1>${escape(t('flows.review.title'))}</h1>`,
    `<p class="meta">${escape(t('flows.review.generated', { date, count: list.length }))}</p>`,
    `<p>${escape(t('flows.review.intro'))}</p>`,
    `<nav aria-label="${escape(t('flows.index'))}">`,
  ];
  for (const { area, items } of groups) {
    html.push(`<h2 class="area-title">${escape(t(AREA_TITLE(area)))}</h2><ul>`);
    for (const e of items) html.push(`<li><a href="#m-${e.machine.id}"><code>${e.machine.id}</code></a></li>`);
    html.push('</ul>');
  }
  html.push('</nav></header><main>');
  for (const { area, items } of groups) {
    for (const { machine, info, paths, input, diagrams } of items) {
      const id = machine.id;
      html.push(`<section class="machine" id="m-${id}" data-machine="${id}">`);
      html.push(`<p class="meta">${escape(t(AREA_TITLE(area)))}</p><h2>${id}</h2>`);
      if (info.purpose) html.push(`<p class="purpose">${escape(t(purposeId(id)))}</p>`);
      if (info.docs) html.push(`<p class="docs">${escape(t('flows.docs'))} <code>${escape(info.docs)}</code></p>`);
      for (const d of diagrams) {
        const svg = svgs.get(`${id}/${d.level}`) ?? '';
        html.push(
          `<figure data-diagram="${d.level}"><figcaption>${escape(t(d.level === 'overview' ? 'flows.overview' : 'flows.everyState'))}</figcaption>${svg}</figure>`,
        );
      }
      html.push(`<h3>${escape(t('flows.statesTitle'))}</h3><table><tbody>`);
      for (const state of info.states) {
        const badges = [
          state.initial ? t('flows.initial') : '',
          state.type === 'final' ? t('flows.final') : '',
          state.type === 'parallel' ? t('flows.parallel') : '',
        ].filter(Boolean);
        html.push(
          `<tr><td class="id" style="padding-left:${6 + (state.path.length - 1) * 14}px">${escape(state.id)}${badges
            .map((b) => `<span class="badge">${escape(b)}</span>`)
            .join('')}</td><td>${state.description ? escape(t(descriptionId(id, state.id))) : ''}${
            state.invokes.length
              ? ` <span class="meta">${escape(t('flows.invokes', { names: state.invokes.join(', ') }))}</span>`
              : ''
          }</td></tr>`,
        );
      }
      html.push('</tbody></table>');
      html.push(`<h3>${escape(t('flows.eventsTitle'))}</h3>`);
      if (info.events.length) {
        html.push('<table><tbody>');
        for (const event of info.events)
          html.push(
            `<tr><td class="id">${escape(event.type)}</td><td>${event.transitions
              .map(
                (m) =>
                  `<code>${escape(m.from)}</code> → ${m.to.length ? `<code>${escape(m.to.join(', '))}</code>` : escape(t('flows.stays'))}${m.guard ? ` <span class="meta">[${escape(m.guard)}]</span>` : ''}`,
              )
              .join('<br>')}</td></tr>`,
          );
        html.push('</tbody></table>');
      } else html.push(`<p>${escape(t('flows.none'))}</p>`);
      html.push(`<h3>${escape(t('flows.sim.paths'))}</h3>`);
      // The input's label, not its name: the name is an id for links and tests.
      const inputLabel = samplesOf(machine).inputs[input]?.label;
      html.push(
        `<p class="meta">${escape(t('flows.review.pathsFrom', { input: inputLabel ? t(inputLabel) : input }))}</p>`,
      );
      if (typeof paths === 'string') html.push(`<p>${escape(paths)}</p>`);
      else {
        html.push('<table><tbody>');
        for (const p of paths)
          html.push(
            `<tr data-path="${escape(p.state)}"><td class="id">${escape(p.state)}</td><td>${
              p.steps.length
                ? `<ol class="steps">${p.steps.map((s) => `<li>${partsHtml(stepParts(s, machine, samplesOf(machine), t))}</li>`).join('')}</ol>`
                : escape(t('flows.step.atStart'))
            }</td></tr>`,
          );
        html.push('</tbody></table>');
      }
      html.push(`<p class="signoff">${escape(t('flows.review.signoff'))}</p></section>`);
    }
  }
  html.push('</main></body></html>');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, html.join('\n'));
  return { file: out, machines: list.map((e) => e.machine.id), diagrams: svgs.size };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const locale = (option('locale') ?? 'th-TH') as ReviewLocale;
  if (locale !== 'th-TH' && locale !== 'en-US') throw new Error(`--locale ${String(locale)}: th-TH or en-US`);
  const out = resolve(option('out') ?? `flows-review-${locale}.html`);
  const started = Date.now();
  writeReview({ out, locale }).then(
    (result) =>
      console.log(
        `wrote ${result.file}: ${result.machines.length} machines, ${result.diagrams} diagrams (${Math.round((Date.now() - started) / 100) / 10} s)`,
      ),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
