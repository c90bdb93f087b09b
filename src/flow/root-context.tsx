/** The app root in React context, and hooks to reach it. */
import { createContext, use, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { AppRoot } from './root';

const RootContext = createContext<AppRoot | null>(null);

export function RootProvider({ root, children }: { root: AppRoot; children: ReactNode }) {
  return <RootContext value={root}>{children}</RootContext>;
}

export function useRoot(): AppRoot {
  const root = use(RootContext);
  if (!root) throw new Error('useRoot outside <RootProvider>');
  return root;
}

/** A slice of the session actor's snapshot. */
export function useSession<T>(selector: Parameters<typeof useSelector<AppRoot['session'], T>>[1]): T {
  return useSelector(useRoot().session, selector);
}
