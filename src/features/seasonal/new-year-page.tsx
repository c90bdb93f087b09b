/**
 * New Year (NewYear 38, items 40001–40004; docs/promotions.md "New Year (type 38)"):
 * /activity/newYear, flow machines/new-year.machine.ts — the season's dates; today's tasks (share the page,
 * deposits) and their lucky boxes; the boxes (open: the item inside is revealed); the four items held and the
 * red packet a full set opens (coin); the extra reward after enough packets; the rules' page. Every button is
 * offered only when the server would take it; a double tap sends one call.
 */
import { useSelector } from '@xstate/react';
import { deposit, ruleOn } from '../../../contract/paths';
import { coinOf, hasFullSet } from '../../../machines/promo-seasonal.rules';
import { message } from '../../../machines/message';
import type { newYearMachine } from '../../../machines/new-year.machine';
import { liveNewYearMachine } from '../../actors/new-year.actors';
import { useLayout } from '../../lib/use-layout';
import { RevealPage, type RevealBodyProps } from '../../flow/reveal-page';
import { useT } from '../../i18n/use-t';
import { Button, LinkButton } from '../../ui/button';
import { SeasonNote } from '../../ui/season-note';
import { ExtraReward } from './extra-reward';
import styles from './seasonal.module.css';

export function NewYearPage() {
  return (
    <RevealPage live={liveNewYearMachine} areas={AREAS} title={message('promoSeasonal.newYear.title')} Body={NewYear} />
  );
}

const AREAS = ['promo-seasonal', 'promotions'] as const;

function NewYear({ flow, view: st, money }: RevealBodyProps<typeof newYearMachine>) {
  const t = useT();
  const layout = useLayout();
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const pending = useSelector(flow, (s) => s.context.pending);
  const revealed = useSelector(flow, (s) => s.context.revealed);
  const itemName = (id: number) => t(`promoSeasonal.newYear.item.${id}`);
  return (
    <div className={styles.stack} aria-busy={busy}>
      <SeasonNote season={st} />
      {revealed ? (
        <p className={styles.reveal} role="status">
          {revealed.kind === 'box'
            ? t('promoSeasonal.newYear.found', { item: itemName(revealed.award[0]?.id ?? 0) })
            : t('promoSeasonal.newYear.packetFound', { amount: money(coinOf(revealed.award)) })}
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="ny-tasks">
        <h2 id="ny-tasks" className={styles.title}>
          {t('promoSeasonal.newYear.tasksTitle')}
        </h2>
        <ul className={styles.list}>
          {st.tasks.map((task) => {
            const id = `ny-task-${task.id}`;
            return (
              <li key={task.id} className={styles.box} aria-labelledby={id}>
                <span id={id} className={styles.boxName}>
                  {task.kind === 'share'
                    ? t('promoSeasonal.newYear.taskShare', { boxes: task.boxes })
                    : t('promoSeasonal.newYear.taskDeposit', { amount: money(task.need), boxes: task.boxes })}
                </span>
                {task.status === 2 ? (
                  <span className={styles.dim}>{t('promoSeasonal.newYear.taskDone')}</span>
                ) : task.status === 1 ? (
                  <Button
                    variant="primary"
                    busy={pending?.kind === 'task' && pending.id === task.id}
                    disabled={busy}
                    aria-describedby={id}
                    onClick={() => flow.send({ type: 'task.receive', id: task.id })}
                  >
                    {t('promoSeasonal.newYear.taskReceive')}
                  </Button>
                ) : task.kind === 'share' && st.phase === 2 ? (
                  <Button
                    variant="secondary"
                    busy={pending?.kind === 'share'}
                    disabled={busy}
                    aria-describedby={id}
                    onClick={() => flow.send({ type: 'newYear.share' })}
                  >
                    {t('promoSeasonal.newYear.share')}
                  </Button>
                ) : (
                  <span className={styles.dim}>{t('promoSeasonal.newYear.taskOpen')}</span>
                )}
              </li>
            );
          })}
        </ul>
        {st.phase === 2 ? (
          <LinkButton to={deposit()} variant="secondary" block>
            {t('promoSeasonal.deposit')}
          </LinkButton>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="ny-boxes">
        <h2 id="ny-boxes" className={styles.title}>
          {t('promoSeasonal.newYear.boxesTitle')}
        </h2>
        {st.boxes.length === 0 ? (
          <p className={styles.text}>{t('promoSeasonal.newYear.noBoxes')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('promoSeasonal.newYear.boxesLabel')}>
            {st.boxes.map((b, i) => {
              const id = `ny-box-${b.id}`;
              return (
                <li key={b.id} className={styles.box} aria-labelledby={id}>
                  <span id={id} className={styles.boxName}>
                    {t('promoSeasonal.newYear.box', { n: i + 1 })}
                  </span>
                  {b.itemId === 0 ? (
                    <Button
                      variant="primary"
                      busy={pending?.kind === 'box' && pending.id === b.id}
                      disabled={busy || st.phase !== 2}
                      aria-describedby={id}
                      onClick={() => flow.send({ type: 'box.open', id: b.id })}
                    >
                      {t('promoSeasonal.christmas.open')}
                    </Button>
                  ) : (
                    <strong className={styles.prize}>{itemName(b.itemId)}</strong>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-labelledby="ny-set">
        <h2 id="ny-set" className={styles.title}>
          {t('promoSeasonal.newYear.setTitle')}
        </h2>
        <ul className={styles.list} aria-label={t('promoSeasonal.newYear.itemsLabel')}>
          {st.items.map((item) => (
            <li key={item.id} className={styles.row}>
              <span>{itemName(item.id)}</span>
              <strong>× {item.count}</strong>
            </li>
          ))}
        </ul>
        <p className={styles.text}>
          {t('promoSeasonal.newYear.packets', { count: st.packets.length, max: st.maxPackets })}
        </p>
        <Button
          variant="primary"
          block
          busy={pending?.kind === 'packet'}
          disabled={busy || !(st.phase === 2 && hasFullSet(st) && st.packets.length < st.maxPackets)}
          singleClick
          onClick={() => flow.send({ type: 'packet.open' })}
        >
          {t('promoSeasonal.newYear.openPacket')}
        </Button>
        <ExtraReward
          title={t('promoSeasonal.newYear.extraTitle')}
          about={(figures) => t('promoSeasonal.newYear.extraAbout', { need: st.extra.need, ...figures })}
          extra={st.extra}
          money={money}
          receiving={pending?.kind === 'extra'}
          disabled={busy}
          receiveLabel={t('promoSeasonal.newYear.extraReceive')}
          onReceive={() => flow.send({ type: 'newYear.extra' })}
        />
        <LinkButton to={ruleOn(layout, 'newYear')} variant="secondary">
          {t('promoSeasonal.rulesTitle')}
        </LinkButton>
      </section>
    </div>
  );
}
