/**
 * /bankCardList and /profile/bank (desktop /lobby/profile/bank): the player's bank cards (masked), each
 * with a way to change it, and a way to bind another (one card per bank, at most five).
 */
import { Link } from 'react-router';
import { pathOn } from '../../../contract/paths';
import { MAX_CARDS } from '../../../machines/deposit-constants';
import { useLayout } from '../../lib/use-layout';
import { useSession } from '../../flow/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import styles from './wallet.module.css';

export function BankCardsPage() {
  useArea('wallet');
  const t = useT();
  const layout = useLayout();
  const banks = useSession((s) => s.context.config?.appBankList ?? []);
  const cards = useSession((s) => Object.values(s.context.player?.appUserBankList ?? {}));
  const bindPath = pathOn(layout, 'bindBankCard');
  const canAdd = cards.length < MAX_CARDS && banks.some((b) => !cards.some((c) => c.bankId === b.id));
  return (
    <Page title={t('wallet.bank.listTitle')}>
      {cards.length === 0 ? (
        <EmptyState message={t('wallet.bank.none')} />
      ) : (
        <ul className={styles.cards} aria-label={t('wallet.bank.listTitle')}>
          {cards.map((card) => {
            const bank = banks.find((b) => b.id === card.bankId);
            return (
              <li key={card.bankId} className={styles.card}>
                {bank ? <img src={bank.icon} alt="" width={40} height={40} className={styles.bankIcon} /> : null}
                <div className={styles.cardText}>
                  <span className={styles.cardBank}>
                    {card.bankName} <span className={styles.dim}>({card.shortBankName})</span>
                  </span>
                  <span className={styles.cardNum}>{card.cardNum}</span>
                  <span className={styles.dim}>{card.accountName}</span>
                </div>
                <Link className={styles.cardChange} to={`${bindPath}?back=1&id=${card.bankId}`}>
                  {t('wallet.bank.change')} <span className="visually-hidden">{card.bankName}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {canAdd ? (
        <LinkButton to={`${bindPath}?back=1`} variant="primary" block>
          {t('wallet.bank.add')}
        </LinkButton>
      ) : (
        <p className={styles.statusNote}>{t('wallet.bank.maxReached', { max: MAX_CARDS })}</p>
      )}
    </Page>
  );
}
