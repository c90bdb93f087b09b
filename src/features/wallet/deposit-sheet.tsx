/**
 * The full-screen payment sheet (the flow's `paying`): the payment page, the QR code with its countdown or
 * the bank-transfer details (deposit-panel.tsx, loaded lazily); closing it (or "paid") sends panel.close. The
 * panel's code (and the QR code's) loads while the order is being made: the order's answer then opens the sheet
 * with its content at once (a mount that suspended showed it no sooner than 300 ms later).
 */
import { useSelector } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import { selectOrderExpired, selectOrdering, type DepositActor } from '../../../machines/deposit.machine';
import { useT } from '../../i18n/use-t';
import { useMarkPaymentOpen } from '../../lib/payment-open';
import { preloadable } from '../../lib/preloadable';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

const DepositPanel = preloadable(() =>
  import('./deposit-panel').then(async (m) => {
    await m.QrCode.preload();
    return m.DepositPanel;
  }),
);

export function PanelSheet({ flow, open, symbol }: { flow: DepositActor; open: boolean; symbol: string }) {
  const t = useT();
  const order = useSelector(flow, (s) => s.context.order);
  const secondsLeft = useSelector(flow, (s) => s.context.secondsLeft);
  const expired = useSelector(flow, selectOrderExpired);
  // A new app version never reloads the page while the payment is on screen (machines/app-update.machine.ts).
  useMarkPaymentOpen(open && order !== null);
  // The panel's code loads while the order is made (the submit's 300 ms debounce, then the call): by the answer it
  // is in. Not when the page shows: evaluating it there held up the page's own first screen on a slow phone.
  const ordering = useSelector(flow, selectOrdering);
  useEffect(() => {
    if (ordering) void DepositPanel.preload();
  }, [ordering]);
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
