// @vitest-environment jsdom
/**
 * Dialog's showModal(): at once in a running app; after the next paint while the app hydrates the server's
 * HTML (the dialog is painted by CSS meanwhile), and not at all when it closed before that paint.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { markAppReady, noteHydrating } from '../../src/lib/app-ready';
import { Dialog } from '../../src/ui/dialog';

afterEach(cleanup);

const dialog = () => document.querySelector('dialog')!;
const nextFrameAndTask = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

function Notice({ open }: { open: boolean }) {
  return (
    <Dialog open={open} title="Notice" onClose={() => undefined}>
      <p>Welcome</p>
    </Dialog>
  );
}

describe('Dialog showModal()', () => {
  it('opens at once when the app is not hydrating', () => {
    render(<Notice open />);
    expect(dialog().open).toBe(true);
  });

  it('while hydrating: painted open by its class, modal after the next paint', async () => {
    noteHydrating();
    render(<Notice open />);
    expect(dialog().open).toBe(false);
    expect(dialog().className).toMatch(/shown/);
    await nextFrameAndTask();
    expect(dialog().open).toBe(true);
  });

  it('while hydrating: closed before the paint, it never becomes modal', async () => {
    const { rerender } = render(<Notice open />);
    rerender(<Notice open={false} />);
    await nextFrameAndTask();
    expect(dialog().open).toBe(false);
    expect(dialog().className).not.toMatch(/shown/);
  });

  it('once the app is ready, at once again', () => {
    markAppReady();
    render(<Notice open />);
    expect(dialog().open).toBe(true);
  });
});
