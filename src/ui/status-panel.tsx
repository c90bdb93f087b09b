/**
 * The state of a page or a section in one centred column: `StatusPanel` holds any content (the deposit's
 * checking / failed / done screens), `LoadingStatus` is "Loading…" with the spinner, `FailedStatus` the
 * flow's error in its own words with a retry button.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import type { Message } from '../../machines/message';
import { useT } from '../i18n/use-t';
import { Button } from './button';
import { ErrorNote } from './error-note';
import { Spinner } from './spinner';
import styles from './status-panel.module.css';

export function StatusPanel({
  as: Tag = 'div',
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'section'; children: ReactNode }) {
  return (
    <Tag {...rest} className={className ? `${styles.panel} ${className}` : styles.panel}>
      {children}
    </Tag>
  );
}

/** A dim line of a status panel: what happens now, what to do next. */
function StatusNote({ children, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return (
    <p {...rest} className={styles.note}>
      {children}
    </p>
  );
}

export function LoadingStatus({ label }: { label?: string }) {
  const t = useT();
  return (
    <StatusPanel role="status" aria-live="polite">
      <Spinner />
      <StatusNote>{label ?? t('common.loading')}</StatusNote>
    </StatusPanel>
  );
}

export function FailedStatus({ error, onRetry }: { error: Message | null; onRetry: () => void }) {
  const t = useT();
  return (
    <StatusPanel>
      <ErrorNote>{t(error ?? 'common.error')}</ErrorNote>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </StatusPanel>
  );
}
