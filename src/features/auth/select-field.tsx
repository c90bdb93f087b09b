/** A labelled select in the look of the kit's text fields (green mode's website picker). */
import { useId } from 'react';
import styles from './auth.module.css';

export function SelectField({
  label,
  value,
  options,
  onValue,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onValue: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.selectField}>
      <label className={styles.selectLabel} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onValue(e.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
