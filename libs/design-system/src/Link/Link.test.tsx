import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from './Link.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderAt(link: React.ReactNode, path = '/prescriptions') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<>{link}<Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('is a real link to the page (it can be opened in a new tab, copied, read as a link)', () => {
    renderAt(<Link to="/payment?x=1">Pay now</Link>);
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/payment?x=1');
  });

  it('a plain click moves inside the app, without a page load', () => {
    renderAt(<Link to="/profile">Profile</Link>);
    const clicked = fireEvent.click(screen.getByRole('link', { name: 'Profile' }), { button: 0 });
    expect(clicked, 'the browser does not follow the link itself').toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/profile');
  });

  it('a click with Ctrl, ⌘ or Shift is left to the browser (a new tab or window)', () => {
    renderAt(<Link to="/profile">Profile</Link>);
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      expect(fireEvent.click(screen.getByRole('link', { name: 'Profile' }), { button: 0, ...modifier })).toBe(true);
    }
    expect(screen.getByTestId('where').textContent).toBe('/prescriptions');
  });

  it("the caller's onClick runs first and may keep the patient where they are", () => {
    let calls = 0;
    renderAt(
      <Link
        to="/missing-information-address"
        onClick={(event) => {
          calls += 1;
          event.preventDefault();
        }}
      >
        Edit
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Edit' }), { button: 0 });
    expect(calls).toBe(1);
    expect(screen.getByTestId('where').textContent).toBe('/prescriptions');
  });

  it('takes a partial location: a hash on the current page', () => {
    renderAt(<Link to={{ hash: '#prescription_pricing' }}>Pricing</Link>, '/payment');
    expect(screen.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/payment#prescription_pricing');
    fireEvent.click(screen.getByRole('link', { name: 'Pricing' }), { button: 0 });
    expect(screen.getByTestId('where').textContent).toBe('/payment#prescription_pricing');
  });
});
