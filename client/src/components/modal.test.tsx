import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          title="Confirm"
          role="alertdialog"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <button type="button">No</button>
          <button type="button" data-autofocus>
            Yes
          </button>
        </Modal>
      )}
      <button type="button">After</button>
    </>
  );
}

describe('Modal', () => {
  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const yes = screen.getByRole('button', { name: 'Yes' });
    expect(yes).toHaveFocus();
    // Close, No, Yes, and round again: never the page behind.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.tab();
    expect(yes).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(yes).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('Modal with focusAfterPaint', () => {
  it('moves focus in after the frame that draws it, and Escape closes it before that', async () => {
    const onClose = vi.fn();
    const { unmount } = render(
      <Modal title="How many?" onClose={onClose} focusAfterPaint>
        <button type="button" data-autofocus>
          Two
        </button>
      </Modal>,
    );
    const two = screen.getByRole('button', { name: 'Two' });
    expect(two).not.toHaveFocus();
    await waitFor(() => expect(two).toHaveFocus());
    unmount();
    render(
      <Modal title="How many?" onClose={onClose} focusAfterPaint>
        <button type="button">One</button>
      </Modal>,
    );
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
