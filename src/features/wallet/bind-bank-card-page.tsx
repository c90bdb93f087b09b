/**
 * /bindBankCard (desktop /lobby/bindBankCard), query back=1 and optional id=<bankId>: bind a bank card, or
 * change the card of a bank already bound. The bank comes from the bank selection list (a full-screen
 * sheet). The bankBinding flow validates, saves (addBankInfo / modifyBankInfo), updates the session and
 * goes back to the deposit (back=1) or to the card list. It also runs in the withdraw-only area
 * (/withdraw-only/card, src/flow/session-area.tsx), on the withdraw-only session.
 */
import { useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { pathOn } from '../../../contract/paths';
import { modeOf } from '../../../machines/bank-binding.machine';
import type { UserBankMap } from '../../../machines/deposit-constants';
import type { AppConfig } from '../../../contract/types';
import { liveBankBindingMachine } from '../../actors/bank-binding.actors';
import { useLayout } from '../../lib/use-layout';
import { useSession } from '../../flow/root-context';
import { usePlayerCards } from '../../flow/session-area';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { Page } from '../../ui/page';
import styles from './wallet.module.css';
import { ErrorNote } from '../../ui/error-note';

type BankRef = ReturnType<typeof useFlow<ReturnType<typeof liveBankBindingMachine>>>;

export function BindBankCardPage() {
  useArea('wallet');
  const config = useSession((s) => s.context.config);
  const cards = usePlayerCards();
  return config && cards ? <BindForm config={config} cards={cards} /> : null;
}

function BindForm({ config, cards }: { config: AppConfig; cards: UserBankMap }) {
  const t = useT();
  const layout = useLayout();
  const [params] = useSearchParams();
  const input = useMemo(() => {
    const id = Number(params.get('id'));
    return {
      banks: config.appBankList,
      cards,
      bankId: Number.isInteger(id) && id > 0 ? id : null,
      back: params.get('back') === '1',
      listPath: pathOn(layout, 'bankCardList'),
    };
    // The flow starts once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const flow = useFlow(liveBankBindingMachine, input);
  const form = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const mode = modeOf(form);
  const bank = config.appBankList.find((b) => b.id === form.selected);
  const onFile = form.selected !== null ? form.cards[String(form.selected)] : undefined;
  const bankLabelId = useId();
  const bankValueId = useId();
  const bankErrorId = useId();
  return (
    <Page title={mode === 'modify' ? t('wallet.bank.changeTitle') : t('wallet.bank.addTitle')}>
      <p className={styles.intro}>{input.back ? t('wallet.bank.introDeposit') : t('wallet.bank.intro')}</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          flow.send({ type: 'card.submit' });
        }}
      >
        <div className={styles.fieldBlock}>
          <span id={bankLabelId} className={styles.fieldLabel}>
            {t('wallet.bank.bank')}
          </span>
          <button
            type="button"
            className={`${styles.bankPick} ${form.errors.bank ? styles.invalid : ''}`}
            // Its name holds what it shows (the bank chosen, or "choose"), after the field's label.
            aria-labelledby={`${bankLabelId} ${bankValueId}`}
            aria-describedby={form.errors.bank ? bankErrorId : undefined}
            aria-haspopup="dialog"
            onClick={() => flow.send({ type: 'bank.pick' })}
          >
            {bank ? (
              <>
                <img src={bank.icon} alt="" width={32} height={32} className={styles.bankIcon} />
                <span id={bankValueId} className={styles.bankPickName}>
                  {bank.name} <span className={styles.dim}>({bank.shortName})</span>
                </span>
              </>
            ) : (
              <span id={bankValueId} className={styles.bankPickName}>
                {t('wallet.bank.choose')}
              </span>
            )}
            <span aria-hidden="true">›</span>
          </button>
          {form.errors.bank ? (
            <p id={bankErrorId} className={styles.fieldError} role="alert">
              {t(form.errors.bank)}
            </p>
          ) : null}
        </div>
        <TextField
          label={t('wallet.bank.accountName')}
          value={form.accountName}
          onValue={(value) => flow.send({ type: 'field.change', field: 'accountName', value })}
          autoComplete="name"
          maxLength={60}
          hint={t('wallet.bank.accountNameHint')}
          error={form.errors.accountName ? t(form.errors.accountName) : null}
        />
        <TextField
          label={t('wallet.bank.cardNum')}
          value={form.cardNum}
          onValue={(value) => flow.send({ type: 'field.change', field: 'cardNum', value })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={24}
          hint={onFile ? t('wallet.bank.onFile', { card: onFile.cardNum }) : t('wallet.bank.cardNumHint')}
          error={form.errors.cardNum ? t(form.errors.cardNum) : null}
        />
        {form.error ? <ErrorNote>{t(form.error)}</ErrorNote> : null}
        <Button type="submit" variant="primary" block busy={busy}>
          {mode === 'modify' ? t('wallet.bank.saveChange') : t('wallet.bank.save')}
        </Button>
      </form>
      <BankPicker flow={flow} config={config} cards={cards} />
    </Page>
  );
}

/** The bank selection list. */
function BankPicker({ flow, config, cards }: { flow: BankRef; config: AppConfig; cards: UserBankMap }) {
  const t = useT();
  const open = useSelector(flow, (s) => s.hasTag('picker'));
  const selected = useSelector(flow, (s) => s.context.selected);
  return (
    <Dialog
      open={open}
      sheet
      title={t('wallet.bank.pickTitle')}
      onClose={() => flow.send({ type: 'bank.cancel' })}
      closeLabel={t('common.close')}
    >
      <ul className={styles.bankList} aria-label={t('wallet.bank.pickTitle')}>
        {config.appBankList.map((b) => {
          const bound = cards[String(b.id)] !== undefined;
          return (
            <li key={b.id}>
              <button
                type="button"
                className={`${styles.bankRow} ${b.id === selected ? styles.chosen : ''}`}
                aria-pressed={b.id === selected}
                onClick={() => flow.send({ type: 'bank.select', bankId: b.id })}
              >
                <img src={b.icon} alt="" width={36} height={36} className={styles.bankIcon} />
                <span className={styles.bankRowText}>
                  <span>{b.name}</span>
                  <span className={styles.dim}>{b.shortName}</span>
                </span>
                {bound ? <span className={styles.badge}>{t('wallet.bank.bound')}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
