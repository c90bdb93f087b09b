/** Configuration and player data for the shell, profile and flows view tests. */
import type { ConfigAnswer, MemberAnswer } from '../../contract/types';
import { CONFIG_WITH_LIST, MEMBER_ANSWER } from '../machines/models/fixtures';
import { act } from '@testing-library/react';
import { renderApp, type Handlers, type RenderOptions, type TestApp } from '../helpers/render';

const GENERIC = ['logo_rc', 'payment', 'regulator', 'responsibility', 'app_store', 'google_play', 'gcash', 'maya'];

export const SHELL_CONFIG: ConfigAnswer = {
  ...CONFIG_WITH_LIST,
  appInviteBonusConfigList: [
    {
      id: 1,
      award: [
        { id: 2002, count: 900 },
        { id: 2001, count: 5000 },
      ],
      inviteCount: 1,
    },
    { id: 2, award: [{ id: 2001, count: 9000 }], inviteCount: 3 },
  ],
  appGenericImgList: GENERIC.map((key) => ({ uniqueKey: key, img: `/static/generic/${key}.svg`, imgUrl: '' })),
  serviceContacts: [
    { url: '/sandbox/livechat/1', isOut: 0, nickname: 'Live Chat', icon: '/static/cs/1.svg' },
    { url: '/sandbox/livechat/2', isOut: 0, nickname: 'Customer Service', icon: '/static/cs/2.svg' },
    { url: 'https://t.me/example_support', isOut: 1, nickname: 'Telegram', icon: '/static/cs/3.svg' },
  ],
  socialMedia: ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'telegram', 'line'].map((name, i) => ({
    id: i + 1,
    name,
    url: `https://social.example/${name}`,
  })),
  appGameBrandList: [
    {
      id: 1,
      showName: 'Golden Reels',
      gameList: [1001],
      status: 1,
      icon3: '/static/brand/1.svg',
      sort: 1,
      maintain: 0,
    },
    { id: 2, showName: 'Pixel Tide', gameList: [], status: 0, icon3: '/static/brand/2.svg', sort: 2, maintain: 0 },
    { id: 3, showName: 'Lucky Neko', gameList: [], status: 1, icon3: '/static/brand/3.svg', sort: 3, maintain: 1 },
  ],
};

/** Boot handlers with the shell configuration, for a visitor and a member (with overrides of the member). */
export function shellHandlers(
  options: {
    config?: Partial<ConfigAnswer>;
    member?: Partial<MemberAnswer>;
    user?: Partial<MemberAnswer['user']>;
  } = {},
): Handlers {
  const config = { ...SHELL_CONFIG, ...options.config };
  return {
    anonymousAppConfig: () => ({ errcode: 0, ...config }),
    getAfterLoginInfoWeb: () => ({
      errcode: 0,
      code: 200,
      ...MEMBER_ANSWER,
      ...config,
      ...options.member,
      user: { ...MEMBER_ANSWER.user, ...options.user },
    }),
    getUserInfo: () => ({ errcode: 0, user: { ...MEMBER_ANSWER.user, ...options.user } }),
  };
}

export const TOKEN = 'stored-token-0123456789abcdef0123';

/**
 * renderApp inside an awaited act. React suspends on a catalog promise that an earlier test's locale
 * switch already resolved (src/i18n keeps them per locale and area); a suspension inside the sync act of
 * render() or of a user-event click never resumes, inside an awaited act it does.
 */
export function mount(options: RenderOptions): Promise<TestApp> {
  return act(() => renderApp(options));
}

/** A click that may load a lazy page (see mount). */
export async function press(app: TestApp, element: Element): Promise<void> {
  await act(() => app.user.click(element));
}
