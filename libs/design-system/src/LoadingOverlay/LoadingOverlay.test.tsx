import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { LoadingOverlay } from './LoadingOverlay.tsx';

describe('LoadingOverlay', () => {
  it('is labelled LOADING and announced as a status', async () => {
    render(<LoadingOverlay label="LOADING" />);
    expect(screen.getByRole('status').textContent).toBe('LOADING');
    await expectNoSeriousAxeViolations();
  });
});
