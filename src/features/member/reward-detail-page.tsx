/**
 * A reward's detail (/reward/detail/{id}, mobile table). The app's "rewards" are the player's open
 * activities (the rewards list of /lobby/rewards and the home's featured entries; docs/promotions.md):
 * `id` is an activity type id (`ACTIVITY`). The page loads the player's activities (the rewards list's flow),
 * and shows the activity's name, icon and period, what it is and how to get it, and a button to its activity
 * page (`activityPathOn`) when it has one — an activity without a page of its own lands here. An id that is not one of the player's open activities is a not-found state with a
 * way back to the rewards.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { PATH, activityPathOn, hasActivityPage } from '../../../contract/paths';
import { rewardOf } from '../../../machines/member.rules';
import { liveActivityListMachine } from '../../actors/activity-list.actors';
import { useLayout } from '../../lib/use-layout';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { LinkButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import styles from './member.module.css';
import cards from '../../ui/card-stack.module.css';

export function RewardDetailPage() {
  // Activity names are the lobby's (lobby.activity.<id>).
  useArea('member', 'lobby', 'promo-centre');
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const layout = useLayout();
  const { id } = useParams();
  const flow = useFlow(liveActivityListMachine, { member: true });
  const loading = useSelector(flow, (s) => s.hasTag('loading'));
  const failed = useSelector(flow, (s) => s.hasTag('error'));
  const error = useSelector(flow, (s) => s.context.error);
  const data = useSelector(flow, (s) => s.context.data);
  const reward = data ? rewardOf(data, id) : null;
  const text = (key: string, fallback: string) => (t(key) === key ? t(fallback) : t(key));

  let body;
  if (loading) body = <LoadingStatus />;
  else if (failed || !data)
    body = <FailedStatus error={error} onRetry={() => flow.send({ type: 'activities.retry' })} />;
  else if (!reward) {
    body = (
      <EmptyState message={t('member.reward.notFound')}>
        <LinkButton to={PATH.rewards} variant="primary">
          {t('member.reward.toRewards')}
        </LinkButton>
      </EmptyState>
    );
  } else {
    const nameKey = `lobby.activity.${reward.id}`;
    const name = t(nameKey) === nameKey ? reward.name : t(nameKey);
    body = (
      <article className={cards.stack} aria-labelledby="reward-name">
        <div className={`${cards.card} ${styles.who}`}>
          <img
            className={styles.rewardIcon}
            src={reward.icon || `/static/activity/${reward.id}.svg`}
            alt=""
            width={64}
            height={64}
          />
          <div>
            <h2 id="reward-name" className={styles.name}>
              {name}
            </h2>
            <p className={cards.dim}>
              {reward.endTime > 0
                ? t('member.reward.period', {
                    from: formatDate(reward.startTime, i18n.locale, 'date', zone),
                    to: formatDate(reward.endTime, i18n.locale, 'date', zone),
                  })
                : t('member.reward.since', { from: formatDate(reward.startTime, i18n.locale, 'date', zone) })}
            </p>
          </div>
        </div>
        <section className={cards.card} aria-labelledby="reward-about">
          <h3 id="reward-about" className={cards.heading}>
            {t('member.reward.aboutTitle')}
          </h3>
          <p className={styles.text}>{text(`member.reward.about.${reward.id}`, 'member.reward.about')}</p>
        </section>
        <section className={cards.card} aria-labelledby="reward-how">
          <h3 id="reward-how" className={cards.heading}>
            {t('member.reward.howTitle')}
          </h3>
          <p className={styles.text}>{text(`member.reward.how.${reward.id}`, 'member.reward.how')}</p>
        </section>
        {hasActivityPage(layout, reward.id) ? (
          <LinkButton to={activityPathOn(layout, reward.id)} variant="primary" block>
            {t('member.reward.go')}
          </LinkButton>
        ) : (
          // An activity with no page of its own opens this page (activityPath): no button back to itself.
          <p className={styles.text}>{t('promoCentre.noPage')}</p>
        )}
      </article>
    );
  }
  return <Page title={t('member.reward.title')}>{body}</Page>;
}
