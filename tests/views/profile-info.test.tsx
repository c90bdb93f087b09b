// @vitest-environment jsdom
/** /about and /apkdownload. */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount, shellHandlers } from './shell-fixtures';

afterEach(() => cleanup());

describe('/about', () => {
  it('says what the app is, its version, the rules and the support address', async () => {
    await mount({ path: '/about', handlers: shellHandlers({ config: { supportEmail: 'help@lobby.test' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('Version 1.0.27')).toBeInTheDocument();
    expect(screen.getByText(/Philippine gaming regulator/)).toBeInTheDocument();
    expect(screen.getByText('Players must be 21 or older.')).toBeInTheDocument();
    expect(screen.getByText('Only one account per player is allowed.')).toBeInTheDocument();
    expect(screen.getByText('Bots and automated play are forbidden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@lobby.test' })).toHaveAttribute('href', 'mailto:help@lobby.test');
  });

  it('is in Thai too', async () => {
    await mount({ path: '/about', locale: 'th-TH', handlers: shellHandlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'เกี่ยวกับเรา' })).toBeInTheDocument();
    expect(screen.getByText('เวอร์ชัน 1.0.27')).toBeInTheDocument();
  });
});

describe('/apkdownload', () => {
  it('offers the Android download with the h5dl install referrer and the app bonus in the variant currency', async () => {
    await mount({ path: '/apkdownload', handlers: shellHandlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Download the app' })).toBeInTheDocument();
    expect(
      screen.getByText('Log in to our Android app for the first time and get a ฿20.00 bonus (once per account).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      '/sandbox/apk?install_referrer=h5dl',
    );
  });

  it('says the download is unavailable when the configuration offers none', async () => {
    await mount({
      path: '/apkdownload',
      handlers: shellHandlers({ config: { h5: { url: 'http://x', downloadType: 1, downloadUrl: '/sandbox/apk' } } }),
    });
    expect(await screen.findByText('The app download is not available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download for Android' })).not.toBeInTheDocument();
  });
});
