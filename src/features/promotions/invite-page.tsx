/** /activity/inviteFriends: the invite-friends offer as a page with a header (it is also a home popup). */
import { useSession } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { liveInviteFriendsMachine } from '../../actors/promotions.actors';
import { useArea, useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { InviteBody } from './invite-view';
import styles from './promotions.module.css';

export function InviteFriendsPage() {
  useArea('promotions');
  const t = useT();
  const hasMobile = useSession((s) => Boolean(s.context.user?.mobile));
  const actor = useFlow(liveInviteFriendsMachine, { mode: 'page', hasMobile });
  return (
    <Page title={t('promotions.invite.title')}>
      <div className={styles.pageBody}>
        <InviteBody actor={actor} page />
      </div>
    </Page>
  );
}
