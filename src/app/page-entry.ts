/**
 * A lazy page of the route tables (src/app/routes.tsx, src/app/pages.ts): how its code loads, the catalogs it
 * renders with (so the first address's messages download alongside its code), and, in the server's build, its
 * source module (vite.config.ts `pageModules`), which the server turns into the page's preload hints.
 */
import type { ComponentType } from 'react';

export interface PageEntry {
  /** Loads the page's module (once) and gives its component. */
  readonly load: () => Promise<ComponentType>;
  /** The catalog areas it renders with. */
  readonly areas: readonly string[];
  /** The page's source module (a key of the build's manifest); only in the server's build. */
  readonly module: string | undefined;
}

/** Export `name` of the module `load` imports, rendered with the catalogs `areas`. */
export function named<K extends string>(
  load: (() => Promise<Record<K, ComponentType>>) & { module?: string },
  name: K,
  areas: readonly string[] = [],
): PageEntry {
  let pending: Promise<ComponentType> | undefined;
  return { load: () => (pending ??= load().then((m) => m[name])), areas, module: load.module };
}
