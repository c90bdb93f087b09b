/** The App and web configuration (getConfig), assembled from the seeded tables and the start-up variant. */
import type { components } from '../../contract/schema';
import { COUNTRIES } from '../config';
import { Prepared, type Deps } from '../context';
import { sql } from '../db/sql';
import { inviteConfigs } from './activities';
import { APP_LOGIN_BONUS, FIRST_DEPOSIT_BONUS } from './bonuses';
import { AVATAR_NUMBERS, GAME_RESOURCE_URL } from './asset-urls';
import { DEFAULT_CONTENT_LOCALE, localAsset, localText, type ContentLocale } from './content-locale';
import { promoText } from './promo-text';

type Schemas = components['schemas'];
type AppConfig = Schemas['AppConfig'];

interface GameRow {
  id: number;
  name: string;
  hot: 0 | 1;
  show_type: number;
  hot_sort: number;
  brand_id: number;
  type_id: 1 | 2 | 3 | 4 | 5 | 6;
  sort: number;
  status: 0 | 1;
  version: number;
  recent: 0 | 1;
  maintain: 0 | 1;
  brand_maintain: 0 | 1;
}

export function gameListVersion(deps: Pick<Deps, 'db'>): number {
  const row = sql<[], { value: string }>(deps.db, "SELECT value FROM meta WHERE key = 'gameListVersion'").get();
  return Number(row?.value ?? 0);
}

function gameOf(r: GameRow): Schemas['Game'] {
  return {
    id: r.id,
    name: r.name,
    hot: r.hot,
    showType: r.show_type,
    hotSort: r.hot_sort,
    brandId: r.brand_id,
    platformId: r.brand_id,
    typeId: r.type_id,
    sort: r.sort,
    status: r.status,
    version: r.version,
    recent: r.recent,
    maintain: r.maintain,
    params: { brandMaintain: r.brand_maintain },
  };
}

function gameList(deps: Pick<Deps, 'db'>): Schemas['Game'][] {
  return sql<[], GameRow>(
    deps.db,
    'SELECT g.*, b.maintain AS brand_maintain FROM games g JOIN brands b ON b.id = g.brand_id ORDER BY g.type_id, g.sort, g.id',
  )
    .all()
    .map(gameOf);
}

/** The deposit channels, named and drawn in `lang`. */
export function rechargeTypes(
  deps: Pick<Deps, 'db'>,
  lang: ContentLocale = DEFAULT_CONTENT_LOCALE,
): Schemas['RechargeType'][] {
  return sql<
    [],
    {
      id: number;
      name: string;
      icon_h5: string;
      bank_id: number;
      sort: number;
      panel: 'url' | 'qr' | 'bank';
      min_amount: number;
      max_amount: number;
      amount_list: string;
      i18n: string;
    }
  >(deps.db, 'SELECT * FROM recharge_types WHERE status = 1 ORDER BY sort, id')
    .all()
    .map((r) => ({
      id: r.id,
      name: localText(r.i18n, lang, 'name', r.name),
      iconH5: localAsset(r.icon_h5, lang),
      bankId: r.bank_id,
      sort: r.sort,
      panel: r.panel,
      minAmount: r.min_amount,
      maxAmount: r.max_amount,
      amountList: JSON.parse(r.amount_list) as number[],
    }));
}

/** The service contacts, named and drawn in `lang`. */
export function customerServices(
  deps: Pick<Deps, 'db'>,
  lang: ContentLocale = DEFAULT_CONTENT_LOCALE,
): Schemas['CustomerService'][] {
  return sql<[], { url: string; is_out: 0 | 1; nickname: string; icon: string; i18n: string }>(
    deps.db,
    'SELECT url, is_out, nickname, icon, i18n FROM cs_queue ORDER BY sort, id',
  )
    .all()
    .map((r) => ({
      url: r.url,
      isOut: r.is_out,
      nickname: localText(r.i18n, lang, 'nickname', r.nickname),
      icon: localAsset(r.icon, lang),
    }));
}

/** Everything but the game list; cached briefly because it is the same for every visitor. */
type StaticPart = Omit<AppConfig, 'appGameList' | 'gameListVersion' | 'h5'>;
const CACHE_MS = 2000;
const MAX_PREPARED = 16;
const cache = new WeakMap<
  object,
  {
    at: number;
    /** The static part per content locale, made on first use. */
    value: Map<ContentLocale, StaticPart>;
    games: { version: number; list: Schemas['Game'][] };
    /** Serialized anonymous answers of this entry, by `${with list}|${lang}|${origin}`. */
    prepared: Map<string, Prepared<AppConfig>>;
  }
>();

function staticPart(deps: Pick<Deps, 'db' | 'config'>, lang: ContentLocale): StaticPart {
  const { config, db } = deps;
  const country = COUNTRIES[config.country];
  const brands = sql<
    [],
    { id: number; show_name: string; status: 0 | 1; icon3: string; sort: number; maintain: 0 | 1 }
  >(db, 'SELECT * FROM brands ORDER BY sort, id').all();
  const gamesByBrand = new Map<number, number[]>();
  for (const g of sql<[], { id: number; brand_id: number }>(
    db,
    'SELECT id, brand_id FROM games ORDER BY sort, id',
  ).all()) {
    const list = gamesByBrand.get(g.brand_id) ?? [];
    list.push(g.id);
    gamesByBrand.set(g.brand_id, list);
  }
  return {
    mode: config.green ? 'green' : 'normal',
    brandCode: config.brandCode,
    appGameTypeList: sql<[], Schemas['GameType']>(
      db,
      'SELECT id, name, status, sort FROM game_types ORDER BY sort, id',
    ).all(),
    appRechargeTypeMap: Object.fromEntries(rechargeTypes(deps, lang).map((t) => [String(t.id), t])),
    appGamePlatformList: brands.map((b) => ({ id: b.id, sort: b.sort })),
    appGameBrandList: brands.map((b) => ({
      id: b.id,
      showName: b.show_name,
      gameList: gamesByBrand.get(b.id) ?? [],
      status: b.status,
      icon3: b.icon3,
      sort: b.sort,
      maintain: b.maintain,
    })),
    appUserLevelConfigList: sql<[], { level: number; betAmount: number; rebateRate: number; perks: string }>(
      db,
      'SELECT level, bet_amount AS betAmount, rebate_rate AS rebateRate, perks FROM level_config ORDER BY level',
    )
      .all()
      .map((l) => ({ ...l, perks: JSON.parse(l.perks) as Schemas['VipPerk'][] })),
    appGenericImgList: sql<[], { uniqueKey: string; img: string; imgUrl: string }>(
      db,
      'SELECT unique_key AS uniqueKey, img, img_url AS imgUrl FROM generic_imgs ORDER BY unique_key',
    )
      .all()
      .map((g) => ({ ...g, img: localAsset(g.img, lang) })),
    appLobbyAdConfigList: sql<[], Schemas['Banner']>(
      db,
      'SELECT id, img_url2 AS imgUrl2, click_type AS clickType, click_action AS clickAction, sort FROM banners WHERE status = 1 ORDER BY sort, id',
    )
      .all()
      .map((b) => ({
        ...b,
        imgUrl2: localAsset(b.imgUrl2, lang),
        title: promoText(deps, b.clickType, b.clickAction, lang)[0],
      })),
    appNoticeConfigList: sql<[], Schemas['Notice'] & { i18n: string }>(
      db,
      `SELECT id, img_url2 AS imgUrl2, click_type AS clickType, click_action AS clickAction, sort, is_h5_pop AS isH5Pop,
              title, content, created_at AS createTime, i18n
         FROM notices WHERE status = 1 ORDER BY sort, id`,
    )
      .all()
      .map(({ i18n, ...n }) => ({
        ...n,
        imgUrl2: localAsset(n.imgUrl2, lang),
        title: localText(i18n, lang, 'title', n.title),
        content: localText(i18n, lang, 'content', n.content),
      })),
    appBankList: sql<[], Schemas['Bank'] & { i18n: string }>(
      db,
      'SELECT id, name, short_name AS shortName, icon, i18n FROM banks ORDER BY sort, id',
    )
      .all()
      .map(({ i18n, ...b }) => ({ ...b, name: localText(i18n, lang, 'name', b.name), icon: localAsset(b.icon, lang) })),
    appInviteBonusConfigList: inviteConfigs(deps),
    serviceContacts: customerServices(deps, lang),
    gameResourceUrl: GAME_RESOURCE_URL,
    registerType: config.registerType,
    otpStatus: config.otpStatus,
    countryCode: country.countryCode,
    currency: { code: country.currency.code, symbol: country.currency.symbol, country: config.country },
    accountLengthMin: country.accountLengthMin,
    accountLengthMax: country.accountLengthMax,
    usernameLengthMin: config.usernameLengthMin,
    usernameLengthMax: config.usernameLengthMax,
    passwordLengthMin: config.passwordLengthMin,
    passwordLengthMax: config.passwordLengthMax,
    accountRule: { mobileStartsWith: country.mobileStartsWith },
    userRegisterCoin: config.userRegisterCoin,
    firstDepositBonus: FIRST_DEPOSIT_BONUS,
    appLoginBonus: APP_LOGIN_BONUS,
    socialMedia: sql<[], { id: number; name: string; url: string }>(
      db,
      'SELECT id, name, url FROM social_media ORDER BY sort, id',
    ).all(),
    isDepositBank: config.isDepositBank,
    supportEmail: config.supportEmail,
    flowsPage: config.flowsPage,
    avatarList: [...AVATAR_NUMBERS],
    licence: { ...config.licence },
  };
}

function cached(deps: Pick<Deps, 'db' | 'config' | 'clock'>) {
  const now = deps.clock.now();
  let entry = cache.get(deps.db);
  if (!entry || now - entry.at > CACHE_MS || now < entry.at) {
    const version = gameListVersion(deps);
    entry = { at: now, value: new Map(), games: { version, list: gameList(deps) }, prepared: new Map() };
    cache.set(deps.db, entry);
  }
  return entry;
}

/**
 * The anonymous configuration answer, serialized (and compressed) once per cache entry, list choice and
 * origin: every visitor's first call asks for it, and encoding 9–40 KB of JSON per call dominated its cost.
 */
export function preparedAppConfig(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  clientGameListVersion: number | undefined,
  origin: string,
  lang: ContentLocale = DEFAULT_CONTENT_LOCALE,
): Prepared<AppConfig> {
  const entry = cached(deps);
  const key = `${clientGameListVersion === entry.games.version ? 0 : 1}|${lang}|${origin}`;
  let prepared = entry.prepared.get(key);
  if (!prepared) {
    prepared = Prepared.success(appConfig(deps, clientGameListVersion, origin, lang));
    // The origin is the configured PUBLIC_URL (one per server); the bound stays as a guard.
    if (entry.prepared.size < MAX_PREPARED) entry.prepared.set(key, prepared);
  }
  return prepared;
}

/**
 * The configuration in `lang` (its notices, channel, bank and contact names, and image URLs);
 * `appGameList` only when `clientGameListVersion` differs from the server's.
 */
export function appConfig(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  clientGameListVersion: number | undefined,
  origin: string,
  lang: ContentLocale = DEFAULT_CONTENT_LOCALE,
): AppConfig {
  const entry = cached(deps);
  const { version, list } = entry.games;
  let value = entry.value.get(lang);
  if (!value) {
    value = staticPart(deps, lang);
    entry.value.set(lang, value);
  }
  return {
    ...value,
    gameListVersion: version,
    ...(clientGameListVersion === version ? {} : { appGameList: list }),
    h5: { url: origin, downloadType: deps.config.downloadType, downloadUrl: '/sandbox/apk' },
  };
}
