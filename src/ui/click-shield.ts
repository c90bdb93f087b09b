/**
 * No click-through on a closing overlay. An overlay that closes on the first click of a double-click (a
 * dialog's button, a sheet's "paid", a popup's ✕) would let the rest of that double-click — the second
 * mousedown / mouseup / click and the dblclick, or a double tap's second tap — land on whatever lies beneath
 * (the tab bar, a link, the next popup). `shieldAfterClose()` is called by every overlay as it closes; for
 * SHIELD_MS afterwards the document swallows, in the capture phase before anything else sees them, the
 * pointer events that continue a multi-click (`detail` ≥ 2: the browser's click count, which also counts a
 * double tap) and `dblclick`. A new single click or tap (`detail` 1) and keyboard activation (`detail` 0)
 * pass at once, so a player — or a test — acting quickly after a close is never ignored.
 */

/** How long after an overlay closes the rest of a double-click is swallowed (the usual double-click time). */
export const SHIELD_MS = 500;

const EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'dblclick', 'auxclick', 'contextmenu'];
let shieldUntil = 0;
let installed = false;

function swallow(event: Event): void {
  if (performance.now() >= shieldUntil) return;
  const continuesMultiClick = event.type === 'dblclick' || ((event as MouseEvent).detail ?? 0) >= 2;
  if (!continuesMultiClick) return;
  event.preventDefault();
  event.stopImmediatePropagation();
}

/** Called by an overlay as it closes (or is removed while open). */
export function shieldAfterClose(): void {
  if (typeof window === 'undefined') return;
  shieldUntil = performance.now() + SHIELD_MS;
  if (installed) return;
  installed = true;
  for (const type of EVENTS) window.addEventListener(type, swallow, { capture: true });
}
