/** Any address that is not a route of the current layout. */
import { useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';
import styles from './placeholder.module.css';

export function NotFoundPage() {
  const t = useT();
  return (
    <Page title={t('common.notFound')}>
      <div className={styles.box}>
        <LinkButton to="/lobby/home" variant="primary">
          {t('common.goHome')}
        </LinkButton>
      </div>
    </Page>
  );
}
