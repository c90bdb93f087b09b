/** /activity/firstCharge: the first-charge offer as a page with a header (it is also a home popup). */
import { useFlow } from '../../flow/use-flow';
import { liveFirstChargeMachine } from '../../actors/promotions.actors';
import { useArea, useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { FirstChargeBody } from './first-charge-view';
import styles from './promotions.module.css';

export function FirstChargePage() {
  useArea('promotions');
  const t = useT();
  const actor = useFlow(liveFirstChargeMachine, { mode: 'page' });
  return (
    <Page title={t('promotions.firstCharge.title')}>
      <div className={styles.pageBody}>
        <FirstChargeBody actor={actor} />
      </div>
    </Page>
  );
}
