/**
 * The rewards list (/lobby/rewards on both layouts — the mobile tab bar's rewards tab; spec §5 "Activity listing"): the sign-up bonus as the reward
 * list, then the player's other open activities by sort (Supply only when bankrupt, Agent not when
 * AgentCount exists). A visitor is asked to log in.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PATH, activityPathOn } from '../../../contract/paths';
import { useLayout } from '../../app/layout';
import { activityListing } from '../../../machines/activity-list.machine';
import { liveActivityListMachine } from '../../actors/activity-list.actors';
import { useSession } from '../../app/root-context';
import { useFlow } from '../../app/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import styles from './pages.module.css';

type Activity = ReturnType<typeof activityListing>['normal'][number];

export function RewardsPage() {
  useArea('lobby');
  const member = useSession((s) => s.matches('member') && s.context.user !== null);
  // A new list flow when the player logs in or out.
  return <RewardsList key={String(member)} member={member} />;
}

function RewardsList({ member }: { member: boolean }) {
  const t = useT();
  const layout = useLayout();
  const flow = useFlow(liveActivityListMachine, { member });
  const state = useSelector(flow, (s) => s);
  const data = state.context.data;
  const list = useMemo(() => (data ? activityListing(data) : null), [data]);

  const card = (a: Activity) => {
    const key = `lobby.activity.${a.id}`;
    const name = t(key) === key ? a.name : t(key);
    return (
      <li key={a.id}>
        <Link to={activityPathOn(layout, a.id)} className={styles.reward}>
          <img
            className={styles.rewardIcon}
            src={a.icon || `/static/activity/${a.id}.svg`}
            alt=""
            width={56}
            height={56}
            loading="lazy"
          />
          <span>{name}</span>
        </Link>
      </li>
    );
  };

  return (
    <Page title={t('lobby.rewardsPage.title')} back={false}>
      {state.matches('visitor') ? (
        <EmptyState message={t('lobby.rewardsPage.visitor')}>
          <Link to={PATH.login}>{t('lobby.collect.login')}</Link>
        </EmptyState>
      ) : state.hasTag('loading') && !list ? (
        <p className={styles.hint} role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      ) : (
        <>
          {state.hasTag('error') ? (
            <p className={styles.hint} role="alert">
              {state.context.error ? t(state.context.error) : null}{' '}
              <Button variant="ghost" onClick={() => flow.send({ type: 'activities.retry' })}>
                {t('common.retry')}
              </Button>
            </p>
          ) : null}
          {list?.reward.length ? (
            <section aria-labelledby="rewards-reward">
              <h2 id="rewards-reward" className={styles.subheading}>
                {t('lobby.rewardsPage.reward')}
              </h2>
              <ul className={styles.rewards}>{list.reward.map(card)}</ul>
            </section>
          ) : null}
          {list ? (
            <section aria-labelledby="rewards-normal">
              <h2 id="rewards-normal" className={styles.subheading}>
                {t('lobby.rewardsPage.activities')}
              </h2>
              {list.normal.length ? (
                <ul className={styles.rewards}>{list.normal.map(card)}</ul>
              ) : (
                <EmptyState message={t('lobby.rewardsPage.none')} />
              )}
            </section>
          ) : null}
        </>
      )}
    </Page>
  );
}
