/**
 * The /start page's player protection (docs/player-protection.md): the reality check — a
 * modal over the game at the player's interval with the play session's time, bets, wins and net result,
 * "continue", "leave the game" and "history" — and the notice of a round refused for a loss limit. Both are
 * states of the game-launch flow (machines/game-launch.machine.ts); this file only shows them.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { type GameLaunchActor, selectRealityCheckShown } from '../../../machines/game-launch.machine';
import { useMoney } from '../../flow/use-money';
import { useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import styles from './start-page.module.css';

/** Money with its sign: a loss reads "−฿5.00", the sign before the currency symbol. */
function useSignedMoney() {
  const money = useMoney();
  return (n: number) => (n < 0 ? `−${money(-n)}` : money(n));
}

/** Whole hours and minutes of a duration. */
const duration = (ms: number) => {
  const minutes = Math.floor(ms / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
};

export function RealityCheck({ flow }: { flow: GameLaunchActor }) {
  const t = useT();
  const money = useSignedMoney();
  const open = useSelector(flow, selectRealityCheckShown);
  const figures = useSelector(flow, (s) => s.context.figures);
  return (
    <Dialog
      open={open}
      title={t('lobby.check.title')}
      onClose={() => flow.send({ type: 'check.continue' })}
      actions={
        <div className={styles.checkActions}>
          <Button variant="primary" onClick={() => flow.send({ type: 'check.continue' })}>
            {t('lobby.check.continue')}
          </Button>
          <Button variant="secondary" onClick={() => flow.send({ type: 'game.exit' })}>
            {t('lobby.check.leave')}
          </Button>
          <Button variant="secondary" onClick={() => flow.send({ type: 'check.history' })}>
            {t('lobby.check.history')}
          </Button>
        </div>
      }
    >
      {figures ? (
        <dl className={styles.checkFigures}>
          <dt>{t('lobby.check.elapsed')}</dt>
          <dd>{t('lobby.check.duration', duration(figures.elapsedMs))}</dd>
          <dt>{t('lobby.check.bets')}</dt>
          <dd>{money(figures.bets)}</dd>
          <dt>{t('lobby.check.wins')}</dt>
          <dd>{money(figures.wins)}</dd>
          <dt>{t('lobby.check.net')}</dt>
          <dd>{money(figures.wins - figures.bets)}</dd>
        </dl>
      ) : (
        <p>{t('lobby.check.loading')}</p>
      )}
    </Dialog>
  );
}

/** A round refused for a loss limit: which window, what is left and when it resets. */
export function LossLimitNotice({ flow }: { flow: GameLaunchActor }) {
  const t = useT();
  const money = useSignedMoney();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const notice = useSelector(flow, (s) => s.context.notice);
  const v = notice?.values;
  if (!v) return null;
  return (
    <div className={styles.notice} role="alert">
      <p>
        {t('lobby.start.lossLimit', {
          period: t(`lobby.loss.period.${String(v.period)}`),
          left: money(Number(v.left)),
          resetAt: formatDate(Number(v.resetAt), i18n.locale, 'dateTime', zone),
        })}
      </p>
      <Button variant="secondary" onClick={() => flow.send({ type: 'notice.dismiss' })}>
        {t('lobby.start.noticeOk')}
      </Button>
    </div>
  );
}
