import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { Modal } from './Modal.tsx';

function LeaveSite() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <button>Behind</button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="You are leaving example.com"
        description="You're about to exit this site. Do you wish to continue?"
        closeLabel="Close"
        actions={<button onClick={() => setOpen(false)}>Continue</button>}
      />
    </>
  );
}

describe('Modal', () => {
  it('opens as a labelled dialog, moves focus inside and locks page scroll', async () => {
    render(<LeaveSite />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'You are leaving example.com' });
    expect(dialog.textContent).toContain("You're about to exit this site. Do you wish to continue?");
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow === 'hidden' || document.body.hasAttribute('data-scroll-locked')).toBe(true);
    await expectNoSeriousAxeViolations();
  });

  it('keeps Tab inside and closes with Escape, returning focus and leaving the page clickable', async () => {
    render(<LeaveSite />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    for (let index = 0; index < 4; index += 1) {
      await userEvent.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(document.body.style.pointerEvents).not.toBe('none');
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('closes from its close button', async () => {
    render(<LeaveSite />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
