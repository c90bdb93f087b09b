/** The sentence saying which exclusion is in force and until when: /login and the withdraw-only page. */
import { useLingui } from '@lingui/react';
import type { components } from '../../contract/schema';
import { useT } from '../i18n/use-t';
import { formatDate, useShownZone } from '../lib/dates';

type Exclusion = components['schemas']['Exclusion'];

export function useExclusionText(): (exclusion: Exclusion) => string {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  return (exclusion) =>
    exclusion.endsAt === undefined
      ? t('auth.excluded.closure')
      : t(`auth.excluded.${exclusion.kind === 'coolOff' ? 'coolOff' : 'selfExclusion'}`, {
          at: formatDate(exclusion.endsAt, i18n.locale, 'dateTime', zone),
        });
}
