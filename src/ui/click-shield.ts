/**
 * No click-through: the rest of a double click or a double tap never acts on something the player did not aim at.
 * A double click is two presses at one point; when the first one changes the page (a dialog closes, a button
 * that answered is replaced by "received", a box shrinks and the next button moves up) the second press lands
 * on whatever is at that point now — a link, the tab bar, the next popup. Two rules, checked by the document in
 * the capture phase before anything else sees the event, on the pointer events that continue a multi-click
 * (`detail` ≥ 2: the browser's click count, which also counts a double tap's taps) and on `dblclick`:
 *
 * - **Same control**: the rest of a multi-click acts only on the control its first press hit (the nearest
 *   button, link, field, label or other focusable role around the press). When that control was removed or moved
 *   from under the pointer, the rest lands elsewhere and is swallowed. Installed at the app's start
 *   (`installClickShield`, src/main.tsx).
 * - **After an overlay closes**: `shieldAfterClose()` is called by every overlay as it closes; for SHIELD_MS
 *   afterwards the rest of a multi-click is swallowed wherever it lands, the overlay's own button included (it
 *   may still be in the page, fading out).
 *
 * A new single click or tap (`detail` 1) and keyboard activation (`detail` 0) pass at once, so a player — or a
 * test — acting quickly is never ignored. Whether a second press on the same control acts again is the
 * control's own choice (`Button`'s `singleClick`, src/ui/button.tsx).
 */

/** How long after an overlay closes the rest of a double-click is swallowed (the usual double-click time). */
export const SHIELD_MS = 500;

const EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'dblclick', 'auxclick', 'contextmenu'];

/** What counts as one control: the element a press acts on. */
const CONTROL = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

let shieldUntil = 0;
let installed = false;
/** The control the first press of the current multi-click hit (null: none, e.g. plain text). */
let firstControl: Element | null = null;

function controlOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(CONTROL) : null;
}

/**
 * The rest of a double click or a double tap: `dblclick`, or a press or click whose `detail` (the browser's click
 * count) is 2 or more. A DOM event or React's (a `Button`'s `singleClick`, src/ui/button.tsx).
 */
export function continuesMultiClick(event: { readonly type: string; readonly detail?: number }): boolean {
  return event.type === 'dblclick' || (event.detail ?? 0) >= 2;
}

function guard(event: Event): void {
  // A multi-click's first press (a tap's compatibility mouse events carry the tap count too).
  if ((event as MouseEvent).detail === 1 && (event.type === 'mousedown' || event.type === 'click')) {
    firstControl = controlOf(event.target);
    return;
  }
  if (!continuesMultiClick(event as MouseEvent)) return;
  const elsewhere = controlOf(event.target) !== firstControl;
  if (!elsewhere && performance.now() >= shieldUntil) return;
  event.preventDefault();
  event.stopImmediatePropagation();
}

/** Installs the document's rules (once; the app's start calls it, an overlay's close makes sure of it). */
export function installClickShield(): void {
  if (typeof window === 'undefined' || installed) return;
  installed = true;
  for (const type of EVENTS) window.addEventListener(type, guard, { capture: true });
}

/** Called by an overlay as it closes (or is removed while open). */
export function shieldAfterClose(): void {
  if (typeof window === 'undefined') return;
  shieldUntil = performance.now() + SHIELD_MS;
  installClickShield();
}
