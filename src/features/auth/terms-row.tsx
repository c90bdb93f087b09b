/**
 * The terms agreement row of /login and /register: a checkbox and two links that open the
 * terms sheet on the Terms of Use or the Privacy Policy tab.
 * - Brand builds (termsRequired): the box is the form flow's `agreed` (terms.toggle); the links open the
 *   sheet to read.
 * - Green mode: the greenAgreement flow owns the agreement. Ticking the box while not agreed opens the sheet
 *   full screen with I Agree; closing without agreeing resets. The form flow follows through `terms.set`.
 * The sheet is loaded only when it opens.
 */
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useId, useRef, useState, type Ref } from 'react';
import { selectAgreed } from '../../../machines/green-agreement.machine';
import { liveGreenAgreementMachine, storedAgreement } from '../../actors/green-agreement.actors';
import { useRoot } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { useT } from '../../i18n/use-t';
import { preloadable } from '../../lib/preloadable';
import type { LegalTab } from './legal-sheet';
import styles from './auth.module.css';

// Loaded on the first touch of a link and opened once here (a mount that suspended showed the sheet no sooner
// than 300 ms after the tap: src/lib/preloadable.ts).
const LegalSheet = preloadable(() => import('./legal-sheet').then((m) => m.LegalSheet));

function TermsRowView({
  checked,
  onToggle,
  onOpen,
  boxRef,
}: {
  checked: boolean;
  onToggle: () => void;
  onOpen: (tab: LegalTab) => void;
  boxRef?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.terms}>
      <label className={styles.termsBox}>
        <input
          id={`${id}-box`}
          ref={boxRef}
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          aria-labelledby={`${id}-text ${id}-terms ${id}-and ${id}-privacy`}
        />
      </label>
      <p className={styles.termsText}>
        <label id={`${id}-text`} htmlFor={`${id}-box`}>
          {t('auth.terms.agree')}
        </label>{' '}
        <button
          id={`${id}-terms`}
          type="button"
          className={styles.inlineLink}
          onPointerDown={() => void LegalSheet.preload()}
          onClick={() => onOpen('terms')}
        >
          {t('common.termsOfUse')}
        </button>{' '}
        <span id={`${id}-and`}>{t('auth.terms.and')}</span>{' '}
        <button
          id={`${id}-privacy`}
          type="button"
          className={styles.inlineLink}
          onPointerDown={() => void LegalSheet.preload()}
          onClick={() => onOpen('privacy')}
        >
          {t('common.privacyPolicy')}
        </button>
      </p>
    </div>
  );
}

/** Brand builds: the form flow's agreement. */
export function BrandTerms({ agreed, onToggle }: { agreed: boolean; onToggle: () => void }) {
  // Purely visual: which tab of the reading sheet is open (null: closed).
  const [sheet, setSheet] = useState<LegalTab | null>(null);
  const box = useRef<HTMLInputElement>(null);
  return (
    <>
      <TermsRowView
        checked={agreed}
        onToggle={onToggle}
        onOpen={(tab) => LegalSheet.whenLoaded(() => setSheet(tab))}
        boxRef={box}
      />
      {sheet ? (
        <Suspense fallback={null}>
          <LegalSheet
            open
            initialTab={sheet}
            onClose={() => {
              setSheet(null);
              box.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Green mode: the greenAgreement flow; `onAgreed` receives its result whenever it changes. */
export function GreenTerms({ onAgreed }: { onAgreed: (agreed: boolean) => void }) {
  const root = useRoot();
  const flow = useFlow(liveGreenAgreementMachine, { stored: storedAgreement(root) });
  const agreed = useSelector(flow, selectAgreed);
  const sheetOpen = useSelector(flow, (s) => s.hasTag('sheet'));
  // Purely visual: the tab the sheet opens on.
  const [tab, setTab] = useState<LegalTab>('terms');
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => onAgreed(agreed), [agreed, onAgreed]);
  const leave = (type: 'sheet.close' | 'terms.agree') => {
    flow.send({ type });
    box.current?.focus();
  };
  return (
    <>
      <TermsRowView
        checked={agreed}
        onToggle={() => {
          setTab('terms');
          flow.send({ type: 'terms.toggle' });
        }}
        onOpen={(next) =>
          LegalSheet.whenLoaded(() => {
            setTab(next);
            flow.send({ type: 'sheet.open' });
          })
        }
        boxRef={box}
      />
      {sheetOpen ? (
        <Suspense fallback={null}>
          <LegalSheet open initialTab={tab} onClose={() => leave('sheet.close')} onAgree={() => leave('terms.agree')} />
        </Suspense>
      ) : null}
    </>
  );
}
