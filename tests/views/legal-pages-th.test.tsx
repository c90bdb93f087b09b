// @vitest-environment jsdom
/**
 * The public legal pages in Thai, the default locale: headings, the Gregorian date, the support
 * address of the configuration, the links between the two documents, and green mode. One locale per file:
 * see legal-pages.test.tsx.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp, type Handlers } from '../helpers/render';
import { CONFIG_WITH_LIST } from '../machines/models/fixtures';

afterEach(() => cleanup());

// Each locale's documents are a chunk of their own; load both once so the first look-up is not timed on
// the transform of a large module.
beforeAll(async () => {
  await Promise.all([import('../../src/i18n/legal/en-US'), import('../../src/i18n/legal/th-TH')]);
});

const EMAIL = 'help@lobby.test';
/** The first page of a file waits for the lazy route, the catalog and the documents to load. */
const FIRST_PAINT = { timeout: 5000 };
const handlers = (mode: 'normal' | 'green' = 'normal'): Handlers => ({
  anonymousAppConfig: () => ({ errcode: 0, ...CONFIG_WITH_LIST, mode, supportEmail: EMAIL }),
});

describe('legal pages in Thai', () => {
  it('shows both documents in Thai', async () => {
    const app = await renderApp({ path: '/terms-of-use', locale: 'th-TH', handlers: handlers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'ข้อกำหนดการใช้งาน' }, FIRST_PAINT)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '1. การยอมรับข้อกำหนด' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '3. ข้อกำหนดด้านอายุ: 21 ปีขึ้นไป' })).toBeInTheDocument();
    expect(screen.getByText('ปรับปรุงล่าสุด: 21 พฤศจิกายน พ.ศ. 2569')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
    await app.user.click(screen.getByRole('link', { name: 'อ่านนโยบายความเป็นส่วนตัว' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'นโยบายความเป็นส่วนตัว' })).toBeInTheDocument();
    const consent = (await screen.findByRole('heading', { name: '9. การถอนความยินยอม' })).closest('section')!;
    expect(consent).toHaveTextContent(EMAIL);
    expect(screen.getByRole('link', { name: 'อ่านข้อกำหนดการใช้งาน' })).toHaveAttribute('href', '/terms-of-use');
    expect(screen.queryByText(/Withdrawing your consent/)).not.toBeInTheDocument();
  });

  it('works in green mode and on the desktop layout', async () => {
    await renderApp({ path: '/privacy-policy', locale: 'th-TH', handlers: handlers('green') });
    expect(await screen.findByRole('heading', { level: 2, name: '12. ติดต่อเรา' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'อ่านข้อกำหนดการใช้งาน' })).toBeInTheDocument();
    cleanup();
    await renderApp({ path: '/terms-of-use', locale: 'th-TH', layout: 'desktop', handlers: handlers() });
    expect(await screen.findByRole('heading', { level: 2, name: '5. การฝากและถอนเงิน' })).toBeInTheDocument();
    expect(screen.getByText('มากกว่า 500,000 เหรียญ: 5 ถึง 10 วันทำการ')).toBeInTheDocument();
  });
});
