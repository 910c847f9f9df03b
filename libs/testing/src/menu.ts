import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Escape closes the open slide-out menu: the dialog goes, focus returns to the menu button (collapsed
 * again) and the page takes pointer events again.
 */
export async function expectEscapeClosesMenu(menuButton: () => HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(menuButton()));
  expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  expect(document.body.style.pointerEvents).not.toBe('none');
}
