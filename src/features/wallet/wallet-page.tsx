/**
 * The wallet overview (/lobby/wallets/{id} other than deposit and withdraw, both tables): the coin
 * balance (deposit, withdraw, records) as the server splits it — what can be withdrawn now and, while bonus money
 * is outstanding, the cash, the bonus and its wagering (getBonusWallet; loaded again when the
 * balance moves) — the safebox, the bonus points (exchange) and the promised bonuses of
 * server/domain/bonuses.ts from the configuration — the first-deposit bonus (open while the player has no
 * completed deposit, `firstRecharge` 0) and the Android app's first-login bonus. `overview` shows them all;
 * `balance`, `safebox`, `points` and `bonus` mark their card; any other id is a not-found state with a way back.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PATH, pathOn, records, wallet, type WalletId } from '../../../contract/paths';
import { walletIdOf } from '../../../machines/member.rules';
import { useLayout } from '../../lib/use-layout';
import { useSession } from '../../flow/root-context';
import { useMoney } from '../../flow/use-money';
import { useArea, useT } from '../../i18n/use-t';
import { formatCoin, formatMoney } from '../../lib/money';
import { BonusWallet, type BonusWalletFigures } from '../../ui/bonus-wallet';
import { LinkButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Money } from '../../ui/money';
import { Page } from '../../ui/page';
import { MemberStatus, RefreshButton, useMemberFlow } from '../../flow/member-flow';
import styles from './wallet-page.module.css';
import cards from '../../ui/card-stack.module.css';

export function WalletPage() {
  useArea('member', 'bonus-wallet');
  const t = useT();
  const { id } = useParams();
  const walletId = walletIdOf(id);
  if (!walletId) {
    return (
      <Page title={t('member.wallet.notFoundTitle')}>
        <EmptyState message={t('member.wallet.notFound')}>
          <LinkButton to={wallet('overview')} variant="primary">
            {t('member.wallet.toOverview')}
          </LinkButton>
        </EmptyState>
      </Page>
    );
  }
  return <Overview key={walletId} walletId={walletId} />;
}

function Overview({ walletId }: { walletId: WalletId }) {
  const t = useT();
  const member = useMemberFlow({ pots: true });
  const pots = useSelector(member.flow, (s) => s.context.pots);
  const coin = useSession((s) => s.context.user?.coin);
  // A balance the pots were not read with (a refresh of the header's balance, a round in another tab): the flow
  // decides whether to load them again (once per balance).
  useEffect(() => {
    if (coin !== undefined) member.flow.send({ type: 'member.balanceChanged', coin });
  }, [coin, pots, member.flow]);
  return (
    <Page
      title={t('member.wallet.title')}
      actions={member.loading || member.failed ? null : <RefreshButton member={member} />}
    >
      <MemberStatus member={member}>
        <Cards walletId={walletId} pots={pots} refreshing={member.refreshing} />
      </MemberStatus>
    </Page>
  );
}

function Cards({
  walletId,
  pots,
  refreshing,
}: {
  walletId: WalletId;
  pots: BonusWalletFigures | null;
  refreshing: boolean;
}) {
  const t = useT();
  const money = useMoney();
  const { i18n } = useLingui();
  const layout = useLayout();
  const user = useSession((s) => s.context.user);
  const firstRecharge = useSession((s) => s.context.player?.firstRecharge ?? 1);
  const config = useSession((s) => s.context.config);
  // The marked wallet's card is scrolled into view once it is on screen.
  const shown = user !== null;
  useEffect(() => {
    if (shown && walletId !== 'overview')
      document.getElementById(`wallet-card-${walletId}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [walletId, shown]);
  if (!user) return null;
  const symbol = config?.currency.symbol ?? '';
  const card = (id: WalletId) => ({
    className: `${cards.card} ${walletId === id ? cards.current : ''}`,
    'aria-current': walletId === id ? ('true' as const) : undefined,
    id: `wallet-card-${id}`,
    'aria-labelledby': `wallet-${id}`,
  });
  const firstBonus = config?.firstDepositBonus ?? 0;
  const appBonus = config?.appLoginBonus ?? 0;

  return (
    <div className={cards.stack}>
      <section {...card('balance')} aria-busy={refreshing}>
        <h2 id="wallet-balance" className={cards.heading}>
          {t('member.figure.balance')}
        </h2>
        <p className={styles.level} data-testid="wallet-coin">
          <Money hundredths={user.coin} symbol={symbol} />
        </p>
        {pots ? <BonusWallet pots={pots} money={money} id="wallet-pots" /> : null}
        <div className={cards.actions}>
          <LinkButton to={PATH.deposit} variant="primary">
            {t('member.action.deposit')}
          </LinkButton>
          <LinkButton to={PATH.withdraw}>{t('member.action.withdraw')}</LinkButton>
          <LinkButton to={records(layout)} variant="ghost">
            {t('member.link.records')}
          </LinkButton>
        </div>
      </section>

      <section {...card('safebox')}>
        <h2 id="wallet-safebox" className={cards.heading}>
          {t('member.figure.safebox')}
        </h2>
        <p className={styles.level}>
          <Money hundredths={user.safebox} symbol={symbol} />
        </p>
        <p className={cards.dim}>
          {user.hasSafeboxPassword === 1 ? t('member.wallet.safeboxSet') : t('member.wallet.safeboxUnset')}
        </p>
        <div className={cards.actions}>
          <LinkButton to={PATH.safebox}>{t('member.link.safebox')}</LinkButton>
        </div>
      </section>

      <section {...card('points')}>
        <h2 id="wallet-points" className={cards.heading}>
          {t('member.figure.points')}
        </h2>
        <p className={styles.level}>{formatCoin(Math.floor(user.lottery), i18n.locale)}</p>
        <div className={cards.actions}>
          <LinkButton to={pathOn(layout, 'points')}>{t('member.wallet.exchangePoints')}</LinkButton>
        </div>
      </section>

      <section {...card('bonus')}>
        <h2 id="wallet-bonus" className={cards.heading}>
          {t('member.wallet.bonus')}
        </h2>
        {firstBonus > 0 || appBonus > 0 ? (
          <ul className={styles.ladder}>
            {firstBonus > 0 ? (
              <li>
                <p className={styles.text}>
                  {t('member.wallet.firstDeposit', { amount: formatMoney(firstBonus, symbol, i18n.locale) })}
                </p>
                <p className={cards.dim}>
                  {firstRecharge === 0 ? t('member.wallet.firstDepositOpen') : t('member.wallet.firstDepositDone')}
                </p>
                {firstRecharge === 0 ? (
                  <div className={cards.actions}>
                    <LinkButton to={PATH.deposit} variant="primary">
                      {t('member.action.deposit')}
                    </LinkButton>
                  </div>
                ) : null}
              </li>
            ) : null}
            {appBonus > 0 ? (
              <li>
                <p className={styles.text}>
                  {t('member.wallet.appBonus', { amount: formatMoney(appBonus, symbol, i18n.locale) })}
                </p>
                {layout === 'mobile' ? (
                  <div className={cards.actions}>
                    <LinkButton to={PATH.apkDownload} variant="ghost">
                      {t('member.wallet.getApp')}
                    </LinkButton>
                  </div>
                ) : null}
              </li>
            ) : null}
          </ul>
        ) : (
          <EmptyState message={t('member.wallet.noBonus')} />
        )}
      </section>
    </div>
  );
}
