/** The page of a route whose screen comes later: its own title, a short note and the way back to the lobby. */
import { PATH } from '../../../contract/paths';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';

export function ComingSoonPage({ title }: { title: string }) {
  useArea('routes');
  const t = useT();
  return (
    <Page title={t(`route.${title}`)}>
      <EmptyState message={t('common.comingSoon')}>
        <LinkButton to={PATH.home} variant="primary">
          {t('common.goHome')}
        </LinkButton>
      </EmptyState>
    </Page>
  );
}
