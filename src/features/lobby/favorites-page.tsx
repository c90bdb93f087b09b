/**
 * /profile/favorites (desktop /lobby/favorites), the left menu's "Favourites": the Collect tab's lists on
 * their own page — liked games that still exist, and the play history, most recent first — with the same
 * tiles and like toggle as the lobby.
 */
import { useArea, useT } from '../../i18n/use-t';
import { Page } from '../../ui/page';
import { CollectPanel } from './collect-panel';
import type { GridData } from './game-rows';
import { useLikeToggle, useLobbyData } from './use-lobby';

export function FavoritesPage() {
  useArea('lobby', 'routes');
  const t = useT();
  const lobby = useLobbyData();
  const onLike = useLikeToggle(lobby.member);
  const data: GridData = { resourceUrl: lobby.resourceUrl, maintained: lobby.maintained, likes: lobby.likes, onLike };
  return (
    <Page title={t('route.profile.favorites')}>
      <CollectPanel player={lobby.player} gameMap={lobby.gameMap} data={data} member={lobby.member} />
    </Page>
  );
}
