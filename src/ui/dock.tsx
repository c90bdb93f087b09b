/**
 * The dock's bar and its items (src/lib/dock.ts): a full-width, opaque bar of the bottom edge (above the tab
 * bar where there is one) registered with the fixed bars, so the page keeps its room and no control of the page
 * is ever under one of its controls. Items are portalled in and ordered by `order` (start to end).
 */
import { useCallback, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { addDockItem, dockHost, dockItems, setDockHost, subscribeDock } from '../lib/dock';
import { useFixedBar } from '../lib/fixed-bars';
import styles from './dock.module.css';

const DOCK_BAR = { name: 'dock', edge: 'bottom', order: 1 } as const;

export function DockHost() {
  const count = useSyncExternalStore(subscribeDock, dockItems, () => 0);
  const bar = useFixedBar(count > 0 ? DOCK_BAR : null);
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      setDockHost(element);
      const cleanup = bar(element);
      return () => {
        setDockHost(null);
        if (typeof cleanup === 'function') cleanup();
      };
    },
    [bar],
  );
  return <div ref={ref} className={styles.dock} hidden={count === 0} data-testid="dock" />;
}

export function DockItem({ order, grow = false, children }: { order: number; grow?: boolean; children: ReactNode }) {
  const host = useSyncExternalStore(subscribeDock, dockHost, () => null);
  useEffect(() => addDockItem(), []);
  if (!host) return null;
  return createPortal(
    <div className={grow ? `${styles.item} ${styles.grow}` : styles.item} style={{ order }}>
      {children}
    </div>,
    host,
  );
}
