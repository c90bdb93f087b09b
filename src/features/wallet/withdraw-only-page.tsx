/**
 * /withdraw-only: an excluded or closed player's way to take their balance out. Login answered
 * 2401 / 2402 with a withdraw-only session (kept for this tab, src/lib/withdraw-only.ts). `WithdrawOnlyArea` is
 * the area's frame: it runs its pages in the session area of that token (src/flow/session-area.tsx), so the
 * steps a withdrawal may need first — a bank card (/withdraw-only/card), the safebox password
 * (/withdraw-only/safebox), the identity check (/withdraw-only/kyc) — are the member pages themselves, calling
 * with that session and leading back here. `WithdrawOnlyPage` says what is in force and until when, links the
 * exclusion's page (/withdraw-only/exclusion: its end date, and ending a self-exclusion past its first 6
 * months), and runs the withdraw form. "Sign out" ends the withdraw-only session.
 */
import { useState } from 'react';
import { Link, Outlet, useNavigate, useOutletContext } from 'react-router';
import { PATH } from '../../../contract/paths';
import type { Effect } from '../../flow/root';
import { useRoot } from '../../flow/root-context';
import { SessionAreaProvider, withdrawOnlyArea, type SessionArea } from '../../flow/session-area';
import { useArea, useT } from '../../i18n/use-t';
import { forgetWithdrawOnly, readWithdrawOnly, type WithdrawOnly } from '../../lib/withdraw-only';
import { Button, LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';
import { StatusPanel } from '../../ui/status-panel';
import { useExclusionText } from '../../ui/exclusion-text';
import { HELPLINE_NUMBER } from '../../lib/exclusion-links';
import { WithdrawForm } from './withdraw-page';
import styles from './account.module.css';

interface Held {
  readonly held: WithdrawOnly;
  readonly area: SessionArea;
  /** Ends the withdraw-only session (logout) and goes to the login page. */
  readonly signOut: () => void;
}

/** The withdraw-only area's frame: its pages on the withdraw-only session, or a way to sign in without one. */
export function WithdrawOnlyArea() {
  useArea('exclusion', 'account', 'auth');
  const root = useRoot();
  const [held, setHeld] = useState<WithdrawOnly | null>(() => readWithdrawOnly(root.deps.tabStore));
  return held ? <HeldArea held={held} onEnd={() => setHeld(null)} /> : <NoSession />;
}

function NoSession() {
  const t = useT();
  return (
    <Page title={t('withdrawOnly.title')}>
      <StatusPanel>
        <p>{t('withdrawOnly.none')}</p>
        <LinkButton to={PATH.login} variant="primary">
          {t('withdrawOnly.login')}
        </LinkButton>
      </StatusPanel>
    </Page>
  );
}

function HeldArea({ held, onEnd }: { held: WithdrawOnly; onEnd: () => void }) {
  const root = useRoot();
  const navigate = useNavigate();
  const [area] = useState(() =>
    withdrawOnlyArea(root, held.token, () => {
      forgetWithdrawOnly(root.deps.tabStore);
      onEnd();
    }),
  );
  const signOut = () => {
    void area.port.deps.api.call('logout').catch(() => undefined);
    forgetWithdrawOnly(root.deps.tabStore);
    onEnd();
    void navigate(PATH.login, { replace: true });
  };
  return (
    <SessionAreaProvider area={area}>
      <Outlet context={{ held, area, signOut } satisfies Held} />
    </SessionAreaProvider>
  );
}

export function WithdrawOnlyPage() {
  const t = useT();
  return (
    <Page title={t('withdrawOnly.title')}>
      <WithdrawOnlyView />
    </Page>
  );
}

function WithdrawOnlyView() {
  const t = useT();
  const text = useExclusionText();
  const { held, signOut } = useOutletContext<Held>();
  const [done, setDone] = useState(false);
  // The submitted withdrawal's page is a member page: this page says it was submitted and offers the form again.
  const intercept = (effect: Effect) => {
    if (effect.type !== 'navigate' || !effect.to.startsWith(PATH.withdrawal.replace(':name', ''))) return false;
    setDone(true);
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
        <p>
          <Link to={PATH.withdrawOnlyExclusion}>{t('withdrawOnly.aboutBreak')}</Link>
        </p>
        <Button variant="secondary" onClick={signOut}>
          {t('withdrawOnly.signOut')}
        </Button>
      </section>
      {done ? (
        <p role="status" className={styles.card}>
          {t('withdrawOnly.done')}
        </p>
      ) : null}
      <WithdrawForm intercept={intercept} key={done ? 'again' : 'form'} />
      <p className={styles.dim}>{t('exclusion.help.helpline', { number: HELPLINE_NUMBER })}</p>
    </div>
  );
}
