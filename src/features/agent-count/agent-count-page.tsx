/**
 * AgentCount (activity 31; docs/promotions.md "AgentCount (type 31)", "Proxy share tasks"):
 * /activity/agentCount and /lobby/activity/agentCount, flow machines/agent-count.machine.ts — the programme's
 * dates and figures, the player's share link, a scratch card per valid invite (the server draws, records and
 * credits the prize; the card's foil then wipes away over it, at once under reduced motion), the lottery the
 * scratched cards earn, the invite milestones, the share tasks of the five networks and the invited players
 * (masked, valid or what they still need). How it works is on the page. Every button is offered only when the
 * server would take it; a double tap sends one call.
 */
import { useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  selectCanDraw,
  selectReceivableAwards,
  selectReceivableTasks,
  selectScratchable,
  selectShareableTasks,
  type agentCountMachine,
} from '../../../machines/agent-count.machine';
import {
  cardsToNextDraw,
  coinOf,
  networkName,
  pointsOf,
  shareIntent,
  type Agent4State,
  type AgentCountView,
} from '../../../machines/agent-count.rules';
import type { PrizeItem } from '../../../machines/promotions-constants';
import { message } from '../../../machines/message';
import { liveAgentCountMachine } from '../../actors/agent-count.actors';
import { RevealPage, type RevealBodyProps } from '../../flow/reveal-page';
import { useMoney } from '../../flow/use-money';
import { useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { formatCoin } from '../../lib/money';
import { Button, ExternalLinkButton } from '../../ui/button';
import { SeasonNote } from '../../ui/season-note';
import styles from './agent-count.module.css';

type Flow = ActorRefFrom<typeof agentCountMachine>;

/** The lines of "How it works" (agentCount.rule.<line>). */
const RULES = ['valid', 'cards', 'scratch', 'lottery', 'awards', 'share', 'window'] as const;

/** A prize in words: its coin, and its points when it has any. */
function usePrize() {
  const t = useT();
  const { i18n } = useLingui();
  const money = useMoney();
  return (award: readonly PrizeItem[]) =>
    pointsOf(award) > 0
      ? t('agentCount.prizeWithPoints', {
          amount: money(coinOf(award)),
          points: formatCoin(pointsOf(award), i18n.locale),
        })
      : money(coinOf(award));
}

const chance = (weight: number, total: number) =>
  total > 0 ? ((weight * 100) / total).toFixed(1).replace(/\.0$/, '') : '0';

export function AgentCountPage() {
  return (
    <RevealPage live={liveAgentCountMachine} areas={AREAS} title={message('agentCount.title')} Body={AgentCount} />
  );
}

const AREAS = ['agent-count', 'promo-seasonal', 'promotions'] as const;

function AgentCount({ flow, view }: RevealBodyProps<typeof agentCountMachine>) {
  const t = useT();
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  return (
    <div className={styles.grid} aria-busy={busy}>
      <div className={styles.column}>
        <Summary state={view.state} />
        <Cards flow={flow} />
        <Lottery flow={flow} />
        <Awards flow={flow} />
      </div>
      <div className={styles.column}>
        <ShareTasks flow={flow} />
        <Invited view={view} />
        <section className={styles.card} aria-labelledby="ac-rules">
          <h2 id="ac-rules" className={styles.title}>
            {t('agentCount.rulesTitle')}
          </h2>
          <ol className={styles.rules}>
            {RULES.map((line) => (
              <li key={line}>
                {t(`agentCount.rule.${line}`, {
                  perDraw: view.state.lottery.cardsPerLottery,
                  max: view.state.maxCards,
                })}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}

function Summary({ state }: { state: Agent4State }) {
  const t = useT();
  const left = state.cards.filter((c) => c.status === 0).length;
  return (
    <section className={styles.card} aria-labelledby="ac-summary">
      <h2 id="ac-summary" className={styles.title}>
        {t('agentCount.summaryTitle')}
      </h2>
      <SeasonNote season={state} />
      <dl className={styles.figures}>
        <div>
          <dt>{t('agentCount.invited')}</dt>
          <dd>{state.inviteCount}</dd>
        </div>
        <div>
          <dt>{t('agentCount.valid')}</dt>
          <dd>{state.validCount}</dd>
        </div>
        <div>
          <dt>{t('agentCount.cardsLeft')}</dt>
          <dd>{left}</dd>
        </div>
        <div>
          <dt>{t('agentCount.drawsLeft')}</dt>
          <dd>{state.lottery.left}</dd>
        </div>
      </dl>
      <label className={styles.linkField}>
        <span>{t('agentCount.shareLink')}</span>
        <input readOnly value={state.shareUrl} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <p className={styles.dim}>{t('agentCount.validAbout')}</p>
    </section>
  );
}

function Cards({ flow }: { flow: Flow }) {
  const t = useT();
  const prize = usePrize();
  const st = useSelector(flow, (s) => s.context.view!.state);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const pending = useSelector(flow, (s) => s.context.pending);
  const revealed = useSelector(flow, (s) => s.context.revealed);
  const revealing = useSelector(flow, (s) => s.hasTag('revealing'));
  const scratchable = useSelector(flow, selectScratchable, shallowEqual);
  const total = st.scratchPrizes.reduce((n, p) => n + p.weight, 0);
  return (
    <section className={styles.card} aria-labelledby="ac-cards">
      <h2 id="ac-cards" className={styles.title}>
        {t('agentCount.cardsTitle')}
      </h2>
      {st.cards.length === 0 ? (
        <p className={styles.text}>{t('agentCount.noCards')}</p>
      ) : (
        <ul className={styles.cards} aria-label={t('agentCount.cardsLabel')}>
          {st.cards.map((c) => {
            const name = t('agentCount.cardName', { n: c.id });
            const uncovering = revealing && revealed?.kind === 'card' && revealed.id === c.id;
            return (
              <li key={c.id} className={styles.scratchCard} aria-label={name}>
                {c.status === 1 ? (
                  <>
                    <span className={styles.cardName}>{name}</span>
                    <strong className={styles.prize} aria-live={uncovering ? 'polite' : undefined}>
                      {t('agentCount.cardWon', { prize: prize(c.award) })}
                    </strong>
                    {uncovering ? <Foil flow={flow} /> : null}
                  </>
                ) : (
                  <Button
                    variant="primary"
                    block
                    busy={pending?.kind === 'scratch' && pending.id === c.id}
                    disabled={busy || !scratchable.includes(c.id)}
                    onClick={() => flow.send({ type: 'card.scratch', id: c.id })}
                  >
                    {t('agentCount.scratch', { n: c.id })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <details className={styles.chances}>
        <summary>{t('agentCount.chancesTitle')}</summary>
        <ul className={styles.list}>
          {st.scratchPrizes.map((p, i) => (
            <li key={i} className={styles.row}>
              <span>{prize(p.award)}</span>
              <strong>{t('agentCount.chance', { percent: chance(p.weight, total) })}</strong>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/**
 * The foil over a prize just won: it wipes away (the scratch), then tells the flow the reveal ended. A tap skips
 * it; under prefers-reduced-motion it ends at once.
 */
function Foil({ flow }: { flow: Flow }) {
  const t = useT();
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) flow.send({ type: 'reveal.done' });
  }, [flow]);
  return (
    <button
      type="button"
      className={styles.foil}
      onAnimationEnd={() => flow.send({ type: 'reveal.done' })}
      onClick={() => flow.send({ type: 'reveal.done' })}
    >
      <span>{t('agentCount.scratching')}</span>
    </button>
  );
}

function Lottery({ flow }: { flow: Flow }) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const prize = usePrize();
  const st = useSelector(flow, (s) => s.context.view!.state);
  const last = useSelector(flow, (s) => s.context.revealed);
  const pending = useSelector(flow, (s) => s.context.pending);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const canDraw = useSelector(flow, selectCanDraw);
  const animating = useSelector(flow, (s) => s.hasTag('revealing'));
  const revealed = last?.kind === 'lottery' ? last : null;
  const revealing = animating && revealed !== null;
  const total = st.lottery.prizes.reduce((n, p) => n + p.weight, 0);
  return (
    <section className={styles.card} aria-labelledby="ac-lottery">
      <h2 id="ac-lottery" className={styles.title}>
        {t('agentCount.lotteryTitle')}
      </h2>
      <p className={styles.text}>
        {t('agentCount.lotteryAbout', { perDraw: st.lottery.cardsPerLottery, next: cardsToNextDraw(st) })}
      </p>
      {revealed ? (
        <div className={styles.scratchCard}>
          <strong className={styles.prize} aria-live="polite">
            {t('agentCount.lotteryWon', { prize: prize(revealed.award) })}
          </strong>
          {revealing ? <Foil flow={flow} /> : null}
        </div>
      ) : null}
      <Button
        variant="primary"
        block
        busy={pending?.kind === 'lottery'}
        disabled={busy || !canDraw}
        singleClick
        onClick={() => flow.send({ type: 'lottery.draw' })}
      >
        {t('agentCount.draw', { left: st.lottery.left })}
      </Button>
      <ul className={styles.list} aria-label={t('agentCount.lotteryPrizes')}>
        {st.lottery.prizes.map((p, i) => (
          <li key={i} className={styles.row}>
            <span>{prize(p.award)}</span>
            <strong>{t('agentCount.chance', { percent: chance(p.weight, total) })}</strong>
          </li>
        ))}
      </ul>
      {st.lottery.draws.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>{t('agentCount.drawsTitle')}</h3>
          <ul className={styles.list}>
            {st.lottery.draws.map((d) => (
              <li key={d.seq} className={styles.row}>
                <span>{formatDate(d.time, i18n.locale, 'dateTime', zone)}</span>
                <strong>{prize(d.award)}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function Awards({ flow }: { flow: Flow }) {
  const t = useT();
  const prize = usePrize();
  const st = useSelector(flow, (s) => s.context.view!.state);
  const pending = useSelector(flow, (s) => s.context.pending);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const receivable = useSelector(flow, selectReceivableAwards, shallowEqual);
  return (
    <section className={styles.card} aria-labelledby="ac-awards">
      <h2 id="ac-awards" className={styles.title}>
        {t('agentCount.awardsTitle')}
      </h2>
      <ul className={styles.list}>
        {st.awards.map((a) => {
          const id = `ac-award-${a.id}`;
          return (
            <li key={a.id} className={styles.row}>
              <span id={id}>{t('agentCount.awardNeed', { count: a.invites, prize: prize(a.award) })}</span>
              {a.status === 2 ? (
                <span className={styles.dim}>{t('agentCount.awardDone')}</span>
              ) : a.status === 1 ? (
                <Button
                  variant="primary"
                  aria-describedby={id}
                  busy={pending?.kind === 'award' && pending.id === a.id}
                  disabled={busy || !receivable.includes(a.id)}
                  onClick={() => flow.send({ type: 'award.receive', id: a.id })}
                >
                  {t('agentCount.receive')}
                </Button>
              ) : (
                <span className={styles.dim}>
                  {t('agentCount.awardMissing', { missing: Math.max(0, a.invites - st.validCount) })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ShareTasks({ flow }: { flow: Flow }) {
  const t = useT();
  const prize = usePrize();
  const view = useSelector(flow, (s) => s.context.view!);
  const pending = useSelector(flow, (s) => s.context.pending);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const receivable = useSelector(flow, selectReceivableTasks, shallowEqual);
  const shareable = useSelector(flow, selectShareableTasks, shallowEqual);
  return (
    <section className={styles.card} aria-labelledby="ac-tasks">
      <h2 id="ac-tasks" className={styles.title}>
        {t('agentCount.tasksTitle')}
      </h2>
      <p className={styles.text}>{t('agentCount.tasksAbout')}</p>
      <ul className={styles.list}>
        {view.tasks.map((task) => {
          const network = networkName(task.type);
          const id = `ac-task-${task.type}`;
          const url = task.shareUrl;
          const intent = url ? shareIntent(task.type, url) : null;
          return (
            <li key={task.type} className={styles.task}>
              <span id={id} className={styles.taskName}>
                {t('agentCount.taskName', { network, prize: prize(task.award) })}
              </span>
              <span className={styles.dim}>{t(`agentCount.taskStatus.${task.status}`)}</span>
              <div className={styles.actions}>
                {task.status === 2 ? (
                  <Button
                    variant="primary"
                    aria-describedby={id}
                    busy={pending?.kind === 'receive' && pending.type === task.type}
                    disabled={busy || !receivable.includes(task.type)}
                    onClick={() => flow.send({ type: 'task.receive', taskType: task.type })}
                  >
                    {t('agentCount.receive')}
                  </Button>
                ) : task.status === 0 ? (
                  <Button
                    variant="primary"
                    aria-describedby={id}
                    busy={pending?.kind === 'share' && pending.type === task.type}
                    disabled={busy || !shareable.includes(task.type)}
                    onClick={() => flow.send({ type: 'task.share', taskType: task.type })}
                  >
                    {t('agentCount.share', { network })}
                  </Button>
                ) : null}
                {intent && task.status < 3 ? (
                  <ExternalLinkButton href={intent} variant="secondary">
                    {t('agentCount.openNetwork', { network })}
                  </ExternalLinkButton>
                ) : null}
              </div>
              {url && task.status < 3 ? (
                <label className={styles.linkField}>
                  <span>{t('agentCount.taskLink', { network })}</span>
                  <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
                </label>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Invited({ view }: { view: AgentCountView }) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  return (
    <section className={styles.card} aria-labelledby="ac-invited">
      <h2 id="ac-invited" className={styles.title}>
        {t('agentCount.invitedTitle', { count: view.invites.total })}
      </h2>
      {view.invites.list.length === 0 ? (
        <p className={styles.text}>{t('agentCount.noInvited')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('agentCount.invitedLabel')}>
          {view.invites.list.map((row, i) => (
            <li key={`${row.name}-${row.time}-${i}`} className={styles.row}>
              <span className={styles.masked}>{row.name}</span>
              <span className={styles.dim}>{formatDate(row.time, i18n.locale, 'date', zone)}</span>
              <strong className={row.state === 1 ? styles.validTag : styles.pendingTag}>
                {t(`agentCount.status.${row.status}`)}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
