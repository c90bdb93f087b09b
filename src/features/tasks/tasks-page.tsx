/**
 * Tasks and achievements: /lobby/task, /profile/task and desktop /lobby/task, a member page.
 * Two tabs — daily tasks (with the one-off ones) and achievements — each task with its name, a progress
 * bar, its reward items (coin and points counts / 100), and a claim button when complete (busy
 * and deaf while a claim runs), "received" once claimed, or a "go" button to where the task is done.
 * Loading, failed with retry, empty. Driven by machines/tasks.machine.ts.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { itemAmount, itemKind, type PrizeItem } from '../../../machines/promotions-constants';
import { selectTasksFailed, selectTasksLoading, selectClaimingTask } from '../../../machines/tasks.machine';
import {
  TASK_TABS,
  claimableCount,
  isClaimable,
  progressPercent,
  taskGo,
  tasksOn,
  type TaskItem,
  type TaskTab,
} from '../../../machines/tasks.rules';
import { liveTasksMachine } from '../../actors/tasks.actors';
import { useLayout } from '../../lib/use-layout';
import { useSession } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { formatCoin } from '../../lib/money';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { RewardRow } from '../../ui/reward-item';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import styles from './tasks.module.css';

type TasksActor = ReturnType<typeof useFlow<ReturnType<typeof liveTasksMachine>>>;

export function TasksPage() {
  useArea('tasks');
  const t = useT();
  return (
    <Page title={t('tasks.title')}>
      <TaskBoardView />
    </Page>
  );
}

function TaskBoardView() {
  const layout = useLayout();
  const flow = useFlow(liveTasksMachine, { layout });
  const loading = useSelector(flow, selectTasksLoading);
  const failed = useSelector(flow, selectTasksFailed);
  const board = useSelector(flow, (s) => s.context.board);
  const error = useSelector(flow, (s) => s.context.error);
  if (loading) return <LoadingStatus />;
  if (failed || !board) return <FailedStatus error={error} onRetry={() => flow.send({ type: 'tasks.retry' })} />;
  return <TaskTabs flow={flow} />;
}

function TaskTabs({ flow }: { flow: TasksActor }) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const id = useId();
  const tab = useSelector(flow, (s) => s.context.tab);
  const list = useSelector(flow, (s) => s.context.board?.taskList ?? []);
  const resetTime = useSelector(flow, (s) => s.context.board?.resetTime ?? 0);
  const shown = tasksOn(list, tab);
  const select = (next: TaskTab) => flow.send({ type: 'tab.select', tab: next });
  return (
    <div className={styles.stack}>
      <div role="tablist" aria-label={t('tasks.tabs')} className={styles.tabs}>
        {TASK_TABS.map((name, i) => {
          const count = claimableCount(list, name);
          return (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${id}-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`${id}-panel`}
              tabIndex={tab === name ? 0 : -1}
              className={tab === name ? `${styles.tab} ${styles.tabOn}` : styles.tab}
              onClick={() => select(name)}
              onKeyDown={(e) => {
                if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                const next = TASK_TABS[(i + (e.key === 'ArrowRight' ? 1 : TASK_TABS.length - 1)) % TASK_TABS.length]!;
                select(next);
                document.getElementById(`${id}-tab-${next}`)?.focus();
              }}
            >
              {t(`tasks.tab.${name}`)}
              {count > 0 ? (
                <span className={styles.badge} aria-label={t('tasks.claimableCount', { count })}>
                  {count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <section id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className={styles.stack}>
        {tab === 'daily' && resetTime > 0 ? (
          <p className={styles.note}>
            {t('tasks.resetNote', { time: formatDate(resetTime, i18n.locale, 'dateTime', zone) })}
          </p>
        ) : null}
        {shown.length === 0 ? (
          <EmptyState message={t(tab === 'daily' ? 'tasks.empty.daily' : 'tasks.empty.achieve')} />
        ) : (
          <ul className={styles.list}>
            {shown.map((task) => (
              <TaskRow key={task.id} flow={flow} task={task} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The task's name: by type; a named game's rounds carry the game's name from the session's game list. */
function useTaskName(task: TaskItem): string {
  const t = useT();
  const game = useSession((s) =>
    task.gameId > 0 ? (s.context.gameList.find((g) => g.id === task.gameId)?.name ?? '') : '',
  );
  const values = { target: task.target, game: game || String(task.gameId) };
  return t(`tasks.type.${task.type}.${task.kind === 'achieve' ? 'achieve' : 'task'}`, values);
}

function TaskRow({ flow, task }: { flow: TasksActor; task: TaskItem }) {
  const t = useT();
  const layout = useLayout();
  const name = useTaskName(task);
  const nameId = useId();
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const claiming = useSelector(flow, selectClaimingTask) === task.id;
  const percent = progressPercent(task);
  const go = taskGo(task, layout);
  const claimable = isClaimable(task);
  return (
    <li className={claimable ? `${styles.task} ${styles.ready}` : styles.task} aria-labelledby={nameId}>
      <div className={styles.head}>
        <h2 id={nameId} className={styles.name}>
          {name}
        </h2>
        <span className={styles.count}>
          {t('tasks.progress', { progress: Math.min(task.progress, task.target), target: task.target })}
        </span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-labelledby={nameId}
        aria-valuemin={0}
        aria-valuemax={task.target}
        aria-valuenow={Math.min(task.progress, task.target)}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      {task.rewards.length > 0 ? (
        <ul className={styles.rewards} aria-label={t('tasks.rewards')}>
          {task.rewards.map((item) => (
            <RewardLine key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        {task.received === 1 ? (
          <span className={styles.received}>{t('tasks.received')}</span>
        ) : claimable ? (
          <Button
            variant="primary"
            busy={claiming}
            disabled={busy}
            aria-describedby={nameId}
            onClick={() => flow.send({ type: 'task.claim', id: task.id })}
          >
            {t('tasks.claim')}
          </Button>
        ) : go ? (
          <Button
            variant="secondary"
            aria-describedby={nameId}
            onClick={() => flow.send({ type: 'task.go', id: task.id })}
          >
            {t(go.kind === 'link' ? 'tasks.follow' : 'tasks.go')}
          </Button>
        ) : (
          <span className={styles.pending}>{t('tasks.inProgress')}</span>
        )}
      </div>
    </li>
  );
}

/** One reward item: coin and points counts are hundredths. */
function RewardLine({ item }: { item: PrizeItem }) {
  const t = useT();
  const { i18n } = useLingui();
  const kind = itemKind(item.id);
  const money = kind === 'coin' || kind === 'points';
  return (
    <RewardRow
      kind={kind}
      name={t(`tasks.item.${kind}`, { id: item.id })}
      amount={money ? formatCoin(item.count, i18n.locale) : t('tasks.item.count', { count: itemAmount(item) })}
    />
  );
}
