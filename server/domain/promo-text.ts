/**
 * What a banner, video or notice that leads somewhere says in its artwork (title, subtitle, call to action), in
 * `lang`: the artwork draws it (server/assets.ts) and the configuration names the banner with its title.
 */
import type { Deps } from '../context';
import { sql } from '../db/sql';
import { localText, type ContentLocale } from './content-locale';
import { IMAGE_WORDS, PROMO_TEXT } from './content-texts';

export function promoText(
  deps: Pick<Deps, 'db'>,
  clickType: number,
  clickAction: string,
  lang: ContentLocale,
): readonly [string, string, string] {
  const words = IMAGE_WORDS[lang];
  if (clickType === 1) {
    const known = PROMO_TEXT[clickAction];
    if (known) return known[lang];
    const activity = sql<[number], { name: string; i18n: string }>(
      deps.db,
      'SELECT name, i18n FROM activities WHERE id = ?',
    ).get(Number(clickAction) || 0);
    const [, subtitle, cta] = words.special;
    return [activity ? localText(activity.i18n, lang, 'name', activity.name) : words.special[0], subtitle, cta];
  }
  if (clickType === 2) {
    const game = sql<[number], { name: string }>(deps.db, 'SELECT name FROM games WHERE id = ?').get(
      Number(clickAction) || 0,
    );
    const [hot, subtitle, cta] = words.hotGame;
    return [game ? words.play(game.name) : hot, subtitle, cta];
  }
  if (clickType === 3) return words.news;
  return words.lobby;
}
