/**
 * Weekend lottery (WeekendLottery 33, recharge-bonus kind 12; docs/promotions.md "Weekend lottery
 * (type 33)"): /activity/weekendLottery, public. Flow machines/weekend-lottery.machine.ts: the event's dates,
 * the running week (when tickets are issued, the draw time, the tickets so far), the prizes, the last results
 * (each winner masked, the draw's seed), and for a player their tickets and winnings; its rules. A visitor
 * sees everything but tickets, with a way to log in. The page reads the lottery again just after the draw
 * time and when it comes back into view.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { PATH, deposit } from '../../../contract/paths';
import { selectLotteryFailed, selectLotteryLoading } from '../../../machines/weekend-lottery.machine';
import { selectViewer } from '../../../machines/session.machine';
import {
  coinOf,
  currentTickets,
  ticketsOfWeek,
  type LotteryDraw,
  type LotteryView,
} from '../../../machines/promo-seasonal.rules';
import { liveWeekendLotteryMachine } from '../../actors/weekend-lottery.actors';
import { useSession } from '../../flow/root-context';
import { useCountryTime } from '../../flow/use-country-time';
import { useMoney } from '../../flow/use-money';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT, type Translate } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { LinkButton } from '../../ui/button';
import { ErrorNote } from '../../ui/error-note';
import { Page } from '../../ui/page';
import { SeasonNote } from '../../ui/season-note';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import styles from './seasonal.module.css';

const RULES = ['tickets', 'window', 'cap', 'draw', 'seed', 'credit'] as const;

export function WeekendLotteryPage() {
  useArea('promo-seasonal');
  const t = useT();
  // Who is looking decides the call (a player's comes with their tickets): wait for the session to know.
  const who = useSession(selectViewer);
  return (
    <Page title={t('promoSeasonal.lottery.title')}>
      {/* A new flow when the player logs in or out. */}
      {who === 'unknown' ? <LoadingStatus /> : <Lottery key={who} member={who === 'member'} />}
    </Page>
  );
}

function Lottery({ member }: { member: boolean }) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const money = useMoney();
  const countryTime = useCountryTime();
  const flow = useFlow(liveWeekendLotteryMachine, { signedIn: member });
  const loading = useSelector(flow, selectLotteryLoading);
  const failed = useSelector(flow, selectLotteryFailed);
  const view = useSelector(flow, (s) => s.context.view);
  const error = useSelector(flow, (s) => s.context.error);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  useEffect(() => {
    const reload = () => {
      if (document.visibilityState === 'visible') flow.send({ type: 'lottery.reload' });
    };
    document.addEventListener('visibilitychange', reload);
    return () => document.removeEventListener('visibilitychange', reload);
  }, [flow]);
  if (loading) return <LoadingStatus />;
  if (failed || !view) return <FailedStatus error={error} onRetry={() => flow.send({ type: 'lottery.retry' })} />;
  const date = (at: number) => formatDate(at, i18n.locale, 'dateTime', zone);
  const { lottery } = view;
  return (
    <div className={styles.stack} aria-busy={busy}>
      <SeasonNote season={lottery} />
      {error ? <ErrorNote>{t(error)}</ErrorNote> : null}
      <section className={styles.card} aria-labelledby="lottery-week">
        <h2 id="lottery-week" className={styles.title}>
          {t('promoSeasonal.lottery.weekTitle')}
        </h2>
        <dl className={styles.figures}>
          <div>
            <dt>{t('promoSeasonal.lottery.drawTime')}</dt>
            <dd>{date(lottery.drawTime)}</dd>
          </div>
          <div>
            <dt>{t('promoSeasonal.lottery.ticketCount')}</dt>
            <dd>{lottery.ticketCount}</dd>
          </div>
        </dl>
        <p className={styles.text}>
          {lottery.open === 0
            ? t('promoSeasonal.lottery.closed')
            : lottery.selling === 1
              ? t('promoSeasonal.lottery.selling', {
                  amount: money(lottery.ticketAmount),
                  max: lottery.maxTickets,
                })
              : t('promoSeasonal.lottery.notSelling', { date: date(lottery.ticketsFrom) })}
        </p>
        {member ? <MyWeek view={view} t={t} /> : <VisitorNote t={t} />}
        {member && lottery.open === 1 ? (
          <LinkButton to={deposit()} variant="primary" block>
            {t('promoSeasonal.deposit')}
          </LinkButton>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="lottery-prizes">
        <h2 id="lottery-prizes" className={styles.title}>
          {t('promoSeasonal.lottery.prizesTitle')}
        </h2>
        <ul className={styles.list}>
          {lottery.prizes.map((p) => (
            <li key={p.rank} className={styles.row}>
              <span>{t('promoSeasonal.lottery.rank', { rank: p.rank })}</span>
              <span>{t('promoSeasonal.lottery.winners', { count: p.winners })}</span>
              <strong>{money(coinOf(p.award))}</strong>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="lottery-results">
        <h2 id="lottery-results" className={styles.title}>
          {t('promoSeasonal.lottery.resultsTitle')}
        </h2>
        {lottery.draws.length === 0 ? (
          <p className={styles.text}>{t('promoSeasonal.lottery.noDraw')}</p>
        ) : (
          lottery.draws.map((d) => (
            <DrawResult key={d.week} draw={d} view={view} member={member} money={money} date={date} t={t} />
          ))
        )}
        {member && view.mine ? (
          <p className={styles.text}>{t('promoSeasonal.lottery.wonTotal', { amount: money(view.mine.wonTotal) })}</p>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="lottery-rules">
        <h2 id="lottery-rules" className={styles.title}>
          {t('promoSeasonal.rulesTitle')}
        </h2>
        <ol className={styles.rules}>
          {RULES.map((line) => (
            <li key={line}>
              {t(`promoSeasonal.lottery.rule.${line}`, {
                amount: money(lottery.ticketAmount),
                max: lottery.maxTickets,
                zone: countryTime,
              })}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function MyWeek({ view, t }: { view: LotteryView; t: Translate }) {
  const tickets = currentTickets(view);
  return (
    <div className={styles.mine}>
      <h3 className={styles.subtitle}>{t('promoSeasonal.lottery.myTickets', { count: tickets.length })}</h3>
      {tickets.length > 0 ? (
        <ul className={styles.tickets} aria-label={t('promoSeasonal.lottery.myTicketsLabel')}>
          {tickets.map((ticket) => (
            <li key={ticket.number} className={styles.ticket}>
              {t('promoSeasonal.lottery.ticket', { number: ticket.number })}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.text}>{t('promoSeasonal.lottery.noTickets')}</p>
      )}
    </div>
  );
}

function VisitorNote({ t }: { t: Translate }) {
  return (
    <div className={styles.mine}>
      <p className={styles.text}>{t('promoSeasonal.lottery.visitor')}</p>
      <LinkButton to={PATH.login} variant="secondary">
        {t('promoSeasonal.login')}
      </LinkButton>
    </div>
  );
}

function DrawResult({
  draw,
  view,
  member,
  money,
  date,
  t,
}: {
  draw: LotteryDraw;
  view: LotteryView;
  member: boolean;
  money: (n: number) => string;
  date: (at: number) => string;
  t: Translate;
}) {
  const mine = ticketsOfWeek(view, draw.week);
  const headingId = `lottery-draw-${draw.week}`;
  return (
    <article className={styles.draw} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subtitle}>
        {t('promoSeasonal.lottery.drawOf', { date: date(draw.drawTime) })}
      </h3>
      <p className={styles.dim}>{t('promoSeasonal.lottery.drawTickets', { count: draw.ticketCount })}</p>
      {draw.winners.length === 0 ? (
        <p className={styles.text}>{t('promoSeasonal.lottery.noWinners')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('promoSeasonal.lottery.winnersLabel')}>
          {draw.winners.map((w) => (
            <li key={w.number} className={styles.row}>
              <span>{t('promoSeasonal.lottery.rank', { rank: w.rank })}</span>
              <span>{t('promoSeasonal.lottery.ticket', { number: w.number })}</span>
              <span className={styles.player}>{w.player}</span>
              <strong>{money(coinOf(w.award))}</strong>
            </li>
          ))}
        </ol>
      )}
      {member ? (
        <p className={styles.text}>
          {mine.length === 0
            ? t('promoSeasonal.lottery.youHadNone')
            : t('promoSeasonal.lottery.youHad', {
                count: mine.length,
                won: mine.filter((x) => x.rank > 0).length,
              })}
        </p>
      ) : null}
      <p className={styles.seed}>{t('promoSeasonal.lottery.seed', { seed: draw.seed })}</p>
    </article>
  );
}
