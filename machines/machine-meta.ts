/**
 * What the /flows page and docs/flows (`npm run flows`) read from a machine besides its states: the root's
 * `description` says what the machine is for, and its `meta` (this type) what the chart cannot show. The
 * tools read both from the machine definition (src/lib/machine-doc.ts), never from a comment's text.
 */

/** The docs page of a product area: where the rules a machine follows are written down. */
export type DocsPage =
  | 'docs/product/screens.md'
  | 'docs/product/account.md'
  | 'docs/product/wallet.md'
  | 'docs/product/session.md'
  | 'docs/product/messages.md'
  | 'docs/product/errors.md'
  | 'docs/promotions.md'
  | 'docs/player-protection.md';

/** The root `meta` of every machine of machines/ (`meta: { … } satisfies MachineMeta`). */
export interface MachineMeta {
  /**
   * The intents the machine emits for the app to carry out (navigate, toast, …), as its page lists them:
   * including those the chart cannot show (an intent built inside an action's code).
   */
  readonly emitted: readonly string[];
  /** The docs page of the area whose rules the machine follows. */
  readonly docs: DocsPage;
}
