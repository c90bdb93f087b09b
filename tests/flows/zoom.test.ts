/** The diagram viewer's pan and zoom arithmetic (src/features/flows/zoom.ts). */
import { describe, expect, it } from 'vitest';
import {
  FIT_PADDING,
  FOCUS_MAX_SCALE,
  FOCUS_PADDING,
  READABLE_SCALE,
  focusView,
  KEEP_VISIBLE,
  MAX_SCALE,
  MIN_SCALE,
  PAN_STEP,
  ZOOM_STEP,
  fitView,
  initialZoom,
  keepInSight,
  keyAction,
  pinchStep,
  viewportHeight,
  wheelFactor,
  zoomAt,
  zoomReducer,
  type Size,
  type ZoomAction,
  type ZoomState,
} from '../../src/features/flows/zoom';

const run = (actions: ZoomAction[], state: ZoomState = initialZoom) => actions.reduce(zoomReducer, state);
/** The drawn box of the content in the viewport. */
const box = ({ view, content }: ZoomState) => ({
  left: view.x,
  top: view.y,
  right: view.x + content!.width * view.scale,
  bottom: view.y + content!.height * view.scale,
});

describe('fitView', () => {
  it('shrinks a wide diagram to the width, centred, with the padding around it', () => {
    const view = fitView({ width: 2000, height: 500 }, { width: 1000, height: 600 });
    expect(view.scale).toBeCloseTo((1000 - 2 * FIT_PADDING) / 2000);
    expect(view.x).toBeCloseTo(FIT_PADDING);
    expect(view.y).toBeCloseTo((600 - 500 * view.scale) / 2);
  });

  it('shrinks a tall diagram to the height', () => {
    const view = fitView({ width: 300, height: 3000 }, { width: 375, height: 500 });
    expect(view.scale).toBeCloseTo((500 - 2 * FIT_PADDING) / 3000);
    expect(view.y).toBeCloseTo(FIT_PADDING);
  });

  it('never enlarges a small diagram past its natural size', () => {
    expect(fitView({ width: 100, height: 50 }, { width: 1000, height: 600 })).toEqual({ scale: 1, x: 450, y: 275 });
  });
});

describe('viewportHeight', () => {
  const bounds = { minHeight: 200, maxHeight: 600 };
  it('is the height of the diagram fitted to the width, within the bounds', () => {
    expect(viewportHeight({ width: 1000, height: 800 }, 524, bounds)).toBe(Math.round(800 * 0.5 + 2 * FIT_PADDING));
    expect(viewportHeight({ width: 1000, height: 100 }, 524, bounds)).toBe(200);
    expect(viewportHeight({ width: 400, height: 5000 }, 1280, bounds)).toBe(600);
  });
  it('does not grow for a diagram narrower than the box', () => {
    expect(viewportHeight({ width: 300, height: 300 }, 1000, bounds)).toBe(300 + 2 * FIT_PADDING);
  });
});

describe('zoomAt', () => {
  it('keeps the point under the cursor where it is', () => {
    const view = { scale: 0.5, x: 10, y: 20 };
    const at = { x: 200, y: 100 };
    const contentPoint = { x: (at.x - view.x) / view.scale, y: (at.y - view.y) / view.scale };
    const zoomed = zoomAt(view, 2, at);
    expect(zoomed.scale).toBe(1);
    expect(zoomed.x + contentPoint.x * zoomed.scale).toBeCloseTo(at.x);
    expect(zoomed.y + contentPoint.y * zoomed.scale).toBeCloseTo(at.y);
  });
  it('stays within the scale bounds', () => {
    expect(zoomAt({ scale: 3, x: 0, y: 0 }, 10, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
    expect(zoomAt({ scale: 0.1, x: 0, y: 0 }, 0.01, { x: 0, y: 0 }).scale).toBe(MIN_SCALE);
  });
});

describe('keepInSight', () => {
  it('stops a diagram dragged away with a strip of it still in the viewport', () => {
    const content: Size = { width: 400, height: 300 };
    const viewport: Size = { width: 500, height: 400 };
    expect(keepInSight({ scale: 1, x: 5000, y: -5000 }, content, viewport)).toEqual({
      scale: 1,
      x: 500 - KEEP_VISIBLE,
      y: KEEP_VISIBLE - 300,
    });
    const inside = { scale: 1, x: 10, y: 10 };
    expect(keepInSight(inside, content, viewport)).toBe(inside);
  });
});

describe('zoomReducer', () => {
  const content = { width: 2000, height: 1000 };
  const viewport = { width: 1000, height: 600 };
  const fitted = run([
    { type: 'viewport', size: viewport },
    { type: 'content', size: content },
  ]);

  it('fits once the drawing and the viewport are known, so nothing is clipped', () => {
    expect(fitted.fitted).toBe(true);
    const b = box(fitted);
    expect(b.left).toBeGreaterThanOrEqual(0);
    expect(b.top).toBeGreaterThanOrEqual(0);
    expect(b.right).toBeLessThanOrEqual(viewport.width);
    expect(b.bottom).toBeLessThanOrEqual(viewport.height);
  });

  it('zooms in and out about the centre by one step, and leaves fit', () => {
    const inState = zoomReducer(fitted, { type: 'zoom', factor: ZOOM_STEP });
    expect(inState.view.scale).toBeCloseTo(fitted.view.scale * ZOOM_STEP);
    expect(inState.fitted).toBe(false);
    const back = zoomReducer(inState, { type: 'zoom', factor: 1 / ZOOM_STEP });
    expect(back.view.scale).toBeCloseTo(fitted.view.scale);
    expect(back.view.x).toBeCloseTo(fitted.view.x);
  });

  it('shows the natural size at 100 % and fits again on fit', () => {
    const actual = zoomReducer(fitted, { type: 'actual' });
    expect(actual.view.scale).toBe(1);
    expect(zoomReducer(actual, { type: 'fit' })).toEqual(fitted);
  });

  it('pans, within reach', () => {
    const zoomedIn = zoomReducer(fitted, { type: 'actual' });
    const moved = zoomReducer(zoomedIn, { type: 'pan', dx: -30, dy: 10 });
    expect(moved.view.x).toBe(zoomedIn.view.x - 30);
    expect(moved.view.y).toBe(zoomedIn.view.y + 10);
    const far = zoomReducer(moved, { type: 'pan', dx: 1e6, dy: 0 });
    expect(far.view.x).toBe(viewport.width - KEEP_VISIBLE);
  });

  it('fits again when the viewport resizes while fitted, keeps the zoom after a zoom', () => {
    const narrow = zoomReducer(fitted, { type: 'viewport', size: { width: 375, height: 400 } });
    expect(narrow.fitted).toBe(true);
    expect(box(narrow).right).toBeLessThanOrEqual(375);
    const zoomed = zoomReducer(fitted, { type: 'zoom', factor: 2 });
    const resized = zoomReducer(zoomed, { type: 'viewport', size: { width: 900, height: 600 } });
    expect(resized.view.scale).toBe(zoomed.view.scale);
    expect(resized.fitted).toBe(false);
  });

  it('ignores a repeated size and fits a redrawn diagram of another size', () => {
    expect(zoomReducer(fitted, { type: 'content', size: { ...content } })).toBe(fitted);
    const zoomed = zoomReducer(fitted, { type: 'zoom', factor: 2 });
    const redrawn = zoomReducer(zoomed, { type: 'content', size: { width: 500, height: 300 } });
    expect(redrawn.fitted).toBe(true);
    expect(redrawn.view.scale).toBe(1);
  });

  it('does nothing before it knows the sizes', () => {
    expect(zoomReducer(initialZoom, { type: 'fit' })).toBe(initialZoom);
  });
});

describe('input', () => {
  it('maps a wheel notch to one step, down zooming out', () => {
    expect(wheelFactor(-100, 0)).toBeCloseTo(ZOOM_STEP);
    expect(wheelFactor(100, 0)).toBeCloseTo(1 / ZOOM_STEP);
    expect(wheelFactor(-3, 1)).toBeCloseTo(Math.pow(ZOOM_STEP, 0.99));
    expect(wheelFactor(-10_000, 0)).toBeCloseTo(Math.pow(ZOOM_STEP, 3));
  });

  it('turns a pinch into a pan with the fingers and a zoom about their middle', () => {
    const actions = pinchStep(
      [
        { x: 100, y: 100 },
        { x: 200, y: 100 },
      ],
      [
        { x: 50, y: 110 },
        { x: 250, y: 110 },
      ],
    );
    expect(actions).toEqual([
      { type: 'pan', dx: 0, dy: 10 },
      { type: 'zoom', factor: 2, at: { x: 150, y: 110 } },
    ]);
    const still = [
      { x: 1, y: 1 },
      { x: 5, y: 5 },
    ] as const;
    expect(pinchStep(still, still)).toEqual([]);
  });

  it('maps the keys: arrows pan, + and − zoom, 0 fits, 1 is 100 %, others nothing', () => {
    expect(keyAction('ArrowRight')).toEqual({ type: 'pan', dx: -PAN_STEP, dy: 0 });
    expect(keyAction('ArrowUp')).toEqual({ type: 'pan', dx: 0, dy: PAN_STEP });
    expect(keyAction('+')).toEqual({ type: 'zoom', factor: ZOOM_STEP });
    expect(keyAction('-')).toEqual({ type: 'zoom', factor: 1 / ZOOM_STEP });
    expect(keyAction('0')).toEqual({ type: 'fit' });
    expect(keyAction('1')).toEqual({ type: 'actual' });
    expect(keyAction('a')).toBeNull();
    expect(keyAction('Tab')).toBeNull();
  });
});

describe('following a state (focus)', () => {
  const viewport = { width: 800, height: 500 };
  const content = { width: 3000, height: 2000 };
  const fitted = zoomReducer(zoomReducer(initialZoom, { type: 'content', size: content }), {
    type: 'viewport',
    size: viewport,
  });

  it('centres a small state at its natural size, with room for its transitions', () => {
    const box = { x: 1000, y: 600, width: 120, height: 40 };
    const { view, fitted: stillFitted } = zoomReducer(fitted, { type: 'focus', box });
    expect(view.scale).toBe(FOCUS_MAX_SCALE);
    expect(view.x + (box.x + box.width / 2) * view.scale).toBeCloseTo(viewport.width / 2);
    expect(view.y + (box.y + box.height / 2) * view.scale).toBeCloseTo(viewport.height / 2);
    expect(stillFitted).toBe(false);
    expect(fitted.view.scale).toBeLessThan(READABLE_SCALE);
  });

  it('never goes below the readable scale, even for a box wider than the viewport', () => {
    const view = focusView({ x: 0, y: 0, width: 2000, height: 100 }, viewport);
    expect(view.scale).toBe(READABLE_SCALE);
    // In between: the padded box fitted.
    const mid = focusView({ x: 0, y: 0, width: 600, height: 40 }, viewport);
    expect(mid.scale).toBeGreaterThan(READABLE_SCALE);
    expect(mid.scale).toBeLessThan(FOCUS_MAX_SCALE);
    expect(mid.scale).toBeCloseTo((viewport.width - 2 * FIT_PADDING) / (600 + 2 * FOCUS_PADDING));
  });

  it('ignores an empty box or a diagram not drawn yet', () => {
    expect(zoomReducer(fitted, { type: 'focus', box: { x: 0, y: 0, width: 0, height: 0 } })).toBe(fitted);
    expect(zoomReducer(initialZoom, { type: 'focus', box: { x: 0, y: 0, width: 10, height: 10 } })).toBe(initialZoom);
  });
});
