/**
 * The "Login history and devices" section of /lobby/responsible-gaming: the last logins on the
 * account (time, device, approximate place from the address's network, outcome) and the signed-in devices,
 * with "sign out everywhere else" (confirmed in a dialog). The flow is machines/account-security.machine.ts.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { components } from '../../../contract/schema';
import {
  hasOtherSessions,
  selectSecurityLoadFailed,
  selectSecurityReady,
  selectSigningOutOthers,
  type AccountSecurityActor,
  selectSignOutAsked,
} from '../../../machines/account-security.machine';
import { liveAccountSecurityMachine } from '../../actors/exclusion.actors';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ErrorNote } from '../../ui/error-note';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import styles from './protection.module.css';
import own from './exclusion.module.css';

type Place = components['schemas']['LoginPlace'];

export function AccountSecuritySection() {
  useArea('exclusion');
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const flow = useFlow(liveAccountSecurityMachine);
  const c = useSelector(flow, (s) => s.context);
  const loadFailed = useSelector(flow, selectSecurityLoadFailed);
  const ready = useSelector(flow, selectSecurityReady);
  const signingOut = useSelector(flow, selectSigningOutOthers);
  const when = (at: number) => formatDate(at, i18n.locale, 'dateTime', zone);
  const device = (d: string) => d || t('security.device.unknown');
  const place = (p: Place) =>
    p.kind === 'public' ? t('security.place.public', { network: p.network }) : t(`security.place.${p.kind}`);
  return (
    <section id="account-security" className={styles.card} aria-labelledby="protection-security">
      <h2 id="protection-security" className={styles.heading}>
        {t('security.title')}
      </h2>
      {loadFailed ? (
        <FailedStatus error={c.error} onRetry={() => flow.send({ type: 'security.retry' })} />
      ) : !c.security ? (
        <LoadingStatus />
      ) : (
        <>
          {c.error ? <ErrorNote>{t(c.error)}</ErrorNote> : null}
          <h3 className={own.kindTitle}>{t('security.sessions')}</h3>
          <ul className={own.table}>
            {c.security.sessions.map((s) => (
              <li key={`${s.createdAt}-${s.lastSeenAt}-${s.device}`} className={own.row}>
                <div className={own.rowHead}>
                  <span>
                    {device(s.device)}
                    {s.current === 1 ? <span className={own.badge}>{t('security.thisDevice')}</span> : null}
                  </span>
                  <span className={styles.dim}>{place(s.place)}</span>
                </div>
                <span className={styles.dim}>
                  {t('security.session.times', { since: when(s.createdAt), seen: when(s.lastSeenAt) })}
                </span>
              </li>
            ))}
          </ul>
          {c.signedOut !== null ? <p role="status">{t('security.signedOut', { count: c.signedOut })}</p> : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={!hasOtherSessions(c.security) || !ready}
              busy={signingOut}
              onClick={() => flow.send({ type: 'others.signOut' })}
            >
              {t('security.signOutOthers')}
            </Button>
          </div>
          <h3 className={own.kindTitle}>{t('security.history')}</h3>
          {c.security.loginHistory.length === 0 ? <p className={styles.dim}>{t('security.history.none')}</p> : null}
          <ul className={own.table}>
            {c.security.loginHistory.map((h, i) => (
              <li key={`${h.at}-${i}`} className={own.row}>
                <div className={own.rowHead}>
                  <span>{when(h.at)}</span>
                  <span className={h.outcome === 'ok' ? own.ok : own.bad}>{t(`security.outcome.${h.outcome}`)}</span>
                </div>
                <span className={styles.dim}>
                  {device(h.device)} · {place(h.place)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <SignOutDialog flow={flow} />
    </section>
  );
}

function SignOutDialog({ flow }: { flow: AccountSecurityActor }) {
  const t = useT();
  const open = useSelector(flow, selectSignOutAsked);
  const busy = useSelector(flow, selectSigningOutOthers);
  return (
    <Dialog
      open={open}
      title={t('security.confirm.title')}
      onClose={() => (busy ? undefined : flow.send({ type: 'signOut.cancel' }))}
      actions={
        <>
          <Button variant="secondary" onClick={() => flow.send({ type: 'signOut.cancel' })} disabled={busy}>
            {t('exclusion.back')}
          </Button>
          <Button variant="primary" onClick={() => flow.send({ type: 'signOut.confirm' })} busy={busy} disabled={busy}>
            {t('security.confirm.ok')}
          </Button>
        </>
      }
    >
      <p>{t('security.confirm.text')}</p>
    </Dialog>
  );
}
