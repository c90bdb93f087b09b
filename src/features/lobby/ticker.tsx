/**
 * The big-win ticker: one line at a time, the next one rolling up every 2500 ms (the home
 * flow's ticker region keeps time), masked phone, amount, game and the time in 12-hour form with AM/PM.
 * During the New Year season its lines also name the red packets players opened (anonymous/lobbyTips
 * `newYearList`: masked phone, amount, date and time — a packet may be from an earlier day of the season).
 * It stops when the page is hidden, on request (pause button) and for reduced motion.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type homeDataMachine, selectTickerPaused } from '../../../machines/home-data.machine';
import type { Game } from '../../../contract/types';
import { useT } from '../../i18n/use-t';
import { clockTime, formatDate, useShownZone } from '../../lib/dates';
import { formatMoney } from '../../lib/money';

import styles from './ticker.module.css';

type HomeActor = ActorRefFrom<typeof homeDataMachine>;

export function BigWinTicker({
  home,
  gameMap,
  symbol,
}: {
  home: HomeActor;
  gameMap: ReadonlyMap<number, Game>;
  symbol: string;
}) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const wins = useSelector(home, (s) => s.context.wins);
  const newYear = useSelector(home, (s) => s.context.newYear);
  const tick = useSelector(home, (s) => s.context.tick);
  const paused = useSelector(home, selectTickerPaused);

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const sync = () => home.send({ type: document.hidden || reduced.matches ? 'ticker.pause' : 'ticker.resume' });
    if (reduced.matches) home.send({ type: 'ticker.pause' });
    document.addEventListener('visibilitychange', sync);
    return () => document.removeEventListener('visibilitychange', sync);
  }, [home]);

  const count = wins.length + newYear.length;
  if (count === 0) return null;
  const index = tick % count;
  const win = wins[index];
  const packet = newYear[index - wins.length];
  const money = (amount: number) => formatMoney(amount, symbol, i18n.locale);
  return (
    <section className={styles.ticker} aria-label={t('lobby.ticker.label')}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M7 4h10v4a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8M9 17h6v4H9z" />
      </svg>
      <div className={styles.window}>
        <p key={tick} className={`${styles.line} ${tick > 0 ? styles.enter : ''}`} data-ticker-index={index}>
          {win ? (
            <>
              <span className={styles.who}>{win.phone}</span>{' '}
              {t('lobby.ticker.won', {
                amount: money(win.amount),
                game: gameMap.get(win.gameId)?.name ?? t('lobby.ticker.aGame'),
              })}{' '}
              <time className={styles.time} dateTime={new Date(win.timestamp).toISOString()}>
                {clockTime(win.timestamp, i18n.locale, zone)}
              </time>
            </>
          ) : packet ? (
            <>
              <span className={styles.who}>{packet.phone}</span>{' '}
              {t('lobby.ticker.packet', { amount: money(packet.amount) })}{' '}
              <time className={styles.time} dateTime={new Date(packet.timestamp).toISOString()}>
                {formatDate(packet.timestamp, i18n.locale, 'dateTime', zone)}
              </time>
            </>
          ) : null}
        </p>
      </div>
      {count > 1 ? (
        <button
          type="button"
          className={styles.toggle}
          aria-label={t(paused ? 'lobby.ticker.play' : 'lobby.ticker.pause')}
          onClick={() => home.send({ type: paused ? 'ticker.resume' : 'ticker.pause' })}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
      ) : null}
    </section>
  );
}
