/**
 * Christmas (Christmas 37; docs/promotions.md "Christmas (type 37)"): /activity/christmas and
 * /lobby/activity/christmas, flow machines/christmas.machine.ts — the season's dates; today's sign-in and the
 * calendar's stamps; the gift boxes (open: the server's prize is revealed; then receive it); the calendar's extra
 * reward; what a box can hold; the rules' page. Every button is offered only when the server would take it;
 * a double tap sends one call.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { ruleOn, deposit } from '../../../contract/paths';
import { chanceText, coinOf, nextBoxMissing, type ChristmasBox } from '../../../machines/promo-seasonal.rules';
import {
  selectCanReceiveExtra,
  selectCanSign,
  selectOpenableBoxes,
  selectReceivableBoxes,
  type christmasMachine,
} from '../../../machines/christmas.machine';
import { message } from '../../../machines/message';
import { liveChristmasMachine } from '../../actors/christmas.actors';
import { useLayout } from '../../lib/use-layout';
import { RevealPage, type RevealBodyProps } from '../../flow/reveal-page';
import { useT } from '../../i18n/use-t';
import { Button, LinkButton } from '../../ui/button';
import { SeasonNote } from '../../ui/season-note';
import { ExtraReward } from './extra-reward';
import styles from './seasonal.module.css';

type ChristmasMachine = typeof christmasMachine;

export function ChristmasPage() {
  return (
    <RevealPage
      live={liveChristmasMachine}
      areas={AREAS}
      title={message('promoSeasonal.christmas.title')}
      Body={Christmas}
    />
  );
}

const AREAS = ['promo-seasonal', 'promotions'] as const;

function Christmas({ flow, view: st, money }: RevealBodyProps<ChristmasMachine>) {
  const t = useT();
  const layout = useLayout();
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const pending = useSelector(flow, (s) => s.context.pending);
  const revealed = useSelector(flow, (s) => s.context.revealed);
  const canSign = useSelector(flow, selectCanSign);
  const canReceiveExtra = useSelector(flow, selectCanReceiveExtra);
  const openable = useSelector(flow, selectOpenableBoxes, shallowEqual);
  const receivable = useSelector(flow, selectReceivableBoxes, shallowEqual);
  const stamps = Array.from({ length: st.calendarDays }, (_, i) => i < st.signList.length);
  const missing = nextBoxMissing(st);
  const totalWeight = st.prizes.reduce((n, p) => n + p.weight, 0);
  const boxLabel = (b: ChristmasBox, i: number) =>
    t(b.source === 1 ? 'promoSeasonal.christmas.signBox' : 'promoSeasonal.christmas.depositBox', { n: i + 1 });
  return (
    <div className={styles.stack} aria-busy={busy}>
      <SeasonNote season={st} />
      <section className={styles.card} aria-labelledby="xmas-sign">
        <h2 id="xmas-sign" className={styles.title}>
          {t('promoSeasonal.christmas.signTitle')}
        </h2>
        <p className={styles.text}>
          {t('promoSeasonal.christmas.calendar', { count: st.signList.length, total: st.calendarDays })}
        </p>
        <ol className={styles.stamps} aria-label={t('promoSeasonal.christmas.calendarLabel')}>
          {stamps.map((done, i) => (
            <li key={i} className={done ? styles.stampDone : styles.stamp}>
              <span aria-hidden="true">{done ? '★' : i + 1}</span>
              <span className={styles.srOnly}>
                {t(done ? 'promoSeasonal.christmas.stampDone' : 'promoSeasonal.christmas.stampOpen', { n: i + 1 })}
              </span>
            </li>
          ))}
        </ol>
        {st.signedToday === 1 ? (
          <p className={styles.text}>{t('promoSeasonal.christmas.signedToday')}</p>
        ) : (
          <Button
            variant="primary"
            block
            busy={pending?.kind === 'sign'}
            disabled={busy || !canSign}
            onClick={() => flow.send({ type: 'christmas.sign' })}
          >
            {t('promoSeasonal.christmas.sign')}
          </Button>
        )}
        <ExtraReward
          title={t('promoSeasonal.christmas.extraTitle')}
          about={(figures) => t('promoSeasonal.christmas.extraAbout', { total: st.calendarDays, ...figures })}
          extra={st.extra}
          money={money}
          receiving={pending?.kind === 'extra'}
          disabled={busy || !canReceiveExtra}
          receiveLabel={t('promoSeasonal.christmas.extraReceive')}
          onReceive={() => flow.send({ type: 'calendar.extra' })}
        />
      </section>
      <section className={styles.card} aria-labelledby="xmas-boxes">
        <h2 id="xmas-boxes" className={styles.title}>
          {t('promoSeasonal.christmas.boxesTitle')}
        </h2>
        <p className={styles.text}>
          {missing > 0
            ? t('promoSeasonal.christmas.depositNext', {
                amount: money(st.depositPerBox),
                max: st.maxDepositBoxes,
                missing: money(missing),
              })
            : t('promoSeasonal.christmas.depositAll', { max: st.maxDepositBoxes })}
        </p>
        {st.boxes.length === 0 ? (
          <p className={styles.text}>{t('promoSeasonal.christmas.noBoxes')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('promoSeasonal.christmas.boxesLabel')}>
            {st.boxes.map((b, i) => {
              const label = boxLabel(b, st.boxes.filter((x, j) => x.source === b.source && j < i).length);
              const headingId = `xmas-box-${b.id}`;
              return (
                <li
                  key={b.id}
                  className={revealed?.id === b.id ? styles.boxRevealed : styles.box}
                  aria-labelledby={headingId}
                >
                  <span id={headingId} className={styles.boxName}>
                    {label}
                  </span>
                  {b.status === 0 ? (
                    <Button
                      variant="primary"
                      busy={pending?.kind === 'open' && pending.id === b.id}
                      disabled={busy || !openable.includes(b.id)}
                      aria-describedby={headingId}
                      onClick={() => flow.send({ type: 'box.open', id: b.id })}
                    >
                      {t('promoSeasonal.christmas.open')}
                    </Button>
                  ) : (
                    <>
                      <strong className={styles.prize}>
                        {t('promoSeasonal.christmas.inside', { amount: money(coinOf(b.award)) })}
                      </strong>
                      {b.status === 1 ? (
                        <Button
                          variant="primary"
                          busy={pending?.kind === 'receive' && pending.id === b.id}
                          disabled={busy || !receivable.includes(b.id)}
                          aria-describedby={headingId}
                          onClick={() => flow.send({ type: 'box.receive', id: b.id })}
                        >
                          {t('promoSeasonal.christmas.receive')}
                        </Button>
                      ) : (
                        <span className={styles.dim}>{t('promoSeasonal.christmas.boxReceived')}</span>
                      )}
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {st.phase === 2 ? (
          <LinkButton to={deposit()} variant="secondary" block>
            {t('promoSeasonal.deposit')}
          </LinkButton>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="xmas-prizes">
        <h2 id="xmas-prizes" className={styles.title}>
          {t('promoSeasonal.christmas.prizesTitle')}
        </h2>
        <ul className={styles.list}>
          {st.prizes.map((p, i) => (
            <li key={i} className={styles.row}>
              <span>{money(coinOf(p.award))}</span>
              <strong>{t('promoSeasonal.christmas.chance', { percent: chanceText(p.weight, totalWeight) })}</strong>
            </li>
          ))}
        </ul>
        <LinkButton to={ruleOn(layout, 'christmas')} variant="secondary">
          {t('promoSeasonal.rulesTitle')}
        </LinkButton>
      </section>
    </div>
  );
}
