/**
 * The terms sheet: a full-screen, two-tab sheet (Terms of Use | Privacy Policy) with a close icon.
 * In green mode it also has an I Agree button (`onAgree`). Which tab shows is purely visual state.
 */
import { useLingui } from '@lingui/react';
import { Suspense, use, useId, useState } from 'react';
import { MIN_AGE } from '../../../machines/constants';
import { useSession } from '../../flow/root-context';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { legalDocuments } from '../../i18n/legal/load-documents';
import { LegalDocument } from '../../ui/legal-document';
import styles from './legal-sheet.module.css';

export type LegalTab = 'terms' | 'privacy';

function Documents({ tab, locale, supportEmail }: { tab: LegalTab; locale: string; supportEmail: string }) {
  const docs = use(legalDocuments(locale, { supportEmail, minAge: MIN_AGE }));
  return <LegalDocument doc={docs[tab]} headingLevel={3} />;
}

export function LegalSheet({
  open,
  initialTab = 'terms',
  onClose,
  onAgree,
}: {
  open: boolean;
  initialTab?: LegalTab;
  onClose: () => void;
  onAgree?: () => void;
}) {
  const t = useT();
  const { i18n } = useLingui();
  const [tab, setTab] = useState<LegalTab>(initialTab);
  const supportEmail = useSession((s) => s.context.config?.supportEmail ?? '');
  const tabsId = useId();
  return (
    <Dialog
      open={open}
      sheet
      title={t('common.legalTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      actions={
        onAgree ? (
          <Button variant="primary" block onClick={onAgree}>
            {t('common.iAgree')}
          </Button>
        ) : undefined
      }
    >
      <div role="tablist" aria-label={t('common.legalTitle')} className={styles.tabs}>
        {(['terms', 'privacy'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${tabsId}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${tabsId}-panel`}
            className={styles.tab}
            onClick={() => setTab(name)}
          >
            {t(name === 'terms' ? 'common.termsOfUse' : 'common.privacyPolicy')}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${tabsId}-panel`}
        aria-labelledby={`${tabsId}-${tab}`}
        tabIndex={0}
        className={styles.panel}
      >
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <Documents tab={tab} locale={i18n.locale} supportEmail={supportEmail} />
        </Suspense>
      </div>
    </Dialog>
  );
}
