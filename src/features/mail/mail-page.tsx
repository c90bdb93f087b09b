/**
 * The mail inbox: /lobby/email and /profile/email (desktop /lobby/email), a member page.
 * The list newest first (unread marked, attachment badge), one mail with its text (plain text: a body's
 * markup is never interpreted) and its attachments as reward items, receive (once: the button is busy and
 * deaf while receiving), delete after confirmation — refused while an attachment waits, and the page says
 * why. Empty, loading, failed-with-retry. Driven by machines/mail.machine.ts.
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import {
  canDelete,
  canReceive,
  hasMoreMail,
  mailParagraphs,
  type Mail,
  type MailSummary,
  type PrizeItem,
} from '../../../machines/mail.rules';
import { itemAmount, itemKind } from '../../../machines/promotions-constants';
import {
  selectCanGoBack,
  selectCanReceiveNow,
  selectConfirmingDelete,
  selectDeleting,
  selectLoadingMore,
  selectMailDetail,
  selectMailEmpty,
  selectMailFailed,
  selectMailLoading,
  selectMailOpenFailed,
  selectMailOpening,
  selectReceiving,
} from '../../../machines/mail.machine';
import { liveMailMachine } from '../../actors/mail.actors';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { formatCoin } from '../../lib/money';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorNote } from '../../ui/error-note';
import { Page } from '../../ui/page';
import { RewardRow } from '../../ui/reward-item';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import styles from './mail.module.css';

type MailActor = ReturnType<typeof useFlow<ReturnType<typeof liveMailMachine>>>;

export function MailPage() {
  useArea('mail');
  const t = useT();
  return (
    <Page title={t('mail.title')}>
      <Inbox />
    </Page>
  );
}

function Inbox() {
  const flow = useFlow(liveMailMachine);
  const loading = useSelector(flow, selectMailLoading);
  const failed = useSelector(flow, selectMailFailed);
  const detail = useSelector(flow, selectMailDetail);
  const error = useSelector(flow, (s) => s.context.error);
  if (loading) return <LoadingStatus />;
  if (failed) return <FailedStatus error={error} onRetry={() => flow.send({ type: 'mail.retry' })} />;
  if (detail) return <MailView flow={flow} />;
  return <MailList flow={flow} />;
}

function MailList({ flow }: { flow: MailActor }) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const { list, total, actionError } = useSelector(flow, (s) => s.context);
  const empty = useSelector(flow, selectMailEmpty);
  const loadingMore = useSelector(flow, selectLoadingMore);
  if (empty)
    return (
      <div className={styles.stack}>
        {actionError ? <ErrorNote>{t(actionError)}</ErrorNote> : null}
        <EmptyState message={t('mail.empty')} />
      </div>
    );
  return (
    <div className={styles.stack}>
      {actionError ? <ErrorNote>{t(actionError)}</ErrorNote> : null}
      <ul className={styles.list} aria-label={t('mail.listLabel')}>
        {list.map((m) => (
          <li key={m.id}>
            <button
              type="button"
              className={`${styles.row} ${m.read === 0 ? styles.unread : ''}`}
              data-mail-id={m.id}
              onClick={() => flow.send({ type: 'mail.open', id: m.id })}
            >
              {m.read === 0 ? <span className={styles.dot} aria-hidden="true" /> : <span className={styles.dotOff} />}
              <span className={styles.rowText}>
                <span className={styles.rowTitle}>{m.title}</span>
                <span className={styles.rowDate}>
                  {m.read === 0 ? `${t('mail.unread')} · ` : ''}
                  {formatDate(m.createTime, i18n.locale, 'dateTime', zone)}
                </span>
              </span>
              <AttachmentBadge mail={m} />
            </button>
          </li>
        ))}
      </ul>
      {hasMoreMail(list, total) ? (
        <Button
          variant="secondary"
          block
          busy={loadingMore}
          disabled={loadingMore}
          onClick={() => flow.send({ type: 'mail.more' })}
        >
          {t('mail.more')}
        </Button>
      ) : null}
    </div>
  );
}

function AttachmentBadge({ mail }: { mail: MailSummary }) {
  const t = useT();
  if (mail.hasAttachment === 0) return null;
  return mail.received === 1 ? (
    <span className={`${styles.badge} ${styles.badgeDone}`}>{t('mail.badge.received')}</span>
  ) : (
    <span className={styles.badge}>{t('mail.badge.gift')}</span>
  );
}

function MailView({ flow }: { flow: MailActor }) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const { mail, error, actionError } = useSelector(flow, (s) => s.context);
  const canGoBack = useSelector(flow, selectCanGoBack);
  const receivable = useSelector(flow, selectCanReceiveNow);
  const opening = useSelector(flow, selectMailOpening);
  const openFailed = useSelector(flow, selectMailOpenFailed);
  const receiving = useSelector(flow, selectReceiving);
  const deleting = useSelector(flow, selectDeleting);
  const confirming = useSelector(flow, selectConfirmingDelete);
  const heading = useRef<HTMLHeadingElement>(null);
  const blockedId = useId();
  const shown = mail?.id ?? null;
  // Opening a mail moves focus to its title (the list it replaced is gone).
  useEffect(() => {
    if (shown !== null) heading.current?.focus();
  }, [shown]);

  const back = (
    <button
      type="button"
      className={styles.backLink}
      onClick={() => flow.send({ type: 'mail.back' })}
      disabled={!canGoBack}
    >
      ‹ {t('mail.back')}
    </button>
  );
  if (opening)
    return (
      <div className={styles.stack}>
        {back}
        <LoadingStatus />
      </div>
    );
  if (openFailed || !mail)
    return (
      <div className={styles.stack}>
        {back}
        <FailedStatus error={error} onRetry={() => flow.send({ type: 'mail.retry' })} />
      </div>
    );

  const waiting = canReceive(mail);
  return (
    <article className={styles.stack} aria-labelledby={`${blockedId}-title`}>
      {back}
      <h2 ref={heading} id={`${blockedId}-title`} className={styles.mailTitle} tabIndex={-1}>
        {mail.title}
      </h2>
      <p className={styles.meta}>{formatDate(mail.createTime, i18n.locale, 'dateTime', zone)}</p>
      <MailBody mail={mail} />
      {mail.attachments.length > 0 ? (
        <section className={styles.stack} aria-label={t('mail.attachments')}>
          <h3 className={styles.sectionTitle}>{t('mail.attachments')}</h3>
          <ul className={styles.items}>
            {mail.attachments.map((item, i) => (
              <AttachmentRow key={`${item.id}-${i}`} item={item} />
            ))}
          </ul>
          {mail.received === 1 ? (
            <p className={styles.received} role="status">
              {t('mail.receivedNote')}
            </p>
          ) : null}
        </section>
      ) : null}
      {actionError ? <ErrorNote>{t(actionError)}</ErrorNote> : null}
      <div className={styles.actions}>
        {waiting ? (
          <Button
            variant="primary"
            block
            busy={receiving}
            disabled={receiving || !receivable}
            onClick={() => flow.send({ type: 'mail.receive' })}
          >
            {receiving ? t('mail.receiving') : t('mail.receive')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          block
          disabled={!canDelete(mail) || receiving || deleting}
          aria-describedby={canDelete(mail) ? undefined : `${blockedId}-blocked`}
          onClick={() => flow.send({ type: 'mail.delete' })}
        >
          {t('mail.delete')}
        </Button>
        {canDelete(mail) ? null : (
          <p id={`${blockedId}-blocked`} className={styles.note}>
            {t('mail.deleteBlocked')}
          </p>
        )}
      </div>
      <Dialog
        open={confirming || deleting}
        title={t('mail.confirm.title')}
        onClose={() => flow.send({ type: 'mail.cancel' })}
        actions={
          <>
            <Button variant="secondary" disabled={deleting} onClick={() => flow.send({ type: 'mail.cancel' })}>
              {t('mail.confirm.cancel')}
            </Button>
            <Button
              variant="primary"
              busy={deleting}
              disabled={deleting}
              onClick={() => flow.send({ type: 'mail.confirm' })}
            >
              {t('mail.confirm.delete')}
            </Button>
          </>
        }
      >
        <p>{t('mail.confirm.body', { title: mail.title })}</p>
      </Dialog>
    </article>
  );
}

/** The body as plain paragraphs (React text: no markup of the body is ever interpreted). */
function MailBody({ mail }: { mail: Mail }) {
  const paragraphs = mailParagraphs(mail.content);
  if (paragraphs.length === 0) return null;
  return (
    <div className={styles.body}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** An attachment as a reward item: coin and points counts are hundredths. */
function AttachmentRow({ item }: { item: PrizeItem }) {
  const t = useT();
  const { i18n } = useLingui();
  const kind = itemKind(item.id);
  const money = kind === 'coin' || kind === 'points';
  return (
    <RewardRow
      kind={kind}
      name={t(`mail.item.${kind}`, { id: item.id })}
      amount={money ? formatCoin(item.count, i18n.locale) : t('mail.item.count', { count: itemAmount(item) })}
    />
  );
}
