/**
 * /lobby/home, interim: the enabled game types of the configuration with their numbers of playable games
 * (the lobby work replaces this content). It renders the "home-centre" block the home tab scrolls back to.
 * The header above it belongs to the mobile lobby shell.
 */
import { useMemo } from 'react';
import { useSession } from '../../app/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { gameTypeRows } from './game-type-rows';
import styles from './home-page.module.css';

export function HomePage() {
  useArea('lobby');
  const t = useT();
  const types = useSession((s) => s.context.config?.appGameTypeList);
  const games = useSession((s) => s.context.gameList);
  const rows = useMemo(() => gameTypeRows(types ?? [], games), [types, games]);
  const typeName = (id: number, fallback: string) => {
    const key = `lobby.type.${id}`;
    const name = t(key);
    return name === key ? fallback : name;
  };
  return (
    <main className={styles.home}>
      <h1 className="visually-hidden">{t('lobby.home.title')}</h1>
      <section id="home-centre" className={styles.centre} aria-labelledby="home-centre-title">
        <h2 id="home-centre-title" className={styles.heading}>
          {t('lobby.home.gameTypes')}
        </h2>
        {rows.length ? (
          <ul className={styles.types}>
            {rows.map((row) => (
              <li key={row.id} className={styles.type}>
                <span className={styles.name}>{typeName(row.id, row.name)}</span>
                <span className={styles.count}>{t('lobby.home.gameCount', { count: row.games })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('lobby.home.noGames')}</p>
        )}
      </section>
    </main>
  );
}
