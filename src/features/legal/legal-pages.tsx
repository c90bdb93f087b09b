/**
 * The public legal pages: /terms-of-use and /privacy-policy (both layouts). Each shows its document
 * in the active locale, the support address of the configuration, and a link to the other document. They
 * read nothing but the configuration, so they work for visitors, members and in green mode alike (the green
 * age notice leaves these two routes alone).
 */
import { useLingui } from '@lingui/react';
import { Suspense, use } from 'react';
import { PATH } from '../../../contract/paths';
import { MIN_AGE } from '../../../machines/constants';
import { useSession } from '../../flow/root-context';
import { useArea, useT } from '../../i18n/use-t';
import { LinkButton } from '../../ui/button';
import { LegalDocument } from '../../ui/legal-document';
import { legalDocuments } from '../../i18n/legal/load-documents';
import type { LegalDocs } from '../../i18n/legal/types';
import { Page } from '../../ui/page';
import styles from './legal-pages.module.css';

type Kind = keyof LegalDocs;

function Document({ kind, locale, supportEmail }: { kind: Kind; locale: string; supportEmail: string }) {
  const docs = use(legalDocuments(locale, { supportEmail, minAge: MIN_AGE }));
  return <LegalDocument doc={docs[kind]} />;
}

function LegalPage({ kind }: { kind: Kind }) {
  useArea('legal');
  const t = useT();
  const { i18n } = useLingui();
  // The documents name the support address, so they wait for the configuration (the overlay shows meanwhile).
  const supportEmail = useSession((s) => s.context.config?.supportEmail);
  const loading = <p role="status">{t('common.loading')}</p>;
  return (
    <Page title={t(kind === 'terms' ? 'common.termsOfUse' : 'common.privacyPolicy')}>
      <div className={styles.body}>
        {supportEmail === undefined ? (
          loading
        ) : (
          <Suspense fallback={loading}>
            <Document kind={kind} locale={i18n.locale} supportEmail={supportEmail} />
          </Suspense>
        )}
        <footer className={styles.footer}>
          {supportEmail ? (
            <p className={styles.contact}>
              {t('legal.contactPrompt')}{' '}
              <a className={styles.email} href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
            </p>
          ) : null}
          <nav aria-label={t('legal.related')}>
            <LinkButton to={kind === 'terms' ? PATH.privacyPolicy : PATH.termsOfUse} variant="secondary" block>
              {kind === 'terms' ? t('legal.readPrivacy') : t('legal.readTerms')}
            </LinkButton>
          </nav>
        </footer>
      </div>
    </Page>
  );
}

export function TermsOfUsePage() {
  return <LegalPage kind="terms" />;
}

export function PrivacyPolicyPage() {
  return <LegalPage kind="privacy" />;
}
