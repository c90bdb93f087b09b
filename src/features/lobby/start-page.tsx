/**
 * /start?gameId=: the game launch flow. Starting shows a spinner; the provider's page plays
 * in a frame under a bar with the game's name and the exit button; a game in maintenance (or unknown)
 * says so and cannot start; a failed start can be retried. Leaving (exit button) calls exitGame and
 * refreshes the balance, then goes back to where the player came from.
 *
 * The provider's page runs sandboxed like the payment and chat frames: scripts, forms and popups,
 * but an opaque origin (no `allow-same-origin`), so a game page served from our origin can never read the
 * player's token or lift its own sandbox (docs/security.md "Framed third-party pages"). Its messages (balance, refused
 * rounds) are taken from that frame's window only.
 */
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PATH, records } from '../../../contract/paths';
import {
  selectExiting,
  selectLaunchFailed,
  selectPlaying,
  selectSessionOver,
  selectUnavailable,
  type GameAvailability,
} from '../../../machines/game-launch.machine';
import { liveGameLaunchMachine } from '../../actors/game-launch.actors';
import { useLayout } from '../../lib/use-layout';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { isInMaintenance } from './lobby-data';
import { LossLimitNotice, RealityCheck } from './play-protection';
import styles from './start-page.module.css';
import { useLobbyData } from './use-lobby';

const GAME_FRAME_SANDBOX = 'allow-forms allow-scripts allow-popups';

const parseId = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null);

export function StartPage() {
  useArea('lobby');
  const t = useT();
  const [params] = useSearchParams();
  const { gameMap, maintained } = useLobbyData();
  const gameId = parseId(params.get('gameId'));
  const game = gameId === null ? undefined : gameMap.get(gameId);
  const availability: GameAvailability = !game ? 'missing' : isInMaintenance(game, maintained) ? 'maintenance' : 'ok';
  // Back to the page the game was opened from (its tab and brand are in its history entry), or home.
  const [returnTo] = useState(() => ((window.history.state as { idx?: number } | null)?.idx ? 'back' : PATH.home));
  const layout = useLayout();

  const frame = useRef<HTMLIFrameElement>(null);
  const flow = useFlow(
    (port) => liveGameLaunchMachine(port, (source) => source !== null && source === frame.current?.contentWindow),
    {
      gameId,
      availability,
      returnTo,
      historyTo: records(layout),
    },
  );
  const playing = useSelector(flow, selectPlaying);
  const exiting = useSelector(flow, selectExiting);
  const sessionOver = useSelector(flow, selectSessionOver);
  const unavailable = useSelector(flow, selectUnavailable);
  const failed = useSelector(flow, selectLaunchFailed);
  const { gameUrl, reason, error } = useSelector(flow, (s) => s.context);
  const name = game?.name ?? t('lobby.start.game');
  const exit = () => flow.send({ type: 'game.exit' });

  return (
    <div className={styles.start}>
      <header className={styles.bar}>
        <button type="button" className={styles.exit} onClick={exit} disabled={exiting}>
          <span aria-hidden="true">‹</span> {t('lobby.start.exit')}
        </button>
        <h1 className={styles.title}>{name}</h1>
      </header>
      <main className={styles.stage}>
        {playing && gameUrl ? (
          <iframe
            ref={frame}
            className={styles.frame}
            src={gameUrl}
            title={name}
            sandbox={GAME_FRAME_SANDBOX}
            allow="autoplay; fullscreen"
            referrerPolicy="no-referrer"
          />
        ) : sessionOver ? (
          <div className={styles.message} role="alert">
            <p className={styles.headline}>{t('lobby.start.sessionOver')}</p>
            <Button onClick={exit}>{t('lobby.start.back')}</Button>
          </div>
        ) : unavailable ? (
          <div className={styles.message} role="alert">
            <p className={styles.headline}>{t(`lobby.start.${reason ?? 'missing'}`)}</p>
            <Button onClick={exit}>{t('lobby.start.back')}</Button>
          </div>
        ) : failed ? (
          <div className={styles.message} role="alert">
            <p className={styles.headline}>{t('lobby.start.failed')}</p>
            {error ? <p>{t(error)}</p> : null}
            <div className={styles.actions}>
              <Button onClick={() => flow.send({ type: 'game.retry' })}>{t('common.retry')}</Button>
              <Button variant="secondary" onClick={exit}>
                {t('lobby.start.back')}
              </Button>
            </div>
          </div>
        ) : (
          <div className={styles.message} role="status" aria-busy="true">
            <Spinner ring size="36px" />
            <p>{t(exiting ? 'lobby.start.leaving' : 'lobby.start.starting', { name })}</p>
          </div>
        )}
        {playing ? <LossLimitNotice flow={flow} /> : null}
      </main>
      <RealityCheck flow={flow} />
    </div>
  );
}
