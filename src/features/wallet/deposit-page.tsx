/**
 * /lobby/wallets/deposit (both layouts): pick a channel and an amount, then pay in the full-screen deposit
 * sheet (payment page, QR code or bank-transfer details, loaded lazily), and see the deposit confirmed.
 * The deposit flow (machines/deposit.machine.ts) holds every step; this view renders it and sends events.
 * The choice comes back from the address (?type=&amount=) after a detour to bind a bank card, and an order
 * left open by a reload is reopened from the tab's storage. ?actType=13&amount=<price>&awardId=<package>
 * (from the first-charge offer) buys that package: the page says so, the amount is its price and cannot
 * change, and after the payment it leads back to the first-charge page to claim the gifts. A stale or bad
 * link says why and becomes a plain deposit of the same amount.
 *
 * The parts: deposit-form.tsx (with deposit-channels.tsx, deposit-amount.tsx, deposit-purchase.tsx),
 * deposit-sheet.tsx (the payment sheet), deposit-status.tsx and deposit-outcome.tsx (checking, the end, the
 * forced-update modal). The input comes from machines/deposit.rules.ts via the actors' `depositInput`.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pathOn } from '../../../contract/paths';
import type { AppConfig, PlayerData, UserInfo } from '../../../contract/types';
import { selectShowsForm } from '../../../machines/deposit.machine';
import { depositInput, liveDepositMachine } from '../../actors/deposit.actors';
import { useLayout } from '../../lib/use-layout';
import { useRoot, useSession } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { DepositForm } from './deposit-form';
import { PromoDialog } from './deposit-outcome';
import { PanelSheet } from './deposit-sheet';
import { DepositStatus } from './deposit-status';

export function DepositPage() {
  useArea('wallet');
  const t = useT();
  const config = useSession((s) => s.context.config);
  const user = useSession((s) => s.context.user);
  const player = useSession((s) => s.context.player);
  return (
    <Page title={t('wallet.deposit.title')}>
      {config && user && player ? <DepositFlow config={config} user={user} player={player} /> : null}
    </Page>
  );
}

function DepositFlow({ config, user, player }: { config: AppConfig; user: UserInfo; player: PlayerData }) {
  const root = useRoot();
  const layout = useLayout();
  const [params] = useSearchParams();
  const input = useMemo(
    () => depositInput(root, user.id, { config, player, layout, bindCardPath: pathOn(layout, 'bindBankCard'), params }),
    // The flow starts once per visit; later session changes do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const flow = useFlow((port) => liveDepositMachine(port, user.id), input);
  const choosing = useSelector(flow, selectShowsForm);
  const panel = useSelector(flow, (s) => s.hasTag('panel'));
  return (
    <>
      {choosing ? (
        <DepositForm flow={flow} config={config} user={user} player={player} />
      ) : (
        <DepositStatus flow={flow} user={user} symbol={config.currency.symbol} />
      )}
      <PanelSheet flow={flow} open={panel} symbol={config.currency.symbol} />
      <PromoDialog flow={flow} bonus={config.appLoginBonus} symbol={config.currency.symbol} />
    </>
  );
}
