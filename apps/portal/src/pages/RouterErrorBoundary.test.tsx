import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouterErrorBoundary } from './RouterErrorBoundary.tsx';

function Broken(): never {
  throw new Error('Cannot read the prescription');
}

describe('RouterErrorBoundary', () => {
  it('shows "Unexpected Application Error!" with the message instead of a white screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RouterErrorBoundary title="Unexpected Application Error!" resetKey="/a">
        <Broken />
      </RouterErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Cannot read the prescription')).toBeTruthy();
  });

  it('recovers when the patient navigates elsewhere', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouterErrorBoundary title="Unexpected Application Error!" resetKey="/a">
        <Broken />
      </RouterErrorBoundary>,
    );
    rerender(
      <RouterErrorBoundary title="Unexpected Application Error!" resetKey="/b">
        <p>Terms of Use</p>
      </RouterErrorBoundary>,
    );
    expect(screen.getByText('Terms of Use')).toBeTruthy();
  });
});
