/**
 * One board of the shared claim mechanism (machines/activity-claim.machine.ts with the activity's adapter in
 * src/actors/claim-adapters/), rendered with src/ui/claim-list.tsx: a summary, header figures, the items
 * (status, rewards, explanation, the claim button on the claimable one, busy and deaf while a claim runs; an
 * item's "open" link while it waits for the player to do something elsewhere), a failed claim's message;
 * loading, failed with retry, empty. A board that waits for such a link reloads when the player comes back to
 * the tab. Every claim activity's page (sign-up bonus, free sign, supply, VIP rebate, follow, cash bonus,
 * ladder, festival, agent, agent5) is this board plus its own how-it-works. A board with a share link or read-only
 * lists (the agent programmes) needs the `promo-agents` catalog area too.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ClaimBoard, ClaimFigure, ClaimItem, ClaimRoster } from '../../../machines/activity-claim.rules';
import { PATH } from '../../../contract/paths';
import { itemAmount, itemKind, type PrizeItem } from '../../../machines/promotions-constants';
import { selectClaiming, selectClaimsFailed, selectClaimsLoading } from '../../../machines/activity-claim.machine';
import { liveActivityClaimMachine } from '../../actors/activity-claim.actors';
import { useFlow } from '../../flow/use-flow';
import { useT, type Translate } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { formatCoin } from '../../lib/money';
import { useCopy } from '../../flow/use-copy';
import { Button, LinkButton } from '../../ui/button';
import { ClaimFigures, ClaimList, type ClaimListReward, type ClaimListRow } from '../../ui/claim-list';
import { EmptyState } from '../../ui/empty-state';
import { ErrorNote } from '../../ui/error-note';
import { SeasonNote } from '../../ui/season-note';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import styles from './claims.module.css';
import { useCountryTime } from '../../flow/use-country-time';

/** Needs the `promo-daily` catalog area (the shared words of every board). */
export function ClaimBoardView({
  activityId,
  listLabel,
  emptyText,
}: {
  activityId: number;
  listLabel: string;
  emptyText?: string;
}) {
  const t = useT();
  const countryTime = useCountryTime();
  const { i18n } = useLingui();
  const flow = useFlow(liveActivityClaimMachine, { activityId });
  const { board, error, notice, pendingKey } = useSelector(flow, (s) => s.context);
  const loading = useSelector(flow, selectClaimsLoading);
  const failed = useSelector(flow, selectClaimsFailed);
  const claiming = useSelector(flow, selectClaiming);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const waitsForOpen = board?.items.some((i) => i.link && i.status === 'locked') ?? false;
  // Back from a network's page (another tab): load the board again, the open may have made it claimable.
  useEffect(() => {
    if (!waitsForOpen) return;
    const reload = () => {
      if (document.visibilityState === 'visible') flow.send({ type: 'claims.reload' });
    };
    document.addEventListener('visibilitychange', reload);
    window.addEventListener('focus', reload);
    return () => {
      document.removeEventListener('visibilitychange', reload);
      window.removeEventListener('focus', reload);
    };
  }, [flow, waitsForOpen]);
  if (loading) return <LoadingStatus />;
  if (failed || !board) return <FailedStatus error={error} onRetry={() => flow.send({ type: 'claims.retry' })} />;
  return (
    <>
      {board.season ? <SeasonNote season={board.season} /> : null}
      {board.share ? <ShareBox share={board.share} /> : null}
      {board.summary ? (
        <p className={styles.summary}>{t(board.summary.id, { ...board.summary.values, zone: countryTime })}</p>
      ) : null}
      <ClaimFigures figures={board.figures.map((f) => figureText(t, f, i18n.locale))} />
      {notice ? <ErrorNote>{t(notice)}</ErrorNote> : null}
      {board.items.length === 0 ? (
        <EmptyState message={emptyText ?? t('promoDaily.empty')} />
      ) : (
        <ClaimList
          label={listLabel}
          rows={rows(t, board, i18n.locale)}
          claimText={t('promoDaily.claim')}
          rewardsLabel={t('promoDaily.rewards')}
          busyKey={claiming ? pendingKey : null}
          disabled={busy}
          onClaim={(key) => flow.send({ type: 'item.claim', key })}
        />
      )}
      {board.rosters?.map((r) => (
        <RosterView key={r.key} roster={r} />
      ))}
    </>
  );
}

/** The player's invite link with a copy button; without a bound mobile, the way to bind one (sharing needs one). */
function ShareBox({ share }: { share: NonNullable<ClaimBoard['share']> }) {
  const t = useT();
  const copy = useCopy();
  return (
    <section className={`${styles.how} ${styles.wide}`} aria-labelledby="claim-share">
      <h3 id="claim-share" className={styles.shareTitle}>
        {t('promoAgents.share.title')}
      </h3>
      {share.mobileBound ? (
        <div className={styles.shareRow}>
          <input
            className={styles.shareInput}
            readOnly
            value={share.url}
            aria-label={t('promoAgents.share.linkLabel')}
          />
          <Button variant="primary" onClick={() => copy(share.url)}>
            {t('promoAgents.share.copy')}
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.howText}>{t('promoAgents.needMobile')}</p>
          <LinkButton to={PATH.bind} variant="primary">
            {t('promoAgents.share.bind')}
          </LinkButton>
        </>
      )}
    </section>
  );
}

/** A read-only list under the board (the invited players, masked; a log). */
function RosterView({ roster }: { roster: ClaimRoster }) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const id = `claim-roster-${roster.key}`;
  return (
    <section className={`${styles.how} ${styles.wide}`} aria-labelledby={id}>
      <h3 id={id} className={styles.shareTitle}>
        {t(roster.title)}
      </h3>
      {roster.rows.length === 0 ? (
        <p className={styles.howText}>{t(roster.empty)}</p>
      ) : (
        <ul className={styles.rosterList}>
          {roster.rows.map((row) => (
            <li key={row.key} className={styles.rosterRow}>
              <span className={styles.rosterName}>{typeof row.name === 'string' ? row.name : t(row.name)}</span>
              <span className={styles.rosterDetail}>{t(row.detail)}</span>
              {row.time !== null ? (
                <time className={styles.rosterTime} dateTime={new Date(row.time).toISOString()}>
                  {formatDate(row.time, i18n.locale, 'dateTime', zone)}
                </time>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function figureText(t: Translate, f: ClaimFigure, locale: string): { label: string; value: string } {
  return { label: t(f.label), value: f.kind === 'count' ? String(f.value) : formatCoin(f.value, locale) };
}

function rows(t: Translate, board: ClaimBoard, locale: string): ClaimListRow[] {
  return board.items.map((item: ClaimItem) => ({
    key: item.key,
    label: t(item.label),
    status: item.status,
    statusText: t(`promoDaily.status.${item.status}`),
    note: item.note ? t(item.note) : null,
    rewards: item.reward.map((r) => reward(t, r, locale)),
    link: item.link ? { href: item.link.href, text: t(item.link.text) } : null,
  }));
}

/** One reward item: coin and points counts are hundredths. */
function reward(t: Translate, item: PrizeItem, locale: string): ClaimListReward {
  const kind = itemKind(item.id);
  const money = kind === 'coin' || kind === 'points';
  return {
    kind,
    name: t(`promoDaily.item.${kind}`, { id: item.id }),
    amount: money ? formatCoin(item.count, locale) : t('promoDaily.item.count', { count: itemAmount(item) }),
  };
}
