import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { DateOfBirthField, type DateOfBirthFieldProps } from './DateOfBirthField.tsx';
import { EMPTY_DATE_OF_BIRTH, parseDateOfBirth, type DateOfBirthValue } from './dateOfBirth.ts';
import { itMapsEach } from '@portal/testing/table';

type HarnessProps = Partial<Omit<DateOfBirthFieldProps, 'value'>> & { initialValue?: DateOfBirthValue };

function Harness({ initialValue = EMPTY_DATE_OF_BIRTH, onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState(initialValue);
  return (
    <>
      <DateOfBirthField
        label="Date of birth"
        partLabels={{ month: 'Month', day: 'Day', year: 'Year' }}
        partPlaceholders={{ month: 'MM', day: 'DD', year: 'YYYY' }}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button">Next field</button>
    </>
  );
}

const month = () => screen.getByRole('textbox', { name: 'Month' }) as HTMLInputElement;
const day = () => screen.getByRole('textbox', { name: 'Day' }) as HTMLInputElement;
const year = () => screen.getByRole('textbox', { name: 'Year' }) as HTMLInputElement;
const shown = () => `${month().value}/${day().value}/${year().value}`;

describe('DateOfBirthField', () => {
  it('given the field, its three boxes are one group named by the visible legend', async () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(within(group).getAllByRole('textbox')).toEqual([month(), day(), year()]);
    expect(screen.getByText('Date of birth')).toBeVisible();
    await expectNoSeriousAxeViolations();
  });

  it('asks for a numeric keyboard and the birthday autofill in each box', () => {
    render(<Harness />);
    expect([month(), day(), year()].map((box) => box.getAttribute('autocomplete'))).toEqual(['bday-month', 'bday-day', 'bday-year']);
    for (const box of [month(), day(), year()]) expect(box.getAttribute('inputmode')).toBe('numeric');
    expect([month(), day(), year()].map((box) => box.placeholder)).toEqual(['MM', 'DD', 'YYYY']);
  });

  it('when typing, then a full box moves on to the next, and only digits go in', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(month());
    await user.keyboard('0a1');
    expect(document.activeElement).toBe(day());
    await user.keyboard('3/1');
    expect(document.activeElement).toBe(year());
    await user.keyboard('19801');
    expect(shown()).toBe('01/31/1980');
    expect(onChange).toHaveBeenLastCalledWith({ month: '01', day: '31', year: '1980' });
  });

  it('when Backspace is pressed in an empty box, then focus goes back to the previous one', async () => {
    const user = userEvent.setup();
    render(<Harness initialValue={{ month: '01', day: '', year: '' }} />);
    await user.click(day());
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(month());
    expect(month().selectionStart).toBe(2);
    await user.keyboard('{Backspace}');
    expect(month().value).toBe('0');
  });

  it.each(['01/31/1980', '01-31-1980', '1.31.1980', ' 01/31/1980\n'])('when %j is pasted into the month box, then all three fill', async (text) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(month());
    await user.paste(text);
    expect(shown()).toBe('01/31/1980');
    expect(onChange).toHaveBeenLastCalledWith({ month: '01', day: '31', year: '1980' });
    expect(document.activeElement).toBe(year());
  });

  it('when digits are pasted into one box, then only that box takes them, capped at its length', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(year());
    await user.paste('19801');
    expect(shown()).toBe('//1980');
  });

  it('given an error, the group and its boxes are described by the one message beneath', async () => {
    render(<Harness errorMessage="Cannot be a future date" initialValue={{ month: '01', day: '31', year: '2999' }} />);
    const errorId = screen.getByText('Cannot be a future date').closest('[id]')?.id ?? '';
    expect(screen.getAllByText('Cannot be a future date')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Date of birth' }).getAttribute('aria-describedby')).toBe(errorId);
    for (const box of [month(), day(), year()]) {
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')).toBe(errorId);
    }
    await expectNoSeriousAxeViolations();
  });

  it('given required and disabled, the boxes say so', async () => {
    render(<Harness required disabled />);
    for (const box of [month(), day(), year()]) {
      expect(box.getAttribute('aria-required')).toBe('true');
      expect(box.disabled).toBe(true);
    }
    await expectNoSeriousAxeViolations();
  });

  it('reports blur once focus leaves the group, not while moving between boxes', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<Harness onBlur={onBlur} />);
    await user.click(month());
    await user.tab();
    await user.tab();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});

describe('parseDateOfBirth', () => {
  itMapsEach(parseDateOfBirth, 'parseDateOfBirth(%j) is %j', [
    ['01/31/1980', { month: '01', day: '31', year: '1980' }],
    ['01-31-1980', { month: '01', day: '31', year: '1980' }],
    ['01.31.1980', { month: '01', day: '31', year: '1980' }],
    ['1/5/2001', { month: '01', day: '05', year: '2001' }],
    [' 01 / 31 / 1980 ', { month: '01', day: '31', year: '1980' }],
    ['01311980', { month: '01', day: '31', year: '1980' }],
    ['01/31/80', null],
    ['1980-01-31', null],
    ['January 31, 1980', null],
    ['', null],
  ]);
});
