/**
 * What is left of the player's deposit limits, above the amount on the deposit page (docs/player-protection.md): the
 * lowest "left" of the windows with a limit and when that window resets, or an offer to set a limit; both
 * link to the "Responsible gaming" page. It runs the deposit-limits flow (machines/deposit-limits.machine.ts)
 * and reads it again when a deposit is refused for a limit (`reloadKey` changes).
 * Before the first deposit (no deposit credited, no deposit limit, offer not yet answered: the server's
 * `limitOfferDue`) it offers to set a limit first (UKGC RTS 12): "Set a limit" or "Skip" — skipped once, it is
 * not offered again (setPlaySettings).
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { PATH } from '../../../contract/paths';
import { selectAnsweringOffer } from '../../../machines/deposit-limits.machine';
import { liveDepositLimitsMachine } from '../../actors/deposit-limits.actors';
import { useFlow } from '../../flow/use-flow';
import { useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Button } from '../../ui/button';
import styles from './wallet.module.css';

export function DepositLimitNote({ symbol, reloadKey }: { symbol: string; reloadKey: number }) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const flow = useFlow(liveDepositLimitsMachine);
  const protection = useSelector(flow, (s) => s.context.protection);
  const skipping = useSelector(flow, selectAnsweringOffer);
  useEffect(() => {
    if (reloadKey > 0) flow.send({ type: 'limits.reload' });
  }, [flow, reloadKey]);
  if (!protection) return null;
  if (protection.limitOfferDue) {
    return (
      <section className={styles.limitOffer} aria-labelledby="deposit-limit-offer" data-testid="deposit-limit-offer">
        <h2 id="deposit-limit-offer" className={styles.limitOfferTitle}>
          {t('wallet.limitOffer.title')}
        </h2>
        <p>{t('wallet.limitOffer.text')}</p>
        <div className={styles.limitOfferActions}>
          <Link to={PATH.protection} className={styles.limitOfferLink}>
            {t('wallet.limitOffer.set')}
          </Link>
          <Button variant="secondary" onClick={() => flow.send({ type: 'offer.skip' })} busy={skipping}>
            {t('wallet.limitOffer.skip')}
          </Button>
        </div>
      </section>
    );
  }
  const left = protection.depositLeft;
  return (
    <p className={styles.notice} data-testid="deposit-limit-note">
      {left !== undefined
        ? t('wallet.limit.left', {
            left: formatMoney(left, symbol, i18n.locale),
            resetAt: formatDate(protection.depositLeftResetAt ?? 0, i18n.locale, 'dateTime', zone),
          })
        : t('wallet.limit.none')}{' '}
      <Link to={PATH.protection}>{left !== undefined ? t('wallet.limit.manage') : t('wallet.limit.set')}</Link>
    </p>
  );
}
