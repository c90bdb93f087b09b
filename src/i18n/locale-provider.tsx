/**
 * Lingui's context for the app, re-rendered when the active locale changes — not when a catalog area's
 * messages arrive. Every component that shows an area's messages waits for that area before it renders
 * (useArea, or the loader of a deferred host), so new messages change nothing already on screen; Lingui's own
 * provider would re-render the whole tree for each area (and, during hydration, make every part not yet
 * hydrated render afresh instead).
 */
import { LinguiContext } from '@lingui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { i18n as globalI18n, type I18n } from './i18n';

const contextOf = (i18n: I18n) => ({ i18n, _: i18n.t.bind(i18n) });

/**
 * `i18n`: the instance the tree shows (a server render's, of its request's locale: src/entry-server.tsx); by
 * default the browser's global one.
 */
export function LocaleProvider({ i18n = globalI18n, children }: { i18n?: I18n; children: ReactNode }) {
  const [context, setContext] = useState(() => contextOf(i18n));
  const shown = useRef(i18n.locale);
  useEffect(() => {
    const update = () => {
      if (i18n.locale === shown.current) return;
      shown.current = i18n.locale;
      setContext(contextOf(i18n));
    };
    const unsubscribe = i18n.on('change', update);
    update();
    return unsubscribe;
  }, [i18n]);
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
