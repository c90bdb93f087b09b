/**
 * /service (public, both layouts): the customer-service queue (`getCustomerServices`) — a button that opens
 * customer service (the queue's first entry) and every entry with how it opens (the live chat here,
 * the others in a new window, or through the native app). The chat itself is the app frame's widget, so it
 * stays open when the player leaves this page.
 */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { liveChatOf, type ServiceEntry } from '../../../machines/customer-service.rules';
import { useRoot } from '../../flow/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { continuesMultiClick } from '../../ui/click-shield';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import { serviceActor } from './service-flow';
import styles from './service.module.css';

export function ServicePage() {
  useArea('service');
  const t = useT();
  return (
    <Page title={t('service.title')}>
      <ServiceQueue />
    </Page>
  );
}

function ServiceQueue() {
  const t = useT();
  const root = useRoot();
  const actor = serviceActor(root);
  const queue = useSelector(actor, (s) => s.value.queue);
  const entries = useSelector(actor, (s) => s.context.entries);
  const error = useSelector(actor, (s) => s.context.error);
  const native = useSelector(actor, (s) => s.context.native);
  const origin = root.deps.origin;

  useEffect(() => {
    actor.send({ type: 'service.load' });
  }, [actor]);

  if (queue === 'failed') return <FailedStatus error={error} onRetry={() => actor.send({ type: 'service.retry' })} />;
  if (queue !== 'ready') return <LoadingStatus />;
  if (entries.length === 0) return <EmptyState message={t('service.none')} />;

  const kind = (entry: ServiceEntry) =>
    native
      ? t('service.kind.native')
      : liveChatOf(entry.url, origin)
        ? t('service.kind.liveChat')
        : t('service.kind.window');
  const first = entries[0] as ServiceEntry;

  return (
    <>
      <p className={styles.intro}>{t('service.intro')}</p>
      <Button
        variant="primary"
        block
        className={styles.start}
        singleClick
        onClick={() => actor.send({ type: 'service.open' })}
      >
        {liveChatOf(first.url, origin) && !native ? t('service.startChat') : t('service.contact')}
      </Button>
      <h2 className={styles.heading}>{t('service.all')}</h2>
      <ul className={styles.entries}>
        {entries.map((entry, i) => (
          <li key={`${i}:${entry.url}`}>
            <button
              type="button"
              className={styles.entry}
              // The rest of a double click: the first click already opened the entry (a window would open twice).
              onClick={(e) => continuesMultiClick(e) || actor.send({ type: 'service.openEntry', entry })}
            >
              {entry.icon ? <img src={entry.icon} alt="" width={36} height={36} /> : null}
              <span className={styles.entryText}>
                <span className={styles.entryName}>{entry.nickname || t('service.title')}</span>
                <span className={styles.entryKind}>{kind(entry)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
