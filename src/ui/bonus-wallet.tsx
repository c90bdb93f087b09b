/**
 * The balance as the server splits it (getBonusWallet; docs/player-protection.md §11): with bonus
 * money outstanding, the cash, the bonus money, what can be withdrawn now and the wagering the bonus still needs
 * (bet so far of required, what is left, the multiple) as text and bar; without, only what can be withdrawn
 * (all of it is cash). The wallet overview and the withdraw pages (member and withdraw-only) show it. Needs the
 * `bonus-wallet` catalog area; amounts come formatted by the page (`useMoney`).
 */
import type { components } from '../../contract/schema';
import { useArea, useT } from '../i18n/use-t';
import styles from './bonus-wallet.module.css';

type Wallet = components['schemas']['BonusWallet'];

/** The figures shown: getBonusWallet's answer (the coin total is the page's own). */
export type BonusWalletFigures = Omit<Wallet, 'coin'>;

/** Whether any bonus money is outstanding (its breakdown and wagering are shown). */
export const hasBonus = (pots: BonusWalletFigures) => pots.bonus > 0 || pots.wageringRequired > 0;

export function BonusWallet({
  pots,
  money,
  id = 'bonus-wallet',
}: {
  pots: BonusWalletFigures;
  money: (hundredths: number) => string;
  /** Unique on the page: the ids that tie the bar to its texts derive from it. */
  id?: string;
}) {
  useArea('bonus-wallet');
  const t = useT();
  const withdrawable = (
    <div className={styles.row}>
      <dt>{t('bonusWallet.withdrawable')}</dt>
      <dd className={styles.strong} data-testid="bonus-wallet-withdrawable">
        {money(pots.withdrawable)}
      </dd>
    </div>
  );
  if (!hasBonus(pots)) {
    return (
      <dl className={styles.pots} data-testid="bonus-wallet" data-bonus="0">
        {withdrawable}
      </dl>
    );
  }
  const required = pots.wageringRequired;
  const percent = required > 0 ? Math.min(100, Math.floor((pots.wagered * 100) / required)) : 100;
  const progress = t('bonusWallet.wageringProgress', {
    done: money(pots.wagered),
    required: money(required),
    left: money(pots.wageringLeft),
  });
  return (
    <div className={styles.box} data-testid="bonus-wallet" data-bonus="1">
      <dl className={styles.pots}>
        <div className={styles.row}>
          <dt>{t('bonusWallet.cash')}</dt>
          <dd>{money(pots.cash)}</dd>
        </div>
        <div className={styles.row}>
          <dt>{t('bonusWallet.bonus')}</dt>
          <dd>{money(pots.bonus)}</dd>
        </div>
        {withdrawable}
      </dl>
      {required > 0 ? (
        <div className={styles.wagering}>
          <p className={styles.label} id={`${id}-wagering`}>
            {t('bonusWallet.wagering')}
          </p>
          <div
            className={styles.bar}
            role="progressbar"
            aria-labelledby={`${id}-wagering`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={progress}
          >
            <div className={styles.fill} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.text} data-testid="bonus-wallet-progress">
            {progress}
          </p>
          <p className={styles.dim}>{t('bonusWallet.multiple', { multiple: pots.multiple })}</p>
        </div>
      ) : null}
    </div>
  );
}
