/** The invite-friends home popup: the offer in a dialog; it closes when the flow ends (after an error). */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSession } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { liveInviteFriendsMachine } from '../../actors/promotions.actors';
import { useArea, useT } from '../../i18n/use-t';
import { Dialog } from '../../ui/dialog';
import { InviteBody } from './invite-view';

export function InviteModal({ onClose }: { onClose: () => void }) {
  useArea('promotions');
  const t = useT();
  const hasMobile = useSession((s) => Boolean(s.context.user?.mobile));
  const actor = useFlow(liveInviteFriendsMachine, { mode: 'modal', hasMobile });
  const finished = useSelector(actor, (s) => s.status === 'done');
  useEffect(() => {
    if (finished) onClose();
  }, [finished, onClose]);
  return (
    <Dialog open title={t('promotions.invite.title')} onClose={onClose} closeLabel={t('common.close')}>
      <InviteBody actor={actor} />
    </Dialog>
  );
}
