/**
 * /withdrawal/{orderId}, a member page: one withdrawal with its state (processing, paid, rejected), amount,
 * card, processing period and times. A submitted withdrawal cannot be cancelled; the page says so. The
 * records flow pages through the withdrawals until it finds the order.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { selectCanLoadMore, selectRecordsFailed, selectRecordsLoading } from '../../../machines/records.machine';
import { liveRecordsMachine } from '../../actors/records.actors';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';
import styles from './account.module.css';
import { FailedStatus, LoadingStatus, StatusPanel } from '../../ui/status-panel';
import { useDate, useMoney, useAccountPaths } from './account-ui';
import { WithdrawalStatus } from './status-pill';

export function WithdrawalPage() {
  useArea('account');
  const t = useT();
  return (
    <Page title={t('account.withdrawal.title')}>
      <WithdrawalDetail />
    </Page>
  );
}

function WithdrawalDetail() {
  const t = useT();
  const paths = useAccountPaths();
  const money = useMoney();
  const date = useDate();
  const { name = '' } = useParams();
  const flow = useFlow(liveRecordsMachine, { tab: 'withdraw' });
  const withdraw = useSelector(flow, (s) => s.context.withdraw);
  const error = useSelector(flow, (s) => s.context.error);
  const loading = useSelector(flow, selectRecordsLoading);
  const failed = useSelector(flow, selectRecordsFailed);
  const canLoadMore = useSelector(flow, selectCanLoadMore);
  const order = withdraw?.items.find((o) => o.orderId === name) ?? null;
  const searching = canLoadMore && !order;
  useEffect(() => {
    if (searching) flow.send({ type: 'records.more' });
  }, [searching, flow, withdraw?.page]);

  if (failed) return <FailedStatus error={error} onRetry={() => flow.send({ type: 'records.retry' })} />;
  if (!order && (loading || searching)) return <LoadingStatus />;
  if (!order) {
    return (
      <StatusPanel>
        <h2 className={styles.headline}>{t('account.withdrawal.notFound')}</h2>
        <LinkButton to={paths.records('withdraw')} variant="secondary">
          {t('account.withdraw.records')}
        </LinkButton>
      </StatusPanel>
    );
  }
  const tone = order.status === 'paid' ? 'ok' : order.status === 'rejected' ? 'bad' : 'wait';
  return (
    <div className={styles.stack}>
      <StatusPanel as="section" aria-labelledby="withdrawal-amount">
        <span className={`${styles.badge} ${styles[tone]}`} aria-hidden="true">
          {order.status === 'paid' ? '✓' : order.status === 'rejected' ? '!' : '…'}
        </span>
        <p id="withdrawal-amount" className={styles.balanceValue}>
          {money(order.amount)}
        </p>
        <WithdrawalStatus status={order.status} />
        <p className={styles.dim}>
          {t(`account.withdrawal.explain.${order.status}`, { from: order.minDays, to: order.maxDays })}
        </p>
      </StatusPanel>
      <dl className={`${styles.rows} ${styles.card}`}>
        <dt>{t('account.records.orderId')}</dt>
        <dd>{order.orderId}</dd>
        <dt>{t('account.withdrawal.bank')}</dt>
        <dd>
          {order.bankName} · {order.cardNum}
        </dd>
        <dt>{t('account.withdrawal.period')}</dt>
        <dd>{t('account.withdraw.days', { from: order.minDays, to: order.maxDays })}</dd>
        <dt>{t('account.records.created')}</dt>
        <dd>{date(order.createTime)}</dd>
        {order.doneTime > 0 ? (
          <>
            <dt>{t('account.records.done')}</dt>
            <dd>{date(order.doneTime)}</dd>
          </>
        ) : null}
      </dl>
      <p className={styles.note}>{t('account.withdrawal.noCancel')}</p>
      <LinkButton to={paths.records('withdraw')} variant="secondary" block>
        {t('account.withdraw.records')}
      </LinkButton>
    </div>
  );
}
