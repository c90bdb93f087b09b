/** A lobby configuration and game lists (up to thousands of games) for the lobby view tests. */
import type { ConfigAnswer, Game } from '../../contract/types';
import { CONFIG_NO_LIST, MEMBER_ANSWER, USER } from '../machines/models/fixtures';
import type { Handlers } from '../helpers/render';

const BRAND_NAMES = ['Starforge', 'Lotus Bay', 'Jadewave', 'Pixel Tide'];

/** `n` games over 6 types and 4 brands; brand 4 in maintenance; game 1003 in maintenance; 1001–1020 hot. */
export function lobbyGames(n: number): Game[] {
  return Array.from({ length: n }, (_, i) => {
    const id = 1001 + i;
    const typeId = ((i % 6) + 1) as Game['typeId'];
    return {
      id,
      name: i === 0 ? 'Tiger' : i === 1 ? 'Lucky Neko' : `Game ${id}`,
      hot: i < 20 ? 1 : 0,
      showType: i === 19 ? 1 : 0,
      hotSort: i < 20 ? 20 - i : 0,
      brandId: (i % 4) + 1,
      platformId: (i % 4) + 1,
      typeId,
      sort: i + 1,
      status: i === 25 ? 0 : 1,
      version: 1,
      recent: i === 30 ? 1 : 0,
      maintain: i === 2 ? 1 : 0,
      params: { brandMaintain: (i % 4) + 1 === 4 ? 1 : 0 },
    };
  });
}

export const LOBBY_CONFIG: ConfigAnswer = {
  ...CONFIG_NO_LIST,
  appGameTypeList: [
    { id: 1, name: 'Slots', status: 1, sort: 1 },
    { id: 2, name: 'Fish', status: 1, sort: 2 },
    { id: 3, name: 'Poker', status: 1, sort: 3 },
    { id: 4, name: 'Sports', status: 0, sort: 4 },
    { id: 5, name: 'Live', status: 1, sort: 5 },
    { id: 6, name: 'Games', status: 1, sort: 6 },
  ],
  appGameBrandList: BRAND_NAMES.map((showName, i) => ({
    id: i + 1,
    showName,
    gameList: [],
    status: 1,
    icon3: `/static/brand/${i + 1}.svg`,
    sort: 10 - i,
    maintain: i === 3 ? 1 : 0,
  })),
  appLobbyAdConfigList: [
    { id: 1, imgUrl2: '/static/banner/1.svg', clickType: 1, clickAction: '15', sort: 1 },
    { id: 2, imgUrl2: '/static/banner/2.svg', clickType: 1, clickAction: '4', sort: 2 },
    { id: 3, imgUrl2: '/static/banner/3.svg', clickType: 2, clickAction: '1001', sort: 3 },
    { id: 6, imgUrl2: '/static/banner/6.svg', clickType: 1, clickAction: '10000', sort: 4 },
  ],
  appNoticeConfigList: [
    {
      id: 1,
      imgUrl2: '/static/notice/1.svg',
      clickType: 0,
      clickAction: '',
      sort: 1,
      isH5Pop: 1,
      title: 'Welcome',
      content:
        '<p><strong>Welcome!</strong> Hello.</p><script>window.hacked = 1</script><img src=x onerror="window.hacked=2"><ul><li>One</li></ul>',
      createTime: Date.UTC(2026, 10, 20),
    },
    {
      id: 2,
      imgUrl2: '/static/notice/2.svg',
      clickType: 1,
      clickAction: '15',
      sort: 2,
      isH5Pop: 1,
      title: 'Sign-up bonus',
      content: '<p>Bonus</p>',
      createTime: Date.UTC(2026, 10, 19),
    },
    {
      id: 3,
      imgUrl2: '/static/notice/3.svg',
      clickType: 3,
      clickAction: '/walletsKyc',
      sort: 3,
      isH5Pop: 0,
      title: 'Verify',
      content: '<p>KYC <a href="javascript:alert(1)">now</a></p>',
      createTime: Date.UTC(2026, 10, 18),
    },
  ],
};

export const WINS = [
  { phone: '081****678', gameId: 1001, amount: 250_000, timestamp: Date.UTC(2026, 10, 21, 8, 5) },
  { phone: '089****111', gameId: 1002, amount: 120_050, timestamp: Date.UTC(2026, 10, 21, 15, 30) },
];

export const VIDEOS = [
  { id: 1, coverImg: '/static/video/1.svg', path: 'video/1.svg', clickType: 1 as const, clickAction: '15' },
  { id: 3, coverImg: '/static/video/3.svg', path: 'video/3.svg', clickType: 2 as const, clickAction: '' },
];

export const TOKEN = 'stored-token-0123456789abcdef0123';

/** Boot and home handlers: a visitor (no token) or a member (with TOKEN) over `games`. */
export function lobbyHandlers(
  games: Game[],
  options: { config?: Partial<ConfigAnswer>; member?: Partial<typeof MEMBER_ANSWER> } = {},
): Handlers {
  const config = { ...LOBBY_CONFIG, ...options.config };
  return {
    anonymousAppConfig: () => ({ errcode: 0, ...config, appGameList: games }),
    getAfterLoginInfoWeb: () => ({
      errcode: 0,
      code: 200,
      ...MEMBER_ANSWER,
      ...config,
      appGameList: games,
      ...options.member,
    }),
    getUserInfo: () => ({ errcode: 0, user: USER }),
    anonymousLobbyTips: () => ({ errcode: 0, jackpotList: WINS, newYearList: [] }),
    getPromotionalVideoList: () => ({ errcode: 0, appPromotionalVideoList: VIDEOS, gameResourceUrl: '/static/res' }),
    getActivityIds: () => ({
      errcode: 0,
      activityIds: [39, 40],
      activityMap: {},
      isBankrupt: 0,
      hasTurntable: 0,
      totalRecharge: 0,
      loginPaying: 0,
      homeVideo: null,
    }),
  };
}
