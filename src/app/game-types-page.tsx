/**
 * The first page (until the lobby shell lands): the game types of the anonymous configuration with the
 * number of games of each, read from the server through the API client. Loading, error (with retry) and
 * ready states. Temporary: the real home page is driven by the session/lobby machines.
 */
import { useEffect, useReducer } from 'react';
import type { Success } from '../api/client';
import { isApiError, type ApiError } from '../api/errors';
import { useApi } from './api-context';

/** th-TH texts of this page (the i18n catalogues arrive with the shell). */
const TEXT = {
  title: 'ประเภทเกม',
  subtitle: 'หมวดหมู่เกมทั้งหมดในล็อบบี้',
  loading: 'กำลังโหลด…',
  error: 'โหลดข้อมูลไม่สำเร็จ',
  retry: 'ลองอีกครั้ง',
  games: (n: number) => `${new Intl.NumberFormat('th-TH').format(n)} เกม`,
  id: (id: number) => `รหัส ${id}`,
  empty: 'ยังไม่มีประเภทเกม',
  /** Why it failed, per `ApiError` kind (others show the generic line only). */
  reason: {
    network: 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้ กรุณาตรวจสอบอินเทอร์เน็ต',
    timeout: 'เซิร์ฟเวอร์ตอบสนองช้าเกินไป',
    server: 'เซิร์ฟเวอร์ขัดข้องชั่วคราว',
    rateLimited: 'มีการเรียกใช้บ่อยเกินไป กรุณารอสักครู่',
  } as Partial<Record<string, string>>,
};

export interface GameTypeRow {
  id: number;
  name: string;
  games: number;
}

/** Enabled game types in display order, each with its number of enabled games (spec §2: status on). */
export function gameTypeRows(config: Success<'anonymousAppConfig'>): GameTypeRow[] {
  const counts = new Map<number, number>();
  for (const game of config.appGameList ?? [])
    if (game.status === 1) counts.set(game.typeId, (counts.get(game.typeId) ?? 0) + 1);
  return config.appGameTypeList
    .filter((type) => type.status === 1)
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((type) => ({ id: type.id, name: type.name, games: counts.get(type.id) ?? 0 }));
}

type State =
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; attempt: number; rows: GameTypeRow[] }
  | { status: 'error'; attempt: number; error: ApiError | Error };

type Action = { type: 'loaded'; rows: GameTypeRow[] } | { type: 'failed'; error: ApiError | Error } | { type: 'retry' };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'loaded':
      return { status: 'ready', attempt: state.attempt, rows: action.rows };
    case 'failed':
      return { status: 'error', attempt: state.attempt, error: action.error };
    case 'retry':
      return { status: 'loading', attempt: state.attempt + 1 };
  }
}

export function GameTypesPage() {
  const api = useApi();
  const [state, dispatch] = useReducer(reduce, { status: 'loading', attempt: 0 });

  useEffect(() => {
    const controller = new AbortController();
    api
      .call('anonymousAppConfig', {}, { signal: controller.signal })
      .then((config) => dispatch({ type: 'loaded', rows: gameTypeRows(config) }))
      .catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        dispatch({ type: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
      });
    return () => controller.abort();
  }, [api, state.attempt]);

  return (
    <main className="page">
      <header className="page-header">
        <h1>{TEXT.title}</h1>
        <p>{TEXT.subtitle}</p>
      </header>
      {state.status === 'loading' && (
        <p className="state" role="status">
          {TEXT.loading}
        </p>
      )}
      {state.status === 'error' && (
        <div className="state state-error" role="alert">
          <p>{TEXT.error}</p>
          <p className="detail" data-error-kind={isApiError(state.error) ? state.error.kind : 'unknown'}>
            {(isApiError(state.error) && TEXT.reason[state.error.kind]) || state.error.message}
          </p>
          <button type="button" onClick={() => dispatch({ type: 'retry' })}>
            {TEXT.retry}
          </button>
        </div>
      )}
      {state.status === 'ready' &&
        (state.rows.length === 0 ? (
          <p className="state">{TEXT.empty}</p>
        ) : (
          <ul className="types" aria-label={TEXT.title}>
            {state.rows.map((row) => (
              <li key={row.id} className="type" data-type-id={row.id}>
                <span className="type-name">{row.name}</span>
                <span className="type-id">{TEXT.id(row.id)}</span>
                <span className="type-count" data-count={row.games}>
                  {TEXT.games(row.games)}
                </span>
              </li>
            ))}
          </ul>
        ))}
    </main>
  );
}
