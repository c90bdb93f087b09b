/**
 * The customer-service button of the auth pages' top bar: opens customer service in place (the live chat
 * over the page, so a visitor keeps what they typed). It is a link to
 * /service, which a middle click or a new tab still opens.
 */
import { Link } from 'react-router';
import { PATH } from '../../../contract/paths';
import { useRoot } from '../../flow/root-context';
import { useT } from '../../i18n/use-t';
import { openServiceOnClick } from '../../lib/service-click';
import styles from './auth.module.css';

export function ServiceLink() {
  const t = useT();
  const root = useRoot();
  return (
    <Link
      to={PATH.service}
      className={styles.iconLink}
      aria-label={t('auth.customerService')}
      onClick={openServiceOnClick(root)}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1zM17 19c0 1.5-2 2.5-5 2.5"
        />
      </svg>
    </Link>
  );
}
