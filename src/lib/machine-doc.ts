/**
 * What a machine file's TSDoc header says, read from the file's text: its purpose (the first paragraph),
 * the spec sections it names ("spec §4 deposit flow, §8"), and the intents its "Emitted:" line lists.
 * `npm run flows` (docs/flows) and the /flows page read the same header with these functions.
 */

/** The text of the file's leading `/** … *\/` comment, one line per line, without the `*` gutter. */
export function headerOf(source: string): string {
  const body = /^\s*\/\*\*([\s\S]*?)\*\//.exec(source)?.[1] ?? '';
  return body
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd())
    .join('\n')
    .trim();
}

/** The header's first paragraph as one line, without the "name — " lead, capitalised. */
export function purposeOf(header: string): string {
  const first: string[] = [];
  for (const line of header.split('\n')) {
    if (line.trim() === '') {
      if (first.length) break;
      continue;
    }
    first.push(line.trim());
  }
  const text = first.join(' ').replace(/^[A-Za-z][\w-]* — /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface SpecRef {
  /** "§4", "§2.3". */
  readonly section: string;
  /** What of the section, as the header words it ("deposit flow and forced-update modal"); may be empty. */
  readonly topic: string;
}

/**
 * The text after "spec " up to the end of its mention: an unmatched ")" (the mention's parenthesis
 * closes), or a full stop at the end of a sentence, outside nested parentheses and quotes.
 */
function mentionAt(text: string, from: number): string {
  let depth = 0;
  let quoted = false;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === '“' || c === '”') quoted = c === '“' ? true : c === '”' ? false : !quoted;
    if (quoted) continue;
    if (c === '(') depth += 1;
    else if (c === ')') {
      if (depth === 0) return text.slice(from, i);
      depth -= 1;
    } else if (c === '.' && depth === 0 && (i + 1 === text.length || text[i + 1] === ' ')) return text.slice(from, i);
  }
  return text.slice(from);
}

/** `list` split at the commas and semicolons that start a new "§" item, outside parentheses and quotes. */
function sectionItems(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    if (c === '"' || c === '“' || c === '”') quoted = c === '“' ? true : c === '”' ? false : !quoted;
    if (quoted) continue;
    if (c === '(') depth += 1;
    else if (c === ')') depth -= 1;
    else if (depth === 0 && (c === ';' || (c === ',' && /^\s*§/.test(list.slice(i + 1))))) {
      items.push(list.slice(start, i));
      start = i + 1;
    } else if (c === ' ' && depth === 0 && /^ and §/.test(list.slice(i))) {
      items.push(list.slice(start, i));
      start = i + 4;
    }
  }
  items.push(list.slice(start));
  return items;
}

/**
 * The spec sections a header names: every "spec §N …" mention and the "§M …" items listed after it in the
 * same parenthesis or sentence ("(spec §2 deposit sheet, §4 deposit flow; §8)", "Spec §2 (routes), §3").
 * Sections of other documents ("issue 5 §3") are not spec sections. In order, each section and topic once.
 */
export function specSectionsOf(header: string): SpecRef[] {
  const text = header.replace(/\s+/g, ' ');
  const out: SpecRef[] = [];
  const seen = new Set<string>();
  for (const mention of text.matchAll(/\bspec (?=§)/gi)) {
    for (const item of sectionItems(mentionAt(text, mention.index + mention[0].length))) {
      // The list ends at an item that is not a section ("; issue 14 §5", "; others the generic one").
      const match = /^§(\d+(?:\.\d+)*)\s*(.*)$/.exec(item.trim());
      if (!match) break;
      const section = `§${match[1]}`;
      const topic = match[2]!
        .trim()
        .replace(/^:\s*/, '')
        .replace(/^\(([^()]*)\)$/, '$1')
        .replace(/[,;:\s]+$/, '')
        .trim();
      // A bare mention of a section already listed adds nothing.
      if (seen.has(`${section} ${topic}`) || (!topic && out.some((ref) => ref.section === section))) continue;
      seen.add(`${section} ${topic}`);
      out.push({ section, topic });
    }
  }
  return out;
}

/** The intents an "Emitted:" sentence of the header lists: "Emitted: `navigate { to }`, toast." → navigate, toast. */
export function emittedOf(header: string): string[] {
  const text = header.replace(/\s+/g, ' ');
  const out = new Set<string>();
  for (const match of text.matchAll(/\bEmitted: (.*?)(?:\.(?: |$)|$)/g)) {
    const list = match[1]!.replace(/\{[^}]*\}/g, '').replace(/—.*$/, '');
    for (const part of list.split(/,|\band\b/)) {
      const name = /^[`\s]*([a-z][\w.]*)/.exec(part)?.[1];
      if (name) out.add(name);
    }
  }
  return [...out];
}

/** `machines/<file>.machine.ts` → the machine id the house gives it (kebab-case file, camelCase id). */
export const machineIdOfFile = (file: string): string =>
  file
    .replace(/^.*\//, '')
    .replace(/\.machine\.ts$/, '')
    .replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
