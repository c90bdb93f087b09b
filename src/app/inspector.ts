/**
 * @statelyai/inspect behind a development flag: with `localStorage.inspect === '1'` in a development build,
 * the browser inspector (it opens the Stately inspector window) receives every actor's inspection events.
 * Nothing depends on reaching it: a failed load or a closed window only means no inspection. Production
 * builds drop this code (import.meta.env.DEV is false there).
 */
import type { InspectionEvent } from 'xstate';
import type { KeyValueStorage } from '../lib/storage-keys';

const INSPECT_STORAGE_KEY = 'inspect';

/** The inspect callback for createAppRoot, or undefined when inspection is off or unavailable. */
export async function devInspector(storage: KeyValueStorage): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!import.meta.env.DEV) return undefined;
  if (storage.getItem(INSPECT_STORAGE_KEY) !== '1') return undefined;
  let inspector: { inspect: { next?: (event: InspectionEvent) => void } };
  try {
    const { createBrowserInspector } = await import('@statelyai/inspect');
    inspector = createBrowserInspector();
  } catch {
    return undefined;
  }
  return (event) => {
    try {
      inspector.inspect.next?.(event);
    } catch {
      // The inspector is a bystander: its failures never reach the app.
    }
  };
}
