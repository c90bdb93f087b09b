/**
 * A lazily loaded component that a tap opens (the left menu, a home tab's panel), which never suspends once its
 * module is loaded. React 19 reveals a suspended boundary's content no sooner than 300 ms after the boundary
 * showed its fallback (react-dom's FALLBACK_THROTTLE_MS), so a menu behind `React.lazy` opened ~350 ms after
 * the tap on a slow phone even when its code was one loopback request away (bench:interactions, "to the visible
 * outcome"). `preload()` loads the module ahead (on intent, when idle); a mount after it renders the component
 * itself, with no Suspense in between. A mount before it still works: it suspends as `React.lazy` does.
 */
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

export interface Preloadable<P> {
  (props: P): ReactElement;
  /** Loads the module (once; a failure lets the next call try again). Never rejects. */
  preload(): Promise<boolean>;
  /** Whether the module is loaded: a mount now renders without suspending. */
  loaded(): boolean;
  /**
   * Calls `show` once the module is in: at once when it already is, else after the download — a failed one too
   * (the mount then asks again, and its error boundary speaks if that fails). For a tap that opens the component.
   */
  whenLoaded(show: () => void): void;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchModule = () => {
    pending ??= load().then(
      (c) => (component = c),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await fetchModule() }));
  function Preloaded(props: P): ReactElement {
    // The lazy wrapper never commits once the module is in: a suspended mount renders again from scratch when
    // it arrives, and `component` is set by then, so a shown mount never changes type (no remount).
    return createElement(component ?? Lazy, props);
  }
  const preload = () =>
    fetchModule().then(
      () => true,
      () => false,
    );
  return Object.assign(Preloaded, {
    preload,
    loaded: () => component !== undefined,
    whenLoaded: (show: () => void) => {
      if (component) show();
      else void preload().then(() => show());
    },
  });
}
