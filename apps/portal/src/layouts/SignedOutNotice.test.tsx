import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProgramProvider } from '@portal/program-config';
import { program } from 'virtual:portal-program';
import SignedOutNotice from './SignedOutNotice.tsx';

function Next() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/login')}>
      next
    </button>
  );
}

const renderAt = (entry: { pathname: string; state?: unknown }) =>
  render(
    <ProgramProvider program={program}>
      <MemoryRouter initialEntries={[entry]}>
        <SignedOutNotice />
        <Next />
      </MemoryRouter>
    </ProgramProvider>,
  );

const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

describe('SignedOutNotice', () => {
  it('after a logout: "You have signed out." in a polite status region that was there before its words, gone on the next navigation', async () => {
    renderAt({ pathname: '/', state: { signedOut: true } });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    await frame();
    expect(region.textContent).toBe('You have signed out.');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    await frame();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('scrolls the page to the top, where it shows, as every page-level message does (§2 Layout)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt({ pathname: '/', state: { signedOut: true } });
    await frame();
    expect(screen.getByRole('status').textContent).toBe('You have signed out.');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('says nothing on a page reached any other way', async () => {
    renderAt({ pathname: '/' });
    await frame();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
