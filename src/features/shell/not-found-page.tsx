/** Any address that is not a route of the current layout. */
import { PATH } from '../../../contract/paths';
import { useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';

export function NotFoundPage() {
  const t = useT();
  return (
    <Page title={t('common.notFound')}>
      <EmptyState>
        <LinkButton to={PATH.home} variant="primary">
          {t('common.goHome')}
        </LinkButton>
      </EmptyState>
    </Page>
  );
}
