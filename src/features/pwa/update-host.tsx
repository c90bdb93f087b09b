/**
 * The "new version" banner: the app-update flow (machines/app-update.machine.ts) runs once per
 * page from the first time this host mounts; the host tells it where the player is (a game on /start, a
 * payment panel open: src/lib/payment-open.ts) and shows the banner while the flow is prompting. The banner is
 * a bar of the bottom edge (src/lib/fixed-bars.ts), above the others: the page keeps its room, so it never
 * covers a control, and nothing else waits on it.
 *
 * Loaded by deferred-update.tsx after the page's first render, with the `pwa` messages.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { createActor, type ActorRefFrom } from 'xstate';
import { PATH } from '../../../contract/paths';
import type { AppUpdateMachine, AppUpdateWhere } from '../../../machines/app-update.machine';
import { liveAppUpdateMachine } from '../../actors/app-update.actors';
import { useT } from '../../i18n/use-t';
import { useFixedBar } from '../../lib/fixed-bars';
import { paymentOpen, subscribePaymentOpen } from '../../lib/payment-open';
import { Button } from '../../ui/button';
import { registerSW } from './register-sw';
import styles from './pwa.module.css';

const UPDATE_BAR = { name: 'update', edge: 'bottom', order: 4 } as const;

let flow: ActorRefFrom<AppUpdateMachine> | null = null;

/** The page's one app-update flow (one service-worker registration per page), started on first use. */
function appUpdateFlow(where: AppUpdateWhere): ActorRefFrom<AppUpdateMachine> {
  flow ??= createActor(liveAppUpdateMachine(registerSW), { input: where }).start();
  return flow;
}

export function UpdateHost() {
  const { pathname } = useLocation();
  const payment = useSyncExternalStore(subscribePaymentOpen, paymentOpen, () => false);
  const game = pathname === PATH.start;
  const actor = appUpdateFlow({ game, payment });
  useEffect(() => {
    actor.send({ type: 'update.where', game, payment });
  }, [actor, game, payment]);
  return <UpdateBanner actor={actor} />;
}

function UpdateBanner({ actor }: { actor: ActorRefFrom<AppUpdateMachine> }) {
  const t = useT();
  const shown = useSelector(actor, (s) => s.hasTag('shown'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const bar = useFixedBar(shown ? UPDATE_BAR : null);
  if (!shown) return null;
  return (
    <section ref={bar} className={styles.bar} aria-label={t('pwa.update.label')}>
      <div className={styles.banner}>
        <p className={styles.text} role="status">
          {busy ? t('pwa.update.applying') : t('pwa.update.text')}
        </p>
        <Button variant="ghost" disabled={busy} onClick={() => actor.send({ type: 'update.later' })}>
          {t('pwa.update.later')}
        </Button>
        <Button variant="primary" busy={busy} disabled={busy} onClick={() => actor.send({ type: 'update.apply' })}>
          {t('pwa.update.apply')}
        </Button>
      </div>
    </section>
  );
}
