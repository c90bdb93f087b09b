/**
 * The small popups of the home (loaded only when one must show): the notice popup (notice images, each
 * opening its target), the 21+ age notice of green mode, the install prompt, the iOS add-to-home tip and the
 * not-Chrome tip.
 */
import { useNavigate } from 'react-router';
import { clickTarget, type Notice } from '../../../machines/promotions-constants';
import { useLayout } from '../../lib/use-layout';
import { useArea, useT } from '../../i18n/use-t';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import styles from './promotions.module.css';

export function NoticePopup({ notices, onClose }: { notices: readonly Notice[]; onClose: () => void }) {
  useArea('promotions');
  const t = useT();
  const navigate = useNavigate();
  const layout = useLayout();
  return (
    <Dialog open title={t('promotions.notice.title')} onClose={onClose} closeLabel={t('common.close')}>
      <ul className={styles.notices}>
        {notices.map((n, index) => {
          const to = clickTarget(n, layout);
          // On a first visit the first notice's image is the largest thing painted: asked for first.
          const image = (
            <img
              src={n.imgUrl2}
              alt={n.title}
              className={styles.noticeImage}
              fetchPriority={index === 0 ? 'high' : undefined}
            />
          );
          return (
            <li key={n.id}>
              {to ? (
                <button
                  type="button"
                  className={styles.noticeButton}
                  onClick={() => {
                    onClose();
                    if (to.kind === 'url') window.open(to.href, '_blank', 'noopener');
                    else navigate(to.to);
                  }}
                >
                  {image}
                </button>
              ) : (
                image
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}

export function AgeNotice({ onAccept }: { onAccept: () => void }) {
  useArea('promotions');
  const t = useT();
  return (
    <Dialog
      open
      title={t('promotions.age.title')}
      onClose={() => {}}
      actions={<Button onClick={onAccept}>{t('promotions.age.accept')}</Button>}
    >
      <div className={styles.age}>
        <span className={styles.ageBadge} aria-hidden="true">
          21+
        </span>
        <p>{t('promotions.age.text')}</p>
      </div>
    </Dialog>
  );
}

export function InstallPrompt({ onInstall, onClose }: { onInstall: () => void; onClose: () => void }) {
  useArea('promotions');
  const t = useT();
  return (
    <Dialog
      open
      title={t('promotions.install.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('promotions.install.later')}
          </Button>
          <Button onClick={onInstall}>{t('promotions.install.install')}</Button>
        </>
      }
    >
      <p className={styles.tipText}>{t('promotions.install.text')}</p>
    </Dialog>
  );
}

export function IosTip({ onClose }: { onClose: () => void }) {
  useArea('promotions');
  const t = useT();
  return (
    <Dialog
      open
      title={t('promotions.iosTip.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('common.ok')}</Button>}
    >
      <ol className={styles.steps}>
        <li>{t('promotions.iosTip.step1')}</li>
        <li>{t('promotions.iosTip.step2')}</li>
      </ol>
    </Dialog>
  );
}

export function NotChromeTip({ onClose, onNever }: { onClose: () => void; onNever: () => void }) {
  useArea('promotions');
  const t = useT();
  return (
    <Dialog
      open
      title={t('promotions.notChrome.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onNever}>
            {t('promotions.notChrome.never')}
          </Button>
          <Button onClick={onClose}>{t('common.ok')}</Button>
        </>
      }
    >
      <p className={styles.tipText}>{t('promotions.notChrome.text')}</p>
    </Dialog>
  );
}
