/**
 * View tests: the real app root (session, toasts, auth actors) over a fake API client that answers from
 * per-operation handlers, memory storages, a memory router and the real catalogs. Render a page alone or
 * the real route table at a path; assertions go through Testing Library by role and label.
 */
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { ApiClient } from '../../src/api/client';
import { AbortedError, BusinessError } from '../../contract/api-errors';
import type { OperationId } from '../../contract/operations.gen';
import { AppFrame, AppRoutes } from '../../src/app/app';
import type { AppDeps } from '../../src/flow/deps';
import type { Layout } from '../../src/lib/use-layout';
import { createAppRoot, type AppRoot } from '../../src/flow/root';
import { toastMachine } from '../../machines/toast.machine';
import { SESSION_WITH_POPUPS_SEEN } from '../../src/actors/popups.actors';
import { activateLocale, type Locale } from '../../src/i18n/i18n';
import type { KeyValueStorage } from '../../src/lib/storage-keys';
import { createTokenStore } from '../../src/lib/token-store';
import { CONFIG_WITH_LIST, MEMBER_ANSWER, USER } from '../machines/models/fixtures';

/** A handler answers an operation's body with its success body, or throws an ApiError. */
export type Handler = (body: Record<string, unknown>) => unknown;
export type Handlers = Partial<Record<OperationId, Handler>>;

export interface ApiCall {
  readonly operationId: OperationId;
  readonly body: Record<string, unknown>;
  /** The session token of a session area's call (deps.sessionApi), absent for the app's own. */
  readonly token?: string;
  /** The Idempotency-Key the caller gave, when it gave one. */
  readonly idempotencyKey?: string;
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** Handlers every app needs to boot: the configuration, and the player when a token is stored. */
export const BOOT_HANDLERS: Handlers = {
  anonymousAppConfig: () => ({ errcode: 0, ...CONFIG_WITH_LIST }),
  getAfterLoginInfoWeb: () => ({ errcode: 0, code: 200, ...MEMBER_ANSWER, appGameList: CONFIG_WITH_LIST.appGameList }),
  getUserInfo: () => ({ errcode: 0, user: USER }),
  online: () => ({ errcode: 0, serverTime: 0 }),
};

/** Throws the business error a handler means (errcode ≠ 0). */
export function fail(operationId: OperationId, errcode: number, msg = 'failed'): never {
  throw new BusinessError(operationId, errcode, msg);
}

/**
 * Like the real client, a call honours its caller's AbortSignal: once the signal fires the call rejects with
 * an AbortedError (even when the handler already answered, since its answer is read after a turn), so a flow
 * that is stopped mid-call — StrictMode's double mount — sees what it sees in a browser.
 */
export function fakeApi(handlers: Handlers, calls: ApiCall[], token?: string): ApiClient {
  return {
    async call(operationId: OperationId, body?: unknown, init?: { signal?: AbortSignal; idempotencyKey?: string }) {
      const b = (body ?? {}) as Record<string, unknown>;
      const key = init?.idempotencyKey;
      calls.push({
        operationId,
        body: b,
        ...(token === undefined ? {} : { token }),
        ...(key === undefined ? {} : { idempotencyKey: key }),
      });
      const handler = handlers[operationId];
      if (!handler) throw new Error(`unexpected API call in a view test: ${operationId}`);
      const signal = init?.signal;
      const answer = await Promise.resolve().then(() => handler(b));
      // The answer arrives a turn later, as a response body would.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (signal?.aborted) throw new AbortedError(operationId, signal.reason);
      return answer;
    },
    raw: undefined as never,
  } as ApiClient;
}

export interface TestApp {
  root: AppRoot;
  calls: ApiCall[];
  redirects: string[];
  local: ReturnType<typeof memoryStorage>;
  session: ReturnType<typeof memoryStorage>;
  user: UserEvent;
  view: RenderResult;
  /** The memory router's current path + search. */
  location(): string;
}

export interface RenderOptions {
  /** Where the router starts. */
  path?: string;
  locale?: Locale;
  layout?: Layout;
  /** Operation handlers on top of BOOT_HANDLERS. */
  handlers?: Handlers;
  /** A stored token: the app boots as a member. */
  token?: string;
  local?: Record<string, string>;
  /**
   * Show the app's popups as on a first visit of a browser session. By default the session storage starts
   * with every popup seen (age accepted, notice / first-charge / invite closed), as for a returning visitor.
   */
  popups?: boolean;
  /** More of the tab's session storage at start (e.g. a withdraw-only session). */
  tab?: Record<string, string>;
}

/**
 * The toast machine with a toast held a minute (or until tapped, replaced, or its page goes): a view test that
 * looks for a toast must not lose it to the 2.5 s clock when the run is slow. The real duration is
 * tests/machines/toast.test.ts's.
 */
const HELD_TOASTS = toastMachine.provide({ delays: { toastDuration: 60_000 } });

let currentPath = '';
/**
 * The path of the page on screen. It sits inside the routes' Suspense boundary (AppFrame's) and records the path
 * when React commits: a page whose code is still loading is not on screen, and neither is its path. Read at
 * render time, outside the boundary, `location()` said "/bankCardList" while the bind form was still shown, and a
 * test's next `findByText` found the old page's text just before it went (CI, 2026-12-07).
 */
function LocationProbe() {
  const location = useLocation();
  const path = location.pathname + location.search;
  useLayoutEffect(() => {
    currentPath = path;
  }, [path]);
  return null;
}

/** Renders `ui` (or, by default, the real route table) with a real root over a fake API. */
export async function renderApp(options: RenderOptions = {}, ui?: ReactNode): Promise<TestApp> {
  const layout = options.layout ?? 'mobile';
  currentPath = '';
  globalThis.__viewportWidth = layout === 'desktop' ? 1280 : 375;
  await activateLocale(options.locale ?? 'en-US');
  const calls: ApiCall[] = [];
  const redirects: string[] = [];
  const local = memoryStorage({ ...(options.token ? { token: options.token } : {}), ...options.local });
  const session = memoryStorage({ ...(options.popups ? {} : SESSION_WITH_POPUPS_SEEN), ...options.tab });
  const deps: AppDeps = {
    api: fakeApi({ ...BOOT_HANDLERS, ...options.handlers }, calls),
    tokens: createTokenStore(local),
    localStore: local,
    tabStore: session,
    userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile Safari/537.36',
    origin: 'http://lobby.test',
    redirect: (url) => void redirects.push(url),
    sessionApi: (token) => fakeApi({ ...BOOT_HANDLERS, ...options.handlers }, calls, token),
  };
  const root = createAppRoot(deps, { toastLogic: HELD_TOASTS });
  const user = userEvent.setup();
  // Inside an awaited act: a route that suspends (a lazy page, a catalog) settles before the test goes on.
  let view!: RenderResult;
  await act(async () => {
    view = render(
      <StrictMode>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <AppFrame root={root} layout={layout}>
            <LocationProbe />
            {ui ?? <AppRoutes root={root} layout={layout} />}
          </AppFrame>
        </MemoryRouter>
      </StrictMode>,
    );
  });
  return { root, calls, redirects, local, session, user, view, location: () => currentPath };
}
