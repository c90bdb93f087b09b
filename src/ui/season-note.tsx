/**
 * The dates of a seasonal event on its page (outside its dates, the page says when it opens or that it has
 * ended): running until …, opens on …, ended on …, or not running. Needs the `promo-seasonal` catalog
 * area. The time is the player's (src/lib/dates.ts).
 */
import { useLingui } from '@lingui/react';
import { useT } from '../i18n/use-t';
import { formatDate, useShownZone } from '../lib/dates';
import styles from './season-note.module.css';

export interface Season {
  /** 0 off, 1 opens at startTime, 2 running, 3 ended at endTime. */
  readonly phase: 0 | 1 | 2 | 3;
  readonly startTime: number;
  /** 0: no end date. */
  readonly endTime: number;
}

export function SeasonNote({ season }: { season: Season }) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const date = (at: number) => formatDate(at, i18n.locale, 'dateTime', zone);
  const text =
    season.phase === 1
      ? t('promoSeasonal.season.opens', { date: date(season.startTime) })
      : season.phase === 2
        ? season.endTime > 0
          ? t('promoSeasonal.season.until', { date: date(season.endTime) })
          : t('promoSeasonal.season.running')
        : season.phase === 3
          ? t('promoSeasonal.season.ended', { date: date(season.endTime) })
          : t('promoSeasonal.season.off');
  return (
    <p className={season.phase === 2 ? styles.running : styles.closed} data-phase={season.phase}>
      {text}
    </p>
  );
}
