/**
 * The player card of /profile/user and the desktop profile page: the avatar with its
 * picker (the configuration's avatar list), the nickname with its editor (the profile-edit flow), account,
 * user id with copy, bound mobile or the bind entry, VIP level and superior (or the set-superior entry).
 * Saved changes reach the session, so the header, menu and desktop user block follow without a reload.
 */
import { useSelector } from '@xstate/react';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { pathOn, PATH } from '../../../contract/paths';
import { NICKNAME_MAX, NICKNAME_MIN } from '../../../contract/profile-rules';
import type { UserInfo } from '../../../contract/types';
import { selectEditingNickname, selectPickingAvatar } from '../../../machines/profile-edit.machine';
import { liveProfileEditMachine } from '../../actors/profile-edit.actors';
import { useLayout } from '../../lib/use-layout';
import { useSession } from '../../flow/root-context';
import { useFlow } from '../../flow/use-flow';
import { useT } from '../../i18n/use-t';
import { useCopy } from '../../flow/use-copy';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ErrorNote } from '../../ui/error-note';
import { TextField } from '../../ui/field';
import styles from './account-profile.module.css';

const NO_AVATARS: readonly number[] = [];

export function ProfileCard({ user, superiorSlot }: { user: UserInfo; superiorSlot?: ReactNode }) {
  const t = useT();
  const layout = useLayout();
  const copy = useCopy();
  const avatars = useSession((s) => s.context.config?.avatarList ?? NO_AVATARS);
  const flow = useFlow(liveProfileEditMachine, {
    basics: { nickname: user.nickname, avatar: user.avatar },
    avatars,
  });
  const c = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const editing = useSelector(flow, selectEditingNickname);
  const picking = useSelector(flow, selectPickingAvatar);

  return (
    <section className={styles.card} aria-label={t('accountProfile.user.title')}>
      <div className={styles.head}>
        <Avatar n={c.basics.avatar} className={styles.avatar} size={64} />
        <div>
          {!picking ? (
            <Button variant="ghost" onClick={() => flow.send({ type: 'avatar.open' })} disabled={busy}>
              {t('accountProfile.user.changeAvatar')}
            </Button>
          ) : null}
        </div>
      </div>

      {picking ? (
        <div>
          <fieldset className={styles.avatars} disabled={busy} aria-busy={busy || undefined}>
            <legend className={styles.heading}>{t('accountProfile.user.chooseAvatar')}</legend>
            {c.avatars.map((n) => (
              <label key={n} className={styles.avatarChoice}>
                <input
                  type="radio"
                  name="avatar"
                  value={n}
                  checked={(c.pending.avatar ?? c.basics.avatar) === n}
                  onChange={() => flow.send({ type: 'avatar.pick', avatar: n })}
                  aria-label={t('accountProfile.user.avatarOption', { n })}
                />
                <Avatar n={n} size={48} />
              </label>
            ))}
          </fieldset>
          {c.error ? <ErrorNote>{t(c.error)}</ErrorNote> : null}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => flow.send({ type: 'avatar.close' })} disabled={busy} busy={busy}>
              {busy ? t('accountProfile.user.saving') : t('accountProfile.user.close')}
            </Button>
          </div>
        </div>
      ) : null}

      {editing ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            flow.send({ type: 'nickname.submit' });
          }}
        >
          <TextField
            label={t('accountProfile.user.nickname')}
            value={c.nickname}
            onValue={(value) => flow.send({ type: 'field.change', value })}
            error={c.fieldError ? t(c.fieldError) : null}
            hint={t('accountProfile.user.nicknameHint', { min: NICKNAME_MIN, max: NICKNAME_MAX })}
            maxLength={64}
            autoComplete="nickname"
            readOnly={busy}
          />
          {c.error ? <ErrorNote>{t(c.error)}</ErrorNote> : null}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => flow.send({ type: 'nickname.cancel' })} disabled={busy}>
              {t('accountProfile.user.cancel')}
            </Button>
            <Button type="submit" variant="primary" busy={busy} disabled={busy}>
              {busy ? t('accountProfile.user.saving') : t('accountProfile.user.save')}
            </Button>
          </div>
        </form>
      ) : null}

      <dl className={styles.rows}>
        <dt>{t('accountProfile.user.nickname')}</dt>
        <dd>
          <span>{c.basics.nickname}</span>
          {!editing ? (
            <Button
              variant="ghost"
              className={styles.small}
              onClick={() => flow.send({ type: 'nickname.edit' })}
              disabled={busy}
            >
              {t('accountProfile.user.edit')}{' '}
              <span className="visually-hidden">{t('accountProfile.user.editWhat')}</span>
            </Button>
          ) : null}
        </dd>
        <dt>{t('accountProfile.user.account')}</dt>
        <dd>{user.account}</dd>
        <dt>{t('accountProfile.user.userId')}</dt>
        <dd>
          <span>{user.id}</span>
          <Button variant="ghost" className={styles.small} onClick={() => copy(String(user.id))}>
            {t('accountProfile.user.copy')} <span className="visually-hidden">{t('accountProfile.user.copyWhat')}</span>
          </Button>
        </dd>
        <dt>{t('accountProfile.user.mobile')}</dt>
        <dd>
          {user.mobile ? (
            <span>{user.mobile}</span>
          ) : (
            <>
              <span className={styles.dim}>{t('accountProfile.user.noMobile')}</span>
              <Link className={styles.inlineLink} to={pathOn(layout, 'bind')}>
                {t('accountProfile.user.bindMobile')}
              </Link>
            </>
          )}
        </dd>
        <dt>{t('accountProfile.user.vip')}</dt>
        <dd>{t('accountProfile.user.vipLevel', { level: user.vip })}</dd>
        <dt>{t('accountProfile.user.superior')}</dt>
        <dd>
          {user.pid > 0 ? (
            <span>{user.pid}</span>
          ) : (
            <>
              <span className={styles.dim}>{t('accountProfile.user.noSuperior')}</span>
              {layout === 'mobile' ? (
                <Link className={styles.inlineLink} to={PATH.superior}>
                  {t('accountProfile.user.setSuperior')}
                </Link>
              ) : null}
            </>
          )}
        </dd>
      </dl>
      {superiorSlot}
    </section>
  );
}
