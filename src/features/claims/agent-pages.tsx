/**
 * The agent programmes (docs/promotions.md "Valid invites", "Agent (type 26)", "Agent5 (type 41)"):
 * /activity/agent and /activity/agent5 (desktop /lobby/activity/agent, /lobby/activity/agent5), each one board of
 * the shared claim mechanism (machines/activity-claim.machine.ts, adapters src/actors/claim-adapters/agent.ts and
 * agent5.ts) with the share link, the invited players (masked) and how it works; and their public rule pages
 * /rule/agent and /rule/agent5.
 */
import { ClaimBoardView } from './claim-board';
import styles from './claims.module.css';
import { ACTIVITY } from '../../../contract/ids';
import { activityPathOn, ruleOn } from '../../../contract/paths';
import { useLayout } from '../../lib/use-layout';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { Page } from '../../ui/page';

/** The rules as docs/promotions.md writes them: the valid-invite rule first, shared by both programmes. */
const VALID_RULES = ['link', 'valid', 'device', 'mobileDeposit'] as const;
const AGENT_RULES = ['team', 'bets', 'rates', 'exchange', 'once'] as const;
const AGENT5_RULES = ['window', 'perInvite', 'tiers', 'once', 'mobile'] as const;

type Programme = 'agent' | 'agent5';

const ACTIVITY_OF: Record<Programme, number> = { agent: ACTIVITY.Agent, agent5: ACTIVITY.Agent5 };
const RULES_OF: Record<Programme, readonly string[]> = { agent: AGENT_RULES, agent5: AGENT5_RULES };

function RuleList({ programme }: { programme: Programme }) {
  const t = useT();
  return (
    <ol className={styles.howList}>
      {VALID_RULES.map((line) => (
        <li key={`valid.${line}`}>{t(`promoAgents.rule.valid.${line}`)}</li>
      ))}
      {RULES_OF[programme].map((line) => (
        <li key={line}>{t(`promoAgents.${programme}.rule.${line}`)}</li>
      ))}
    </ol>
  );
}

function ProgrammePage({ programme }: { programme: Programme }) {
  useArea('promo-agents', 'promo-daily', 'promotions');
  const t = useT();
  const layout = useLayout();
  const boardId = `${programme}-board`;
  const rulesId = `${programme}-rules`;
  return (
    <Page title={t(`promoAgents.${programme}.title`)}>
      <div className={styles.stack}>
        <section className={styles.board} aria-labelledby={boardId}>
          <h2 id={boardId} className={styles.boardTitle}>
            {t(`promoAgents.${programme}.boardTitle`)}
          </h2>
          <ClaimBoardView
            activityId={ACTIVITY_OF[programme]}
            listLabel={t(`promoAgents.${programme}.listLabel`)}
            emptyText={t(`promoAgents.${programme}.empty`)}
          />
        </section>
        <section className={styles.how} aria-labelledby={rulesId}>
          <h2 id={rulesId} className={styles.boardTitle}>
            {t('promoAgents.rulesTitle')}
          </h2>
          <RuleList programme={programme} />
          <LinkButton to={ruleOn(layout, programme)} variant="secondary">
            {t('promoAgents.ruleLink')}
          </LinkButton>
        </section>
      </div>
    </Page>
  );
}

export function AgentPage() {
  return <ProgrammePage programme="agent" />;
}

export function Agent5Page() {
  return <ProgrammePage programme="agent5" />;
}

function ProgrammeRulePage({ programme }: { programme: Programme }) {
  useArea('promo-agents');
  const t = useT();
  const layout = useLayout();
  return (
    <Page title={t(`promoAgents.${programme}.ruleTitle`)}>
      <article className={styles.rule}>
        <RuleList programme={programme} />
        <LinkButton to={activityPathOn(layout, ACTIVITY_OF[programme])} variant="primary" block>
          {t(`promoAgents.${programme}.go`)}
        </LinkButton>
      </article>
    </Page>
  );
}

export function AgentRulePage() {
  return <ProgrammeRulePage programme="agent" />;
}

export function Agent5RulePage() {
  return <ProgrammeRulePage programme="agent5" />;
}
