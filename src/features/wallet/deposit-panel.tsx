/**
 * The deposit sheet's content: the provider's payment page in a frame, a QR code with the order,
 * its time and a 10-minute countdown, or the bank-transfer details, each copyable. Loaded lazily with the
 * sheet; the QR code (uqr) is a further lazy chunk.
 */
import { useLingui } from '@lingui/react';
import { Suspense } from 'react';
import type { DepositOrder } from '../../../machines/deposit.rules';
import { QR_SIZE_PX } from '../../../machines/deposit-constants';
import { useT } from '../../i18n/use-t';
import { formatCoin, formatMoney } from '../../lib/money';
import { Money } from '../../ui/money';
import { useCopy } from '../../flow/use-copy';
import styles from './wallet.module.css';
import { ErrorNote } from '../../ui/error-note';
import { formatDate, useShownZone } from '../../lib/dates';
import { preloadable } from '../../lib/preloadable';

/** Preloaded with this module by the sheet (deposit-sheet.tsx), so a QR order shows without suspending. */
export const QrCode = preloadable(() => import('./qr-code').then((m) => m.QrCode));

export function DepositPanel({
  order,
  secondsLeft,
  expired,
  symbol,
}: {
  order: DepositOrder;
  secondsLeft: number;
  expired: boolean;
  symbol: string;
}) {
  switch (order.panel) {
    case 'url':
      return <PayFrame order={order} />;
    case 'qr':
      return <QrPanel order={order} secondsLeft={secondsLeft} expired={expired} symbol={symbol} />;
    case 'bank':
      return <BankPanel order={order} symbol={symbol} />;
  }
}

/**
 * The provider's page runs sandboxed: scripts, its forms and the popups a bank page may open, but an opaque
 * origin (no `allow-same-origin`), so a page served from our origin cannot reach the app's storage or lift
 * its own sandbox (docs/security.md "Framed third-party pages").
 */
const PAY_FRAME_SANDBOX = 'allow-forms allow-scripts allow-popups';

function PayFrame({ order }: { order: DepositOrder }) {
  const t = useT();
  if (!order.payUrl) return <p role="alert">{t('wallet.deposit.panelMissing')}</p>;
  return (
    <div className={styles.frameBox}>
      <iframe
        className={styles.frame}
        src={order.payUrl}
        title={t('wallet.deposit.frameTitle')}
        sandbox={PAY_FRAME_SANDBOX}
        referrerPolicy="no-referrer"
      />
      <a className={styles.frameLink} href={order.payUrl} target="_blank" rel="noopener noreferrer">
        {t('wallet.deposit.openPayPage')}
      </a>
    </div>
  );
}

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

function QrPanel({
  order,
  secondsLeft,
  expired,
  symbol,
}: {
  order: DepositOrder;
  secondsLeft: number;
  expired: boolean;
  symbol: string;
}) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const copy = useCopy();
  const qr = order.qrInfo;
  if (!qr) return <p role="alert">{t('wallet.deposit.panelMissing')}</p>;
  const created = formatDate(qr.createTime, i18n.locale, 'dateTimeSeconds', zone);
  return (
    <div className={styles.qrPanel}>
      <p className={styles.qrAmount}>
        <Money hundredths={order.amount} symbol={symbol} />
      </p>
      <div className={`${styles.qrBox} ${expired ? styles.qrExpired : ''}`}>
        <Suspense fallback={<div style={{ width: QR_SIZE_PX, height: QR_SIZE_PX }} aria-hidden="true" />}>
          <QrCode text={qr.qrCodeText} label={t('wallet.deposit.qrLabel')} />
        </Suspense>
      </div>
      {expired ? (
        <ErrorNote>{t('wallet.deposit.qrExpired')}</ErrorNote>
      ) : (
        <p className={styles.countdown}>
          {t('wallet.deposit.qrWithin')}{' '}
          <span role="timer" aria-label={t('wallet.deposit.timeLeft')} className={styles.countdownValue}>
            {clock(secondsLeft)}
          </span>
        </p>
      )}
      <dl className={styles.details}>
        <Detail label={t('wallet.deposit.orderId')} value={qr.orderId} code onCopy={copy} />
        <div className={styles.detail}>
          <dt>{t('wallet.deposit.createTime')}</dt>
          <dd>{created}</dd>
        </div>
      </dl>
    </div>
  );
}

function BankPanel({ order, symbol }: { order: DepositOrder; symbol: string }) {
  const t = useT();
  const { i18n } = useLingui();
  const copy = useCopy();
  const bank = order.bank;
  if (!bank) return <p role="alert">{t('wallet.deposit.panelMissing')}</p>;
  const amount = formatCoin(bank.amount, i18n.locale);
  return (
    <div className={styles.bankPanel}>
      <p className={styles.statusNote}>{t('wallet.deposit.transferIntro')}</p>
      <dl className={styles.details}>
        <Detail label={t('wallet.deposit.bankName')} value={bank.bankName} onCopy={copy} />
        <Detail label={t('wallet.deposit.shortBankName')} value={bank.shortBankName} onCopy={copy} />
        <Detail label={t('wallet.deposit.accountName')} value={bank.accountName} onCopy={copy} />
        <Detail label={t('wallet.deposit.cardNum')} value={bank.cardNum} code onCopy={copy} />
        <Detail
          label={t('wallet.deposit.transferAmount')}
          value={formatMoney(bank.amount, symbol, i18n.locale)}
          copyText={amount.replace(/,/g, '')}
          onCopy={copy}
        />
      </dl>
      <p className={styles.transferNote}>{t('wallet.deposit.transferNote')}</p>
    </div>
  );
}

function Detail({
  label,
  value,
  copyText,
  code = false,
  onCopy,
}: {
  label: string;
  value: string;
  copyText?: string;
  /** An identifier (order id, card number): monospace, wrapping in balanced lines, never a lone character. */
  code?: boolean;
  onCopy: (text: string) => void;
}) {
  const t = useT();
  return (
    <div className={styles.detail}>
      <dt>{label}</dt>
      <dd>
        <span
          className={code ? `${styles.detailValue} ${styles.code}` : styles.detailValue}
          data-id={code ? '' : undefined}
        >
          {value}
        </span>
        <button
          type="button"
          className={styles.copy}
          onClick={() => onCopy(copyText ?? value)}
          aria-label={t('wallet.copy', { label })}
        >
          {t('wallet.copyShort')}
        </button>
      </dd>
    </div>
  );
}
