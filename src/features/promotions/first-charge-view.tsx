/**
 * The first-charge offer's content, shared by the home popup and the /activity/firstCharge page: the
 * packages (tabs by price while not purchased), the chosen package in its showType layout (1 a row,
 * 2 a grid, 3 a featured first gift and a grid) with its discount percent, then by itemStatus: the
 * countdown and the deposit button (0), a claim button per gift (1), all claimed (2).
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectDepositing,
  selectGiftsClaimable,
  selectGiftsClaimed,
  selectOfferEnded,
  selectOnOffer,
  shownPackage,
  type firstChargeMachine,
} from '../../../machines/first-charge.machine';
import { discountPercent } from '../../../machines/promotions-constants';
import { useMoney } from '../../flow/use-money';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import { RewardItem } from './reward-item';
import styles from './promotions.module.css';

export type FirstChargeActor = ActorRefFrom<typeof firstChargeMachine>;

/** "2d 03:04:05" / "03:04:05" from milliseconds. */
function countdownParts(ms: number): { days: number; time: string } {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  return { days, time: `${pad(h)}:${pad(m)}:${pad(total % 60)}` };
}

export function FirstChargeBody({ actor }: { actor: FirstChargeActor }) {
  const t = useT();
  const money = useMoney();
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.hasTag('error'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const claimable = useSelector(actor, selectGiftsClaimable);
  const offer = useSelector(actor, selectOnOffer);
  const depositing = useSelector(actor, selectDepositing);
  const ended = useSelector(actor, selectOfferEnded);
  const completed = useSelector(actor, selectGiftsClaimed);
  if (loading) return <LoadingStatus />;
  if (failed) {
    return <FailedStatus error={context.error} onRetry={() => actor.send({ type: 'firstCharge.retry' })} />;
  }
  const pkg = shownPackage(context);
  const state = context.state;
  if (!pkg || !state) {
    return <EmptyState message={t('promotions.firstCharge.none')} />;
  }
  const percent = discountPercent(pkg.award, pkg.price);
  const [featured, ...rest] = pkg.award;
  const claimed = (propId: number) => state.propReceiveList.includes(propId);
  const giftAction = (propId: number) =>
    claimable || completed ? (
      <Button
        className={styles.claim}
        variant={claimed(propId) ? 'secondary' : 'primary'}
        disabled={claimed(propId) || busy || !claimable}
        busy={context.pendingPropId === propId && busy}
        onClick={() => actor.send({ type: 'gift.claim', propId })}
      >
        {claimed(propId) ? t('promotions.firstCharge.claimed') : t('promotions.firstCharge.claim')}
      </Button>
    ) : null;
  const { days, time } = countdownParts(context.remainingMs);
  return (
    <div className={styles.firstCharge}>
      <p className={styles.lead}>{t('promotions.firstCharge.lead')}</p>
      {state.itemStatus === 0 && context.configs.length > 1 ? (
        <div className={styles.packages} role="group" aria-label={t('promotions.firstCharge.packages')}>
          {context.configs.map((p) => (
            <button
              key={p.id}
              type="button"
              className={styles.package}
              aria-pressed={p.id === pkg.id}
              disabled={!offer}
              onClick={() => actor.send({ type: 'package.select', id: p.id })}
            >
              {money(p.price)}
            </button>
          ))}
        </div>
      ) : null}
      <section className={`${styles.offer} ${styles[`show${pkg.showType}`] ?? ''}`} aria-label={money(pkg.price)}>
        <header className={styles.offerHead}>
          <span className={styles.price}>{t('promotions.firstCharge.price', { price: money(pkg.price) })}</span>
          <span className={styles.percent}>{t('promotions.firstCharge.worth', { percent })}</span>
        </header>
        <ul className={styles.items}>
          {pkg.showType === 3 && featured ? (
            <RewardItem item={featured} large action={giftAction(featured.id)} />
          ) : null}
          {(pkg.showType === 3 ? rest : pkg.award).map((item) => (
            <RewardItem key={item.id} item={item} action={giftAction(item.id)} />
          ))}
        </ul>
      </section>
      {offer ? (
        <>
          <p className={styles.countdown} role="timer" aria-live="off">
            {t('promotions.firstCharge.endsIn')}{' '}
            <strong>{days > 0 ? t('promotions.countdown.days', { days, time }) : time}</strong>
          </p>
          <Button block busy={depositing} onClick={() => actor.send({ type: 'deposit.start' })}>
            {t('promotions.firstCharge.deposit', { price: money(pkg.price) })}
          </Button>
        </>
      ) : null}
      {ended ? (
        <p className={styles.ended} role="alert">
          {t('promotions.firstCharge.ended')}
        </p>
      ) : null}
      {claimable ? <p className={styles.hint}>{t('promotions.firstCharge.claimHint')}</p> : null}
      {completed ? (
        <p className={styles.done} role="status">
          {t('promotions.firstCharge.allClaimed')}
        </p>
      ) : null}
    </div>
  );
}
