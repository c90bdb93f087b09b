/**
 * The presentational list of a claim activity (machines/activity-claim.machine.ts): header figures and one
 * card per claimable item (a day, a tier, a network) with its label, status, reward items, explanation and
 * — on the claimable one — the claim button. Every text arrives translated and formatted; the status drives
 * only the look. Any activity feature on the claim mechanism renders its board with these.
 */
import type { ReactNode } from 'react';
import type { ClaimStatus } from '../../machines/activity-claim.rules';
import type { ItemKind } from '../../machines/promotions-constants';
import { Button, ExternalLinkButton } from './button';
import { RewardRow } from './reward-item';
import styles from './claim-list.module.css';

export interface ClaimListReward {
  readonly kind: ItemKind;
  readonly name: string;
  readonly amount: string;
}

export interface ClaimListRow {
  readonly key: string;
  readonly label: string;
  readonly status: ClaimStatus;
  /** The status in words (also for screen readers: the look alone says nothing). */
  readonly statusText: string;
  readonly note?: string | null;
  readonly rewards: readonly ClaimListReward[];
  /** An outside page to open first (shown on a row that is neither claimable nor claimed), opened in a new tab. */
  readonly link?: { readonly href: string; readonly text: string } | null;
}

/** Header figures: label and formatted value. */
export function ClaimFigures({ figures }: { figures: readonly { label: string; value: string }[] }) {
  if (figures.length === 0) return null;
  return (
    <dl className={styles.figures}>
      {figures.map((f) => (
        <div key={f.label} className={styles.figure}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ClaimList({
  rows,
  claimText,
  rewardsLabel,
  busyKey,
  disabled,
  onClaim,
  onOpen,
  label,
}: {
  rows: readonly ClaimListRow[];
  /** The claim button's text. */
  claimText: string;
  /** The accessible name of a row's reward list. */
  rewardsLabel: string;
  /** The row whose claim is running (its button shows busy). */
  busyKey: string | null;
  /** Every claim button inert (a claim or a refresh is running). */
  disabled: boolean;
  onClaim: (key: string) => void;
  /** A row's outside link was opened. */
  onOpen?: (key: string) => void;
  /** The list's accessible name. */
  label: string;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map((row) => (
        <ClaimCard key={row.key} row={row} rewardsLabel={rewardsLabel}>
          {row.status === 'claimable' ? (
            <Button
              variant="primary"
              busy={busyKey === row.key}
              disabled={disabled}
              aria-describedby={`claim-${row.key}`}
              onClick={() => onClaim(row.key)}
            >
              {claimText}
            </Button>
          ) : row.link && row.status !== 'claimed' ? (
            <ExternalLinkButton
              href={row.link.href}
              aria-describedby={`claim-${row.key}`}
              onClick={() => onOpen?.(row.key)}
            >
              {row.link.text}
            </ExternalLinkButton>
          ) : null}
        </ClaimCard>
      ))}
    </ul>
  );
}

function ClaimCard({ row, rewardsLabel, children }: { row: ClaimListRow; rewardsLabel: string; children: ReactNode }) {
  return (
    <li className={`${styles.card} ${styles[row.status]}`} data-status={row.status}>
      <div className={styles.head}>
        <h2 id={`claim-${row.key}`} className={styles.label}>
          {row.label}
        </h2>
        <span className={`${styles.status} ${styles[`${row.status}Text`]}`}>{row.statusText}</span>
      </div>
      {row.rewards.length > 0 ? (
        <ul className={styles.rewards} aria-label={rewardsLabel}>
          {row.rewards.map((r) => (
            <RewardRow key={`${r.kind}:${r.name}`} kind={r.kind} name={r.name} amount={r.amount} />
          ))}
        </ul>
      ) : null}
      {row.note ? <p className={styles.note}>{row.note}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </li>
  );
}
