/**
 * The first-charge home popup: the offer in a dialog; it closes when the flow ends (deposit, end, error). The
 * deposit page it leads to loads when the browser is idle after it shows.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useFlow } from '../../flow/use-flow';
import { liveFirstChargeMachine } from '../../actors/promotions.actors';
import { PATH } from '../../../contract/paths';
import { useArea, useT } from '../../i18n/use-t';
import { whenIdle } from '../../lib/next-task';
import { preloadPath } from '../../lib/route-preload';
import { Dialog } from '../../ui/dialog';
import { FirstChargeBody } from './first-charge-view';

export function FirstChargeModal({ onClose }: { onClose: () => void }) {
  useArea('promotions');
  const t = useT();
  const actor = useFlow(liveFirstChargeMachine, { mode: 'modal' });
  const finished = useSelector(actor, (s) => s.status === 'done');
  useEffect(() => {
    if (finished) onClose();
  }, [finished, onClose]);
  // The offer's button leads to the deposit page: its code loads while the player reads the offer.
  useEffect(() => whenIdle(() => void preloadPath(PATH.deposit)), []);
  return (
    <Dialog open title={t('promotions.firstCharge.title')} onClose={onClose} closeLabel={t('common.close')}>
      <FirstChargeBody actor={actor} />
    </Dialog>
  );
}
