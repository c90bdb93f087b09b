/**
 * The app's whole stylesheet on a server-rendered page. The page inlines only its first screen's rules
 * (server/render/critical-css.ts); public/boot.js adds the rest of the sheet (`<link data-app-css>`, marked
 * `data-state="done"` once loaded or failed) when it starts the app. The app renders nothing new before it is
 * in, so a sheet, menu or page the HTML did not have never shows unstyled. A client-rendered shell links the
 * sheet in its head: there is nothing to wait for.
 */
export function appStylesLoaded(doc: Document = document): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[data-app-css]')].filter(
    (link) => link.dataset.state !== 'done',
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
