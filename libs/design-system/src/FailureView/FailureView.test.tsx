import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { FailureView } from './FailureView.tsx';

describe('FailureView', () => {
  it('says what went wrong and offers the way forward', async () => {
    const onAction = vi.fn();
    render(<FailureView title="Something went wrong..." body="Something went wrong on our end. Please try again later." actionLabel="Reload site" onAction={onAction} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong...' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload site' }));
    expect(onAction).toHaveBeenCalled();
    await expectNoSeriousAxeViolations();
  });
});
