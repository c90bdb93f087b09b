// @vitest-environment jsdom
/**
 * The click shield (src/ui/click-shield.ts): the rest of a double click acts only on the control its first press
 * hit; after an overlay closes it acts nowhere for SHIELD_MS; a new single click and keyboard activation always act.
 * The presses are dispatched as Chromium sends them: mousedown, mouseup, click with the click count in `detail`,
 * then dblclick after the second.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installClickShield, SHIELD_MS, shieldAfterClose } from '../../src/ui/click-shield';

beforeAll(installClickShield);
/**
 * The shield's clock, set by the test: the module is shared with the worker's other files, and a dialog that one of
 * them closed less than SHIELD_MS before would otherwise still shield these presses.
 */
let now = 0;
beforeEach(() => {
  now = 1e12;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** One press at `target` with the browser's click count; whether its mousedown and click went through. */
function press(target: Element, detail: number): { down: boolean; click: boolean } {
  const init = { bubbles: true, cancelable: true, detail, button: 0 };
  const down = target.dispatchEvent(new MouseEvent('mousedown', init));
  target.dispatchEvent(new MouseEvent('mouseup', init));
  const click = target.dispatchEvent(new MouseEvent('click', init));
  if (detail === 2) target.dispatchEvent(new MouseEvent('dblclick', init));
  return { down, click };
}

/** A control that counts the clicks and double clicks that reach it. */
function control<K extends keyof HTMLElementTagNameMap>(tag: K, text: string) {
  const element = document.createElement(tag);
  element.textContent = text;
  if (element instanceof HTMLAnchorElement) element.href = '#deposit';
  const seen = { clicks: 0, dblclicks: 0 };
  element.addEventListener('click', () => (seen.clicks += 1));
  element.addEventListener('dblclick', () => (seen.dblclicks += 1));
  document.body.append(element);
  return { element, seen };
}

describe('the rest of a double click', () => {
  it('does not act on a control that came under the pointer after the first press (the box said "received", the link moved up)', () => {
    const receive = control('button', 'Receive');
    const deposit = control('a', 'Deposit');
    // The first press is answered at once: the button goes, the link below moves up under the pointer.
    receive.element.addEventListener('click', () => receive.element.remove());
    expect(press(receive.element, 1)).toEqual({ down: true, click: true });
    const rest = press(deposit.element, 2);
    expect(rest).toEqual({ down: false, click: false });
    expect(receive.seen.clicks).toBe(1);
    expect(deposit.seen).toEqual({ clicks: 0, dblclicks: 0 });
    // A new click on the link acts at once, and so does keyboard activation (detail 0).
    expect(press(deposit.element, 1).click).toBe(true);
    deposit.element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }));
    expect(deposit.seen.clicks).toBe(2);
  });

  it('does not act on a control when the first press hit none (plain text) and a control moved in', () => {
    const text = document.createElement('p');
    text.textContent = 'Inside: ฿2.00';
    document.body.append(text);
    const deposit = control('a', 'Deposit');
    press(text, 1);
    expect(press(deposit.element, 2).click).toBe(false);
    expect(deposit.seen.clicks).toBe(0);
  });

  it('reaches the control its first press hit (the control decides whether it acts again), inner elements included', () => {
    const open = control('button', '');
    const label = document.createElement('span');
    label.textContent = 'Open a red packet';
    open.element.append(label);
    expect(press(label, 1).click).toBe(true);
    expect(press(open.element, 2)).toEqual({ down: true, click: true });
    expect(open.seen).toEqual({ clicks: 2, dblclicks: 1 });
  });

  it('keeps a double click in a field (a word selected) and on text', () => {
    const field = document.createElement('input');
    document.body.append(field);
    press(field, 1);
    expect(press(field, 2).down).toBe(true);
    const text = document.createElement('p');
    text.textContent = 'Terms';
    document.body.append(text);
    press(text, 1);
    expect(press(text, 2).down).toBe(true);
  });

  it('after an overlay closes: acts nowhere for SHIELD_MS, the same control included; then as before', () => {
    const close = control('button', 'Close');
    close.element.addEventListener('click', () => shieldAfterClose());
    press(close.element, 1);
    expect(press(close.element, 2).click).toBe(false);
    expect(close.seen).toEqual({ clicks: 1, dblclicks: 0 });
    // A new single click passes at once.
    expect(press(close.element, 1).click).toBe(true);
    now += SHIELD_MS;
    expect(press(close.element, 2).click).toBe(true);
  });
});
