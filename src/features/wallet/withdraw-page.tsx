/**
 * /lobby/wallets/withdraw, a member page: withdraw coin to one of the player's bank cards. The withdraw
 * flow loads the terms (balance, bounds, cards, KYC and safebox state), routes to /walletsKyc when the
 * identity is not verified and to /walletsPassword when no safebox password is set, validates, submits
 * once and replaces the page with the withdrawal's detail.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PATH, safebox } from '../../../contract/paths';
import { decimal, parseHundredths, processingPeriodFor, type ProcessingPeriod } from '../../../machines/account-rules';
import {
  cardsOf,
  selectKycRequired,
  selectWithdrawFailed,
  selectWithdrawLoading,
} from '../../../machines/withdraw.machine';
import { liveWithdrawMachine, withdrawInput } from '../../actors/withdraw.actors';
import type { Effect } from '../../flow/root';
import { useRoot } from '../../flow/root-context';
import { useAreaPath, useSessionArea } from '../../flow/session-area';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { BonusWallet } from '../../ui/bonus-wallet';
import { Button, LinkButton } from '../../ui/button';
import { TextField } from '../../ui/field';
import { OptionCard } from '../../ui/option-card';
import { Page } from '../../ui/page';
import styles from './account.module.css';
import { FailedStatus, LoadingStatus, StatusPanel } from '../../ui/status-panel';
import { BusyStatus, FormError, PinField, useMoney, useAccountPaths } from './account-ui';

export function WithdrawPage() {
  useArea('account', 'bonus-wallet');
  const t = useT();
  return (
    <Page title={t('account.withdraw.title')}>
      <WithdrawForm />
    </Page>
  );
}

/**
 * The withdraw form. The withdraw-only page (an excluded player's) runs it inside its session area
 * (the flow calls with the withdraw-only session; the card, safebox and KYC links and navigations lead to the
 * area's pages) and shows the submitted withdrawal itself (`intercept`). There the links to pages the area
 * does not have (records, changing the safebox password) are left out.
 */
export function WithdrawForm({ intercept }: { intercept?: (effect: Effect) => boolean }) {
  const t = useT();
  const paths = useAccountPaths();
  const to = useAreaPath();
  const area = useSessionArea();
  const memberLinks = area === null;
  const money = useMoney();
  const root = useRoot();
  // The flow starts once per visit, from the withdrawal this tab asked before a reload without its answer.
  const [input] = useState(() => withdrawInput(area?.port ?? root));
  const flow = useFlow(liveWithdrawMachine, input, intercept);
  const { terms, amount, pin, errors, error, bankId } = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const loading = useSelector(flow, selectWithdrawLoading);
  const failed = useSelector(flow, selectWithdrawFailed);
  const kycRequired = useSelector(flow, selectKycRequired);

  if (loading) return <LoadingStatus />;
  if (failed) return <FailedStatus error={error} onRetry={() => flow.send({ type: 'withdraw.retry' })} />;
  if (kycRequired || !terms) {
    return (
      <StatusPanel>
        <h2 className={styles.headline}>{t('account.withdraw.kycTitle')}</h2>
        <p className={styles.dim}>{t('account.withdraw.kycText')}</p>
        <LinkButton to={to(PATH.kyc)} variant="primary">
          {t('account.withdraw.kycGo')}
        </LinkButton>
      </StatusPanel>
    );
  }

  const cards = cardsOf(terms);
  const parsed = parseHundredths(amount);
  const period = parsed !== null && parsed > 0 ? processingPeriodFor(parsed, terms.processingPeriods) : null;
  const fieldError = (field: 'amount' | 'pin' | 'card') => (errors[field] ? t(errors[field]) : null);

  return (
    <div className={styles.stack}>
      <section className={styles.balance} aria-label={t('account.withdraw.balance')}>
        <p className={styles.balanceLabel}>{t('account.withdraw.balance')}</p>
        <p className={styles.balanceValue} data-testid="withdraw-balance">
          {money(terms.coin)}
        </p>
        {terms.pots ? <BonusWallet pots={terms.pots} money={money} /> : null}
        {memberLinks ? (
          <p className={styles.balanceNote}>
            <Link to={paths.records('withdraw')}>{t('account.withdraw.records')}</Link>
          </p>
        ) : null}
      </section>

      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          flow.send({ type: 'withdraw.submit' });
        }}
      >
        <fieldset className={styles.cards} aria-describedby={errors.card ? 'withdraw-card-error' : undefined}>
          <legend className={styles.legend}>{t('account.withdraw.card')}</legend>
          {cards.map((card) => (
            <OptionCard key={card.bankId}>
              <input
                type="radio"
                name="bank"
                value={card.bankId}
                checked={bankId === card.bankId}
                onChange={() => flow.send({ type: 'card.select', bankId: card.bankId })}
              />
              <span className={styles.cardText}>
                <span className={styles.cardName}>
                  {card.bankName} ({card.shortBankName})
                </span>
                <span className={styles.cardSub}>
                  {card.accountName} · {card.cardNum}
                </span>
              </span>
            </OptionCard>
          ))}
          {cards.length === 0 ? <p className={styles.warn}>{t('account.withdraw.noCard')}</p> : null}
        </fieldset>
        {errors.card ? (
          <p id="withdraw-card-error" className={styles.fieldError} role="alert">
            {fieldError('card')}
          </p>
        ) : null}
        <div className={styles.linkRow}>
          <Link to={to(paths.bindBankCard)}>{t('account.withdraw.addCard')}</Link>
        </div>

        <div className={styles.amountRow}>
          <TextField
            label={t('account.withdraw.amount')}
            value={amount}
            onValue={(value) => flow.send({ type: 'field.change', field: 'amount', value })}
            error={fieldError('amount')}
            hint={t('account.withdraw.bounds', {
              min: decimal(terms.minAmount),
              max: decimal(Math.min(terms.maxAmount, Math.max(terms.coin, terms.minAmount))),
            })}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
          />
          <Button
            type="button"
            variant="secondary"
            className={styles.allButton}
            onClick={() => flow.send({ type: 'amount.all' })}
          >
            {t('account.withdraw.all')}
          </Button>
        </div>

        <ProcessingNote period={period} periods={terms.processingPeriods} />

        {terms.hasSafeboxPassword ? (
          <>
            <PinField
              label={t('account.withdraw.pin')}
              value={pin}
              onValue={(value) => flow.send({ type: 'field.change', field: 'pin', value })}
              error={fieldError('pin')}
            />
            {memberLinks ? (
              <div className={styles.linkRow}>
                <Link to={PATH.safebox}>{t('account.withdraw.changePin')}</Link>
              </div>
            ) : null}
          </>
        ) : (
          <p className={styles.warn}>
            {t('account.withdraw.noPin')} <Link to={to(safebox({ back: true }))}>{t('account.withdraw.setPin')}</Link>
          </p>
        )}

        <p className={styles.final}>{t('account.withdraw.final')}</p>
        <FormError error={error} />
        <Button type="submit" variant="primary" block busy={busy} disabled={busy}>
          {t('account.withdraw.submit')}
        </Button>
      </form>
      {busy ? <BusyStatus label={t('account.withdraw.busy')} /> : null}
    </div>
  );
}

/** The processing period of the typed amount, or every band while there is no valid amount. */
function ProcessingNote({
  period,
  periods,
}: {
  period: ProcessingPeriod | null;
  periods: readonly ProcessingPeriod[];
}) {
  const t = useT();
  const band = (p: ProcessingPeriod) =>
    p.maxAmount === 0
      ? t('account.withdraw.bandAbove', { min: decimal(p.minAmount - 1), from: p.minDays, to: p.maxDays })
      : t('account.withdraw.band', {
          min: decimal(p.minAmount),
          max: decimal(p.maxAmount),
          from: p.minDays,
          to: p.maxDays,
        });
  return (
    <div className={styles.note} aria-live="polite">
      {period ? (
        <strong>{t('account.withdraw.period', { from: period.minDays, to: period.maxDays })}</strong>
      ) : (
        <>
          <strong>{t('account.withdraw.periods')}</strong>
          <ul className={styles.rule}>
            {periods.map((p) => (
              <li key={p.minAmount}>{band(p)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
