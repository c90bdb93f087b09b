/** The page of a route whose screen comes later: its own title, a short note and the way back to the lobby. */
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';
import styles from './placeholder.module.css';

export function ComingSoonPage({ title }: { title: string }) {
  useArea('routes');
  const t = useT();
  return (
    <Page title={t(`route.${title}`)}>
      <div className={styles.box}>
        <p>{t('common.comingSoon')}</p>
        <LinkButton to="/lobby/home" variant="primary">
          {t('common.goHome')}
        </LinkButton>
      </div>
    </Page>
  );
}
