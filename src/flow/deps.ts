/** What the live actors need from the outside world, built once in main.tsx (fakes in view tests). */
import type { FlowDeps } from '../actors/port';
import type { ApiClient } from '../api/client';

/** The port's deps plus what only the app does: full-page navigation to another site, a client on another session. */
export interface AppDeps extends FlowDeps {
  /** Full-page navigation to another site (the identity provider, a customer-service window). */
  readonly redirect: (url: string) => void;
  /**
   * The same API client on another session's token (a session area's: the withdraw-only session,
   * src/flow/session-area.tsx); a 401 of a call that needs the session calls `ended`.
   */
  readonly sessionApi: (token: string, ended: () => void) => ApiClient;
}
