import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { PhoneField, type PhoneFieldProps } from './PhoneField.tsx';
import { applyUsPhoneEdit, caretAfterDigits, formatUsPhone, normaliseInternationalPhone } from './phoneMask.ts';

describe('formatUsPhone', () => {
  it.each([
    ['', '', ''],
    ['5', '(5', '5'],
    ['555', '(555', '555'],
    ['5555', '(555) 5', '5555'],
    ['555555', '(555) 555', '555555'],
    ['5555550', '(555) 555-0', '5555550'],
    ['5555550100', '(555) 555-0100', '5555550100'],
    ['(555) 555-0100', '(555) 555-0100', '5555550100'],
    ['555.555.0100', '(555) 555-0100', '5555550100'],
    // A leading 0 is dropped: the first digit is 1-9.
    ['0', '', ''],
    ['05555550100', '(555) 555-0100', '5555550100'],
    // The country code 1 is dropped from a pasted or autofilled number.
    ['+1 555 555 0100', '(555) 555-0100', '5555550100'],
    ['+15555550100', '(555) 555-0100', '5555550100'],
    ['15555550100', '(555) 555-0100', '5555550100'],
    ['1-555-555-0100', '(555) 555-0100', '5555550100'],
    ['+1 (555)', '(555', '555'],
    // A first digit 1 typed alone stays (the spec allows 1-9).
    ['1', '(1', '1'],
    ['155', '(155', '155'],
    // At most 10 digits.
    ['55555501009', '(555) 555-0100', '5555550100'],
    ['phone: 555 555 0100!', '(555) 555-0100', '5555550100'],
  ])('formatUsPhone(%j) shows %j with digits %j', (input, text, digits) => {
    expect(formatUsPhone(input)).toEqual({ text, digits });
    expect(formatUsPhone(text)).toEqual({ text, digits });
  });
});

describe('normaliseInternationalPhone', () => {
  it.each([
    ['', ''],
    ['+', '+'],
    ['  +', '+'],
    ['4', '+4'],
    ['44', '+44'],
    ['+44', '+44'],
    ['44 20 7946 0958', '+44 20 7946 0958'],
    ['+44 (0)20 7946-0958', '+44 (0)20 7946-0958'],
    ['++44', '+44'],
    ['+4+4', '+44'],
    ['+44 abc 20', '+44 20'],
    ['+1 555.555.0100', '+1 5555550100'],
    [' 91 98765 43210', '+91 98765 43210'],
    ['+44\t20\n7946', '+44 20 7946'],
    ['abc', ''],
    ['1234567890123456789', '+123456789012345'],
  ])('normaliseInternationalPhone(%j) is %j', (input, output) => {
    expect(normaliseInternationalPhone(input)).toBe(output);
    expect(normaliseInternationalPhone(output)).toBe(output);
  });
});

describe('US caret', () => {
  it.each([
    // [raw after the keystroke, caret after it, text before, inputType, text, caret]
    ['(5555', 5, '(555', 'insertText', '(555) 5', 7],
    ['(5515) 555-0100', 4, '(555) 555-0100', 'insertText', '(551) 555-5010', 6],
    ['(555 555-0100', 4, '(555) 555-0100', 'deleteContentBackward', '(555) 550-100', 3],
    ['(555)555-0100', 5, '(555) 555-0100', 'deleteContentBackward', '(555) 550-100', 3],
    ['(555) 5550100', 9, '(555) 555-0100', 'deleteContentForward', '(555) 555-100', 10],
    ['(555) 5550100', 9, '(555) 555-0100', 'deleteContentBackward', '(555) 550-100', 8],
  ])('editing to %j (caret %i) from %j by %s shows %j with the caret at %i', (raw, caret, before, inputType, text, expectedCaret) => {
    const edit = applyUsPhoneEdit(raw, caret, before, inputType);
    expect(edit.text).toBe(text);
    expect(edit.caret).toBe(expectedCaret);
  });

  it('caretAfterDigits places the caret before the next digit', () => {
    expect(caretAfterDigits('(555) 555-0100', 0)).toBe(1);
    expect(caretAfterDigits('(555) 555-0100', 3)).toBe(6);
    expect(caretAfterDigits('(555) 555-0100', 10)).toBe(14);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});

type HarnessProps = Partial<Omit<PhoneFieldProps, 'value' | 'usOnly'>> & { usOnly: boolean; initialValue?: string };

function Harness({ initialValue = '', onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <PhoneField
      label="Mobile phone"
      placeholders={{ us: '(123) 456-7890', international: '+1 123 456 7890' }}
      {...props}
      value={value}
      onChange={(text, digits) => {
        setValue(text);
        onChange?.(text, digits);
      }}
    />
  );
}

const phoneInput = () => screen.getByRole('textbox', { name: 'Mobile phone' }) as HTMLInputElement;

describe('PhoneField, US only', () => {
  it('given US-only, it is a national tel input with the placeholder', async () => {
    render(<Harness usOnly />);
    const input = phoneInput();
    expect(input.type).toBe('tel');
    expect(input.getAttribute('inputmode')).toBe('tel');
    // HTML autofill: on type="tel" only the Tel group is allowed (tel, optionally home/work/mobile…):
    // tel-national belongs to text inputs, and a browser may ignore it here.
    expect(input.getAttribute('autocomplete')).toMatch(/^((home|work|mobile|fax|pager) )?tel$/);
    expect(input.placeholder).toBe('(123) 456-7890');
    await expectNoSeriousAxeViolations();
  });

  it('when the browser fills in the full number (+1 555-555-0100), it shows the national one', async () => {
    const user = userEvent.setup();
    render(<Harness usOnly />);
    await user.click(phoneInput());
    await user.paste('+1 555-555-0100');
    expect(phoneInput().value).toBe('(555) 555-0100');
  });

  it('when typing, then it formats as it goes and reports text and digits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness usOnly onChange={onChange} />);
    await user.type(phoneInput(), '5555550100');
    expect(phoneInput().value).toBe('(555) 555-0100');
    expect(onChange).toHaveBeenLastCalledWith('(555) 555-0100', '5555550100');
    await user.type(phoneInput(), '9');
    expect(phoneInput().value).toBe('(555) 555-0100');
  });

  it('when typing a leading 0, then it is dropped', async () => {
    const user = userEvent.setup();
    render(<Harness usOnly />);
    await user.type(phoneInput(), '0555');
    expect(phoneInput().value).toBe('(555');
  });

  it.each(['+1 555 555 0100', '15555550100'])('when %j is pasted, then the country code is dropped', async (pasted) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness usOnly onChange={onChange} />);
    await user.click(phoneInput());
    await user.paste(pasted);
    expect(phoneInput().value).toBe('(555) 555-0100');
    expect(onChange).toHaveBeenLastCalledWith('(555) 555-0100', '5555550100');
  });

  it('when Backspace deletes past a separator, then a digit goes and the caret stays beside it', async () => {
    const user = userEvent.setup();
    render(<Harness usOnly initialValue="(555) 555-0100" />);
    const input = phoneInput();
    await user.click(input);
    input.setSelectionRange(6, 6); // after "(555) "
    await user.keyboard('{Backspace}');
    expect(input.value).toBe('(555) 550-100');
    expect(input.selectionStart).toBe(3);
  });

  it('when a digit is typed in the middle, then the caret stays after it', async () => {
    const user = userEvent.setup();
    render(<Harness usOnly initialValue="(555) 555-010" />);
    const input = phoneInput();
    await user.click(input);
    input.setSelectionRange(1, 1);
    await user.keyboard('2');
    expect(input.value).toBe('(255) 555-5010');
    expect(input.selectionStart).toBe(2);
  });

  it('given a seed in another shape, it shows it masked', () => {
    render(<Harness usOnly initialValue="+15555550100" />);
    expect(phoneInput().value).toBe('(555) 555-0100');
  });

  it('given an error and disabled, it stays accessible', async () => {
    render(<Harness usOnly disabled errorMessage="Invalid phone number" initialValue="(555" />);
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    expect(phoneInput().disabled).toBe(true);
    await expectNoSeriousAxeViolations();
  });
});

describe('PhoneField, international', () => {
  it('given international, it is a full tel input whose example starts with + and a country code', () => {
    render(<Harness usOnly={false} />);
    expect(phoneInput().getAttribute('autocomplete')).toBe('tel');
    expect(phoneInput().type).toBe('tel');
    expect(phoneInput().placeholder).toBe('+1 123 456 7890');
  });

  it('when typing 44, then a leading + is forced', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness usOnly={false} onChange={onChange} />);
    await user.type(phoneInput(), '44 20-7946a');
    expect(phoneInput().value).toBe('+44 20-7946');
    expect(onChange).toHaveBeenLastCalledWith('+44 20-7946', '44207946');
  });

  it('when everything but the + is deleted, then the + stays; deleting it empties the field', async () => {
    const user = userEvent.setup();
    render(<Harness usOnly={false} initialValue="+4" />);
    await user.type(phoneInput(), '{Backspace}');
    expect(phoneInput().value).toBe('+');
    await user.type(phoneInput(), '{Backspace}');
    expect(phoneInput().value).toBe('');
  });
});
