import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { MenuButton } from './MenuButton.tsx';
import { SlideOutMenu, SlideOutMenuGroup, SlideOutMenuItem, SlideOutMenuSeparator } from './SlideOutMenu.tsx';
import { expectEscapeClosesMenu } from '@portal/testing/menu';

function Menu({ keepFocusOnClose = false }: { keepFocusOnClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <header>
        <MenuButton label="Open menu" expanded={open} controls={id} onClick={() => setOpen((value) => !value)} />
      </header>
      <main>
        <button>Behind</button>
      </main>
      <SlideOutMenu
        open={open}
        onOpenChange={setOpen}
        id={id}
        title="Welcome Alex"
        closeLabel="Close menu"
        navLabel="Main menu"
        onCloseAutoFocus={(event) => {
          if (keepFocusOnClose) event.preventDefault();
        }}
      >
        <SlideOutMenuGroup>
          <SlideOutMenuItem>
            <a href="#prescriptions" aria-current="page" onClick={() => setOpen(false)}>
              Prescriptions
            </a>
          </SlideOutMenuItem>
          <SlideOutMenuItem>
            <a href="#tutorial">Tutorial</a>
          </SlideOutMenuItem>
        </SlideOutMenuGroup>
        <SlideOutMenuSeparator />
        <SlideOutMenuGroup>
          <SlideOutMenuItem>
            <a href="#logout">Logout</a>
          </SlideOutMenuItem>
        </SlideOutMenuGroup>
      </SlideOutMenu>
    </>
  );
}

// hidden: while the modal panel is open, Radix hides the rest of the page (header included) from AT.
const menuButton = () => screen.getByRole('button', { name: 'Open menu', hidden: true });

describe('SlideOutMenu', () => {
  it('given it is closed, the menu button says so and points at the panel it will open', async () => {
    render(<Menu />);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuButton().getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
    // aria-controls must name an element in the document: none while the panel is closed.
    const controls = menuButton().getAttribute('aria-controls');
    expect(controls === null || document.getElementById(controls) !== null).toBe(true);
    await expectNoSeriousAxeViolations();
  });

  it('when the button is pressed, opens a modal dialog titled by its heading with a named navigation', async () => {
    render(<Menu />);
    await userEvent.click(menuButton());
    const dialog = screen.getByRole('dialog', { name: 'Welcome Alex' });
    expect(menuButton().getAttribute('aria-controls')).toBe(dialog.id);
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    const nav = within(dialog).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Prescriptions', 'Tutorial', 'Logout']);
    expect(within(nav).getByRole('separator')).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Prescriptions' }).getAttribute('aria-current')).toBe('page');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow === 'hidden' || document.body.hasAttribute('data-scroll-locked')).toBe(true);
    await expectNoSeriousAxeViolations();
  });

  it('traps Tab inside, closes on Escape, returns focus to the menu button and leaves the page clickable', async () => {
    render(<Menu />);
    await userEvent.click(menuButton());
    const dialog = screen.getByRole('dialog');
    for (let index = 0; index < 6; index += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await expectEscapeClosesMenu(menuButton);
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Behind' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Behind' }));
  });

  it('opens and closes from the keyboard, and closes from its close button', async () => {
    render(<Menu />);
    menuButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton()));

    await userEvent.keyboard(' ');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('lets the owner keep focus where it is on close (an item navigated to a page that takes focus)', async () => {
    render(<Menu keepFocusOnClose />);
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('link', { name: 'Prescriptions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).not.toBe(menuButton());
    expect(document.body.style.pointerEvents).not.toBe('none');
  });
});
