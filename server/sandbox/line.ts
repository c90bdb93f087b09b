import type { Hono } from 'hono';
import type { Deps } from '../context';

// PLACEHOLDER: replaced by the real sandbox page.
export function mountLine(app: Hono, deps: Deps): void {
  void app;
  void deps;
}
