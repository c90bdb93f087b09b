/**
 * Whether a payment panel is open in this tab (the deposit sheet with the payment page, QR code or bank
 * details): the deposit sheet marks it while open (`useMarkPaymentOpen`), and the app-update flow reads it so
 * a new version never reloads the page mid-payment. A count, so two sheets (StrictMode's remount) add up.
 */
import { useEffect } from 'react';

let open = 0;
const listeners = new Set<() => void>();

export function paymentOpen(): boolean {
  return open > 0;
}

/** Calls `listener` whenever paymentOpen() may have changed; answers the unsubscribe. */
export function subscribePaymentOpen(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Marks a payment panel open until the returned function is called (once). */
export function markPaymentOpen(): () => void {
  open += 1;
  listeners.forEach((l) => l());
  let done = false;
  return () => {
    if (done) return;
    done = true;
    open -= 1;
    listeners.forEach((l) => l());
  };
}

/** Marks a payment panel open while `isOpen` holds and the component is mounted. */
export function useMarkPaymentOpen(isOpen: boolean): void {
  useEffect(() => (isOpen ? markPaymentOpen() : undefined), [isOpen]);
}
