/**
 * The member pages' shared pieces: the figures flow (`member`: the player loaded afresh on open, then the
 * session's copy, which game rounds and every other flow keep current; with `pots`, the wallet overview's
 * cash, bonus money and wagering too), its loading / failed states, the refresh button and the player's avatar.
 */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { type MemberInput, selectCanRefresh, selectMemberFailed } from '../../machines/member.machine';
import { liveMemberMachine } from '../actors/member.actors';
import { useSession } from './root-context';
import { useFlow } from './use-flow';
import { useT } from '../i18n/use-t';
import { Button } from '../ui/button';
import { ErrorNote } from '../ui/error-note';
import { FailedStatus, LoadingStatus } from '../ui/status-panel';

/** The figures flow of a member page and what the page shows from it. */
export function useMemberFlow(input?: MemberInput) {
  const flow = useFlow(liveMemberMachine, input);
  const loading = useSelector(flow, (s) => s.hasTag('loading'));
  const failed = useSelector(flow, selectMemberFailed);
  const refreshing = useSelector(flow, (s) => s.hasTag('refreshing'));
  const canRefresh = useSelector(flow, selectCanRefresh);
  const error = useSelector(flow, (s) => s.context.error);
  return { flow, loading, failed, refreshing, canRefresh, error };
}

type MemberFlow = ReturnType<typeof useMemberFlow>;

/** Loading, failed with retry, or the page's content (with a failed refresh's reason above it). */
export function MemberStatus({ member, children }: { member: MemberFlow; children: ReactNode }) {
  const t = useT();
  const user = useSession((s) => s.context.user);
  if (member.loading) return <LoadingStatus />;
  if (member.failed || !user) {
    return <FailedStatus error={member.error} onRetry={() => member.flow.send({ type: 'member.retry' })} />;
  }
  return (
    <>
      {member.error ? <ErrorNote>{t(member.error)}</ErrorNote> : null}
      {children}
    </>
  );
}

/** Loads the player again; disabled while a load runs (double taps do nothing). */
export function RefreshButton({ member }: { member: MemberFlow }) {
  const t = useT();
  return (
    <Button
      variant="ghost"
      busy={member.refreshing}
      disabled={!member.canRefresh}
      onClick={() => member.flow.send({ type: 'member.refresh' })}
    >
      {t('member.refresh')}
    </Button>
  );
}
