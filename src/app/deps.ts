/** What the live actors need from the outside world, built once in main.tsx (fakes in view tests). */
import type { FlowDeps } from '../actors/port';

/** The port's deps plus what only the app does: full-page navigation to another site. */
export interface AppDeps extends FlowDeps {
  /** Full-page navigation to another site (the identity provider, a customer-service window). */
  readonly redirect: (url: string) => void;
}
