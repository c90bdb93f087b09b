/**
 * /withdraw-only (issue 25 §3): an excluded or closed player's way to take their balance out. Login answered
 * 2401 / 2402 with a withdraw-only session (kept for this tab, src/lib/withdraw-only.ts); this page says what is
 * in force and until when, and runs the withdraw form with that session — the only operations it is good for.
 * The steps a withdrawal may need first (a bank card, identity check, safebox password) are member pages: the
 * page says to ask customer service for them. "Sign out" ends the withdraw-only session.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PATH } from '../../../contract/paths';
import { liveWithdrawMachine } from '../../actors/withdraw.actors';
import type { FlowPort } from '../../actors/port';
import { lazyApiClient } from '../../api/lazy-client';
import { currentLayout } from '../../app/layout';
import type { Effect } from '../../app/root';
import { useRoot } from '../../app/root-context';
import { shownLocale } from '../../i18n/i18n';
import { useArea, useT } from '../../i18n/use-t';
import { commonFields } from '../../lib/device';
import { platformFor } from '../../lib/layout';
import { forgetWithdrawOnly, readWithdrawOnly, type WithdrawOnly } from '../../lib/withdraw-only';
import { Button, LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';
import { StatusPanel } from '../../ui/status-panel';
import { useExclusionText } from '../../ui/exclusion-text';
import { HELPLINE_NUMBER } from '../../lib/exclusion-links';
import { WithdrawForm } from './withdraw-page';
import styles from './account.module.css';

export function WithdrawOnlyPage() {
  useArea('exclusion', 'account', 'auth');
  const t = useT();
  const root = useRoot();
  const [held, setHeld] = useState<WithdrawOnly | null>(() => readWithdrawOnly(root.deps.tabStore));
  return (
    <Page title={t('withdrawOnly.title')}>
      {held ? (
        <WithdrawOnlyView held={held} onEnd={() => setHeld(null)} />
      ) : (
        <StatusPanel>
          <p>{t('withdrawOnly.none')}</p>
          <LinkButton to={PATH.login} variant="primary">
            {t('withdrawOnly.login')}
          </LinkButton>
        </StatusPanel>
      )}
    </Page>
  );
}

function WithdrawOnlyView({ held, onEnd }: { held: WithdrawOnly; onEnd: () => void }) {
  const t = useT();
  const root = useRoot();
  const navigate = useNavigate();
  const text = useExclusionText();
  const [note, setNote] = useState<'done' | 'member' | null>(null);
  const [port] = useState(() => withdrawOnlyPort(root, held.token, onEnd));
  const end = () => {
    void port.deps.api.call('logout').catch(() => undefined);
    forgetWithdrawOnly(root.deps.tabStore);
    onEnd();
    void navigate(PATH.login, { replace: true });
  };
  // The flow's own navigations lead to member pages: this page answers them itself.
  const intercept = (effect: Effect) => {
    if (effect.type !== 'navigate') return false;
    setNote(effect.to.startsWith(PATH.withdrawal.replace(':name', '')) ? 'done' : 'member');
    return true;
  };
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby="withdraw-only-status">
        <h2 id="withdraw-only-status" className={styles.headline}>
          {t(`exclusion.kind.${held.exclusion.kind}`)}
        </h2>
        <p>{text(held.exclusion)}</p>
        <p className={styles.dim}>{t('withdrawOnly.intro')}</p>
        <Button variant="secondary" onClick={end}>
          {t('withdrawOnly.signOut')}
        </Button>
      </section>
      {note === 'done' ? (
        <p role="status" className={styles.card}>
          {t('withdrawOnly.done')}
        </p>
      ) : note === 'member' ? (
        <p role="status" className={styles.card}>
          {t('withdrawOnly.member')} <Link to={PATH.service}>{t('withdrawOnly.service')}</Link>
        </p>
      ) : null}
      <WithdrawForm
        live={() => liveWithdrawMachine(port)}
        intercept={intercept}
        memberLinks={false}
        key={note === 'done' ? 'again' : 'form'}
      />
      <p className={styles.dim}>{t('exclusion.help.helpline', { number: HELPLINE_NUMBER })}</p>
    </div>
  );
}

/** The app's port with a client that calls with the withdraw-only session; its end (401) ends the page's. */
function withdrawOnlyPort(root: FlowPort, token: string, ended: () => void): FlowPort {
  const { localStore, tabStore } = root.deps;
  const api = lazyApiClient({
    getToken: () => token,
    getCommonFields: () => commonFields(localStore, platformFor(currentLayout()), shownLocale(localStore)),
    onSessionExpired: () => {
      forgetWithdrawOnly(tabStore);
      ended();
    },
  });
  return { ...root, deps: { ...root.deps, api } };
}
