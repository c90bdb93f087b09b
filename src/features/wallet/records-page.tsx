/**
 * /record/transaction (desktop: /lobby/record/transaction), a member page: deposits and withdrawals in two
 * tabs (`?tab=withdraw` opens the second), newest first, amounts as value/100 and dates in the shown
 * locale, a page at a time with "load more". A withdrawal opens its detail page.
 */
import { useSelector } from '@xstate/react';
import { useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { withdrawal } from '../../../contract/paths';
import {
  selectCanLoadMore,
  selectRecordsFailed,
  selectRecordsLoading,
  type RecordsTab,
} from '../../../machines/records.machine';
import { liveRecordsMachine } from '../../actors/records.actors';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { Page } from '../../ui/page';
import styles from './account.module.css';
import { EmptyState } from '../../ui/empty-state';
import { LoadingStatus } from '../../ui/status-panel';
import { FormError, useDate, useMoney } from './account-ui';
import { DepositStatus, WithdrawalStatus } from './status-pill';

const TABS: readonly RecordsTab[] = ['deposit', 'withdraw'];

export function RecordsPage() {
  useArea('account');
  const t = useT();
  return (
    <Page title={t('account.records.title')}>
      <Records />
    </Page>
  );
}

function Records() {
  const t = useT();
  const money = useMoney();
  const date = useDate();
  const [params] = useSearchParams();
  const flow = useFlow(liveRecordsMachine, { tab: params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit' });
  const { tab, deposit, withdraw, error } = useSelector(flow, (s) => s.context);
  const loading = useSelector(flow, selectRecordsLoading);
  const failed = useSelector(flow, selectRecordsFailed);
  const canLoadMore = useSelector(flow, selectCanLoadMore);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length] as RecordsTab;
    flow.send({ type: 'tab.select', tab: next });
    tabRefs.current[TABS.indexOf(next)]?.focus();
  };

  const list = tab === 'deposit' ? deposit : withdraw;
  return (
    <>
      <div className={styles.tabs} role="tablist" aria-label={t('account.records.title')} onKeyDown={onKey}>
        {TABS.map((name, i) => (
          <button
            key={name}
            ref={(el) => void (tabRefs.current[i] = el)}
            type="button"
            role="tab"
            id={`records-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="records-panel"
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => flow.send({ type: 'tab.select', tab: name })}
          >
            {t(`account.records.tab.${name}`)}
          </button>
        ))}
      </div>
      <div id="records-panel" role="tabpanel" aria-labelledby={`records-tab-${tab}`} aria-busy={loading}>
        {list && list.items.length === 0 ? <EmptyState message={t(`account.records.empty.${tab}`)} /> : null}
        {tab === 'deposit' && deposit && deposit.items.length > 0 ? (
          <ul className={styles.list}>
            {deposit.items.map((o) => (
              <li key={o.orderId} className={styles.item}>
                <span className={styles.itemTitle}>{o.rechargeTypeName}</span>
                <span className={styles.itemAmount}>
                  {o.status === 'done' ? '+' : ''}
                  {money(o.amount)}
                </span>
                <span className={styles.itemMeta}>
                  {date(o.createTime)} · {o.orderId}
                </span>
                <span>
                  <DepositStatus status={o.status} />
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {tab === 'withdraw' && withdraw && withdraw.items.length > 0 ? (
          <ul className={styles.list}>
            {withdraw.items.map((o) => (
              <li key={o.orderId}>
                <Link className={`${styles.item} ${styles.itemLink}`} to={withdrawal(o.orderId)}>
                  <span className={styles.itemTitle}>
                    {o.bankName} · {o.cardNum}
                  </span>
                  <span className={styles.itemAmount}>
                    {o.status === 'rejected' ? '' : '−'}
                    {money(o.amount)}
                  </span>
                  <span className={styles.itemMeta}>
                    {date(o.createTime)} · {o.orderId}
                  </span>
                  <span>
                    <WithdrawalStatus status={o.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {loading ? <LoadingStatus /> : null}
        {failed ? (
          <>
            <FormError error={error} />
            <Button variant="secondary" block onClick={() => flow.send({ type: 'records.retry' })}>
              {t('common.retry')}
            </Button>
          </>
        ) : null}
        {canLoadMore ? (
          <Button variant="secondary" block onClick={() => flow.send({ type: 'records.more' })}>
            {t('account.records.more', { shown: list?.items.length ?? 0, total: list?.total ?? 0 })}
          </Button>
        ) : null}
      </div>
    </>
  );
}
