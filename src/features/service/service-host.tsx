/**
 * The customer-service widget (docs/product/messages.md), mounted by the app frame on the first
 * request so it survives route changes: the embedded live chat (the live-chat page of the licence, framed),
 * maximised as a panel over the page (the whole screen on a phone, a corner on desktop), minimised to a
 * small button that keeps the conversation's frame loaded (in the bottom dock, src/ui/dock.tsx: the page keeps
 * room for it, so it covers no control), closed. While an asked-for open waits for the
 * queue, a small panel says so (and offers a retry if the queue failed).
 *
 * Not a modal: the page stays usable beside the desktop panel; Escape minimises; focus moves into the panel
 * when it opens and to the button when it is minimised.
 */
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useRoot } from '../../flow/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { registerFixedRoom } from '../../lib/fixed-bars';
import { Button } from '../../ui/button';
import { DockItem } from '../../ui/dock';
import { ErrorNote } from '../../ui/error-note';
import { Spinner } from '../../ui/spinner';
import { serviceActor } from './service-flow';
import styles from './service.module.css';

const HEADSET = 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H4zM17 13h3v6h-3zM20 19a3 3 0 0 1-3 3h-3';
const MINIMISE = 'M5 18h14';
const CLOSE = 'M6 6l12 12M18 6 6 18';
/**
 * The live-chat provider's page runs sandboxed with an opaque origin (no `allow-same-origin`): it keeps its
 * conversation in its own URL, never in our origin's storage (docs/security.md "Framed third-party pages").
 */
const CHAT_FRAME_SANDBOX = 'allow-forms allow-scripts allow-popups';
/** The minimised widget's place in the bottom dock (src/ui/dock.tsx): at its end. */
const BUBBLE_ORDER = 30;

function Glyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ServiceHost() {
  useArea('service');
  const t = useT();
  const root = useRoot();
  const actor = serviceActor(root);
  const chat = useSelector(actor, (s) => s.value.chat);
  const queue = useSelector(actor, (s) => s.value.queue);
  const pending = useSelector(actor, (s) => s.context.pending);
  const live = useSelector(actor, (s) => s.context.chat);
  const attempt = useSelector(actor, (s) => s.context.attempt);
  const error = useSelector(actor, (s) => s.context.error);
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  // The small panel sits above the bottom bars (--fixed-bottom).
  const smallPanel = useCallback((element: HTMLElement | null) => {
    panel.current = element;
    return element ? registerFixedRoom(element) : undefined;
  }, []);
  const bubble = useRef<HTMLButtonElement>(null);

  const shown = chat === 'loading' || chat === 'open' || chat === 'failed';
  const waiting = chat === 'closed' && pending && (queue === 'loading' || queue === 'failed');

  // Focus follows the widget: into the panel when it appears, onto the button when it is minimised.
  useEffect(() => {
    if (shown || waiting) panel.current?.querySelector<HTMLElement>('button:not(:disabled)')?.focus();
    else if (chat === 'minimised') bubble.current?.focus();
  }, [shown, waiting, chat]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    if (chat === 'open') actor.send({ type: 'chat.minimise' });
    else if (waiting) actor.send({ type: 'service.dismiss' });
    else actor.send({ type: 'chat.close' });
  };

  if (waiting) {
    return (
      <section
        ref={smallPanel}
        className={`${styles.widget} ${styles.small}`}
        role="dialog"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <header className={styles.widgetBar}>
          <h2 id={titleId} className={styles.widgetTitle}>
            {t('service.title')}
          </h2>
          <button
            type="button"
            className={styles.widgetButton}
            aria-label={t('service.widget.close')}
            onClick={() => actor.send({ type: 'service.dismiss' })}
          >
            <Glyph d={CLOSE} />
          </button>
        </header>
        <div className={styles.waiting}>
          {queue === 'loading' ? (
            <p role="status" className={styles.note}>
              <Spinner /> {t('service.widget.connecting')}
            </p>
          ) : (
            <>
              <ErrorNote>{t(error ?? 'common.error')}</ErrorNote>
              <Button variant="secondary" onClick={() => actor.send({ type: 'service.retry' })}>
                {t('common.retry')}
              </Button>
            </>
          )}
        </div>
      </section>
    );
  }

  if (chat === 'closed' || !live) return null;

  return (
    <>
      <section
        ref={panel}
        className={styles.widget}
        role="dialog"
        aria-labelledby={titleId}
        hidden={!shown}
        onKeyDown={onKeyDown}
        data-testid="service-widget"
      >
        <header className={styles.widgetBar}>
          <h2 id={titleId} className={styles.widgetTitle}>
            {t('service.widget.title')}
          </h2>
          <button
            type="button"
            className={styles.widgetButton}
            aria-label={t('service.widget.minimise')}
            disabled={chat !== 'open'}
            onClick={() => actor.send({ type: 'chat.minimise' })}
          >
            <Glyph d={MINIMISE} />
          </button>
          <button
            type="button"
            className={styles.widgetButton}
            aria-label={t('service.widget.close')}
            onClick={() => actor.send({ type: 'chat.close' })}
          >
            <Glyph d={CLOSE} />
          </button>
        </header>
        <div className={styles.frameBox}>
          <iframe
            key={`${live.licence}:${attempt}`}
            className={styles.frame}
            src={live.src}
            title={t('service.widget.frame')}
            sandbox={CHAT_FRAME_SANDBOX}
            referrerPolicy="no-referrer"
            onLoad={() => actor.send({ type: 'chat.loaded' })}
          />
          {chat === 'loading' ? (
            <div className={styles.cover} role="status">
              <Spinner ring />
              <p className={styles.note}>{t('service.widget.connecting')}</p>
            </div>
          ) : null}
          {chat === 'failed' ? (
            <div className={styles.cover}>
              <ErrorNote>{t('service.widget.failed')}</ErrorNote>
              <Button variant="secondary" onClick={() => actor.send({ type: 'chat.retry' })}>
                {t('common.retry')}
              </Button>
            </div>
          ) : null}
        </div>
      </section>
      {chat === 'minimised' ? (
        <DockItem order={BUBBLE_ORDER}>
          <div className={styles.bubbleRow} data-testid="service-bubble">
            <button
              ref={bubble}
              type="button"
              className={styles.bubble}
              aria-label={t('service.widget.maximise')}
              onClick={() => actor.send({ type: 'chat.maximise' })}
            >
              <Glyph d={HEADSET} />
            </button>
          </div>
        </DockItem>
      ) : null}
    </>
  );
}
