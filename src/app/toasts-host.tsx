/**
 * The toast of the toast machine, announced politely to screen readers (`role="status"`, `aria-live="polite"`).
 * It covers no content: it sits on the fixed bars of an edge — the top bar (header, page bar) where
 * there is one, else the bottom bars — taking exactly their room, so it hides a bar for a moment (a tap dismisses
 * it), never the page, and the tab bar stays usable. The region is a manual popover, so a shown toast sits in the top layer:
 * above an open modal dialog (the menu, a sheet) rather than behind it.
 *
 * It tells the toast machine which page is shown, so a page's toasts leave with the page (machines/toast.machine.ts).
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useSyncExternalStore, type CSSProperties } from 'react';
import { useLocation } from 'react-router';
import { fixedEdges, subscribeFixedEdges, type FixedEdges } from '../lib/fixed-bars';
import { useRoot } from '../flow/root-context';
import { useT } from '../i18n/use-t';
import styles from './toasts-host.module.css';

/** An edge's bars are room enough for a toast from this height (a one-line toast with its padding). */
const MIN_BAND_PX = 40;
const NO_EDGES: FixedEdges = { top: 0, bottom: 0 };

/**
 * Where the toast goes: on the top bars (header, page bar: the tab bar stays usable), else on the bottom bars,
 * else (no bar at all) a small strip at the top.
 */
function placement(edges: FixedEdges): CSSProperties {
  if (edges.top >= MIN_BAND_PX) return { top: 0, height: edges.top };
  if (edges.bottom >= MIN_BAND_PX) return { bottom: 0, height: edges.bottom };
  return { top: 0, minHeight: MIN_BAND_PX };
}

export function ToastsHost() {
  const t = useT();
  const root = useRoot();
  const { pathname } = useLocation();
  const current = useSelector(root.toasts, (s) => s.context.current);
  const edges = useSyncExternalStore(subscribeFixedEdges, fixedEdges, () => NO_EDGES);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.toasts.send({ type: 'toast.page', page: pathname });
  }, [root, pathname]);
  useEffect(() => {
    const el = region.current;
    if (!el || typeof el.showPopover !== 'function') return;
    const open = el.matches(':popover-open');
    if (current && !open) el.showPopover();
    if (!current && open) el.hidePopover();
  }, [current]);
  return (
    <div
      ref={region}
      popover="manual"
      className={styles.region}
      style={current ? placement(edges) : undefined}
      role="status"
      aria-live="polite"
      data-testid="toasts"
    >
      {current ? (
        <button
          type="button"
          key={current.id}
          className={`${styles.toast} ${styles[current.tone]}`}
          onClick={() => root.toasts.send({ type: 'toast.dismiss' })}
        >
          {t(current.message)}
        </button>
      ) : null}
    </div>
  );
}
