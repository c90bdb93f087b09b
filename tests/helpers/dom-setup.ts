/**
 * Every file: the loads its dynamic imports started are waited for before its environment goes (see
 * `settleDynamicImports` in vitest.config.ts). For view tests, jsdom gaps, filled for view tests (node-environment tests skip this): matchMedia (answers min-width
 * queries against `globalThis.__viewportWidth`, default 375), window.scrollTo, <dialog>'s showModal/close (the real focus
 * trap is checked in Chromium by the e2e tests), and the app's style that keeps the toast popover displayed; and
 * Testing Library's wait ceiling.
 */
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';

const ACT_NOISE = 'The current testing environment is not configured to support act(';

declare global {
  var __viewportWidth: number;
  /** Set here; vitest.config.ts wraps every dynamic import of the project's modules in it. */
  var __settleImport: <T>(load: Promise<T>) => Promise<T>;
}

// The dynamic imports this file's code started and that have not settled. A test's last page may still be
// loading its lazy modules when the test ends (it asserted on the shell, not the page): the file waits for them
// after each test and before its environment is torn down, so no load is cut off half way.
const loading = new Set<Promise<unknown>>();
globalThis.__settleImport = (load) => {
  loading.add(load);
  const done = () => void loading.delete(load);
  load.then(done, done);
  return load;
};
async function settleImports(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}
afterEach(settleImports);
afterAll(settleImports);

if (typeof window !== 'undefined') {
  // One ceiling for every `findBy…` and `waitFor` of every view test (one may still set a tighter one where the
  // timing is what it asserts). They poll and return as soon as the page is there, so a passing test takes no
  // longer; but a file's first page loads its lazy modules and catalogs, submits wait for the form's debounce and
  // RSA, and under `npm test` two test files share two cores with the app's build: Testing Library's default
  // second is not enough there.
  const { act, configure } = await import('@testing-library/react'); // view tests only: node tests skip its import
  // An event's act (a click, a keystroke) is also awaited in the background. React leaves a render that suspends
  // inside a synchronous act (a tap that navigates to a lazy page not rendered yet) in act's queue, and only an
  // awaited act goes on with it; otherwise the render is dropped while React still counts it as scheduled, so the
  // page never comes (withdraw-only's "Start verification", 3 runs of 3; React warned "A component
  // suspended inside an `act` scope, but the `act` call was not awaited").
  // While such an act goes on React queues every update in it, and an update made meanwhile by Testing Library's
  // waits (which turn the act environment off while they poll) makes React say "The current testing environment is
  // not configured to support act(...)": about 200 lines a run of tests/views that say nothing about the tests.
  // That one message is left out; reading the flag as on during the act instead made React warn of updates "not
  // wrapped in act" (about 450 lines).
  const consoleError = console.error as typeof console.error & { actNoiseLeftOut?: true };
  if (!consoleError.actNoiseLeftOut) {
    // Once per worker: the files a worker runs share this global (isolate: false).
    const filtered = (...args: unknown[]) => {
      const message = args[0];
      if (typeof message === 'string' && message.startsWith(ACT_NOISE)) return;
      consoleError.apply(console, args);
    };
    console.error = Object.assign(filtered, { actNoiseLeftOut: true as const });
  }
  let inEvent = false;
  configure({
    asyncUtilTimeout: 10_000,
    eventWrapper: (cb) => {
      if (inEvent) return cb();
      inEvent = true;
      try {
        let result: unknown;
        const done = act(() => {
          result = cb();
        }) as unknown as PromiseLike<void>;
        done.then(
          () => undefined,
          () => undefined,
        );
        return result;
      } finally {
        inEvent = false;
      }
    },
  });
  globalThis.__viewportWidth = 375;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = min ? globalThis.__viewportWidth >= Number(min[1]) : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
  // jsdom does not scroll (it logs "Not implemented"); pages reset the scroll on navigation.
  window.scrollTo = () => {};
  // Vitest does not load CSS modules; the app's toast region overrides the UA's hidden-popover rule.
  const style = document.createElement('style');
  style.textContent = '[popover] { display: flex; }';
  document.head.append(style);
  const proto = window.HTMLDialogElement?.prototype;
  if (proto && !proto.showModal) {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.show = proto.showModal;
    proto.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
}
