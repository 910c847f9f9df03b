import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('given an enabled button, when pressed with the keyboard, then it acts', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Get code</Button>);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoSeriousAxeViolations();
  });

  it('given a disabled button, it stays focusable and announced as disabled but ignores presses', async () => {
    const onClick = vi.fn();
    render(<Button disabled onClick={onClick}>Get code</Button>);
    const button = screen.getByRole('button', { name: 'Get code' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await expectNoSeriousAxeViolations();
  });

  it('given a pending button, it is busy, says so, and a double press does nothing', async () => {
    const onClick = vi.fn();
    render(<Button pending pendingLabel="Please wait" onClick={onClick}>Submit code</Button>);
    const button = screen.getByRole('button', { name: /Submit code/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain('Please wait');
    await userEvent.dblClick(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while disabled', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <label>Phone <input name="phone" /></label>
        <Button type="submit" disabled>Get code</Button>
      </form>,
    );
    await userEvent.type(screen.getByLabelText('Phone'), '5555550100{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
