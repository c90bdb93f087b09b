/**
 * The activity centre (getActivityIds; docs/promotions.md): the one list of the player's
 * open activities, on every address that shows it — /lobby/rewards (the mobile tab bar's rewards tab and the
 * desktop menu's promotions entry), /lobby/activity (mobile lobby child) and /activity/index (mobile). The
 * sign-up bonus is the reward list, then the other open activities by sort (Supply only when bankrupt, Agent
 * not when AgentCount exists); each entry says what it is and opens the one page of its activity
 * (`activityPathOn`). `?activity=<id>` explains that entry in a dialog: the desktop's answer for an activity
 * with no page of its own on that table. A visitor is asked to log in.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACTIVITY } from '../../../contract/ids';
import { CENTRE_ACTIVITY_PARAM, PATH, activityPathOn, hasActivityPage } from '../../../contract/paths';
import { activityListing, selectVisitor } from '../../../machines/activity-list.machine';
import { activityDot } from '../../../machines/badges.rules';
import { selectSignedIn } from '../../../machines/session.machine';
import { liveActivityListMachine } from '../../actors/activity-list.actors';
import { useLayout } from '../../lib/use-layout';
import { useSession } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { Button, LinkButton } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorNote } from '../../ui/error-note';
import { Page } from '../../ui/page';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import styles from './activity-centre.module.css';

type Activity = ReturnType<typeof activityListing>['normal'][number];
type Translate = ReturnType<typeof useT>;

/** /lobby/rewards: the rewards tab (mobile) and the promotions entry (desktop), titled as the tab. */
export function RewardsPage() {
  return <Centre title="lobby.rewardsPage.title" back={false} />;
}

/** /activity/index and /lobby/activity (mobile): the same list, titled "Activity centre". */
export function ActivityCentrePage() {
  return <Centre title="promoCentre.title" back />;
}

function Centre({ title, back }: { title: string; back: boolean }) {
  // Activity names are the lobby's (lobby.activity.<id>), what each is the member area's (member.reward.*).
  useArea('lobby', 'member', 'promo-centre');
  const member = useSession(selectSignedIn);
  // A new list flow when the player logs in or out.
  return <CentreList key={String(member)} member={member} title={title} back={back} />;
}

/** A translation with a fallback key when `key` has no message of its own. */
const textOr = (t: Translate, key: string, fallback: string) => (t(key) === key ? t(fallback) : t(key));

/** An activity's name: the catalog's for its type, else the server's. */
const nameOf = (t: Translate, a: Activity) => {
  const key = `lobby.activity.${a.id}`;
  return t(key) === key ? a.name : t(key);
};

function CentreList({ member, title, back }: { member: boolean; title: string; back: boolean }) {
  const t = useT();
  const layout = useLayout();
  const flow = useFlow(liveActivityListMachine, { member });
  const visitor = useSelector(flow, selectVisitor);
  const failed = useSelector(flow, (s) => s.hasTag('error'));
  const data = useSelector(flow, (s) => s.context.data);
  const error = useSelector(flow, (s) => s.context.error);
  const list = useMemo(() => (data ? activityListing(data) : null), [data]);
  const [params] = useSearchParams();
  const explained = params.get(CENTRE_ACTIVITY_PARAM);
  const player = useSession((s) => s.context.player);

  const card = (a: Activity) => {
    const about = `centre-about-${a.id}`;
    return (
      <li key={a.id} className={styles.entry}>
        <img
          className={styles.icon}
          src={a.icon || `/static/activity/${a.id}.svg`}
          alt=""
          width={56}
          height={56}
          loading="lazy"
        />
        <div className={styles.body}>
          <Link to={activityPathOn(layout, a.id)} className={styles.link} aria-describedby={about}>
            {nameOf(t, a)}
          </Link>
          {activityDot(player, a.id) ? (
            <span className={styles.dot} role="img" aria-label={t('promoCentre.agentDot')} />
          ) : null}
          <p id={about} className={styles.about}>
            {textOr(t, `member.reward.about.${a.id}`, 'member.reward.about')}
          </p>
        </div>
      </li>
    );
  };

  let body;
  if (visitor) {
    body = (
      <EmptyState message={t('lobby.rewardsPage.visitor')}>
        <LinkButton to={PATH.login} variant="primary">
          {t('lobby.collect.login')}
        </LinkButton>
      </EmptyState>
    );
  } else if (!list) {
    body = failed ? (
      <FailedStatus error={error} onRetry={() => flow.send({ type: 'activities.retry' })} />
    ) : (
      <LoadingStatus />
    );
  } else {
    body = (
      <>
        {failed ? (
          <div className={styles.failed}>
            <ErrorNote>{t(error ?? 'common.error')}</ErrorNote>
            <Button variant="ghost" onClick={() => flow.send({ type: 'activities.retry' })}>
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
        {list.reward.length ? (
          <section aria-labelledby="rewards-reward">
            <h2 id="rewards-reward" className={styles.subheading}>
              {t('lobby.rewardsPage.reward')}
            </h2>
            <ul className={styles.list}>{list.reward.map(card)}</ul>
          </section>
        ) : null}
        <section aria-labelledby="rewards-normal">
          <h2 id="rewards-normal" className={styles.subheading}>
            {t('lobby.rewardsPage.activities')}
          </h2>
          {list.normal.length ? (
            <ul className={styles.list}>{list.normal.map(card)}</ul>
          ) : (
            <EmptyState message={t('lobby.rewardsPage.none')} />
          )}
        </section>
        {explained !== null ? <Explanation id={explained} activities={[...list.reward, ...list.normal]} /> : null}
      </>
    );
  }
  return (
    <Page title={t(title)} back={back}>
      {body}
    </Page>
  );
}

/**
 * The dialog explaining the entry `?activity=<id>` names: what it is, how to take part, its period, and the way
 * to its page when it has one on this layout; "not open to you" when it is not one of the listed entries.
 * Closing it leaves the list (the address without the parameter).
 */
function Explanation({ id, activities }: { id: string; activities: readonly Activity[] }) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const layout = useLayout();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const activity = /^[1-9]\d{0,8}$/.test(id) ? activities.find((a) => a.id === Number(id)) : undefined;
  const close = () => {
    const rest = new URLSearchParams(params);
    rest.delete(CENTRE_ACTIVITY_PARAM);
    const q = rest.toString();
    navigate({ search: q ? `?${q}` : '' }, { replace: true });
  };
  if (!activity) {
    return (
      <Dialog open title={t('promoCentre.explain.title')} onClose={close} closeLabel={t('common.close')}>
        <p className={styles.text}>{t('promoCentre.explain.notOpen')}</p>
      </Dialog>
    );
  }
  const own = hasActivityPage(layout, activity.id);
  // Without a page here: first charge and invite open as a window from the home's activity bar on desktop;
  // a page only the mobile layout has is said so; otherwise the activity has no page at all yet.
  const popup =
    layout === 'desktop' && (activity.id === ACTIVITY.FirstCharge || activity.id === ACTIVITY.InviteFriend1);
  const note = own
    ? null
    : popup
      ? 'promoCentre.homePopup'
      : layout === 'desktop' && hasActivityPage('mobile', activity.id)
        ? 'promoCentre.mobileOnly'
        : 'promoCentre.noPage';
  return (
    <Dialog
      open
      title={nameOf(t, activity)}
      onClose={close}
      closeLabel={t('common.close')}
      actions={
        own ? (
          <LinkButton to={activityPathOn(layout, activity.id)} variant="primary">
            {t('member.reward.go')}
          </LinkButton>
        ) : popup ? (
          <LinkButton to={PATH.home} variant="primary">
            {t('promoCentre.toHome')}
          </LinkButton>
        ) : null
      }
    >
      <div className={styles.explain}>
        <p className={styles.dim}>
          {activity.endTime > 0
            ? t('member.reward.period', {
                from: formatDate(activity.startTime, i18n.locale, 'date', zone),
                to: formatDate(activity.endTime, i18n.locale, 'date', zone),
              })
            : t('member.reward.since', { from: formatDate(activity.startTime, i18n.locale, 'date', zone) })}
        </p>
        <h3 className={styles.heading}>{t('member.reward.aboutTitle')}</h3>
        <p className={styles.text}>{textOr(t, `member.reward.about.${activity.id}`, 'member.reward.about')}</p>
        <h3 className={styles.heading}>{t('member.reward.howTitle')}</h3>
        <p className={styles.text}>{textOr(t, `member.reward.how.${activity.id}`, 'member.reward.how')}</p>
        {note ? <p className={styles.note}>{t(note)}</p> : null}
      </div>
    </Dialog>
  );
}
