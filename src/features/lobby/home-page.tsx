/**
 * /lobby/home: the tabs Home (id 0), Collect (101) and one per game type.
 * - Home: banner, promotional video, featured reward entries, big-win ticker (the three in the middle are
 *   hidden in green mode), the hot games then each type's first games in rows of 5, and on mobile the footer.
 * - Collect: favourites and history (loaded on demand).
 * - A type: brand sub-tabs and the type's games in a windowed grid (loaded on demand).
 * A history state `{ typeId, brandId }` preselects a type tab and a brand; the chosen tab is written back
 * to the history entry, so coming back from a game shows the same tab.
 * The header above belongs to the mobile lobby shell; the tabs block is the "home-centre" the home tab
 * scrolls back to.
 */
import { memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { useLocation, useNavigate } from 'react-router';
import { HOME_GAME_ROW } from '../../../machines/constants';
import type { Game } from '../../../contract/types';
import { liveHomeDataMachine } from '../../actors/home-data.actors';
import { useLayout } from '../../lib/use-layout';
import { useRoot } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { whenIdle } from '../../lib/next-task';
import { preloadable } from '../../lib/preloadable';
import { BannerCarousel } from './banner';
import { GameRows, type GridData } from './game-rows';
import { HomeFooter } from './home-footer';
import { EmptyState } from '../../ui/empty-state';
import { HydrationPart } from '../../ui/hydration-part';
import styles from './home-page.module.css';
import { COLLECT_TAB, gameTypes, gamesOfType, HOME_TAB, hotGames, visibleBanners } from './lobby-data';
import { PromoVideo } from './promo-video';
import { RewardGrid } from './reward-grid';
import { BigWinTicker } from './ticker';
import { useLikeToggle, useLobbyData } from './use-lobby';

// Loaded when the browser is idle after the home shows, or on the first touch of a tab: a tab switch then
// renders its panel without suspending (a suspended mount is revealed no sooner than 300 ms later).
const TypePanel = preloadable(() => import('./type-panel').then((m) => m.TypePanel));
const CollectPanel = preloadable(() => import('./collect-panel').then((m) => m.CollectPanel));
const preloadPanels = () => {
  void TypePanel.preload();
  void CollectPanel.preload();
};

const NO_IDS: readonly number[] = [];

/** How many games of each type the Home tab shows before "All". */
const TYPE_PREVIEW = HOME_GAME_ROW * 2;

interface HomeState {
  typeId?: number;
  brandId?: number | null;
}

const readState = (state: unknown): HomeState => {
  const s = (state ?? {}) as HomeState;
  return {
    typeId: typeof s.typeId === 'number' ? s.typeId : undefined,
    brandId: typeof s.brandId === 'number' ? s.brandId : null,
  };
};

/** Desktop /lobby/games: the same lobby, opened on the first game type. */
export function GamesPage() {
  return <HomePage start="games" />;
}

/**
 * The page waits for the configuration (the loading overlay covers it meanwhile): the home data flow's input
 * (green mode) comes from it, and a flow started before would load what green mode never shows.
 */
export function HomePage(props: { start?: 'home' | 'games' }) {
  const configured = useLobbyData().config !== null;
  return configured ? <HomeView {...props} /> : null;
}

function HomeView({ start = 'home' }: { start?: 'home' | 'games' }) {
  useArea('lobby');
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const layout = useLayout();
  const lobby = useLobbyData();
  const { config, games, gameMap, member, player } = lobby;
  const green = config?.mode === 'green';

  const initial = readState(location.state);
  // The shown tab and brand: view state, mirrored into the history entry.
  const types = useMemo(() => gameTypes(config), [config]);
  // The chosen tab and brand. The tab strip follows at once; the panel renders the deferred value, in the
  // background (a tab switch paints its highlight first, and the panel's new content never blocks the tap).
  const [view, setView] = useState<{ tab: number; brandId: number | null }>(() => ({
    tab: initial.typeId ?? (start === 'games' ? (types[0]?.id ?? HOME_TAB) : HOME_TAB),
    brandId: initial.brandId ?? null,
  }));
  const shownView = useDeferredValue(view);
  useEffect(() => whenIdle(preloadPanels), []);

  const tabs = useMemo(
    () => [
      { id: HOME_TAB, label: t('lobby.tab.home') },
      { id: COLLECT_TAB, label: t('lobby.tab.collect') },
      ...types.map((type) => ({ id: type.id, label: typeName(t, type.id, type.name) })),
    ],
    [t, types],
  );
  const known = (id: number) => tabs.some((x) => x.id === id);
  const current = known(view.tab) ? view.tab : HOME_TAB;
  const shown = known(shownView.tab) ? shownView.tab : HOME_TAB;

  const { pathname, search } = location;
  const select = useCallback(
    (id: number, brand: number | null = null) => {
      setView({ tab: id, brandId: brand });
      navigate(`${pathname}${search}`, {
        replace: true,
        state: { typeId: id, brandId: brand },
        preventScrollReset: true,
      });
    },
    [navigate, pathname, search],
  );

  const home = useFlow(liveHomeDataMachine, { member, green });
  // Login, logout or a language switch (the video covers are drawn per locale): the home data again.
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const loadedFor = useRef({ member, locale });
  useEffect(() => {
    if (loadedFor.current.member === member && loadedFor.current.locale === locale) return;
    loadedFor.current = { member, locale };
    home.send({ type: 'home.reload', member });
  }, [home, member, locale]);

  const onLike = useLikeToggle(member);
  const { resourceUrl, maintained, likes } = lobby;
  const data: GridData = useMemo(
    () => ({ resourceUrl, maintained, likes, onLike }),
    [resourceUrl, maintained, likes, onLike],
  );
  const onBrand = useCallback((brand: number | null) => select(shown, brand), [select, shown]);

  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    select(next.id);
    document.getElementById(`home-tab-${next.id}`)?.focus();
  };

  return (
    <main className={styles.home}>
      <h1 className="visually-hidden">{t('lobby.home.title')}</h1>
      <section id="home-centre" aria-label={t('lobby.home.title')}>
        <div
          className={styles.tabs}
          role="tablist"
          aria-label={t('lobby.tab.label')}
          onPointerDown={preloadPanels}
          onFocus={preloadPanels}
        >
          {tabs.map((x, index) => (
            <button
              key={x.id}
              id={`home-tab-${x.id}`}
              type="button"
              role="tab"
              aria-selected={x.id === current}
              aria-controls="home-panel"
              tabIndex={x.id === current ? 0 : -1}
              className={`${styles.tab} ${x.id === current ? styles.current : ''}`}
              onClick={() => select(x.id)}
              onKeyDown={(e) => onTabKey(e, index)}
            >
              {x.label}
            </button>
          ))}
        </div>
        <div id="home-panel" role="tabpanel" aria-labelledby={`home-tab-${shown}`} className={styles.panel}>
          {shown === HOME_TAB ? (
            <HomeTab home={home} green={green} games={games} data={data} onAll={select} types={types} />
          ) : (
            <Suspense fallback={<div className={styles.pending} aria-busy="true" />}>
              {shown === COLLECT_TAB ? (
                <CollectPanel player={player} gameMap={gameMap} data={data} member={member} />
              ) : (
                <TypePanel key={shown} typeId={shown} brandId={shownView.brandId} onBrand={onBrand} data={data} />
              )}
            </Suspense>
          )}
        </div>
      </section>
      {layout === 'mobile' && shown === HOME_TAB ? <Footer /> : null}
    </main>
  );
}

/** The mobile home's footer (memoised: a tab switch re-renders the tab strip, not this). */
const Footer = memo(function Footer() {
  return (
    <HydrationPart>
      <HomeFooter />
    </HydrationPart>
  );
});

type Translate = ReturnType<typeof useT>;

/** A type's name in the active language (the configuration's name when the catalog has none). */
export function typeName(t: Translate, id: number, fallback: string): string {
  const key = `lobby.type.${id}`;
  const name = t(key);
  return name === key ? fallback : name;
}

/** The Home tab's content, memoised: its props stay the same objects while only the tab strip changes. */
const HomeTab = memo(function HomeTab({
  home,
  green,
  games,
  data,
  types,
  onAll,
}: {
  home: ReturnType<typeof useFlow<ReturnType<typeof liveHomeDataMachine>>>;
  green: boolean;
  games: readonly Game[];
  data: GridData;
  types: ReturnType<typeof gameTypes>;
  onAll: (typeId: number) => void;
}) {
  const t = useT();
  const { config, gameMap, player } = useLobbyData();
  const user = useRootUserMobile();
  const activityIds = player?.activityIds ?? NO_IDS;
  const banners = useMemo(
    () => visibleBanners(config?.appLobbyAdConfigList ?? [], { hasMobile: user, activityIds }),
    [config, user, activityIds],
  );
  const hot = useMemo(() => hotGames(games), [games]);
  const sections = useMemo(
    () =>
      types
        .map((type) => ({ type, list: gamesOfType(games, type.id) }))
        .filter((s) => s.list.length > 0)
        .map((s) => ({ ...s, preview: s.list.slice(0, TYPE_PREVIEW) })),
    [games, types],
  );
  const video = useSelector(home, (s) => s.context.video);
  const failed = useSelector(home, (s) => s.hasTag('error'));
  // Until the first answer, the video's and the ticker's boxes are kept (no layout shift when they arrive).
  const firstLoad = useSelector(
    home,
    (s) => s.hasTag('loading') && s.context.video === null && s.context.wins.length === 0,
  );

  return (
    <>
      <BannerCarousel banners={banners} />
      {green ? null : (
        // Mobile: one column. Desktop: the video beside the promotions and the ticker (home-page.module.css).
        <HydrationPart>
          <div className={styles.promo}>
            {video ? (
              <PromoVideo video={video} />
            ) : firstLoad ? (
              <div className={styles.videoBox} aria-hidden="true" />
            ) : null}
            <RewardGrid activityIds={activityIds} taskDot={player?.dotFlags.hasTask === 1} />
            {firstLoad ? (
              <div className={styles.tickerBox} aria-hidden="true" />
            ) : (
              <BigWinTicker home={home} gameMap={gameMap} symbol={config?.currency.symbol ?? ''} />
            )}
            {failed ? (
              <p className={styles.notice} role="status">
                {t('lobby.home.loadFailed')}{' '}
                <button type="button" className={styles.retry} onClick={() => home.send({ type: 'home.retry' })}>
                  {t('common.retry')}
                </button>
              </p>
            ) : null}
          </div>
        </HydrationPart>
      )}
      {hot.length ? (
        <HydrationPart>
          <section className={styles.section} aria-labelledby="home-hot">
            <h2 id="home-hot" className={styles.heading}>
              {t('lobby.home.hot')}
            </h2>
            <GameRows games={hot} data={data} label={t('lobby.home.hot')} eager={HOME_GAME_ROW} />
          </section>
        </HydrationPart>
      ) : null}
      {sections.map(({ type, list, preview }) => (
        <HydrationPart key={type.id}>
          <section className={styles.section} aria-labelledby={`home-type-${type.id}`}>
            <div className={styles.sectionHead}>
              <h2 id={`home-type-${type.id}`} className={styles.heading}>
                {typeName(t, type.id, type.name)}
              </h2>
              {list.length > preview.length ? (
                <button type="button" className={styles.all} onClick={() => onAll(type.id)}>
                  {t('lobby.home.all', { count: list.length })}
                </button>
              ) : null}
            </div>
            <GameRows games={preview} data={data} label={typeName(t, type.id, type.name)} />
          </section>
        </HydrationPart>
      ))}
      {hot.length === 0 && sections.length === 0 ? <EmptyState message={t('lobby.home.noGames')} /> : null}
    </>
  );
});

/** Whether the player has a mobile number (the bind banner hides then). */
function useRootUserMobile(): boolean {
  const root = useRoot();
  return useSelector(root.session, (s) => Boolean(s.context.user?.mobile));
}
