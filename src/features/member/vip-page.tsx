/**
 * VIP (/profile/vip on mobile, /lobby/vip on desktop): the player's level, VIP experience and total
 * bet, the next-level bet target (`vipProgress`: the first level whose betAmount exceeds the bet,
 * /100) as text and bar, and the ladder of `appUserLevelConfigList` with what each level gives (rebate share,
 * perks). The figures are the session's: a game round (its exit refreshes them) moves the bar without a reload.
 */
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { rebatePercent, vipProgress, type VipLevel } from '../../../machines/member.rules';
import { useSession } from '../../flow/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { formatMoney } from '../../lib/money';
import { EmptyState } from '../../ui/empty-state';
import { Money } from '../../ui/money';
import { Page } from '../../ui/page';
import { MemberStatus, RefreshButton, useMemberFlow } from '../../flow/member-flow';
import styles from './member.module.css';
import cards from '../../ui/card-stack.module.css';
import { selectCurrencySymbol } from '../../../machines/session.machine';

const NO_LEVELS: readonly VipLevel[] = [];

export function VipPage() {
  useArea('member');
  const t = useT();
  const member = useMemberFlow();
  return (
    <Page
      title={t('member.vip.title')}
      actions={member.loading || member.failed ? null : <RefreshButton member={member} />}
    >
      <MemberStatus member={member}>
        <Vip />
      </MemberStatus>
    </Page>
  );
}

function Vip() {
  const t = useT();
  const { i18n } = useLingui();
  const user = useSession((s) => s.context.user);
  const levels = useSession((s) => s.context.config?.appUserLevelConfigList ?? NO_LEVELS);
  const symbol = useSession(selectCurrencySymbol);
  const bet = user?.bet ?? 0;
  const progress = useMemo(() => vipProgress(levels, bet), [levels, bet]);
  if (!user) return null;
  const money = (hundredths: number) => formatMoney(hundredths, symbol, i18n.locale);
  // The target is betAmount / 100 (whole units); shown as money again.
  const target = money(Math.round(progress.target * 100));
  const percent = Math.floor(progress.ratio * 100);

  return (
    <div className={cards.stack}>
      <section className={cards.card} aria-labelledby="vip-level">
        <div className={styles.row}>
          <p id="vip-level" className={styles.level}>
            {t('member.vip.badge', { level: user.vip })}
          </p>
          <p className={cards.dim}>{t('member.vip.exp', { exp: user.vipExp })}</p>
        </div>
        <p className={cards.dim}>
          {t('member.vip.totalBet')} <Money hundredths={user.bet} symbol={symbol} />
        </p>
        {progress.next ? (
          <>
            <div
              className={styles.bar}
              role="progressbar"
              aria-label={t('member.vip.progressLabel', { level: progress.next.level })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t('member.vip.progress', { bet: money(user.bet), target })}
            >
              <div className={styles.barFill} style={{ width: `${percent}%` }} />
            </div>
            <p className={styles.text}>{t('member.vip.progress', { bet: money(user.bet), target })}</p>
            <p className={cards.dim}>
              {t('member.vip.remaining', { amount: money(progress.remaining), level: progress.next.level })}
            </p>
          </>
        ) : (
          <p className={styles.text}>{levels.length ? t('member.vip.top') : t('member.vip.noLevels')}</p>
        )}
      </section>

      <section className={cards.card} aria-labelledby="vip-ladder">
        <h2 id="vip-ladder" className={cards.heading}>
          {t('member.vip.ladder')}
        </h2>
        {levels.length ? (
          <ol className={styles.ladder}>
            {levels.map((level) => {
              const here = level.level === progress.current?.level;
              return (
                <li
                  key={level.level}
                  className={`${cards.card} ${here ? cards.current : ''}`}
                  aria-current={here ? 'true' : undefined}
                >
                  <div className={styles.row}>
                    <strong>{t('member.vip.badge', { level: level.level })}</strong>
                    {here ? <span className={styles.tag}>{t('member.vip.yourLevel')}</span> : null}
                  </div>
                  <p className={cards.dim}>{t('member.vip.needs', { amount: money(level.betAmount) })}</p>
                  <p className={cards.dim}>{t('member.vip.rebate', { percent: rebatePercent(level.rebateRate) })}</p>
                  {level.perks.length ? (
                    <ul className={styles.perks} aria-label={t('member.vip.perks', { level: level.level })}>
                      {level.perks.map((perk) => (
                        <li key={perk}>{t(`member.perk.${perk}`)}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ol>
        ) : (
          <EmptyState message={t('member.vip.noLevels')} />
        )}
      </section>
    </div>
  );
}
