/**
 * The fields the phone forms share (register, forgotten password, bind mobile): the mobile number, the
 * one-time code with its send button, and a password with its confirmation under one show/hide toggle.
 */
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { PasswordField, TextField } from '../../ui/field';
import { OtpButton } from './otp-button';
import type { OtpActor } from './use-otp';

type Change = (value: string) => void;

export function MobileField({
  value,
  onValue,
  error,
  hint,
}: {
  value: string;
  onValue: Change;
  error: string | null;
  hint?: string;
}) {
  const t = useT();
  return (
    <TextField
      label={t('auth.field.mobile')}
      name="mobile"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      value={value}
      onValue={onValue}
      error={error}
      hint={hint}
    />
  );
}

export function CodeField({
  value,
  onValue,
  error,
  otp,
  onSend,
}: {
  value: string;
  onValue: Change;
  error: string | null;
  otp: OtpActor | undefined;
  onSend: () => void;
}) {
  const t = useT();
  return (
    <TextField
      label={t('auth.field.code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onValue={onValue}
      error={error}
      addon={<OtpButton otp={otp} onSend={onSend} />}
    />
  );
}

export function PasswordPair({
  passwordLabel,
  password,
  confirm,
  onPassword,
  onConfirm,
  passwordError,
  confirmError,
}: {
  passwordLabel: string;
  password: string;
  confirm: string;
  onPassword: Change;
  onConfirm: Change;
  passwordError: string | null;
  confirmError: string | null;
}) {
  const t = useT();
  // Purely visual: whether the two password fields show their text.
  const [visible, setVisible] = useState(false);
  const shared = {
    visible,
    onToggle: () => setVisible((v) => !v),
    showLabel: t('auth.password.show'),
    hideLabel: t('auth.password.hide'),
    autoComplete: 'new-password',
  };
  return (
    <>
      <PasswordField
        {...shared}
        label={passwordLabel}
        name="password"
        value={password}
        onValue={onPassword}
        error={passwordError}
      />
      <PasswordField
        {...shared}
        label={t('auth.field.confirm')}
        name="confirm"
        value={confirm}
        onValue={onConfirm}
        error={confirmError}
      />
    </>
  );
}
