/** Buttons and link-buttons of the kit: primary (gold), secondary, ghost; full width on forms. */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';
import { continuesMultiClick } from './click-shield';
import { Spinner } from './spinner';

type Variant = 'primary' | 'secondary' | 'ghost';

function classes(variant: Variant, block?: boolean, extra?: string) {
  return [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  block,
  busy,
  singleClick,
  className,
  children,
  onClick,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  block?: boolean;
  busy?: boolean;
  /**
   * One action per double click or double tap (`continuesMultiClick`, src/ui/click-shield.ts): for a button whose
   * action can be taken again as soon as it answers (open another red packet, draw again, open the chat), as one
   * call at a time does not stop the second click when the first answer came in between. A new single click
   * (`detail` 1) and keyboard activation (`detail` 0) always act.
   */
  singleClick?: boolean;
  children: ReactNode;
}) {
  const click =
    singleClick && onClick
      ? (event: MouseEvent<HTMLButtonElement>) => {
          if (!continuesMultiClick(event)) onClick(event);
        }
      : onClick;
  return (
    <button
      type="button"
      {...rest}
      onClick={click}
      className={classes(variant, block, className)}
      aria-busy={busy || undefined}
    >
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
