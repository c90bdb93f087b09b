/**
 * /search (public): games by name across every type. The query lives in the address (?q=), so back
 * and reload keep it. Empty query: a hint and the hot games; no match: a clear no-result state.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useArea, useT } from '../../i18n/use-t';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { GameGrid } from './game-grid';
import { GameRows, type GridData } from './game-rows';
import { hotGames, searchGames } from './lobby-data';
import styles from './pages.module.css';
import { useLikeToggle, useLobbyData } from './use-lobby';

/** The longest query kept (game names are short). */
const MAX_QUERY = 50;

export function SearchPage() {
  useArea('lobby');
  const t = useT();
  const [params, setParams] = useSearchParams();
  // The field's text (view state); the address follows it, so back and reload keep the search.
  const [query, setQuery] = useState(() => (params.get('q') ?? '').slice(0, MAX_QUERY));
  const deferred = useDeferredValue(query);
  useEffect(() => {
    if ((params.get('q') ?? '') !== query) setParams(query ? { q: query } : {}, { replace: true });
  }, [params, query, setParams]);
  const lobby = useLobbyData();
  const onLike = useLikeToggle(lobby.member);
  const data: GridData = { resourceUrl: lobby.resourceUrl, maintained: lobby.maintained, likes: lobby.likes, onLike };
  const results = useMemo(() => searchGames(lobby.games, deferred), [lobby.games, deferred]);
  const hot = useMemo(() => hotGames(lobby.games).slice(0, 10), [lobby.games]);
  const trimmed = deferred.trim();

  return (
    <Page title={t('lobby.search.title')}>
      <form className={styles.search} role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="game-search" className="visually-hidden">
          {t('lobby.search.label')}
        </label>
        <input
          id="game-search"
          className={styles.input}
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={MAX_QUERY}
          placeholder={t('lobby.search.placeholder')}
          value={query}
          autoFocus
          onChange={(e) => setQuery(e.target.value)}
        />
      </form>
      {trimmed === '' ? (
        <>
          <p className={styles.hint}>{t('lobby.search.hint')}</p>
          {hot.length ? (
            <section aria-labelledby="search-hot">
              <h2 id="search-hot" className={styles.subheading}>
                {t('lobby.home.hot')}
              </h2>
              <GameRows games={hot} data={data} label={t('lobby.home.hot')} />
            </section>
          ) : null}
        </>
      ) : results.length === 0 ? (
        <EmptyState message={t('lobby.search.none', { query: trimmed })} role="status" />
      ) : (
        <>
          <p className={styles.hint} role="status">
            {t('lobby.search.count', { count: results.length })}
          </p>
          <GameGrid games={results} data={data} label={t('lobby.search.results')} />
        </>
      )}
    </Page>
  );
}
