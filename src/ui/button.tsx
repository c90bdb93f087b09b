/** Buttons and link-buttons of the kit: primary (gold), secondary, ghost; full width on forms. */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost';

function classes(variant: Variant, block?: boolean, extra?: string) {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  block,
  busy,
  className,
  children,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  block?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" {...rest} className={classes(variant, block, className)} aria-busy={busy || undefined}>
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}

export function LinkButton({
  variant = 'secondary',
  block,
  className,
  ...rest
}: LinkProps & { variant?: Variant; block?: boolean }) {
  return <Link {...rest} className={classes(variant, block, className)} />;
}

/** A link-button to an outside page, opened in a new tab (a social network, a payment page). */
export function ExternalLinkButton({
  variant = 'secondary',
  block,
  className,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant; block?: boolean; href: string }) {
  return <a target="_blank" rel="noopener" {...rest} className={classes(variant, block, className)} />;
}
