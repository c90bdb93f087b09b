/**
 * Labelled form fields: the label is always present (visible), the error is tied to the input with
 * aria-describedby and aria-invalid, and a password field has a show/hide toggle.
 */
import { useLingui } from '@lingui/react';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { formatDay } from '../lib/dates';
import styles from './field.module.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
  hint?: string;
  /** Something after the input, inside the field (a send-code button, a toggle). */
  addon?: ReactNode;
}

export function TextField({ label, value, onValue, error, hint, addon, id, className, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [error ? `${inputId}-error` : '', hint ? `${inputId}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        <input
          {...input}
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {addon}
      </div>
      {hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A date field (`<input type="date">`). The browser's own picker writes the year in its calendar — Gregorian,
 * without saying so, even in a Thai page — so the hint also says the chosen day as the page writes days: in
 * th-TH with the Buddhist Era ("22 พ.ย. พ.ศ. 2569"), in en-US "Nov 22, 2026".
 */
export function DayField({ hint, value, ...props }: Omit<FieldProps, 'type'>) {
  const t = useT();
  const { i18n } = useLingui();
  const chosen = /^\d{4}-\d{2}-\d{2}$/.test(value) ? t('common.chosenDay', { day: formatDay(value, i18n.locale) }) : '';
  return (
    <TextField {...props} type="date" value={value} hint={[hint, chosen].filter(Boolean).join(' ') || undefined} />
  );
}

export function PasswordField({
  visible,
  onToggle,
  showLabel,
  hideLabel,
  ...props
}: Omit<FieldProps, 'type' | 'addon'> & {
  visible: boolean;
  onToggle: () => void;
  showLabel: string;
  hideLabel: string;
}) {
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className={styles.toggle}
          onClick={onToggle}
          aria-pressed={visible}
          aria-label={visible ? hideLabel : showLabel}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

/** An eye (crossed out when the password is shown): inline SVG, so it renders without an emoji font. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/** A labelled select in the look of the text fields (green mode's website picker, the KYC document type). */
export function SelectField({
  label,
  value,
  options,
  onValue,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onValue: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onValue(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
