import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { TextField, type TextFieldProps } from './TextField.tsx';

function Harness({ initialValue = '', onChange, ...props }: Partial<Omit<TextFieldProps, 'value'>> & { initialValue?: string }) {
  const [value, setValue] = useState(initialValue);
  return (
    <TextField
      label="First name"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('given a label, the input is named by it; typing reports each value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} autoComplete="given-name" name="firstName" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    await user.type(input, 'Ada');
    expect((input as HTMLInputElement).value).toBe('Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
    expect(input.getAttribute('autocomplete')).toBe('given-name');
    expect(input.getAttribute('name')).toBe('firstName');
    await expectNoSeriousAxeViolations();
  });

  it('given a description, the input is described by it', () => {
    render(<Harness description="As it appears on your insurance card" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('As it appears on your insurance card').id);
  });

  it('given an error, the input is invalid and the message beneath describes it', async () => {
    render(<Harness description="As on your card" errorMessage="Please enter your first name." />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    const message = screen.getByText('Please enter your first name.');
    const errorId = message.closest('[id]')?.id ?? '';
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(errorId);
    expect(input.getAttribute('aria-errormessage')).toBe(errorId);
    // Beneath the input in reading order.
    expect(input.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoSeriousAxeViolations();
  });

  it('given no error, the input is not invalid and no error block is shown', () => {
    render(<Harness errorMessage="" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-errormessage')).toBe(false);
  });

  it('given required, it is announced as required without the browser bubble', () => {
    render(<Harness required />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('required')).toBe(false);
  });

  it('given disabled, it cannot be typed into', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness disabled initialValue="Ada" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect((input as HTMLInputElement).disabled).toBe(true);
    await user.type(input, 'x');
    expect(onChange).not.toHaveBeenCalled();
    await expectNoSeriousAxeViolations();
  });

  it('passes type, inputMode and placeholder, and reports blur', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<Harness label="Email" type="email" inputMode="email" placeholder="name@example.com" onBlur={onBlur} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('inputmode')).toBe('email');
    expect(input.getAttribute('placeholder')).toBe('name@example.com');
    await user.click(input);
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
