/**
 * The words machine-info.ts writes around code ids ("after 300 ms", "createOrder done", "always") in the
 * reader's language: /flows in th-TH shows no English but the ids themselves. The ids stay as
 * they are; en-US reads the same words as before.
 */
import type { Translate } from '../../i18n/use-t';

/** One phrase of machine-info.ts (an event in words, or a delay) in the reader's language. */
function phrase(text: string, t: Translate): string {
  const after = /^after (\d+(?:\.\d+)?) (ms|s)$/.exec(text);
  if (after) return t(after[2] === 'ms' ? 'flows.words.afterMs' : 'flows.words.afterS', { n: after[1]! });
  const afterName = /^after (\S+)$/.exec(text);
  if (afterName) return t('flows.words.afterName', { name: afterName[1]! });
  if (text === 'always') return t('flows.words.always');
  if (text === '(any state)') return t('flows.words.anyState');
  const invokes = /^invokes (.+)$/.exec(text);
  if (invokes) return t('flows.invokes', { names: invokes[1]! });
  const both = /^(\S+) done\/failed$/.exec(text);
  if (both) return t('flows.words.doneFailed', { name: both[1]! });
  if (text === 'all done') return t('flows.words.allDone');
  const outcome = /^(\S+) (done|failed)$/.exec(text);
  if (outcome) return t(outcome[2] === 'done' ? 'flows.words.done' : 'flows.words.failed', { name: outcome[1]! });
  return text;
}

/** A guard's use ("paying · after 300 ms"), a delay's text or a chart's label in the reader's language. */
export function flowWords(text: string, t: Translate): string {
  return text
    .split(' · ')
    .map((part) => phrase(part, t))
    .join(' · ');
}
