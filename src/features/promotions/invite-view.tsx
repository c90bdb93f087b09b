/**
 * The invite-friends content, shared by the home popup and the /activity/inviteFriends page: the current
 * tier's reward, the progress (inviteCount + 1) / (required + 1) — one fraction for the text and the bar
 * (machines/invite-friends.rules.ts) —, the "Limited to new players only" bubble,
 * then by itemStatus: invite (0), receive (1), a disabled receive (2). Inviting opens the share link with a
 * copy button; both need a bound mobile (the flow sends the player to /bind otherwise). The page also
 * lists every tier.
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { currentTier, type inviteFriendsMachine } from '../../../machines/invite-friends.machine';
import { inviteProgress } from '../../../machines/invite-friends.rules';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import { RewardItem } from './reward-item';
import styles from './promotions.module.css';

export type InviteActor = ActorRefFrom<typeof inviteFriendsMachine>;

export function InviteBody({ actor, page }: { actor: InviteActor; page?: boolean }) {
  const t = useT();
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('error'));
  const sharing = useSelector(actor, (s) => s.hasTag('sharing'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  if (loading) return <LoadingStatus />;
  if (failed) {
    return <FailedStatus error={context.error} onRetry={() => actor.send({ type: 'invite.retry' })} />;
  }
  const tier = currentTier(context);
  const state = context.state;
  if (!tier || !state) return <EmptyState message={t('promotions.invite.none')} />;
  const done = state.itemStatus === 2;
  const progress = inviteProgress(state.inviteCount, tier.inviteCount, done);
  const progressText = t('promotions.invite.progress', { step: progress.step, steps: progress.steps });
  return (
    <div className={styles.invite}>
      <p className={styles.bubble}>{t('promotions.invite.newPlayersOnly')}</p>
      <p className={styles.lead}>{t('promotions.invite.lead', { count: tier.inviteCount })}</p>
      <ul className={styles.items}>
        {tier.award.map((item) => (
          <RewardItem key={item.id} item={item} />
        ))}
      </ul>
      <div className={styles.progressRow}>
        <span>{progressText}</span>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('promotions.invite.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={progress.steps}
          aria-valuenow={progress.step}
          aria-valuetext={progressText}
        >
          <span style={{ width: `${Math.round(progress.ratio * 1000) / 10}%` }} />
        </div>
      </div>
      {sharing || (page && context.hasMobile && state.itemStatus !== 1) ? (
        <div className={styles.share}>
          <label className={styles.shareLabel}>
            {t('promotions.invite.link')}
            <input className={styles.shareInput} readOnly value={context.shareUrl} />
          </label>
          <Button variant="secondary" onClick={() => actor.send({ type: 'link.copy' })}>
            {t('promotions.invite.copy')}
          </Button>
        </div>
      ) : null}
      {state.itemStatus === 0 && !sharing ? (
        <Button block onClick={() => actor.send({ type: 'invite.start' })}>
          {t('promotions.invite.invite')}
        </Button>
      ) : null}
      {sharing && !page ? (
        <Button block variant="secondary" onClick={() => actor.send({ type: 'share.close' })}>
          {t('common.back')}
        </Button>
      ) : null}
      {state.itemStatus > 0 ? (
        <Button block disabled={done || busy} busy={busy} onClick={() => actor.send({ type: 'invite.receive' })}>
          {done ? t('promotions.invite.allReceived') : t('promotions.invite.receive')}
        </Button>
      ) : null}
      {page ? (
        <section className={styles.tiers} aria-labelledby="invite-tiers">
          <h2 id="invite-tiers" className={styles.subTitle}>
            {t('promotions.invite.tiers')}
          </h2>
          <ol className={styles.tierList}>
            {context.configs.map((c) => (
              <li key={c.id} className={`${styles.tier} ${c.id === tier.id && !done ? styles.tierCurrent : ''}`}>
                <span className={styles.tierCount}>{t('promotions.invite.tier', { count: c.inviteCount })}</span>
                <ul className={styles.items}>
                  {c.award.map((item) => (
                    <RewardItem key={item.id} item={item} />
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
