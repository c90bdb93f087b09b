/** The app root. For now a single page; the router and the lobby shell replace it in a later issue. */
import { GameTypesPage } from './game-types-page';

export function App() {
  return <GameTypesPage />;
}
