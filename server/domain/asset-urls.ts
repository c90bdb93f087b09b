/**
 * Where generated images live (served by server/assets.ts; nothing is fetched from outside).
 * Every image is an SVG made from its kind and id, so the same URL always shows the same picture.
 */
export const GAME_RESOURCE_URL = '/static/res';

/** The avatar numbers the server draws (`assetUrl.avatar`); the configuration's `avatarList`. */
export const AVATAR_NUMBERS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);

export const assetUrl = {
  /** Game icon: gameResourceUrl + game id + version. */
  game: (id: number, version: number) => `${GAME_RESOURCE_URL}/game/${id}_${version}.svg`,
  brand: (id: number) => `/static/brand/${id}.svg`,
  banner: (id: number) => `/static/banner/${id}.svg`,
  notice: (id: number) => `/static/notice/${id}.svg`,
  avatar: (n: number) => `/static/avatar/avatar_${n}.svg`,
  videoCover: (id: number) => `/static/video/${id}.svg`,
  /** Relative to gameResourceUrl, as a promotional video's `path` is. */
  videoPath: (id: number) => `video/${id}.svg`,
  payment: (id: number) => `/static/pay/${id}.svg`,
  bank: (id: number) => `/static/bank/${id}.svg`,
  activity: (id: number) => `/static/activity/${id}.svg`,
  social: (name: string) => `/static/social/${name}.svg`,
  cs: (id: number) => `/static/cs/${id}.svg`,
  generic: (key: string) => `/static/generic/${key}.svg`,
} as const;
