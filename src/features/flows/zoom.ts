/**
 * The pan and zoom of a diagram in its viewport, as pure functions: a reducer over the view (the content's
 * scale and offset), the fit-to-screen layout, the step of a two-finger pinch and the keyboard's keys. The
 * diagram viewer (diagram-view.tsx) feeds it pointer, wheel, key and button input.
 *
 * A point of the content at (cx, cy) is drawn at (x + cx·scale, y + cy·scale) in the viewport.
 */

export interface Size {
  readonly width: number;
  readonly height: number;
}
export interface Point {
  readonly x: number;
  readonly y: number;
}
export interface View {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

export const MIN_SCALE = 0.05;
export const MAX_SCALE = 4;
/** One press of + or − (and one wheel notch, ~100 px of deltaY). */
export const ZOOM_STEP = 1.25;
/** One arrow key press moves the diagram by this many CSS px. */
export const PAN_STEP = 60;
/** Room left around a fitted diagram. */
export const FIT_PADDING = 12;
/** At least this much of the diagram stays inside the viewport however far it is dragged. */
export const KEEP_VISIBLE = 48;
/**
 * Following a state (the simulator): never smaller than this, so Mermaid's 16 px labels — the state's and
 * its transitions' — are drawn at 13.6 CSS px or more; never larger than the natural size.
 */
export const READABLE_SCALE = 0.85;
export const FOCUS_MAX_SCALE = 1;
/** Room around a followed state for the transitions leaving it, in diagram px. */
export const FOCUS_PADDING = 120;

export interface Box extends Point, Size {}

/**
 * The view that shows `box` (diagram px) centred in `viewport`, with FOCUS_PADDING around it when that fits
 * at a readable scale: between READABLE_SCALE and FOCUS_MAX_SCALE.
 */
export function focusView(box: Box, viewport: Size): View {
  const room = {
    width: Math.max(1, viewport.width - 2 * FIT_PADDING),
    height: Math.max(1, viewport.height - 2 * FIT_PADDING),
  };
  const fits = Math.min(room.width / (box.width + 2 * FOCUS_PADDING), room.height / (box.height + 2 * FOCUS_PADDING));
  const scale = clampScale(Math.max(READABLE_SCALE, Math.min(FOCUS_MAX_SCALE, fits)));
  return {
    scale,
    x: viewport.width / 2 - (box.x + box.width / 2) * scale,
    y: viewport.height / 2 - (box.y + box.height / 2) * scale,
  };
}

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/**
 * The scale that shows the whole `content` inside `viewport` (less the padding), never enlarged past its
 * natural size; and the view that centres it at that scale.
 */
export function fitView(content: Size, viewport: Size, padding = FIT_PADDING): View {
  const room = { width: Math.max(1, viewport.width - 2 * padding), height: Math.max(1, viewport.height - 2 * padding) };
  if (content.width <= 0 || content.height <= 0) return { scale: 1, x: padding, y: padding };
  const scale = clampScale(Math.min(1, room.width / content.width, room.height / content.height));
  return centred(content, viewport, scale);
}

/** `content` at `scale`, centred in `viewport`. */
function centred(content: Size, viewport: Size, scale: number): View {
  return {
    scale,
    x: (viewport.width - content.width * scale) / 2,
    y: (viewport.height - content.height * scale) / 2,
  };
}

/**
 * How tall the viewport should be for `content` in a viewport `width` wide: the height the diagram takes
 * when fitted to the width, within [minHeight, maxHeight] (a tall diagram then fits the height instead).
 */
export function viewportHeight(
  content: Size,
  width: number,
  { minHeight, maxHeight, padding = FIT_PADDING }: { minHeight: number; maxHeight: number; padding?: number },
): number {
  if (content.width <= 0 || content.height <= 0) return minHeight;
  const scale = Math.min(1, Math.max(1, width - 2 * padding) / content.width);
  return Math.round(Math.min(maxHeight, Math.max(minHeight, content.height * scale + 2 * padding)));
}

/** `view` moved so that at least KEEP_VISIBLE px of the content (or all of a smaller one) stays in sight. */
export function keepInSight(view: View, content: Size, viewport: Size): View {
  const w = content.width * view.scale;
  const h = content.height * view.scale;
  const keepX = Math.min(KEEP_VISIBLE, w);
  const keepY = Math.min(KEEP_VISIBLE, h);
  const x = Math.min(viewport.width - keepX, Math.max(keepX - w, view.x));
  const y = Math.min(viewport.height - keepY, Math.max(keepY - h, view.y));
  return x === view.x && y === view.y ? view : { ...view, x, y };
}

/** `view` zoomed by `factor` about `at` (a viewport point, which stays where it is). */
export function zoomAt(view: View, factor: number, at: Point): View {
  return scaleAt(view, view.scale * factor, at);
}

/** `view` at `scale` (within bounds) about `at`. */
export function scaleAt(view: View, target: number, at: Point): View {
  const scale = clampScale(target);
  const k = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * k, y: at.y - (at.y - view.y) * k };
}

export interface ZoomState {
  readonly view: View;
  /** The diagram's natural size, once drawn. */
  readonly content: Size | null;
  readonly viewport: Size | null;
  /** Fitted to the viewport: a resize or a new drawing fits again; any zoom or pan ends it. */
  readonly fitted: boolean;
}

export type ZoomAction =
  | { type: 'content'; size: Size }
  | { type: 'viewport'; size: Size }
  | { type: 'fit' }
  /** 100 %: the natural size, keeping the viewport's centre. */
  | { type: 'actual' }
  /** Zoom by `factor` about `at` (default: the viewport's centre). */
  | { type: 'zoom'; factor: number; at?: Point }
  | { type: 'pan'; dx: number; dy: number }
  /** Centre a box of the diagram at a readable scale (the simulator following its state). */
  | { type: 'focus'; box: Box };

export const initialZoom: ZoomState = { view: { scale: 1, x: 0, y: 0 }, content: null, viewport: null, fitted: true };

const centreOf = (size: Size | null): Point => (size ? { x: size.width / 2, y: size.height / 2 } : { x: 0, y: 0 });

export function zoomReducer(state: ZoomState, action: ZoomAction): ZoomState {
  const settle = (view: View, fitted = false): ZoomState => {
    const placed = state.content && state.viewport ? keepInSight(view, state.content, state.viewport) : view;
    if (
      fitted === state.fitted &&
      placed.scale === state.view.scale &&
      placed.x === state.view.x &&
      placed.y === state.view.y
    )
      return state;
    return { ...state, view: placed, fitted };
  };
  switch (action.type) {
    case 'content':
    case 'viewport': {
      const previous = action.type === 'content' ? state.content : state.viewport;
      if (previous && previous.width === action.size.width && previous.height === action.size.height) return state;
      const next: ZoomState =
        action.type === 'content' ? { ...state, content: action.size } : { ...state, viewport: action.size };
      if (!next.content || !next.viewport) return next;
      // A new drawing, or a resize while fitted, fits again; a resize after zooming keeps the zoom.
      if (next.fitted || action.type === 'content')
        return { ...next, view: fitView(next.content, next.viewport), fitted: true };
      return { ...next, view: keepInSight(next.view, next.content, next.viewport) };
    }
    case 'fit':
      return state.content && state.viewport ? settle(fitView(state.content, state.viewport), true) : state;
    case 'actual': {
      const at = centreOf(state.viewport);
      return settle(scaleAt(state.view, 1, at));
    }
    case 'zoom':
      return settle(zoomAt(state.view, action.factor, action.at ?? centreOf(state.viewport)));
    case 'pan':
      return settle({ ...state.view, x: state.view.x + action.dx, y: state.view.y + action.dy });
    case 'focus':
      return state.content && state.viewport && action.box.width > 0 && action.box.height > 0
        ? settle(focusView(action.box, state.viewport))
        : state;
  }
}

/** The zoom factor of a wheel turn: one notch (deltaY ±100 px, or 3 lines) is one ZOOM_STEP. */
export function wheelFactor(deltaY: number, deltaMode: number): number {
  const px = deltaMode === 1 ? deltaY * 33 : deltaMode === 2 ? deltaY * 800 : deltaY;
  const clamped = Math.max(-300, Math.min(300, px));
  return Math.pow(ZOOM_STEP, -clamped / 100);
}

/** A pinch step from two pointers' previous to current positions: zoom about their midpoint, pan with it. */
export function pinchStep(before: readonly [Point, Point], after: readonly [Point, Point]): ZoomAction[] {
  const distance = ([a, b]: readonly [Point, Point]) => Math.hypot(a.x - b.x, a.y - b.y);
  const middle = ([a, b]: readonly [Point, Point]): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const from = middle(before);
  const to = middle(after);
  const d0 = distance(before);
  const actions: ZoomAction[] = [];
  if (to.x !== from.x || to.y !== from.y) actions.push({ type: 'pan', dx: to.x - from.x, dy: to.y - from.y });
  if (d0 > 0) {
    const factor = distance(after) / d0;
    if (factor !== 1) actions.push({ type: 'zoom', factor, at: to });
  }
  return actions;
}

/** The action of a key pressed in the focused viewport (arrows pan, + and − zoom, 0 fits, 1 is 100 %). */
export function keyAction(key: string): ZoomAction | null {
  switch (key) {
    case 'ArrowLeft':
      return { type: 'pan', dx: PAN_STEP, dy: 0 };
    case 'ArrowRight':
      return { type: 'pan', dx: -PAN_STEP, dy: 0 };
    case 'ArrowUp':
      return { type: 'pan', dx: 0, dy: PAN_STEP };
    case 'ArrowDown':
      return { type: 'pan', dx: 0, dy: -PAN_STEP };
    case '+':
    case '=':
      return { type: 'zoom', factor: ZOOM_STEP };
    case '-':
    case '_':
      return { type: 'zoom', factor: 1 / ZOOM_STEP };
    case '0':
      return { type: 'fit' };
    case '1':
      return { type: 'actual' };
    default:
      return null;
  }
}
