/**
 * /points (desktop: /lobby/points), a member page: the player's bonus points (floored to 2 decimals) and
 * their exchange for coin at 1 point = 0.008 coin, in whole points of the server's step; the result of the
 * last exchange; a link to the rules (/rule/points).
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { coinForPoints, decimal, maxExchangePoints } from '../../../machines/account-rules';
import { selectPointsFailed, selectPointsLoading } from '../../../machines/points.machine';
import { livePointsMachine } from '../../actors/points.actors';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { formatCoin } from '../../lib/money';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Page } from '../../ui/page';
import styles from './account.module.css';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import { BusyStatus, FormError, useAccountPaths, useMoney } from './account-ui';

/** Points (hundredths of a point) floored to 2 decimals in the shown locale: exact, as they are hundredths. */
export function formatPoints(hundredths: number, locale: string): string {
  return formatCoin(Math.floor(hundredths), locale);
}

export function PointsPage() {
  useArea('account');
  const t = useT();
  const paths = useAccountPaths();
  return (
    <Page title={t('account.points.title')} actions={<Link to={paths.pointsRule}>{t('account.points.rules')}</Link>}>
      <PointsExchange />
    </Page>
  );
}

function PointsExchange() {
  const t = useT();
  const money = useMoney();
  const { i18n } = useLingui();
  const flow = useFlow(livePointsMachine);
  const { terms, points, fieldError, error, result } = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const loading = useSelector(flow, selectPointsLoading);
  const failed = useSelector(flow, selectPointsFailed);

  if (loading) return <LoadingStatus />;
  if (failed || !terms) return <FailedStatus error={error} onRetry={() => flow.send({ type: 'points.retry' })} />;

  const typed = /^\d+$/.test(points) ? Number(points) : 0;
  const max = maxExchangePoints(terms.lottery, terms.stepPoints);
  return (
    <div className={styles.stack}>
      <section className={styles.balance} aria-label={t('account.points.balance')}>
        <p className={styles.balanceLabel}>{t('account.points.balance')}</p>
        <p className={styles.balanceValue} data-testid="points-balance">
          {formatPoints(terms.lottery, i18n.locale)}
        </p>
        <p className={styles.balanceNote}>
          {t('account.points.rate', { coin: String(terms.coinPerPoint), step: terms.stepPoints, value: '1.00' })}
        </p>
      </section>

      {result ? (
        <section className={styles.card} aria-live="polite" aria-label={t('account.points.result')}>
          <h2 className={styles.sectionTitle}>{t('account.points.result')}</h2>
          <dl className={styles.rows}>
            <dt>{t('account.points.used')}</dt>
            <dd>{result.points}</dd>
            <dt>{t('account.points.gained')}</dt>
            <dd>{money(result.gained)}</dd>
            <dt>{t('account.points.coinNow')}</dt>
            <dd>{money(result.coin)}</dd>
          </dl>
        </section>
      ) : null}

      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          flow.send({ type: 'points.submit' });
        }}
      >
        <div className={styles.amountRow}>
          <TextField
            label={t('account.points.amount')}
            value={points}
            onValue={(value) => flow.send({ type: 'field.change', value })}
            error={fieldError ? t(fieldError) : null}
            hint={
              max > 0
                ? t('account.points.hint', { min: terms.minPoints, step: terms.stepPoints, max })
                : t('account.points.tooFew', { min: terms.minPoints })
            }
            inputMode="numeric"
            autoComplete="off"
          />
          <Button
            type="button"
            variant="secondary"
            className={styles.allButton}
            onClick={() => flow.send({ type: 'points.all' })}
          >
            {t('account.points.all')}
          </Button>
        </div>
        <p className={styles.note} aria-live="polite">
          {t('account.points.preview', { coin: decimal(coinForPoints(typed)) })}
        </p>
        <FormError error={error} />
        <Button type="submit" variant="primary" block busy={busy} disabled={busy || max === 0}>
          {t('account.points.submit')}
        </Button>
      </form>
      {busy ? <BusyStatus label={t('account.points.busy')} /> : null}
    </div>
  );
}
