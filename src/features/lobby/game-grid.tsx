/**
 * A long game list (a type, a brand, Collect, search results — up to thousands of games) as a grid whose
 * rows are windowed on the page scroll (@tanstack/react-virtual): only the rows near the viewport are in
 * the DOM, so a lobby of 2,000 games scrolls as smoothly as one of 20.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Game } from '../../../contract/types';
import styles from './game-grid.module.css';
import type { GridData } from './game-rows';
import { GameTile } from './game-tile';
import { rowsOf, tileBadge } from './lobby-data';

/** Columns: 4 on a phone; on wider screens as many 130 px tiles as fit. */
function columnsFor(width: number): number {
  if (width < 600) return 4;
  return Math.max(4, Math.floor((width + 16) / (130 + 16)));
}

export function GameGrid({ games, data, label }: { games: readonly Game[]; data: GridData; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      setWidth(el.clientWidth);
      setOffset(el.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const columns = columnsFor(width || 375);
  const rows = useMemo(() => rowsOf(games, columns), [games, columns]);
  // A row: the square icon plus two lines of name and the gap (measured once rendered).
  const estimate = Math.round((width || 375) / columns) + 40;
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimate,
    overscan: 3,
    scrollMargin: offset,
  });
  const items = virtualizer.getVirtualItems();
  // The rows' height goes through the CSSOM, not a style attribute: the server's markup carries none (the CSP
  // applies no inline style attribute), and hydrating adds none. The rows themselves render in the browser only.
  const sizer = useRef<HTMLDivElement>(null);
  const total = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    sizer.current?.style.setProperty('height', `${total}px`);
  }, [total]);
  return (
    <div ref={ref} className={styles.grid} role="list" aria-label={label} aria-rowcount={rows.length}>
      <div ref={sizer} className={styles.sizer}>
        {items.map((item) => (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className={styles.row}
            role="presentation"
            style={{
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {(rows[item.index] ?? []).map((game, i) => (
              <div key={game.id} role="listitem">
                <GameTile
                  game={game}
                  badge={tileBadge(game, data.maintained)}
                  liked={data.likes[String(game.id)] === 1}
                  resourceUrl={data.resourceUrl}
                  onLike={data.onLike}
                  eager={item.index < 3 && i < columns}
                />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
