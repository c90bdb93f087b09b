/**
 * The click handler of a customer-service link (its own module: it loads with the pages that have such a
 * link, not with the app frame).
 */
import { requestService, type ServiceRequest } from './service-requests';

/**
 * A link's click handler that opens customer service in place instead of following the link (its href, the
 * /service page, stays for a middle click, a modified click or a new tab). `request` defaults to opening
 * customer service (the queue's first entry).
 */
export function openServiceOnClick(
  root: object,
  request: ServiceRequest = { type: 'service.open' },
): (event: ServiceClick) => void {
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    requestService(root, request);
  };
}

/** The part of a click event the handler reads (React's and the DOM's both fit). */
export interface ServiceClick {
  readonly defaultPrevented: boolean;
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  preventDefault(): void;
}
