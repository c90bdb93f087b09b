/**
 * A screen outside the lobby tabs (login, register, legal, profile pages): a top bar with a back button and
 * the title, then the content. On desktop the same page sits in a centred card.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PATH } from '../../contract/paths';
import { useT } from '../i18n/use-t';
import { useFixedBar } from '../lib/fixed-bars';
import styles from './page.module.css';

/** The sticky top bar: scrolling to a control keeps it below the bar. */
const PAGE_BAR = { name: 'page-bar', edge: 'top', order: 1 } as const;

export function Page({
  title,
  children,
  actions,
  back = true,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  back?: boolean | string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const bar = useFixedBar(PAGE_BAR);
  return (
    <div className={styles.page}>
      <header ref={bar} className={styles.bar}>
        {back ? (
          <button
            type="button"
            className={styles.back}
            aria-label={t('common.back')}
            onClick={() =>
              typeof back === 'string' ? navigate(back) : window.history.length > 1 ? navigate(-1) : navigate(PATH.home)
            }
          >
            <span aria-hidden="true">‹</span>
          </button>
        ) : (
          <span className={styles.spacer} />
        )}
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.actions}>{actions}</div>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
