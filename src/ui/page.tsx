/**
 * A screen outside the lobby tabs (login, register, legal, profile pages): a top bar with a back button and
 * the title, then the content. On desktop the same page sits in a centred card.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PATH } from '../../contract/paths';
import { useT } from '../i18n/use-t';
import styles from './page.module.css';

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
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
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
