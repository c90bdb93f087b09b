/**
 * The first-deposit hint beside the deposit buttons: "+฿300", the bonus the server
 * pays with the first completed deposit (config firstDepositBonus, in the variant's currency), and for
 * screen readers the condition. Shown only while the player has no completed deposit.
 */
import { useLingui } from '@lingui/react';
import { useSession } from '../../flow/root-context';
import { useT } from '../../i18n/use-t';
import { shortAmount } from './shell-data';
import { selectCurrencySymbol } from '../../../machines/session.machine';

export function FirstDepositHint({ className }: { className?: string }) {
  const t = useT();
  const { i18n } = useLingui();
  const bonus = useSession((s) => s.context.config?.firstDepositBonus ?? 0);
  const symbol = useSession(selectCurrencySymbol);
  if (bonus <= 0) return null;
  return (
    <>
      {' '}
      <span className={className}>
        {t('shell.header.firstDepositHint', { amount: `${symbol}${shortAmount(bonus, i18n.locale)}` })}
      </span>{' '}
      <span className="visually-hidden">{t('shell.header.firstDepositCondition')}</span>
    </>
  );
}
