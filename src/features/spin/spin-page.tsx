/**
 * Invite & Spin (activity InviteUserSpin 20; docs/promotions.md): /activity/spin (the centre tab of the mobile
 * bottom bar) and desktop /lobby/activity/spin. The wheel turns to the slice the server drew and the result
 * shows once it stops (at once when the player prefers reduced motion); spins left, the progress bar toward
 * the cash-out target, the invite button (a bound mobile is needed, else the bind page), the cash-out
 * button, how spins are earned, the rules with each slice's chance, and the player's record. Loading,
 * failed with retry, ended, empty record; double taps are ignored by the machine (machines/spin.machine.ts).
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { ITEM } from '../../../contract/ids';
import {
  selectExchanging,
  selectResultShown,
  selectSpinFailed,
  selectSpinLoading,
  selectSpinning,
  selectWheelTurning,
} from '../../../machines/spin.machine';
import {
  SPIN_MS,
  oddsPercent,
  progressPercent,
  remaining,
  sliceAngle,
  type SpinCondition,
  type SpinPrize,
  type SpinRecord,
} from '../../../machines/spin.rules';
import { liveSpinMachine } from '../../actors/spin.actors';
import { useLayout } from '../../lib/use-layout';
import { useMoney } from '../../flow/use-money';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import styles from './spin.module.css';

type SpinActor = ReturnType<typeof useFlow<ReturnType<typeof liveSpinMachine>>>;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function SpinPage() {
  useArea('promo-spin');
  const t = useT();
  return (
    <Page title={t('spin.title')}>
      <SpinView />
    </Page>
  );
}

function SpinView() {
  const layout = useLayout();
  const [reducedMotion] = useState(prefersReducedMotion);
  const flow = useFlow(liveSpinMachine, { layout, reducedMotion });
  const loading = useSelector(flow, selectSpinLoading);
  const failed = useSelector(flow, selectSpinFailed);
  const hasBoard = useSelector(flow, (s) => s.context.board !== null);
  const error = useSelector(flow, (s) => s.context.error);
  if (loading) return <LoadingStatus />;
  if (failed || !hasBoard) return <FailedStatus error={error} onRetry={() => flow.send({ type: 'spin.retry' })} />;
  return <SpinBoardView flow={flow} />;
}

function SpinBoardView({ flow }: { flow: SpinActor }) {
  const t = useT();
  const money = useMoney();
  const state = useSelector(flow, (s) => s.context.board!.state);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const spinning = useSelector(flow, selectSpinning);
  const exchanging = useSelector(flow, selectExchanging);
  const progressId = useId();
  const open = state.open === 1;
  const inviteBonus = state.inviteConditions[0]?.award.find((a) => a.id === ITEM.Coin)?.count ?? 0;
  return (
    <div className={styles.stack}>
      {open ? null : <EmptyState role="status" message={t('spin.ended')} />}
      <section className={styles.card} aria-label={t('spin.wheel.label')}>
        <Wheel flow={flow} />
        <p className={styles.left} aria-live="polite">
          {t('spin.spinsLeft', { count: state.spinsLeft })}
        </p>
        <Button
          variant="primary"
          block
          busy={spinning}
          disabled={!open || busy || state.spinsLeft <= 0}
          singleClick
          onClick={() => flow.send({ type: 'spin.start' })}
        >
          {t(state.spinsLeft > 0 ? 'spin.spin' : 'spin.noSpinsLeft')}
        </Button>
      </section>

      <section className={styles.card} aria-labelledby={progressId}>
        <h2 id={progressId} className={styles.heading}>
          {t('spin.progress.title', { target: money(state.target) })}
        </h2>
        <div
          className={styles.bar}
          role="progressbar"
          aria-labelledby={progressId}
          aria-valuemin={0}
          aria-valuemax={state.target}
          aria-valuenow={Math.min(state.progress, state.target)}
          aria-valuetext={t('spin.progress.value', { progress: money(state.progress), target: money(state.target) })}
        >
          <span className={styles.fill} style={{ width: `${progressPercent(state)}%` }} />
        </div>
        <p className={styles.note}>
          {state.canExchange === 1
            ? t('spin.progress.reached')
            : t('spin.progress.missing', { amount: money(remaining(state)) })}
        </p>
        <Button
          variant={state.canExchange === 1 ? 'primary' : 'secondary'}
          block
          busy={exchanging}
          disabled={!open || busy}
          onClick={() => flow.send({ type: 'exchange.start' })}
        >
          {t('spin.exchange', { amount: money(state.target) })}
        </Button>
      </section>

      <section className={styles.card} aria-label={t('spin.invite.title')}>
        <h2 className={styles.heading}>{t('spin.invite.title')}</h2>
        <p className={styles.note}>{t('spin.invite.count', { count: state.inviteCount })}</p>
        {inviteBonus > 0 ? (
          <p className={styles.note}>{t('spin.invite.bonus', { amount: money(inviteBonus) })}</p>
        ) : null}
        {state.mobileBound === 1 ? null : <p className={styles.note}>{t('spin.invite.needMobile')}</p>}
        <Button variant="secondary" block disabled={busy} onClick={() => flow.send({ type: 'invite' })}>
          {t(state.mobileBound === 1 ? 'spin.invite.button' : 'spin.invite.bind')}
        </Button>
        <ul className={styles.conditions} aria-label={t('spin.conditions')}>
          {state.conditionList.map((c) => (
            <ConditionRow key={c.id} condition={c} />
          ))}
        </ul>
      </section>

      <RecordList flow={flow} />
      <Rules prizes={state.prizeList} target={state.target} />
      <ResultDialog flow={flow} />
    </div>
  );
}

/** The wheel: an SVG of the slices, turned to the server's slice; the pointer at the top. */
function Wheel({ flow }: { flow: SpinActor }) {
  const t = useT();
  const money = useMoney();
  const prizes = useSelector(flow, (s) => s.context.board!.state.prizeList);
  const rotation = useSelector(flow, (s) => s.context.rotation);
  const animating = useSelector(flow, selectWheelTurning);
  const angle = sliceAngle(prizes.length);
  const r = 96;
  const point = (deg: number, radius: number) => {
    const rad = (deg * Math.PI) / 180;
    return `${(100 + radius * Math.sin(rad)).toFixed(3)} ${(100 - radius * Math.cos(rad)).toFixed(3)}`;
  };
  return (
    <div className={styles.wheelBox}>
      <span className={styles.pointer} aria-hidden="true" />
      <svg
        className={styles.wheel}
        viewBox="0 0 200 200"
        width="280"
        height="280"
        role="img"
        aria-label={t('spin.wheel.slices', { list: prizes.map((p) => money(p.amount)).join(', ') })}
        style={{
          transform: `rotate(${rotation}deg)`,
          transitionDuration: animating ? `${SPIN_MS}ms` : '0ms',
        }}
        data-animating={animating ? '' : undefined}
      >
        {prizes.map((p, i) => {
          const from = i * angle;
          const to = from + angle;
          const mid = from + angle / 2;
          return (
            <g key={p.id}>
              <path
                d={`M 100 100 L ${point(from, r)} A ${r} ${r} 0 ${angle > 180 ? 1 : 0} 1 ${point(to, r)} Z`}
                className={i % 2 === 0 ? styles.sliceA : styles.sliceB}
              />
              <text
                x="100"
                y="100"
                className={styles.sliceText}
                transform={`rotate(${mid} 100 100) translate(0 -62)`}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {money(p.amount)}
              </text>
            </g>
          );
        })}
        <circle cx="100" cy="100" r="14" className={styles.hub} />
      </svg>
    </div>
  );
}

function ConditionRow({ condition: c }: { condition: SpinCondition }) {
  const t = useT();
  const money = useMoney();
  const done = c.kind !== 2 && c.times > 0;
  const text =
    c.kind === 1
      ? t('spin.condition.login', { spins: c.spins })
      : c.kind === 2
        ? t('spin.condition.invite', { spins: c.spins, times: c.times, max: c.maxTimes })
        : t('spin.condition.deposit', { spins: c.spins, amount: money(c.need) });
  return (
    <li className={done ? `${styles.condition} ${styles.done}` : styles.condition}>
      <span>{text}</span>
      <span className={styles.conditionState}>
        {c.kind === 2
          ? t('spin.condition.times', { times: c.times })
          : t(done ? 'spin.condition.done' : 'spin.condition.todo')}
      </span>
    </li>
  );
}

function RecordList({ flow }: { flow: SpinActor }) {
  const t = useT();
  const id = useId();
  const record = useSelector(flow, (s) => s.context.board!.record);
  const total = useSelector(flow, (s) => s.context.board!.recordTotal);
  const more = useSelector(flow, (s) => s.hasTag('more'));
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('spin.record.title')}
      </h2>
      {record.length === 0 ? (
        <EmptyState message={t('spin.record.empty')} />
      ) : (
        <ul className={styles.record}>
          {record.map((r) => (
            <RecordRow key={`${r.type}:${r.id}`} entry={r} />
          ))}
        </ul>
      )}
      {record.length < total ? (
        <Button
          variant="ghost"
          block
          busy={more}
          disabled={more || busy}
          onClick={() => flow.send({ type: 'record.more' })}
        >
          {t('spin.record.more')}
        </Button>
      ) : null}
    </section>
  );
}

function RecordRow({ entry }: { entry: SpinRecord }) {
  const t = useT();
  const money = useMoney();
  const { i18n } = useLingui();
  const zone = useShownZone();
  return (
    <li className={styles.recordRow}>
      <span>
        {entry.type === 1 ? t('spin.record.spin', { n: entry.id }) : t('spin.record.exchange', { round: entry.round })}
      </span>
      <span className={entry.type === 2 ? styles.cash : styles.amount}>{money(entry.amount)}</span>
      <time className={styles.time} dateTime={new Date(entry.createTime).toISOString()}>
        {formatDate(entry.createTime, i18n.locale, 'dateTime', zone)}
      </time>
    </li>
  );
}

/** The rule text (the mechanic stated on its page): how it works and each slice's chance. */
function Rules({ prizes, target }: { prizes: readonly SpinPrize[]; target: number }) {
  const t = useT();
  const money = useMoney();
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('spin.rules.title')}
      </h2>
      <ol className={styles.rules}>
        <li>{t('spin.rules.earn')}</li>
        <li>{t('spin.rules.draw')}</li>
        <li>{t('spin.rules.progress', { target: money(target) })}</li>
        <li>{t('spin.rules.exchange', { target: money(target) })}</li>
        <li>{t('spin.rules.carry')}</li>
        <li>{t('spin.rules.invite')}</li>
      </ol>
      <table className={styles.odds}>
        <caption>{t('spin.rules.odds')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('spin.rules.slice')}</th>
            <th scope="col">{t('spin.rules.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {prizes.map((p) => (
            <tr key={p.id}>
              <td>{money(p.amount)}</td>
              <td>{t('spin.rules.percent', { percent: oddsPercent(prizes, p.weight) })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ResultDialog({ flow }: { flow: SpinActor }) {
  const t = useT();
  const money = useMoney();
  const open = useSelector(flow, selectResultShown);
  const outcome = useSelector(flow, (s) => s.context.outcome);
  const close = () => flow.send({ type: 'result.close' });
  return (
    <Dialog
      open={open && outcome !== null}
      title={outcome ? t('spin.result.title', { amount: money(outcome.amount) }) : ''}
      onClose={close}
      closeLabel={t('spin.result.close')}
      actions={
        <Button variant="primary" block onClick={close}>
          {t('spin.result.ok')}
        </Button>
      }
    >
      {outcome ? (
        <p className={styles.note}>
          {outcome.status.canExchange === 1
            ? t('spin.result.reached')
            : t('spin.result.added', {
                amount: money(outcome.added),
                missing: money(remaining(outcome.status)),
              })}
        </p>
      ) : null}
    </Dialog>
  );
}
