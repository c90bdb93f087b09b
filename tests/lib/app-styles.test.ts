// @vitest-environment jsdom
/**
 * The app waits for a server page's whole stylesheet (src/lib/app-styles.ts): at once where there is none or
 * /boot.js marked it done, else until it loads or fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { appStylesLoaded } from '../../src/lib/app-styles';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

function sheet(state?: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute('data-app-css', '');
  if (state) link.dataset.state = state;
  document.head.appendChild(link);
  return link;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('appStylesLoaded', () => {
  it('settles at once without a sheet (a client-rendered shell) or with one marked done', async () => {
    expect(await settled(appStylesLoaded())).toBe(true);
    sheet('done');
    expect(await settled(appStylesLoaded())).toBe(true);
  });

  it('waits for a pending sheet to load, and for one that fails', async () => {
    const loading = sheet();
    const failing = sheet();
    const wait = appStylesLoaded();
    expect(await settled(wait)).toBe(false);
    loading.dispatchEvent(new Event('load'));
    expect(await settled(wait)).toBe(false);
    failing.dispatchEvent(new Event('error'));
    expect(await settled(wait)).toBe(true);
  });
});
