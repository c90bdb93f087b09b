/** What the live actors need from the outside world, built once in main.tsx (fakes in view tests). */
import type { ApiClient } from '../api/client';
import type { KeyValueStorage } from '../lib/storage-keys';
import type { TokenStore } from '../lib/token-store';

export interface AppDeps {
  readonly api: ApiClient;
  readonly tokens: TokenStore;
  /** localStorage (or a page-lifetime stand-in). */
  readonly local: KeyValueStorage;
  /** sessionStorage (or a page-lifetime stand-in). */
  readonly session: KeyValueStorage;
  readonly userAgent: string;
  /** This app's origin, e.g. https://lobby.example (share links, outUrl). */
  readonly origin: string;
  /** Full-page navigation to another site (the identity provider, a customer-service window). */
  readonly redirect: (url: string) => void;
}
