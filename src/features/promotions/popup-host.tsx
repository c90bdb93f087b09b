/**
 * The app's popups: runs the popups statechart for the whole app, reports the route, the session
 * and the configuration to it, listens for the browser's install offer, and shows the one popup it picks —
 * the two promotion modals loaded only when they must show. On the home view it also shows the download
 * banner and the floating activity bar. Mounted once, in the app frame.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { PATH } from '../../../contract/paths';
import { currentPopup, type Place } from '../../../machines/popups.rules';
import { floatingActivities, popupNotices } from '../../../machines/promotions-constants';
import { selectSessionSettled, selectSignedIn, selectWelcoming } from '../../../machines/session.machine';
import { useRoot, useSession } from '../../flow/root-context';
import { onInstallOffer } from '../../lib/install-offer';
import { useLayout } from '../../lib/use-layout';
import { useFlow } from '../../flow/use-flow';
import {
  deviceFacts,
  installOffer,
  livePopupsMachine,
  readSeen,
  type InstallPromptEvent,
} from '../../actors/popups.actors';
// The small popups (~1 KB) come with the host: the notice is the first thing a first visit shows, and a
// separate chunk would cost another round trip before it (the two modals stay separate, and larger).
import { AgeNotice, InstallPrompt, IosTip, NotChromeTip, NoticePopup } from './small-popups';

const FirstChargeModal = lazy(() => import('./first-charge-modal').then((m) => ({ default: m.FirstChargeModal })));
const InviteModal = lazy(() => import('./invite-modal').then((m) => ({ default: m.InviteModal })));
const DownloadBanner = lazy(() => import('./home-extras').then((m) => ({ default: m.DownloadBanner })));
const FloatingBar = lazy(() => import('./home-extras').then((m) => ({ default: m.FloatingBar })));

const LEGAL: readonly string[] = [PATH.termsOfUse, PATH.privacyPolicy];
const EMPTY: readonly number[] = [];

export function placeOf(pathname: string): Place {
  const path = pathname.replace(/\/+$/, '');
  if (path === PATH.home) return 'home';
  return LEGAL.includes(path) ? 'legal' : 'other';
}

function standalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  return Boolean(nav.standalone) || Boolean(window.matchMedia?.('(display-mode: standalone)').matches);
}

export function PopupHost() {
  const root = useRoot();
  const { pathname, search } = useLocation();
  const offer = useMemo(() => installOffer(), []);
  const ready = useSession(selectSessionSettled);
  const member = useSession(selectSignedIn);
  const green = useSession((s) => s.context.config?.mode === 'green');
  const downloadType = useSession((s) => s.context.config?.h5.downloadType ?? 1);
  const activityIds = useSession((s) => s.context.player?.activityIds ?? EMPTY);
  const hasMobile = useSession((s) => Boolean(s.context.user?.mobile));
  const allNotices = useSession((s) => s.context.config?.appNoticeConfigList);
  const notices = useMemo(
    () => popupNotices(allNotices ?? [], member ? activityIds : EMPTY, hasMobile),
    [allNotices, activityIds, member, hasMobile],
  );
  const place = placeOf(pathname);
  const layout = useLayout();
  const facts = useMemo(
    () => ({
      ready,
      place,
      green,
      member,
      activityIds: member ? activityIds : EMPTY,
      noticeCount: notices.length,
      downloadType,
    }),
    [ready, place, green, member, activityIds, notices, downloadType],
  );

  // The facts at start are the flow's input (so a server render already shows the popup they call for);
  // the effect keeps them current.
  const input = useMemo(
    () => ({
      device: deviceFacts(root.deps.userAgent, standalone(), search),
      seen: readSeen(root.deps.localStore, root.deps.tabStore),
      facts,
    }),
    // Read once: the flow's input is taken at its start only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [root],
  );
  const actor = useFlow((port) => livePopupsMachine(port, () => offer.prompt()), input);

  useEffect(() => {
    actor.send({ type: 'popup.sync', facts });
  }, [actor, facts]);

  // A registration hides the home notice popup: the session welcomes the new player on /register.
  const welcoming = useSession(selectWelcoming);
  const registering = welcoming && pathname.replace(/\/+$/, '') === PATH.register;
  useEffect(() => {
    if (registering) actor.send({ type: 'notice.skip' });
  }, [actor, registering]);

  useEffect(
    () =>
      onInstallOffer((event) => {
        offer.keep(event as InstallPromptEvent);
        actor.send({ type: 'install.available', at: Date.now() });
      }),
    [actor, offer],
  );

  const popup = useSelector(actor, (s) => currentPopup((tag) => s.hasTag(tag)));
  const banner = useSelector(actor, (s) => s.hasTag('banner'));
  const close = useCallback(() => actor.send({ type: 'popup.close' }), [actor]);

  // The notice's first image is asked for as soon as the notice is chosen, not once its body has rendered:
  // on a first visit the notice is the largest thing painted. (The messages came with this module: app.tsx.)
  // Once per image: the flow can start on the notice (its input facts), where StrictMode runs effects twice.
  const firstNoticeImage = notices[0]?.imgUrl2;
  const askedImage = useRef<string | null>(null);
  useEffect(() => {
    if (popup !== 'notice' || !firstNoticeImage || askedImage.current === firstNoticeImage) return;
    askedImage.current = firstNoticeImage;
    new Image().src = firstNoticeImage;
  }, [popup, firstNoticeImage]);

  return (
    <Suspense fallback={null}>
      {popup === 'age' ? <AgeNotice onAccept={() => actor.send({ type: 'age.accept' })} /> : null}
      {popup === 'notice' ? <NoticePopup notices={notices} onClose={close} /> : null}
      {popup === 'firstCharge' ? <FirstChargeModal onClose={close} /> : null}
      {popup === 'invite' ? <InviteModal onClose={close} /> : null}
      {popup === 'install' ? (
        <InstallPrompt onInstall={() => actor.send({ type: 'install.accept' })} onClose={close} />
      ) : null}
      {popup === 'iosTip' ? <IosTip onClose={close} /> : null}
      {popup === 'notChromeTip' ? (
        <NotChromeTip onClose={close} onNever={() => actor.send({ type: 'tip.never' })} />
      ) : null}
      {banner ? <DownloadBanner onClose={() => actor.send({ type: 'banner.close' })} /> : null}
      {place === 'home' && member && floatingActivities(activityIds).length > 0 ? (
        <FloatingBar
          activityIds={activityIds}
          desktop={layout === 'desktop'}
          onOpen={(popup) => actor.send({ type: 'popup.open', popup })}
        />
      ) : null}
    </Suspense>
  );
}
