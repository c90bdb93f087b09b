/**
 * The profile pages: /profile/user (the player card and the way to the
 * other profile pages), /profile/info and desktop /lobby/profile (the other user data; on desktop with the
 * player card and, while none is set, the superior form — the desktop table has no /profile/superior),
 * /profile/superior, /profile/license (the regulator's notice and the licence of the configuration) and
 * /profile/agree/{name} (a legal text the player accepted, with its date).
 */
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { Suspense, use } from 'react';
import { Link, useParams } from 'react-router';
import { AGREEMENT_PAGES, PATH, agree, profile, type AgreementPage } from '../../../contract/paths';
import { PROFILE_MIN_AGE } from '../../../contract/profile-rules';
import type { UserInfo } from '../../../contract/types';
import { selectAgreementFailed, selectAgreementLoading } from '../../../machines/agreements.machine';
import { liveAgreementsMachine } from '../../actors/agreements.actors';
import { useSession } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { legalDocuments } from '../../i18n/legal/load-documents';
import { useArea, useT } from '../../i18n/use-t';
import { formatDate, useShownZone } from '../../lib/dates';
import { EmptyState } from '../../ui/empty-state';
import { LegalDocument } from '../../ui/legal-document';
import { Page } from '../../ui/page';
import { FailedStatus, LoadingStatus } from '../../ui/status-panel';
import styles from './account-profile.module.css';
import { InfoForm } from './info-form';
import { ProfileCard } from './profile-card';
import { SuperiorForm } from './superior-form';

const AREA = 'account-profile';

/** The signed-in player (the member guard let the page in; the session may still be reading the player). */
function useUser(): UserInfo | null {
  return useSession((s) => s.context.user);
}

/** A `YYYY-MM-DD` day in the shown locale. */
function useDay(): (day: string) => string {
  const { i18n } = useLingui();
  const zone = useShownZone();
  return (day) => {
    const [y, m, d] = day.split('-').map(Number);
    return y && m && d ? formatDate(Date.UTC(y, m - 1, d, 12), i18n.locale, 'date', zone) : day;
  };
}

export function ProfileUserPage() {
  useArea(AREA);
  const t = useT();
  const user = useUser();
  return (
    <Page title={t('accountProfile.user.title')}>
      {user ? (
        <div className={styles.stack}>
          <ProfileCard key={user.id} user={user} />
          <nav className={styles.card} aria-label={t('accountProfile.user.more')}>
            <ul className={styles.links}>
              <li>
                <Link to={PATH.profileInfo}>{t('accountProfile.user.info')}</Link>
              </li>
              <li>
                <Link to={profile('license')}>{t('accountProfile.user.license')}</Link>
              </li>
              <li>
                <Link to={agree('terms')}>{t('accountProfile.user.agreeTerms')}</Link>
              </li>
              <li>
                <Link to={agree('privacy')}>{t('accountProfile.user.agreePrivacy')}</Link>
              </li>
            </ul>
          </nav>
        </div>
      ) : (
        <LoadingStatus />
      )}
    </Page>
  );
}

export function ProfileInfoPage() {
  useArea(AREA);
  const t = useT();
  return (
    <Page title={t('accountProfile.info.title')}>
      <InfoForm />
    </Page>
  );
}

/** Desktop /lobby/profile: the player card (with the superior form while none is set) beside the other data. */
export function DesktopProfilePage() {
  useArea(AREA);
  const t = useT();
  const user = useUser();
  return (
    <Page title={t('accountProfile.user.title')}>
      {user ? (
        <div className={styles.stack}>
          <ProfileCard
            key={user.id}
            user={user}
            superiorSlot={
              user.pid === 0 ? (
                <section className={styles.section} aria-label={t('accountProfile.superior.title')}>
                  <h2 className={styles.heading}>{t('accountProfile.superior.title')}</h2>
                  <SuperiorForm ownId={user.id} pid={user.pid} />
                </section>
              ) : null
            }
          />
          <section aria-label={t('accountProfile.info.title')}>
            <h2 className={styles.heading}>{t('accountProfile.info.title')}</h2>
            <InfoForm />
          </section>
        </div>
      ) : (
        <LoadingStatus />
      )}
    </Page>
  );
}

export function SuperiorPage() {
  useArea(AREA);
  const t = useT();
  const user = useUser();
  return (
    <Page title={t('accountProfile.superior.title')}>
      <div className={styles.card}>
        {user ? <SuperiorForm key={user.id} ownId={user.id} pid={user.pid} /> : <LoadingStatus />}
      </div>
    </Page>
  );
}

export function LicensePage() {
  useArea(AREA);
  const t = useT();
  const day = useDay();
  const licence = useSession((s) => s.context.config?.licence);
  return (
    <Page title={t('accountProfile.license.title')}>
      <div className={styles.stack}>
        <section className={styles.card}>
          <p className={styles.notice}>{t('accountProfile.license.notice', { age: PROFILE_MIN_AGE })}</p>
        </section>
        <section className={styles.card} aria-label={t('accountProfile.license.details')}>
          <h2 className={styles.heading}>{t('accountProfile.license.details')}</h2>
          {licence ? (
            <dl className={styles.rows}>
              <dt>{t('accountProfile.license.number')}</dt>
              <dd>{licence.number}</dd>
              <dt>{t('accountProfile.license.validFrom')}</dt>
              <dd>{day(licence.validFrom)}</dd>
              <dt>{t('accountProfile.license.validUntil')}</dt>
              <dd>{day(licence.validUntil)}</dd>
            </dl>
          ) : (
            <LoadingStatus />
          )}
        </section>
        <p className={styles.dim}>{t('accountProfile.license.responsible')}</p>
      </div>
    </Page>
  );
}

const isAgreementPage = (name: string | undefined): name is AgreementPage =>
  (AGREEMENT_PAGES as readonly string[]).includes(name ?? '');

export function AgreePage() {
  useArea(AREA);
  const t = useT();
  const { name } = useParams();
  const known = isAgreementPage(name) ? name : null;
  return (
    <Page title={t(known ? `accountProfile.agree.title.${known}` : 'accountProfile.agree.title.other')}>
      <AgreeBody name={name ?? ''} known={known} />
    </Page>
  );
}

function AgreeBody({ name, known }: { name: string; known: AgreementPage | null }) {
  const t = useT();
  const { i18n } = useLingui();
  const zone = useShownZone();
  const day = useDay();
  const flow = useFlow(liveAgreementsMachine, { name });
  const loading = useSelector(flow, selectAgreementLoading);
  const failed = useSelector(flow, selectAgreementFailed);
  const error = useSelector(flow, (s) => s.context.error);
  const agreement = useSelector(flow, (s) => s.context.agreement);
  const supportEmail = useSession((s) => s.context.config?.supportEmail);
  if (loading) return <LoadingStatus />;
  if (failed) return <FailedStatus error={error} onRetry={() => flow.send({ type: 'agreements.retry' })} />;
  if (!agreement || !known) return <EmptyState message={t('accountProfile.agree.empty')} />;
  return (
    <div className={styles.stack}>
      <p className={styles.accepted} role="status">
        {t('accountProfile.agree.accepted', {
          date: formatDate(agreement.acceptedAt, i18n.locale, 'dateTime', zone),
          version: day(agreement.version),
        })}
      </p>
      {supportEmail === undefined ? (
        <LoadingStatus />
      ) : (
        <Suspense fallback={<LoadingStatus />}>
          <AgreementText kind={known} locale={i18n.locale} supportEmail={supportEmail} />
        </Suspense>
      )}
    </div>
  );
}

function AgreementText({ kind, locale, supportEmail }: { kind: AgreementPage; locale: string; supportEmail: string }) {
  const docs = use(legalDocuments(locale, { supportEmail, minAge: PROFILE_MIN_AGE }));
  return <LegalDocument doc={docs[kind]} />;
}
