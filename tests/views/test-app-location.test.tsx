// @vitest-environment jsdom
/**
 * The view tests' `app.location()` (tests/helpers/render.tsx) is the path of the page on screen: while the next
 * page's code loads, the path a test waits for must not be the next page's yet — else the test's next query reads
 * the old page just before it goes.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { renderApp } from '../helpers/render';

afterEach(() => cleanup());

it('says the new path only once its page is on screen', async () => {
  let show!: () => void;
  const loaded = new Promise<void>((resolve) => (show = resolve));
  const Next = lazy(async () => {
    await loaded;
    return { default: () => <h1>Next page</h1> };
  });
  const app = await renderApp(
    { path: '/first' },
    <Routes>
      <Route path="/first" element={<Link to="/next">Go on</Link>} />
      <Route path="/next" element={<Next />} />
    </Routes>,
  );
  expect(app.location()).toBe('/first');
  await app.user.click(screen.getByRole('link', { name: 'Go on' }));
  // The next page's code has not come: it is not on screen, and the path says so.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('heading', { name: 'Next page' })).toBeNull();
  expect(app.location()).toBe('/first');
  await act(async () => show());
  await waitFor(() => expect(app.location()).toBe('/next'));
  expect(screen.getByRole('heading', { name: 'Next page' })).toBeInTheDocument();
  expect(screen.queryByText('Go on')).toBeNull();
});
