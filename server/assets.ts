/** Generated images under /static (see domain/asset-urls.ts). */
import type { Hono } from 'hono';
import type { Deps } from './context';

export function mountAssets(app: Hono, deps: Deps): void {
  void app;
  void deps;
}
