/**
 * A part of a server-rendered page that hydrates on its own: a Suspense boundary with nothing to wait for.
 * React hydrates the page around it first and each such part afterwards, separately, in short tasks (each
 * with its own commit), so a long page's hydration never holds a phone's main thread for long, and a tap on
 * a part not yet hydrated hydrates that part first. In a browser render it is an ordinary wrapper.
 */
import { Suspense, type ReactNode } from 'react';

export function HydrationPart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
