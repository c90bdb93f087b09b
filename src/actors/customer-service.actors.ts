/**
 * The customer-service flow's live implementations: the queue from `getCustomerServices`, and a new window
 * for the entries that are not embedded (the browser's `window.open`, handed in by the view that runs the
 * flow, so the flow stays testable without a browser).
 */
import { fromPromise } from 'xstate';
import { customerServiceMachine } from '../../machines/customer-service.machine';
import type { ServiceEntry } from '../../machines/customer-service.rules';
import type { FlowPort, ImplementationsOf } from './port';

/** What only the browser does for this flow. */
export interface ServiceBrowser {
  /** Opens `url` in a new window (outside the app). */
  openWindow(url: string): void;
}

export function customerServiceImplementations(port: Pick<FlowPort, 'deps'>, browser: ServiceBrowser) {
  return {
    actors: {
      loadQueue: fromPromise<readonly ServiceEntry[], void>(async ({ signal }) => {
        const { appCustomerServiceQueue } = await port.deps.api.call('getCustomerServices', {}, { signal });
        return appCustomerServiceQueue;
      }),
    },
    actions: { openWindow: (_, { url }) => browser.openWindow(url) },
  } satisfies ImplementationsOf<typeof customerServiceMachine>;
}

export function liveCustomerServiceMachine(port: Pick<FlowPort, 'deps'>, browser: ServiceBrowser) {
  return customerServiceMachine.provide(customerServiceImplementations(port, browser));
}
