// @vitest-environment jsdom
/**
 * The terms sheet (src/features/auth/legal-sheet.tsx): two tabs, the support address of the
 * configuration, a close icon, and the I Agree button only when `onAgree` is given (green mode).
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegalSheet } from '../../src/features/auth/legal-sheet';
import { renderApp, type TestApp } from '../helpers/render';
import { CONFIG_WITH_LIST } from '../machines/models/fixtures';

afterEach(() => cleanup());

const EMAIL = 'help@lobby.test';
const handlers = { anonymousAppConfig: () => ({ errcode: 0, ...CONFIG_WITH_LIST, supportEmail: EMAIL }) };

/** Opens the sheet from a button, as the login and register pages do. */
function SheetHarness({ onAgree }: { onAgree?: () => void }) {
  // Visual state only: whether the sheet is open.
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open terms
      </button>
      <LegalSheet
        open={open}
        onClose={() => setOpen(false)}
        onAgree={
          onAgree
            ? () => {
                onAgree();
                setOpen(false);
              }
            : undefined
        }
      />
    </>
  );
}

/**
 * Opens the sheet. The documents load while it renders (React's use()), and a component that suspends in
 * the synchronous act() of a user-event click never resumes in jsdom, so this click runs in an awaited act.
 */
async function openSheet(app: TestApp) {
  await act(async () => {
    await app.user.click(screen.getByRole('button', { name: 'open terms' }));
  });
}

describe('LegalSheet', () => {
  it('switches between the terms and the privacy policy', async () => {
    const app = await renderApp({ handlers }, <SheetHarness />);
    await openSheet(app);
    const terms = await screen.findByRole('tab', { name: 'Terms of Use' });
    const privacy = screen.getByRole('tab', { name: 'Privacy Policy' });
    expect(terms).toHaveAttribute('aria-selected', 'true');
    expect(privacy).toHaveAttribute('aria-selected', 'false');
    expect(await screen.findByRole('heading', { level: 3, name: '1. Acceptance of these terms' })).toBeInTheDocument();
    await app.user.click(privacy);
    expect(privacy).toHaveAttribute('aria-selected', 'true');
    expect(terms).toHaveAttribute('aria-selected', 'false');
    expect(await screen.findByRole('heading', { level: 3, name: '1. Who we are' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '1. Acceptance of these terms' })).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(`by e-mail to ${EMAIL}`);
    await app.user.click(terms);
    expect(await screen.findByRole('heading', { level: 3, name: '4. Restricted persons' })).toBeInTheDocument();
  });

  it('has no I Agree button without onAgree, and closes from its close icon', async () => {
    const app = await renderApp({ handlers }, <SheetHarness />);
    await openSheet(app);
    expect(await screen.findByRole('tab', { name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I Agree' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Terms of Use' })).not.toBeInTheDocument());
  });

  it('shows I Agree when onAgree is given, and reports the agreement', async () => {
    const onAgree = vi.fn();
    const app = await renderApp({ handlers }, <SheetHarness onAgree={onAgree} />);
    await openSheet(app);
    const agree = await screen.findByRole('button', { name: 'I Agree' });
    expect(onAgree).not.toHaveBeenCalled();
    await app.user.click(agree);
    expect(onAgree).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'I Agree' })).not.toBeInTheDocument());
  });

  it('speaks Thai', async () => {
    const app = await renderApp({ handlers, locale: 'th-TH' }, <SheetHarness onAgree={() => {}} />);
    await openSheet(app);
    expect(await screen.findByRole('tab', { name: 'ข้อกำหนดการใช้งาน' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 3, name: '1. การยอมรับข้อกำหนด' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('tab', { name: 'นโยบายความเป็นส่วนตัว' }));
    expect(await screen.findByRole('heading', { level: 3, name: '9. การถอนความยินยอม' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ฉันยอมรับ' })).toBeInTheDocument();
  });
});
