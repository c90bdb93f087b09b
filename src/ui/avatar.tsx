/**
 * The player's avatar picture by number (`/static/avatar/avatar_{n}.svg`, the configuration's `avatarList`);
 * a number outside 1–12 shows avatar 1, a picture that fails to load shows a drawn default.
 */
import { useState } from 'react';
import styles from './avatar.module.css';

/** The picture of avatar `n` (1 when unknown). */
export function avatarUrl(n: number | undefined): string {
  return `/static/avatar/avatar_${n !== undefined && Number.isInteger(n) && n >= 1 && n <= 12 ? n : 1}.svg`;
}

export function Avatar({ n, className, size = 40 }: { n: number | undefined; className?: string; size?: number }) {
  const src = avatarUrl(n);
  // Visual state only: which picture failed to load (the drawn default shows instead).
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <span className={`${styles.fallback} ${className ?? ''}`} aria-hidden="true" />;
  return <img className={className} src={src} alt="" width={size} height={size} onError={() => setFailed(src)} />;
}
