/**
 * The featured reward entries of the home page: sign-up
 * bonus, ladder recharge, the daily sign-in packs and tasks. An entry shows when its activity is active
 * or when there are no activity ids at all (a visitor; the tasks entry's rule applied alike); the tasks entry
 * carries a red dot while a task award can be received (`taskDot`: canReceiveTaskAward). Hidden in
 * green mode (the home page does not render it then).
 */
import { ACTIVITY } from '../../../contract/ids';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { activityPathOn } from '../../../contract/paths';
import { useLayout } from '../../lib/use-layout';
import { useT } from '../../i18n/use-t';
import { showsTaskEntry } from './lobby-data';
import styles from './reward-grid.module.css';

const ENTRIES = [
  {
    key: 'signUp',
    id: ACTIVITY.SignUpBonus,
    path: 'M4 10h16v10H4zM2 6h20v4H2zM12 6v14M12 6c-2-4-6-3-5 0M12 6c2-4 6-3 5 0',
  },
  { key: 'ladder', id: ACTIVITY.LadderRecharge, path: 'M4 20h4v-6H4zM10 20h4V9h-4zM16 20h4V4h-4z' },
  { key: 'loginPay', id: ACTIVITY.FreeLoginBonus, path: 'M3 5h18v16H3zM3 10h18M8 2v6M16 2v6M8 15l2.5 2.5L16 13' },
  { key: 'tasks', id: ACTIVITY.Tasks, path: 'M9 4h6v3H9zM6 6h12v15H6zM9 13l2 2 4-4' },
] as const;

export function RewardGrid({ activityIds, taskDot = false }: { activityIds: readonly number[]; taskDot?: boolean }) {
  const t = useT();
  const layout = useLayout();
  const entries = ENTRIES.filter((e) =>
    e.id === ACTIVITY.Tasks ? showsTaskEntry(activityIds) : activityIds.length === 0 || activityIds.includes(e.id),
  );
  if (entries.length === 0) return null;
  return (
    <nav className={styles.grid} aria-label={t('lobby.rewards.label')}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          return (
            <li key={entry.key}>
              <Link to={activityPathOn(layout, entry.id)} className={styles.entry}>
                <span className={`${styles.icon} ${styles[entry.key] ?? ''}`}>
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d={entry.path} />
                  </svg>
                </span>
                <span className={styles.label}>
                  <TileLabel text={t(`lobby.rewards.${entry.key}`)} />
                </span>
                {entry.key === 'tasks' && taskDot ? (
                  <span className={styles.dot} role="img" aria-label={t('lobby.rewards.tasksDot')} />
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * Thai words the browser's line breaker does not know (ICU's Thai dictionary has เช็ค, not the glossary's
 * เช็กอิน): it may break inside one (เช็|กอิน) and misreads the word after it, so a narrow tile wrapped
 * "บัตรเช็กอินรา / ยวัน". Each is kept whole and followed by a break opportunity (U+200B), after which the
 * dictionary reads the next word as a word: "บัตรเช็กอิน / รายวัน".
 */
const UNKNOWN_TO_BREAKER = /(เช็กอิน)/u;

function TileLabel({ text }: { text: string }) {
  const parts = text.split(UNKNOWN_TO_BREAKER);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <Fragment key={i}>
        <span className={styles.word}>{part}</span>
        {'\u200B'}
      </Fragment>
    ) : (
      part
    ),
  );
}
