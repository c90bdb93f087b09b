/**
 * Setting the superior (the superior flow): the id field, a confirmation (it cannot be undone), the call,
 * and — once a superior is known — the refusal to set another (a superior is set only once).
 */
import { useSelector } from '@xstate/react';
import { selectConfirmingSuperior, selectHasSuperior } from '../../../machines/superior.machine';
import { liveSuperiorMachine } from '../../actors/superior.actors';
import { useFlow } from '../../flow/use-flow';
import { useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ErrorNote } from '../../ui/error-note';
import { TextField } from '../../ui/field';
import styles from './account-profile.module.css';

export function SuperiorForm({ ownId, pid }: { ownId: number; pid: number }) {
  const t = useT();
  const flow = useFlow(liveSuperiorMachine, { ownId, pid });
  const c = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const hasSuperior = useSelector(flow, selectHasSuperior);
  const confirming = useSelector(flow, selectConfirmingSuperior);

  if (hasSuperior) {
    return (
      <div className={styles.form} role="status">
        {c.error ? <ErrorNote>{t(c.error)}</ErrorNote> : null}
        <p className={styles.accepted}>
          {c.pid > 0
            ? t('accountProfile.superior.current', { id: c.pid })
            : t('accountProfile.superior.currentUnknown')}
        </p>
        <p className={styles.dim}>{t('accountProfile.superior.onlyOnce')}</p>
      </div>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        flow.send({ type: 'superior.submit' });
      }}
    >
      <p className={styles.dim}>{t('accountProfile.superior.intro')}</p>
      <TextField
        label={t('accountProfile.superior.field')}
        value={c.value}
        onValue={(value) => flow.send({ type: 'field.change', value })}
        error={c.fieldError ? t(c.fieldError) : null}
        inputMode="numeric"
        maxLength={12}
        autoComplete="off"
        readOnly={busy}
      />
      {c.error ? <ErrorNote>{t(c.error)}</ErrorNote> : null}
      <Button type="submit" variant="primary" block busy={busy} disabled={busy}>
        {busy ? t('accountProfile.superior.saving') : t('accountProfile.superior.submit')}
      </Button>
      <Dialog
        open={confirming}
        title={t('accountProfile.superior.confirmTitle')}
        onClose={() => flow.send({ type: 'superior.cancel' })}
        actions={
          <>
            <Button variant="secondary" onClick={() => flow.send({ type: 'superior.cancel' })} disabled={busy}>
              {t('accountProfile.user.cancel')}
            </Button>
            <Button
              variant="primary"
              onClick={() => flow.send({ type: 'superior.confirm' })}
              busy={busy}
              disabled={busy}
            >
              {t('accountProfile.superior.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('accountProfile.superior.confirmText', { id: c.value.trim() })}</p>
      </Dialog>
    </form>
  );
}
