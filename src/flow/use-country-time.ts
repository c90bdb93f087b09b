/**
 * The name of the clock the site's days follow, in the shown locale: "เวลาประเทศไทย (GMT+7)" / "Thailand time
 * (GMT+7)" for the TH variant, Pakistan's and the Philippines' for theirs (the server's COUNTRIES; days, weeks
 * and seasons start at that country's midnight, server/domain/activity-time.ts). Every rule that says when a day
 * starts says it with this one name: pass it as `zone`.
 */
import { useT } from '../i18n/use-t';
import { useSession } from './root-context';

export function useCountryTime(): string {
  const t = useT();
  const country = useSession((s) => s.context.config?.currency.country) ?? 'TH';
  return t(`common.countryTime.${country}`);
}
