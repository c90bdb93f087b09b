// @vitest-environment jsdom
/**
 * The "new version" banner over the live app-update flow, with vite-plugin-pwa's registration faked: it
 * shows when a new worker waits, hides in a game (/start) and while a payment panel is open, and its Update
 * tells the waiting worker to take over; Later hides it.
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATH, start } from '../../contract/paths';
import { activateLocale, areaReady, i18n } from '../../src/i18n/i18n';
import { markPaymentOpen } from '../../src/lib/payment-open';

const worker = vi.hoisted(() => ({
  options: null as null | { onNeedRefresh?: () => void; onNeedReload?: () => void },
  skipWaiting: 0,
}));

vi.mock('../../src/features/pwa/register-sw', () => ({
  registerSW: (options: typeof worker.options) => {
    worker.options = options;
    return async () => void (worker.skipWaiting += 1);
  },
}));

let navigate: NavigateFunction = () => {};
function Navigator() {
  const go = useNavigate();
  useEffect(() => void (navigate = go), [go]);
  return null;
}

beforeAll(async () => {
  await activateLocale('th-TH');
  await areaReady('pwa');
});
afterAll(cleanup);

describe('app update banner', () => {
  it('asks in the lobby, waits during a game and a payment, and updates on the tap', async () => {
    const { UpdateHost } = await import('../../src/features/pwa/update-host');
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[PATH.home]}>
          <Navigator />
          <UpdateHost />
        </MemoryRouter>
      </I18nProvider>,
    );
    const banner = () => screen.queryByRole('region', { name: 'อัปเดตแอป' });
    await waitFor(() => expect(worker.options).not.toBeNull());
    expect(banner()).toBeNull();

    act(() => worker.options!.onNeedRefresh!());
    expect(banner()).toHaveTextContent('มีเวอร์ชันใหม่พร้อมใช้งาน');

    act(() => navigate(start(1001)));
    await waitFor(() => expect(banner()).toBeNull());
    act(() => navigate(PATH.home));
    await waitFor(() => expect(banner()).not.toBeNull());

    const close = markPaymentOpen();
    await waitFor(() => expect(banner()).toBeNull());
    act(() => close());
    await waitFor(() => expect(banner()).not.toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'ภายหลัง' }));
    expect(banner()).toBeNull();
    act(() => worker.options!.onNeedRefresh!()); // a newer build
    expect(worker.skipWaiting).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'อัปเดต' }));
    expect(banner()).toHaveTextContent('กำลังอัปเดต…');
    expect(worker.skipWaiting).toBe(1);
  });
});
