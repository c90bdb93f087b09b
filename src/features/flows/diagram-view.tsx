/**
 * One statechart: the Mermaid diagram of the real machine (src/lib/flow-diagram.ts) at one of two levels —
 * the overview (top-level states, each compound state one box counting what is inside, opened by a click or
 * its button; the ones holding the highlighted state open) or every state — fitted to its box by default
 * and never clipped — pan by dragging or with the arrow keys, zoom with the wheel, a
 * pinch, the + and − keys or the buttons (+, −, fit, 100 %). `highlight` marks the states of a state value
 * (the running actor's, or the simulator's); with `follow` (the simulator) the view pans and zooms to the
 * highlighted state after each change at a readable scale, until the reviewer turns following off. The
 * toolbar exports the diagram as SVG and as Mermaid text. The pan and zoom arithmetic is zoom.ts.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { AnyStateMachine, StateValue } from 'xstate';
import { useT } from '../../i18n/use-t';
import { flowsOf, mermaidId } from '../../lib/flow-diagram';
import { flowWords } from './flow-words';
import styles from './diagram-view.module.css';
import { descriptionId } from './machine-text';
import { renderDiagram, type Drawing } from './mermaid-render';
import { applyHighlight, highlighted, nodeStateId, withHighlightStyles } from './running-states';
import {
  ZOOM_STEP,
  initialZoom,
  keyAction,
  pinchStep,
  viewportHeight,
  wheelFactor,
  zoomReducer,
  type Box,
  type Point,
} from './zoom';

export type DiagramLevel = 'overview' | 'all';

/** The dotted ids of the compound states that hold an active state of `value`: { paying: 'open' } → [paying]. */
export function holdingStates(value: StateValue | undefined, prefix: string[] = []): string[] {
  if (value === undefined || typeof value === 'string') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key].join('.'),
    ...holdingStates(child, [...prefix, key]),
  ]);
}

/** The SVG shown, with its highlight (the drawing's markup if it is not on screen), as a standalone file. */
function drawnSvg(canvas: HTMLElement | null, drawing: Drawing): string {
  const svg = canvas?.querySelector('svg');
  return svg ? new XMLSerializer().serializeToString(svg) : drawing.svg;
}

/** A pointer that moved less than this between down and up clicked (it did not drag). */
const CLICK_SLOP = 5;

/**
 * The viewport's height bounds: at least MIN_HEIGHT and MIN_HEIGHT_SHARE of the window's height (room to
 * zoom into a wide diagram fitted to a phone's width), at most MAX_HEIGHT_SHARE of it.
 */
const MIN_HEIGHT = 220;
const MIN_HEIGHT_SHARE = 0.45;
const MAX_HEIGHT_SHARE = 0.72;

/** Saves `content` as a file named `name` (a temporary object URL behind a download link). */
function download(name: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function DiagramView({
  machine,
  highlight,
  label,
  level: initialLevel = 'overview',
  follow = false,
}: {
  machine: AnyStateMachine;
  /** The state value whose states are highlighted (active leaves filled, their parents outlined). */
  highlight?: StateValue;
  /** The diagram's accessible name; by default "Diagram of the <id> statechart". */
  label?: string;
  /** The level drawn first. */
  level?: DiagramLevel;
  /** Offer to follow the highlighted state (on at first): pan and zoom to it after each change. */
  follow?: boolean;
}) {
  const t = useT();
  const hintId = useId();
  // Visual state only: the level, the compound states opened in the overview, and whether to follow.
  const [level, setLevel] = useState<DiagramLevel>(initialLevel);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const [following, setFollowing] = useState(true);
  const highlightKey = highlight === undefined ? '' : JSON.stringify(highlight);
  const flow = useMemo(() => {
    // The notes (state descriptions) in the reader's language, like the details beside the diagram.
    const words = (phrase: string) => flowWords(phrase, t);
    if (level === 'all') return flowsOf(machine, { describe: (state) => t(descriptionId(machine.id, state)), words });
    const holding = holdingStates(highlightKey ? (JSON.parse(highlightKey) as StateValue) : undefined);
    return flowsOf(machine, { expanded: new Set([...opened, ...holding]), words });
  }, [machine, level, opened, highlightKey, t]);
  const source = flow.mermaid;
  const open = (path: string) => setOpened((before) => new Set([...before, path]));
  const value = useMemo(() => (highlightKey ? (JSON.parse(highlightKey) as StateValue) : undefined), [highlightKey]);
  /** The chart drawn: one drawing per chart, whatever state it highlights (applyHighlight moves that). */
  const chart = useMemo(() => withHighlightStyles(source), [source]);
  /** The chart with its highlight written in, as exported (copied or downloaded). */
  const text = useMemo(() => highlighted(source, value), [source, value]);

  // Visual state only: the last drawing (kept while a newer one renders) or a failure, and the pan and zoom.
  const [drawn, setDrawn] = useState<Drawing | { failed: true } | null>(null);
  /** The chart the drawing shown was drawn from: another means a newer drawing is on its way. */
  const [drawnFrom, setDrawnFrom] = useState<string | null>(null);
  const [zoom, dispatch] = useReducer(zoomReducer, initialZoom);
  const [width, setWidth] = useState(0);
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const pressedAt = useRef<Point | null>(null);

  useEffect(() => {
    let live = true;
    renderDiagram(machine.id, chart).then(
      (drawing) => {
        if (!live) return;
        setDrawn(drawing);
        setDrawnFrom(chart);
      },
      (error: unknown) => {
        console.error(`The ${machine.id} diagram could not be drawn`, error);
        if (!live) return;
        setDrawn({ failed: true });
        setDrawnFrom(chart);
      },
    );
    return () => {
      live = false;
    };
  }, [machine.id, chart]);

  const drawing = drawn && 'svg' in drawn ? drawn : null;
  // The highlight on the drawing shown, before the browser paints it (and before following looks for it).
  useLayoutEffect(() => {
    const svg = canvas.current?.querySelector('svg');
    if (drawing && svg) applyHighlight(svg, value);
  }, [drawing, value]);
  const size = drawing?.size;
  // Before the browser paints: a chart drawn again (the page draws a small first drawing, then the whole chart)
  // is never shown for a frame at the previous drawing's view.
  useLayoutEffect(() => {
    if (size && size.width > 0) dispatch({ type: 'content', size });
  }, [size]);

  // The viewport's width follows its box; its height follows the diagram fitted to that width.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [drawing !== null]); // eslint-disable-line react-hooks/exhaustive-deps -- the element appears with the first drawing
  const windowHeight = typeof window === 'undefined' ? 800 : window.innerHeight;
  const minHeight = Math.max(MIN_HEIGHT, Math.round(windowHeight * MIN_HEIGHT_SHARE));
  const maxHeight = Math.max(minHeight, Math.round(windowHeight * MAX_HEIGHT_SHARE));
  const height = size && size.width > 0 ? viewportHeight(size, width, { minHeight, maxHeight }) : minHeight;
  useEffect(() => {
    if (width > 0) dispatch({ type: 'viewport', size: { width, height } });
  }, [width, height]);

  // Following: once a drawing (a new state) is on screen and sized, centre its active states, readable.
  const ready = zoom.content !== null && zoom.viewport !== null;
  const drawnScale = zoom.view.scale;
  /** The drawing and state value last followed to. */
  const followed = useRef<{ drawing: Drawing; value: StateValue | undefined } | null>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!follow || !following || !drawing || !ready || !element) return;
    if (followed.current?.drawing === drawing && followed.current.value === value) return;
    followed.current = { drawing, value };
    const active = [...element.querySelectorAll('g.node.active')];
    if (!active.length) return;
    const origin = element.getBoundingClientRect();
    const rects = active.map((node) => node.getBoundingClientRect());
    const left = Math.min(...rects.map((r) => r.left));
    const top = Math.min(...rects.map((r) => r.top));
    const box: Box = {
      x: (left - origin.left) / drawnScale,
      y: (top - origin.top) / drawnScale,
      width: (Math.max(...rects.map((r) => r.right)) - left) / drawnScale,
      height: (Math.max(...rects.map((r) => r.bottom)) - top) / drawnScale,
    };
    dispatch({ type: 'focus', box });
  }, [follow, following, drawing, value, ready, drawnScale]);

  // Wheel: zoom about the pointer. A non-passive listener, so the page does not scroll meanwhile.
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      dispatch({
        type: 'zoom',
        factor: wheelFactor(event.deltaY, event.deltaMode),
        at: { x: event.clientX - box.left, y: event.clientY - box.top },
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [drawing !== null]); // eslint-disable-line react-hooks/exhaustive-deps -- the element appears with the first drawing

  const pointAt = (event: ReactPointerEvent<HTMLDivElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const target = event.target as Element;
    // A press on a collapsed box may be a click that opens it: no capture, which would retarget the click.
    if (!target.closest?.('g.node')) event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, pointAt(event));
    pressedAt.current = pointers.current.size === 1 ? pointAt(event) : null;
  };
  /** A click (not the end of a drag) on a collapsed state's box opens it. */
  const onClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    const node = (event.target as Element).closest?.('g.node');
    const start = pressedAt.current;
    const box = event.currentTarget.getBoundingClientRect();
    const moved = start ? Math.hypot(event.clientX - box.left - start.x, event.clientY - box.top - start.y) : 0;
    if (!node || moved > CLICK_SLOP) return;
    const id = nodeStateId(node.id);
    const path = flow.collapsed.find((p) => mermaidId({ path: p.split('.') }) === id);
    if (path) open(path);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const map = pointers.current;
    const before = map.get(event.pointerId);
    if (!before) return;
    const now = pointAt(event);
    if (map.size === 1) {
      dispatch({ type: 'pan', dx: now.x - before.x, dy: now.y - before.y });
    } else if (map.size === 2) {
      const other = [...map].find(([id]) => id !== event.pointerId)![1];
      for (const action of pinchStep([before, other], [now, other])) dispatch(action);
    }
    map.set(event.pointerId, now);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const copyMermaid = () => {
    const done = (result: 'copied' | 'copyFailed') => {
      setCopied(result);
      setTimeout(() => setCopied(null), 2500);
    };
    if (!navigator.clipboard) return done('copyFailed');
    navigator.clipboard.writeText(text).then(
      () => done('copied'),
      () => done('copyFailed'),
    );
  };

  const { scale, x, y } = zoom.view;
  const name = label ?? t('flows.diagram', { name: machine.id });
  return (
    <figure className={styles.figure}>
      <div className={styles.toolbar}>
        <div role="group" aria-label={t('flows.level')} className={styles.group}>
          <button
            type="button"
            className={styles.tool}
            aria-pressed={level === 'overview'}
            onClick={() => setLevel('overview')}
          >
            {t('flows.overview')}
          </button>
          <button type="button" className={styles.tool} aria-pressed={level === 'all'} onClick={() => setLevel('all')}>
            {t('flows.everyState')}
          </button>
          {follow ? (
            <button
              type="button"
              className={styles.tool}
              aria-pressed={following}
              onClick={() => {
                followed.current = following ? followed.current : null;
                setFollowing(!following);
              }}
            >
              {t('flows.follow')}
            </button>
          ) : null}
        </div>
        <div role="group" aria-label={t('flows.zoom')} className={styles.group}>
          <button
            type="button"
            className={styles.tool}
            aria-label={t('flows.zoomOut')}
            title={t('flows.zoomOut')}
            disabled={!drawing}
            onClick={() => dispatch({ type: 'zoom', factor: 1 / ZOOM_STEP })}
          >
            −
          </button>
          <output className={styles.scale} aria-live="polite" data-testid="diagram-scale">
            {Math.round(scale * 100)} %
          </output>
          <button
            type="button"
            className={styles.tool}
            aria-label={t('flows.zoomIn')}
            title={t('flows.zoomIn')}
            disabled={!drawing}
            onClick={() => dispatch({ type: 'zoom', factor: ZOOM_STEP })}
          >
            +
          </button>
          <button
            type="button"
            className={styles.tool}
            aria-pressed={zoom.fitted}
            disabled={!drawing}
            onClick={() => dispatch({ type: 'fit' })}
          >
            {t('flows.fit')}
          </button>
          <button
            type="button"
            className={styles.tool}
            disabled={!drawing}
            onClick={() => dispatch({ type: 'actual' })}
          >
            100 %
          </button>
        </div>
        <div role="group" aria-label={t('flows.export')} className={styles.group}>
          <button
            type="button"
            className={styles.tool}
            disabled={!drawing}
            onClick={() => drawing && download(`${machine.id}.svg`, 'image/svg+xml', drawnSvg(canvas.current, drawing))}
          >
            {t('flows.downloadSvg')}
          </button>
          <button type="button" className={styles.tool} onClick={copyMermaid}>
            {t('flows.copyMermaid')}
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={() => download(`${machine.id}.mmd`, 'text/plain', text)}
          >
            {t('flows.downloadMermaid')}
          </button>
          <span className={styles.copied} role="status">
            {copied === 'copied' ? t('flows.copied') : copied === 'copyFailed' ? t('flows.copyFailed') : ''}
          </span>
        </div>
      </div>
      {drawn === null ? (
        <p className={styles.pending}>{t('common.loading')}</p>
      ) : drawing ? (
        <div
          ref={viewport}
          className={styles.viewport}
          style={{ height }}
          tabIndex={0}
          role="group"
          aria-label={name}
          aria-describedby={hintId}
          data-testid="diagram-viewport"
          aria-busy={drawnFrom !== chart}
          onKeyDown={(event) => {
            if (event.ctrlKey || event.metaKey || event.altKey) return;
            const action = keyAction(event.key);
            if (!action) return;
            event.preventDefault();
            dispatch(action);
          }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onClick={onClick}
        >
          <div
            ref={canvas}
            className={styles.canvas}
            style={{
              transform: `translate(${x}px, ${y}px) scale(${scale})`,
              // Shown once fitted: no first frame at the natural size.
              opacity: zoom.content && zoom.viewport ? 1 : 0,
            }}
            role="img"
            aria-label={name}
            dangerouslySetInnerHTML={{ __html: drawing.svg }}
          />
        </div>
      ) : (
        <p className={styles.pending}>{t('flows.failed')}</p>
      )}
      {level === 'overview' && flow.collapsed.length ? (
        <div role="group" aria-label={t('flows.collapsed')} className={styles.collapsed}>
          <span className={styles.hint}>{t('flows.collapsedHint')}</span>
          {flow.collapsed.map((path) => (
            <button key={path} type="button" className={styles.tool} onClick={() => open(path)}>
              {t('flows.open', { name: path })}
            </button>
          ))}
        </div>
      ) : null}
      <figcaption id={hintId} className={styles.hint}>
        {t('flows.zoomHint')}
      </figcaption>
    </figure>
  );
}
