/**
 * The full-screen payment sheet (the flow's `paying`): the payment page, the QR code with its countdown or
 * the bank-transfer details (deposit-panel.tsx, loaded lazily); closing it (or "paid") sends panel.close.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { DepositActor } from '../../../machines/deposit.machine';
import { useT } from '../../i18n/use-t';
import { useMarkPaymentOpen } from '../../lib/payment-open';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

const DepositPanel = lazy(() => import('./deposit-panel').then((m) => ({ default: m.DepositPanel })));

export function PanelSheet({ flow, open, symbol }: { flow: DepositActor; open: boolean; symbol: string }) {
  const t = useT();
  const order = useSelector(flow, (s) => s.context.order);
  const secondsLeft = useSelector(flow, (s) => s.context.secondsLeft);
  const expired = useSelector(flow, (s) => s.matches({ paying: 'expired' }));
  // A new app version never reloads the page while the payment is on screen (machines/app-update.machine.ts).
  useMarkPaymentOpen(open && order !== null);
  return (
    <Dialog
      open={open && order !== null}
      sheet
      title={order ? t(`wallet.deposit.sheet.${order.panel}`) : ''}
      onClose={() => flow.send({ type: 'panel.close' })}
      closeLabel={t('wallet.deposit.sheet.close')}
      actions={
        <Button variant="primary" block onClick={() => flow.send({ type: 'panel.close' })}>
          {t('wallet.deposit.sheet.paid')}
        </Button>
      }
    >
      {order ? (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <DepositPanel order={order} secondsLeft={secondsLeft} expired={expired} symbol={symbol} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
