/** Copy to the clipboard with the product's toasts ("Copy Success." / "Copy Fail."). */
import { useCallback } from 'react';
import { useRoot } from './root-context';

export function useCopy(): (text: string) => void {
  const root = useRoot();
  return useCallback(
    (text: string) => {
      const done = (ok: boolean) =>
        root.perform({
          type: 'toast',
          message: { id: ok ? 'common.copySuccess' : 'common.copyFail' },
          tone: ok ? 'success' : 'error',
        });
      const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
      if (!clipboard) return done(false);
      clipboard.writeText(text).then(
        () => done(true),
        () => done(false),
      );
    },
    [root],
  );
}
