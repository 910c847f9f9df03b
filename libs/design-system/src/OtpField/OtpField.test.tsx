import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { OtpField, type OtpFieldProps } from './OtpField.tsx';
import { extractOtpDigits, fillSlots, slotsFromCode } from './otpCode.ts';
import { itMapsEach } from '@portal/testing/table';

type HarnessProps = Partial<Omit<OtpFieldProps, 'value'>> & { initialValue?: string };

/** A parent that keeps the value, as a page would. */
function Harness({ initialValue = '', onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <form aria-label="Enter verification code">
      <OtpField
        label="Verification code"
        digitLabel={(position, total) => `digit ${position} of ${total}`}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
      <button type="submit">Submit code</button>
    </form>
  );
}

const box = (position: number) => screen.getByRole('textbox', { name: `Verification code, digit ${position} of 6` });
const boxValues = () => [1, 2, 3, 4, 5, 6].map((position) => (box(position) as HTMLInputElement).value).join('|');
const currentValue = () => screen.getByTestId('value').textContent;

describe('OtpField', () => {
  it('each box is named by the visible label and its position, so the name contains the label (WCAG 2.5.3)', () => {
    render(<Harness />);
    const names = screen.getAllByRole('textbox').map((input) => input.getAttribute('aria-label'));
    expect(names).toEqual([1, 2, 3, 4, 5, 6].map((position) => `Verification code, digit ${position} of 6`));
    expect(names.every((name) => name?.startsWith(screen.getByText('Verification code', { selector: 'label' }).textContent!))).toBe(true);
  });

  it('given the code step, the six boxes are one group named by the visible label, each box labelled by its position', async () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Verification code' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByText('Verification code').tagName).toBe('LABEL');
    expect(box(1)).toBeDefined();
    expect(box(6)).toBeDefined();
    await expectNoSeriousAxeViolations();
  });

  it('given the boxes, they ask for a numeric keyboard and only the first offers the SMS code', () => {
    render(<Harness />);
    for (const position of [1, 2, 3, 4, 5, 6]) {
      expect(box(position).getAttribute('inputmode')).toBe('numeric');
      expect(box(position).getAttribute('pattern')).toBe('[0-9]*');
      expect(box(position).getAttribute('maxlength')).toBeNull();
    }
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(2).getAttribute('autocomplete')).toBe('off');
  });

  it('given focusOnMount, when shown, then the first box has focus', () => {
    render(<Harness focusOnMount />);
    expect(document.activeElement).toBe(box(1));
  });

  it('when typing digits, then each goes into its own box and focus moves to the next', async () => {
    const user = userEvent.setup();
    render(<Harness focusOnMount />);
    await user.keyboard('1');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('23');
    expect(boxValues()).toBe('1|2|3|||');
    expect(currentValue()).toBe('123');
    expect(document.activeElement).toBe(box(4));
  });

  it('when typing letters, spaces or symbols, then they are ignored and focus stays', async () => {
    const user = userEvent.setup();
    render(<Harness focusOnMount />);
    await user.keyboard('a1 -x2e+');
    expect(boxValues()).toBe('1|2||||');
    expect(currentValue()).toBe('12');
    expect(document.activeElement).toBe(box(3));
  });

  it('given a filled box, when Backspace, then that box is cleared and focus stays', async () => {
    const user = userEvent.setup();
    render(<Harness initialValue="123456" />);
    await user.click(box(3));
    await user.keyboard('{Backspace}');
    expect(boxValues()).toBe('1|2||4|5|6');
    expect(currentValue()).toBe('12456');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('9');
    expect(boxValues()).toBe('1|2|9|4|5|6');
    expect(currentValue()).toBe('129456');
  });

  it('given an empty box, when Backspace, then the previous box is cleared and takes focus', async () => {
    const user = userEvent.setup();
    render(<Harness focusOnMount />);
    await user.keyboard('123');
    expect(document.activeElement).toBe(box(4));
    await user.keyboard('{Backspace}');
    expect(boxValues()).toBe('1|2||||');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{Backspace}{Backspace}');
    expect(boxValues()).toBe('|||||');
    expect(currentValue()).toBe('');
    expect(document.activeElement).toBe(box(1));
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(1));
  });

  it('given a full box, when a digit is typed into it, then it replaces the digit', async () => {
    const user = userEvent.setup();
    render(<Harness initialValue="123456" />);
    await user.click(box(2));
    await user.keyboard('7');
    expect(boxValues()).toBe('1|7|3|4|5|6');
    expect(document.activeElement).toBe(box(3));
  });

  it('when a seventh digit is typed, then the value stays capped at six', async () => {
    const user = userEvent.setup();
    render(<Harness focusOnMount />);
    await user.keyboard('1234567');
    expect(currentValue()).toBe('123457');
    expect(currentValue()).toHaveLength(6);
    expect(document.activeElement).toBe(box(6));
  });

  it('with ArrowLeft and ArrowRight, focus moves between the boxes', async () => {
    const user = userEvent.setup();
    render(<Harness initialValue="1234" />);
    await user.click(box(3));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(box(4));
  });

  it('given a partly typed code, when a later empty box is clicked, then focus goes to the first empty box', async () => {
    const user = userEvent.setup();
    render(<Harness initialValue="12" />);
    await user.click(box(5));
    expect(document.activeElement).toBe(box(3));
  });

  it('has one Tab stop, so Tab leaves the field instead of walking the six boxes', async () => {
    const user = userEvent.setup();
    render(<Harness initialValue="12" />);
    await user.tab();
    expect(document.activeElement).toBe(box(3));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit code' }));
  });

  it.each([
    ['123456', 1],
    [' 123-456 ', 1],
    ['123456\n', 1],
    ['123456', 4],
    [' 123-456 ', 4],
    ['123456\n', 4],
  ])('when %j is pasted into box %i, then all six boxes fill and the last one has focus', async (text, position) => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} initialValue={position === 1 ? '' : '999'} />);
    await user.click(box(position));
    await user.paste(text);
    expect(boxValues()).toBe('1|2|3|4|5|6');
    expect(currentValue()).toBe('123456');
    expect(document.activeElement).toBe(box(6));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('when more than six digits are pasted, then only the first six are kept', async () => {
    const user = userEvent.setup();
    render(<Harness focusOnMount />);
    await user.paste('12345678');
    expect(currentValue()).toBe('123456');
  });

  it('when part of a code is pasted, then it fills from that box and focus goes to the next empty box', async () => {
    const user = userEvent.setup();
    render(<Harness focusOnMount />);
    await user.keyboard('1');
    await user.paste('23');
    expect(boxValues()).toBe('1|2|3|||');
    expect(document.activeElement).toBe(box(4));
  });

  it('when the browser autofills the whole code into the first box, then it is spread over the six', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(boxValues()).toBe('6|5|4|3|2|1');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('654321');
  });

  it('fires onComplete exactly once when the sixth digit is typed, and not again while nothing changes', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(
      <StrictMode>
        <Harness focusOnMount onComplete={onComplete} />
      </StrictMode>,
    );
    await user.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    await user.keyboard('{ArrowLeft}{ArrowRight}');
    await user.paste('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    await user.keyboard('{Backspace}7');
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith('123457');
  });

  it('given the parent clears the value (a wrong code), then the boxes empty', () => {
    const props = { label: 'Verification code', digitLabel: (position: number, total: number) => `digit ${position} of ${total}`, onChange: vi.fn() };
    const { rerender } = render(<OtpField {...props} value="123456" />);
    expect(boxValues()).toBe('1|2|3|4|5|6');
    rerender(<OtpField {...props} value="" />);
    expect(boxValues()).toBe('|||||');
  });

  it('given an error, every box is invalid and described by the message beneath', async () => {
    render(<Harness initialValue="123456" errorMessage="That code wasn't quite right, try entering it again." />);
    const message = screen.getByText("That code wasn't quite right, try entering it again.");
    const errorId = message.closest('[id]')?.id;
    expect(errorId).toBeTruthy();
    for (const position of [1, 2, 3, 4, 5, 6]) {
      expect(box(position).getAttribute('aria-invalid')).toBe('true');
      expect(box(position).getAttribute('aria-describedby')).toContain(errorId);
    }
    expect(screen.getByRole('group', { name: 'Verification code' }).getAttribute('aria-describedby')).toBe(errorId);
    await expectNoSeriousAxeViolations();
  });

  it('given no error, no box is invalid', () => {
    render(<Harness />);
    expect(box(1).hasAttribute('aria-invalid')).toBe(false);
    expect(box(1).hasAttribute('aria-describedby')).toBe(false);
  });

  it('given filled boxes, it has no serious accessibility issues', async () => {
    render(<Harness initialValue="123456" />);
    await expectNoSeriousAxeViolations();
  });

  it('given disabled, typing and pasting do nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness disabled initialValue="12" onChange={onChange} />);
    for (const position of [1, 2, 3, 4, 5, 6]) expect((box(position) as HTMLInputElement).disabled).toBe(true);
    await user.click(box(3));
    await user.keyboard('3');
    await user.paste('123456');
    expect(onChange).not.toHaveBeenCalled();
    expect(currentValue()).toBe('12');
    await expectNoSeriousAxeViolations();
  });

  it('given a name, the code goes into the form under it', () => {
    render(<Harness name="otp_code" initialValue="1234" />);
    const form = screen.getByRole('form', { name: 'Enter verification code' }) as HTMLFormElement;
    expect(new FormData(form).get('otp_code')).toBe('1234');
  });
});

describe('otp code helpers', () => {
  itMapsEach(extractOtpDigits, 'extractOtpDigits(%j) is %j', [
    ['123456', '123456'],
    [' 123-456 ', '123456'],
    ['123456\n', '123456'],
    ['12 34 56 78', '123456'],
    ['abc', ''],
    ['', ''],
  ]);

  it.each([
    ['', 0, '12', '1|2||||', 2],
    ['1', 1, '23', '1|2|3|||', 3],
    ['999', 3, '123456', '1|2|3|4|5|6', 5],
    ['12345', 5, '9', '1|2|3|4|5|9', 5],
    ['1', 4, '78', '1||||7|8', 1],
  ])('fillSlots(%j, box %i, %j) gives %j and focuses %i', (code, index, text, slots, focus) => {
    const filled = fillSlots(slotsFromCode(code), index, text);
    expect(filled.slots.join('|')).toBe(slots);
    expect(filled.focus).toBe(focus);
  });
});
