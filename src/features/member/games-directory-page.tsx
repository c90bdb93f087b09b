/**
 * /lobby/games on mobile (the desktop table has its own Games page): the game types that are on,
 * by sort, each with its game count and its brands. A type opens the home page on that type's tab, a brand on
 * that tab with the brand chosen — through the history state `{ typeId, brandId }` the home page reads.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PATH } from '../../../contract/paths';
import { gamesDirectory } from '../../../machines/member.rules';
import { useSession } from '../../flow/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { LoadingStatus } from '../../ui/status-panel';
import styles from './member.module.css';
import cards from '../../ui/card-stack.module.css';

export function GamesDirectoryPage() {
  // The type names are the lobby's (lobby.type.<id>).
  useArea('member', 'lobby');
  const t = useT();
  const config = useSession((s) => s.context.config);
  const games = useSession((s) => s.context.gameList);
  const types = useMemo(() => gamesDirectory(config, games), [config, games]);
  const typeName = (id: number, fallback: string) => {
    const key = `lobby.type.${id}`;
    const name = t(key);
    return name === key ? fallback : name;
  };

  return (
    <Page title={t('member.games.title')}>
      {!config ? (
        <LoadingStatus />
      ) : types.length === 0 ? (
        <EmptyState message={t('member.games.none')} />
      ) : (
        <ul className={styles.types} aria-label={t('member.games.types')}>
          {types.map((type) => {
            const name = typeName(type.id, type.name);
            return (
              <li key={type.id} className={cards.card}>
                <Link to={PATH.home} state={{ typeId: type.id, brandId: null }} className={styles.typeLink}>
                  <span>{name}</span>
                  <span className={cards.dim}>{t('member.games.count', { count: type.games })}</span>
                </Link>
                {type.brands.length ? (
                  <ul className={styles.chips} aria-label={t('member.games.brandsOf', { type: name })}>
                    {type.brands.map((brand) => (
                      <li key={brand.id}>
                        <Link
                          to={PATH.home}
                          state={{ typeId: type.id, brandId: brand.id }}
                          className={styles.chip}
                          aria-label={t('member.games.brand', { brand: brand.name, type: name, count: brand.games })}
                        >
                          {brand.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
