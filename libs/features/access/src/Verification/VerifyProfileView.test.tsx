import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyVerifyProfileForm } from '@portal/validation';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { renderWithProgram } from '@portal/testing/render';
import { VerifyProfileView } from './VerifyProfileView.tsx';

const today = new Date('2026-11-21T12:00:00Z');

function renderView(onSubmit = vi.fn(), phone = '', usOnlyPhone = true) {
  renderWithProgram(<VerifyProfileView initial={emptyVerifyProfileForm({ phoneNumber: phone })} usOnlyPhone={usOnlyPhone} busy={false} error={null} today={today} onSubmit={onSubmit} />);
  return onSubmit;
}

describe('Verify Profile', () => {
  it('submitting an empty form shows every required message and sends nothing', async () => {
    const onSubmit = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter your date of birth',
      'Please enter your ZIP code',
      'Please enter your mobile phone',
      'You must be a resident of the United States, (including DC, Puerto Rico, Guam or US Virgin Islands).',
      'You must read and agree to the terms of use.',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoSeriousAxeViolations();
  });

  it.each([
    [true, '(123) 456-7890'],
    [false, '+1 123 456 7890'],
  ])('with US_only_phone %s, the phone field shows an example of the number it accepts: %s', (usOnlyPhone, placeholder) => {
    renderView(vi.fn(), '', usOnlyPhone);
    expect((screen.getByRole('textbox', { name: 'Mobile phone' }) as HTMLInputElement).placeholder).toBe(placeholder);
  });

  it('the phone from sign-in is seeded and locked; a complete form is submitted as typed', async () => {
    const onSubmit = renderView(vi.fn(), '(555) 555-0101');
    const phone = screen.getByLabelText(/Mobile phone/) as HTMLInputElement;
    expect(phone.value).toBe('(555) 555-0101');
    expect(phone.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText(/First name/), 'Jordan');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Lee');
    const dob = screen.getByRole('group', { name: /Date of birth/ });
    await userEvent.type(within(dob).getByLabelText(/Month/), '01');
    await userEvent.type(within(dob).getByLabelText(/Day/), '31');
    await userEvent.type(within(dob).getByLabelText(/Year/), '1970');
    await userEvent.type(screen.getByLabelText(/ZIP code/), '62701');
    await userEvent.click(screen.getByRole('checkbox', { name: /resident of the United States/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /agree to the/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Jordan', lastName: 'Lee', birthDate: { month: '01', day: '31', year: '1970' }, postalCode: '62701', residentOfUSA: true, agreeToTermsAndConditions: true }),
    );
  });

  it('a future date and a minor are refused with their messages', async () => {
    renderView();
    const dob = screen.getByRole('group', { name: /Date of birth/ });
    await userEvent.type(within(dob).getByLabelText(/Month/), '01');
    await userEvent.type(within(dob).getByLabelText(/Day/), '01');
    await userEvent.type(within(dob).getByLabelText(/Year/), '2030');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Cannot be a future date')).toBeVisible();
  });

  it('Submit is disabled when a checkbox is explicitly unchecked', async () => {
    renderView();
    const residency = screen.getByRole('checkbox', { name: /resident of the United States/ });
    await userEvent.click(residency);
    await userEvent.click(residency);
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('the terms link opens the Terms of Use without ticking the box', async () => {
    renderView();
    await userEvent.click(screen.getByRole('button', { name: 'terms of use' }));
    expect(await screen.findByRole('dialog', { name: 'Terms of Use' })).toBeVisible();
    expect((screen.getByRole('checkbox', { name: /agree to the/, hidden: true }) as HTMLInputElement).checked).toBe(false);
  });
});
