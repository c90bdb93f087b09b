/**
 * Identity verification (KYC). /walletsKyc shows the status — not yet submitted (with the deadline:
 * registration + 7 days, or the first withdrawal if sooner), in review, verified, or rejected with the
 * reason — and leads to /walletsKycUpload, the form: name, document type and number, birthday (21+) and the
 * document images, each checked (JPEG/PNG/WebP, at most 5 MB), previewed and uploaded at once with its
 * progress.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { PATH } from '../../../contract/paths';
import { ID_TYPES, KYC_IMAGE_TYPES, type IdType, type KycKind } from '../../../machines/account-rules';
import { kindsFor, type ImageSlot, type KycTextField } from '../../../machines/kyc.rules';
import {
  selectKycEditing,
  selectKycFailed,
  selectKycLoading,
  selectKycPending,
  selectKycVerified,
} from '../../../machines/kyc.machine';
import { liveKycMachine } from '../../actors/kyc.actors';
import { useAreaPath } from '../../flow/session-area';
import { useFlow } from '../../flow/use-flow';
import { useArea, useT } from '../../i18n/use-t';
import { Button, LinkButton } from '../../ui/button';
import { DayField, SelectField, TextField } from '../../ui/field';
import { Page } from '../../ui/page';
import styles from './account.module.css';
import { FailedStatus, LoadingStatus, StatusPanel } from '../../ui/status-panel';
import { BusyStatus, FormError, useDate } from './account-ui';
import { ErrorNote } from '../../ui/error-note';
import errorNote from '../../ui/error-note.module.css';

/** Today in the player's time zone as YYYY-MM-DD (the age rule). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function useKycFlow(form: boolean) {
  return useFlow(liveKycMachine, { form, today: today() });
}

export function KycPage() {
  useArea('account');
  const t = useT();
  return (
    <Page title={t('account.kyc.title')}>
      <KycStatus />
    </Page>
  );
}

export function KycUploadPage() {
  useArea('account');
  const t = useT();
  return (
    <Page title={t('account.kyc.uploadTitle')}>
      <KycForm />
    </Page>
  );
}

type KycActor = ReturnType<typeof useKycFlow>;

function KycStatus() {
  const flow = useKycFlow(false);
  const loading = useSelector(flow, selectKycLoading);
  const failed = useSelector(flow, selectKycFailed);
  const error = useSelector(flow, (s) => s.context.error);
  if (loading) return <LoadingStatus />;
  if (failed) return <FailedStatus error={error} onRetry={() => flow.send({ type: 'kyc.retry' })} />;
  return <KycState flow={flow} />;
}

/** Where the player's verification stands (verified, pending, none or rejected) and the way on. */
function KycState({ flow }: { flow: KycActor }) {
  const t = useT();
  const date = useDate();
  const to = useAreaPath();
  const kyc = useSelector(flow, (s) => s.context.state);
  const verified = useSelector(flow, selectKycVerified);
  const pending = useSelector(flow, selectKycPending);
  if (verified) {
    return (
      <StatusPanel>
        <span className={`${styles.badge} ${styles.ok}`} aria-hidden="true">
          ✓
        </span>
        <h2 className={styles.headline}>{t('account.kyc.verified')}</h2>
        <p className={styles.dim}>{t('account.kyc.verifiedText')}</p>
        <LinkButton to={to(PATH.withdraw)} variant="primary">
          {t('account.kyc.toWithdraw')}
        </LinkButton>
      </StatusPanel>
    );
  }
  if (pending) {
    return (
      <StatusPanel>
        <span className={`${styles.badge} ${styles.wait}`} aria-hidden="true">
          …
        </span>
        <h2 className={styles.headline}>{t('account.kyc.pending')}</h2>
        <p className={styles.dim}>{t('account.kyc.pendingText')}</p>
      </StatusPanel>
    );
  }
  const rejected = kyc?.status === 3;
  return (
    <StatusPanel>
      <span className={`${styles.badge} ${rejected ? styles.bad : styles.wait}`} aria-hidden="true">
        {rejected ? '!' : 'ID'}
      </span>
      <h2 className={styles.headline}>{t(rejected ? 'account.kyc.rejected' : 'account.kyc.none')}</h2>
      {rejected && kyc?.reason ? <ErrorNote>{t('account.kyc.reason', { reason: kyc.reason })}</ErrorNote> : null}
      <p className={styles.dim}>{t('account.kyc.rule')}</p>
      {kyc ? (
        <p className={kyc.overdue ? errorNote.errorNote : styles.warn}>
          {t(kyc.overdue ? 'account.kyc.overdue' : 'account.kyc.due', { date: date(kyc.dueTime) })}
        </p>
      ) : null}
      <Button variant="primary" onClick={() => flow.send({ type: 'kyc.start' })}>
        {t(rejected ? 'account.kyc.again' : 'account.kyc.start')}
      </Button>
    </StatusPanel>
  );
}

function KycForm() {
  const t = useT();
  const flow = useKycFlow(true);
  const c = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const loading = useSelector(flow, selectKycLoading);
  const failed = useSelector(flow, selectKycFailed);
  const editing = useSelector(flow, selectKycEditing);
  if (loading) return <LoadingStatus />;
  if (failed) return <FailedStatus error={c.error} onRetry={() => flow.send({ type: 'kyc.retry' })} />;
  if (!editing && !busy) return <KycState flow={flow} />;

  const change = (field: KycTextField) => (value: string) => flow.send({ type: 'field.change', field, value });
  const error = (field: 'realName' | 'idNumber' | 'birthday') => (c.errors[field] ? t(c.errors[field]) : null);
  return (
    <>
      <p className={styles.note}>{t('account.kyc.privacy')}</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          flow.send({ type: 'kyc.submit' });
        }}
      >
        <TextField
          label={t('account.kyc.realName')}
          value={c.realName}
          onValue={change('realName')}
          error={error('realName')}
          autoComplete="name"
          maxLength={80}
        />
        <SelectField
          label={t('account.kyc.idType')}
          value={c.idType}
          options={ID_TYPES.map((type) => ({ value: type, label: t(`account.kyc.idType.${type}`) }))}
          onValue={change('idType')}
        />
        <TextField
          label={t(`account.kyc.idNumber.${c.idType}`)}
          value={c.idNumber}
          onValue={change('idNumber')}
          error={error('idNumber')}
          autoComplete="off"
          maxLength={32}
          {...(c.idType === 'nationalId' ? { inputMode: 'numeric' as const } : {})}
        />
        <DayField
          label={t('account.kyc.birthday')}
          value={c.birthday}
          onValue={change('birthday')}
          error={error('birthday')}
          max={c.today}
          min="1900-01-01"
          hint={t('account.kyc.birthdayHint', { age: 21 })}
        />
        <h2 className={styles.sectionTitle}>{t('account.kyc.images')}</h2>
        <p className={styles.dim}>{t('account.kyc.imagesHint', { mb: 5 })}</p>
        <br />
        <div className={styles.images}>
          {kindsFor(c.idType as IdType).map((kind) => (
            <ImagePicker
              key={kind}
              kind={kind}
              slot={c.images[kind]}
              error={c.errors[kind] ? t(c.errors[kind]) : null}
              onPick={(file) =>
                flow.send({
                  type: 'file.pick',
                  kind,
                  file: { name: file.name, type: file.type, size: file.size },
                  blob: file,
                })
              }
              onRemove={() => flow.send({ type: 'file.remove', kind })}
            />
          ))}
        </div>
        <FormError error={c.error} />
        <Button type="submit" variant="primary" block busy={busy} disabled={busy}>
          {t('account.kyc.submit')}
        </Button>
      </form>
      {busy ? <BusyStatus label={t('account.kyc.busy')} /> : null}
    </>
  );
}

function ImagePicker({
  kind,
  slot,
  error,
  onPick,
  onRemove,
}: {
  kind: KycKind;
  slot: ImageSlot;
  error: string | null;
  onPick: (file: File) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const inputId = `kyc-image-${kind}`;
  const shownError = error ?? (slot.error ? t(slot.error) : null);
  return (
    <div className={styles.slot} data-invalid={shownError ? 'true' : 'false'}>
      <span className={styles.slotTitle} id={`${inputId}-title`}>
        {t(`account.kyc.image.${kind}`)}
      </span>
      <div className={styles.preview}>
        {slot.blob instanceof Blob && slot.status !== 'failed' ? (
          <Preview blob={slot.blob} alt={t('account.kyc.preview', { name: t(`account.kyc.image.${kind}`) })} />
        ) : (
          <span>{t(`account.kyc.imageHelp.${kind}`)}</span>
        )}
      </div>
      {slot.status === 'uploading' ? (
        <progress
          className={styles.progress}
          max={100}
          value={slot.progress}
          aria-label={t('account.kyc.uploading', { name: t(`account.kyc.image.${kind}`) })}
        />
      ) : null}
      <p className={styles.slotStatus} aria-live="polite">
        {slot.status === 'uploading'
          ? t('account.kyc.progress', { percent: slot.progress })
          : slot.status === 'uploaded'
            ? t('account.kyc.uploaded')
            : ''}
      </p>
      {shownError ? (
        <p className={styles.slotError} role="alert">
          {shownError}
        </p>
      ) : null}
      <label className={styles.pick}>
        {t(slot.status === 'empty' ? 'account.kyc.choose' : 'account.kyc.replace')}
        <input
          id={inputId}
          type="file"
          accept={KYC_IMAGE_TYPES.join(',')}
          aria-labelledby={`${inputId}-title`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) onPick(file);
          }}
        />
      </label>
      {slot.status !== 'empty' ? (
        <Button type="button" variant="ghost" onClick={onRemove}>
          {t('account.kyc.remove')}
        </Button>
      ) : null}
    </div>
  );
}

/** The picked image through an object URL, revoked when it changes or leaves. */
function Preview({ blob, alt }: { blob: Blob; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(blob);
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={ref} alt={alt} />;
}
