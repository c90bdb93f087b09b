/**
 * The app's popups (spec §2): runs the popups statechart for the whole app, reports the route, the session
 * and the configuration to it, listens for the browser's install offer, and shows the one popup it picks —
 * each popup body loaded only when it must show. On the home view it also shows the download banner and
 * the floating activity bar. Mounted once, in the app frame.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { currentPopup, type Place } from '../../../machines/popups.machine';
import { floatingActivities, popupNotices } from '../../../machines/promotions-constants';
import { useRoot, useSession } from '../../app/root-context';
import { onInstallOffer } from '../../lib/install-offer';
import { useLayout } from '../../app/layout';
import { useFlow } from '../../app/use-flow';
import { i18n, isLocale, preloadAreas } from '../../i18n/i18n';
import {
  deviceFacts,
  installOffer,
  livePopupsMachine,
  readSeen,
  type InstallPromptEvent,
} from '../../actors/popups.actors';

const NoticePopup = lazy(() => import('./small-popups').then((m) => ({ default: m.NoticePopup })));
const AgeNotice = lazy(() => import('./small-popups').then((m) => ({ default: m.AgeNotice })));
const InstallPrompt = lazy(() => import('./small-popups').then((m) => ({ default: m.InstallPrompt })));
const IosTip = lazy(() => import('./small-popups').then((m) => ({ default: m.IosTip })));
const NotChromeTip = lazy(() => import('./small-popups').then((m) => ({ default: m.NotChromeTip })));
const FirstChargeModal = lazy(() => import('./first-charge-modal').then((m) => ({ default: m.FirstChargeModal })));
const InviteModal = lazy(() => import('./invite-modal').then((m) => ({ default: m.InviteModal })));
const DownloadBanner = lazy(() => import('./home-extras').then((m) => ({ default: m.DownloadBanner })));
const FloatingBar = lazy(() => import('./home-extras').then((m) => ({ default: m.FloatingBar })));

const LEGAL = ['/terms-of-use', '/privacy-policy'];
const EMPTY: readonly number[] = [];

export function placeOf(pathname: string): Place {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/lobby/home') return 'home';
  return LEGAL.includes(path) ? 'legal' : 'other';
}

function standalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  return Boolean(nav.standalone) || Boolean(window.matchMedia?.('(display-mode: standalone)').matches);
}

export function PopupHost() {
  const root = useRoot();
  const { pathname } = useLocation();
  const offer = useMemo(() => installOffer(), []);
  const machine = useMemo(
    () =>
      livePopupsMachine({
        local: root.deps.local,
        session: root.deps.session,
        prompt: () => offer.prompt(),
      }),
    [root, offer],
  );
  const input = useMemo(
    () => ({
      device: deviceFacts(
        root.deps.userAgent,
        standalone(),
        typeof window === 'undefined' ? '' : window.location.search,
      ),
      seen: readSeen(root.deps.local, root.deps.session),
    }),
    [root],
  );
  const actor = useFlow(machine, input);

  const ready = useSession(
    (s) => s.context.config !== null && (s.matches('visitor') || (s.matches('member') && s.context.player !== null)),
  );
  const member = useSession((s) => s.matches('member') && s.context.user !== null);
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

  useEffect(() => {
    actor.send({
      type: 'popup.sync',
      facts: {
        ready,
        place,
        green,
        member,
        activityIds: member ? activityIds : EMPTY,
        noticeCount: notices.length,
        downloadType,
      },
    });
  }, [actor, ready, place, green, member, activityIds, notices, downloadType]);

  // A registration hides the home notice popup (spec §4): the session welcomes the new player on /register.
  const welcoming = useSession((s) => s.matches({ member: 'welcoming' }));
  const registering = welcoming && pathname.replace(/\/+$/, '') === '/register';
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

  // The chosen popup's messages and (for the notice) its first image are asked for with its code, not one
  // after the other once the body has loaded: on a first visit the notice is the largest thing painted.
  const firstNoticeImage = notices[0]?.imgUrl2;
  useEffect(() => {
    if (!popup) return;
    if (isLocale(i18n.locale)) preloadAreas(i18n.locale, ['promotions']);
    if (popup === 'notice' && firstNoticeImage) new Image().src = firstNoticeImage;
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
