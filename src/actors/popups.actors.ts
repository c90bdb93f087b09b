/**
 * The popups flow's live side: the seen flags in browser storage (the age
 * flag and the shown activities for the browser session; the add-to-home timestamps, the iOS tip and the
 * not-Chrome tip for good), the browser facts, and the install prompt the browser offered.
 */
import { popupsMachine } from '../../machines/popups.machine';
import type { DeviceFacts, PopupName, SeenFlags } from '../../machines/popups.rules';
import { osName, browserName } from '../lib/device';
import { idList, SESSION_KEYS, STORAGE_KEYS, readItem, writeItem, type KeyValueStorage } from '../lib/storage-keys';
import type { FlowPort, ImplementationsOf } from './port';

/** Storage keys of the popups (localStorage, or sessionStorage — the tab store — under `session`). */
export const POPUP_KEYS = {
  /** When the install prompt last showed (ms since epoch). */
  installShownAt: STORAGE_KEYS.installShownAt,
  /** The iOS add-to-home tip has shown. */
  iosTip: STORAGE_KEYS.iosTip,
  /** The not-Chrome tip was dismissed for good. */
  notChromeForever: STORAGE_KEYS.notChromeForever,
  session: {
    age: SESSION_KEYS.ageAccepted,
    notice: SESSION_KEYS.noticeSeen,
    /** Activity ids whose popup was closed (JSON list). */
    activities: SESSION_KEYS.shownActivities,
    notChrome: SESSION_KEYS.notChromeClosed,
    /** The header download banner closed. */
    banner: SESSION_KEYS.bannerClosed,
  },
} as const;

/**
 * sessionStorage of a browser session in which every popup was already seen (the age notice accepted, the
 * notice, first-charge and invite popups closed, the download banner closed): tests of other screens start
 * from it so the home's first-visit popups stay out of their way.
 */
export const SESSION_WITH_POPUPS_SEEN: Readonly<Record<string, string>> = {
  [POPUP_KEYS.session.age]: '1',
  [POPUP_KEYS.session.notice]: '1',
  [POPUP_KEYS.session.activities]: '[39,40]',
  [POPUP_KEYS.session.notChrome]: '1',
  [POPUP_KEYS.session.banner]: '1',
};

const flag = (storage: KeyValueStorage, key: string) => readItem(storage, key) === '1';

/** The seen flags kept in storage. */
export function readSeen(localStore: KeyValueStorage, tabStore: KeyValueStorage): SeenFlags {
  const at = Number(readItem(localStore, POPUP_KEYS.installShownAt));
  return {
    age: flag(tabStore, POPUP_KEYS.session.age),
    notice: flag(tabStore, POPUP_KEYS.session.notice),
    activities: idList(readItem(tabStore, POPUP_KEYS.session.activities)),
    installShownAt: Number.isFinite(at) && at > 0 ? at : null,
    iosTip: flag(localStore, POPUP_KEYS.iosTip),
    notChrome: flag(tabStore, POPUP_KEYS.session.notChrome),
    notChromeForever: flag(localStore, POPUP_KEYS.notChromeForever),
    banner: flag(tabStore, POPUP_KEYS.session.banner),
  };
}

/** Writes what the machine asks to remember. */
export function rememberSeen(
  localStore: KeyValueStorage,
  tabStore: KeyValueStorage,
  popup: PopupName | 'banner',
  at: number | null,
  forever: boolean,
): void {
  const keys = POPUP_KEYS.session;
  switch (popup) {
    case 'age':
    case 'notice':
    case 'banner':
      writeItem(tabStore, keys[popup], '1');
      return;
    case 'firstCharge':
    case 'invite': {
      const id = popup === 'firstCharge' ? 39 : 40;
      const ids = idList(readItem(tabStore, keys.activities));
      if (!ids.includes(id)) writeItem(tabStore, keys.activities, JSON.stringify([...ids, id]));
      return;
    }
    case 'install':
      if (at !== null) writeItem(localStore, POPUP_KEYS.installShownAt, String(at));
      return;
    case 'iosTip':
      writeItem(localStore, POPUP_KEYS.iosTip, '1');
      return;
    case 'notChromeTip':
      writeItem(tabStore, keys.notChrome, '1');
      if (forever) writeItem(localStore, POPUP_KEYS.notChromeForever, '1');
  }
}

/** What the browser is, from its user agent and display mode. */
export function deviceFacts(userAgent: string, standalone: boolean, landingQuery: string): DeviceFacts {
  const os = osName(userAgent);
  return {
    mobileBrowser: os === 'iOS' || os === 'Android',
    // The native app opens the site with its token in the query, or as an Android web view.
    nativeApp: new URLSearchParams(landingQuery).has('token') || /; wv\)/.test(userAgent),
    ios: os === 'iOS',
    chrome: browserName(userAgent) === 'Chrome',
    standalone,
  };
}

/** The install prompt event the browser fires (not in TypeScript's DOM lib). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

/** Keeps the browser's latest install offer until the player asks to install (one use). */
export function installOffer() {
  let offer: InstallPromptEvent | null = null;
  return {
    keep(event: InstallPromptEvent) {
      offer = event;
    },
    prompt() {
      const kept = offer;
      offer = null;
      void kept?.prompt().catch(() => {});
    },
  };
}

/** The popups' actions: the seen flags into the stores, and the browser's install prompt (`prompt`). */
export function popupsImplementations(port: Pick<FlowPort, 'deps'>, prompt: () => void) {
  const { localStore, tabStore } = port.deps;
  return {
    actions: {
      remember: (_, { popup, at, forever }) => rememberSeen(localStore, tabStore, popup, at, forever),
      promptInstall: () => prompt(),
    },
  } satisfies ImplementationsOf<typeof popupsMachine>;
}

export function livePopupsMachine(port: Pick<FlowPort, 'deps'>, prompt: () => void) {
  return popupsMachine.provide(popupsImplementations(port, prompt));
}
