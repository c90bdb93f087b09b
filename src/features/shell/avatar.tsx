/** The player's avatar picture; an unknown number shows avatar 1, a picture that fails shows a drawn default. */
import { useState } from 'react';
import styles from './avatar.module.css';
import { avatarUrl } from './shell-data';

export function Avatar({ n, className }: { n: number | undefined; className?: string }) {
  const src = avatarUrl(n);
  // Visual state only: which picture failed to load (the drawn default shows instead).
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <span className={`${styles.fallback} ${className ?? ''}`} aria-hidden="true" />;
  return <img className={className} src={src} alt="" width={40} height={40} onError={() => setFailed(src)} />;
}
