import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { wizardMachine, type SubmitMissingInformationInput, type SubmitMissingInformationResult, type WizardPlace } from '@portal/machines';
import type { MissingInformationData } from '@portal/validation';
import { program as bisp } from 'virtual:portal-program';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { renderWithProgram } from '@portal/testing/render';
import { WizardView } from './WizardView.tsx';

import type { ApiClient } from '@portal/api';

/** The post is the fake submit's: nothing goes through this client. */
const noPost = { api: {} as ApiClient, token: () => 'token', acticsPatientId: null, intakeCaseId: null, programCode: 'BISP' };

/**
 * Each step of the wizard on screen with the real machine: the §5 messages beneath their fields
 * on Next, the first field in error focused, a fixed field losing its message, review's rows and
 * the §8 message of a failed post. (The whole journey runs in e2e: missing-information.spec.ts.)
 */
const copy = bisp.copy;
const text = copy.missingInformation;
const messages = copy.validation;

const field = (key: string) => ({ key, value: null, editable: true, required: true, possibleValues: [] });
const group = (infoType: MissingInformationData['missingInfoArray'][number]['infoType'], keys: string[]) => ({ infoType, saved: false, fieldArray: keys.map(field) });
const insuranceKeys = (type: string) => ['insuranceProvider', 'healthPlanName', 'memberId', 'typeOfCoverage', 'groupNumber', 'relationshipToPolicyholder', 'employerName', 'bin', 'pcn', `${type}-front`, `${type}-back`];
const missing = (...groups: ReturnType<typeof group>[]): MissingInformationData => ({ active: true, uninsured: false, Open_Task: true, missingInfoArray: groups });
const allGroups = missing(
  group('address', ['address', 'city', 'state', 'zipCode']),
  group('phone', ['phone']),
  group('email', ['email']),
  group('gender', ['gender']),
  group('primaryInsurance', insuranceKeys('primaryInsurance')),
);

function renderWizard(
  at: WizardPlace,
  data = allGroups,
  submit = vi.fn(async (): Promise<SubmitMissingInformationResult> => ({ ok: true, status: 200, data: null })),
  usOnlyPhone = true,
) {
  function Wizard() {
    const [actor] = useState(() =>
      createActor(wizardMachine.provide({ actors: { submitMissingInformation: fromPromise<SubmitMissingInformationResult, SubmitMissingInformationInput>(submit) } }), {
        input: { post: noPost, missingInformation: data, usOnlyPhone, at },
      }).start(),
    );
    const snapshot = useSelector(actor, (current) => current);
    return <WizardView snapshot={snapshot} send={(event) => actor.send(event)} />;
  }
  return { user: userEvent.setup(), ...renderWithProgram(<Wizard />), submit };
}

const box = (name: string) => screen.getByRole('textbox', { name });

describe('the wizard on screen', () => {
  it('start lists the steps to come and opens the first', async () => {
    const { user } = renderWizard('start');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([text.stepAddress, text.stepPhone, text.stepEmail, text.stepGender, text.stepInsurance]);
    await user.click(screen.getByRole('button', { name: text.start }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.pages.missingInformationAddress);
    expect(screen.getByText('Step 1 of 5')).toBeVisible();
  });

  it('address: every §5 message beneath its field on Next, address2 optional, the first field focused; a fixed field loses its message', async () => {
    const { user, container } = renderWizard('address');
    await user.click(screen.getByRole('button', { name: text.next }));
    expect(screen.getByRole('alert').textContent).toBe(text.errorSummary);
    expect(box(text.address1).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(messages.address1Required)).toBeVisible();
    expect(screen.getByText(messages.cityRequired)).toBeVisible();
    expect(screen.getByText(messages.stateRequired)).toBeVisible();
    expect(screen.getByText(messages.wizardZipRequired)).toBeVisible();
    expect(box(text.address2).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(box(text.address1));
    await expectNoSeriousAxeViolations(container);

    await user.type(box(text.address1), '12 Main Street');
    expect(screen.queryByText(messages.address1Required)).toBeNull();
    expect(screen.getByText(messages.cityRequired)).toBeVisible();
  });

  it('a ZIP code that is not one gets the postal rule; the autocomplete tokens are on the personal fields', async () => {
    const { user } = renderWizard('address');
    await user.type(box(text.zip), '123');
    await user.click(screen.getByRole('button', { name: text.next }));
    expect(screen.getByText(messages.postalCodeInvalid)).toBeVisible();
    expect(box(text.address1).getAttribute('autocomplete')).toBe('address-line1');
    expect(box(text.zip).getAttribute('autocomplete')).toBe('postal-code');
    expect(screen.getByRole('combobox', { name: text.state }).getAttribute('autocomplete')).toBe('address-level1');
  });

  it.each([
    ['phone', text.phone, messages.wizardPhoneRequired],
    ['email', text.email, messages.wizardEmailRequired],
  ] as const)('%s: empty on Next gives %s\'s message, and the field is focused', async (step, label, message) => {
    const { user } = renderWizard(step);
    await user.click(screen.getByRole('button', { name: text.next }));
    expect(screen.getByText(message)).toBeVisible();
    expect(document.activeElement).toBe(box(label));
  });

  it.each([
    [true, '(123) 456-7890'],
    [false, '+1 123 456 7890'],
  ])('phone: with US_only_phone %s, the field shows an example of the number it accepts: %s', (usOnlyPhone, placeholder) => {
    renderWizard('phone', allGroups, undefined, usOnlyPhone);
    expect((box(text.phone) as HTMLInputElement).placeholder).toBe(placeholder);
  });

  it('gender: the five options of §2 and its message', async () => {
    const { user } = renderWizard('gender');
    const select = screen.getByRole('combobox', { name: text.gender });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      text.genderPleaseSelect,
      text.genderMale,
      text.genderFemale,
      text.genderIntersex,
      text.genderPreferNotToSay,
    ]);
    await user.click(screen.getByRole('button', { name: text.next }));
    expect(screen.getByText(messages.genderRequired)).toBeVisible();
    expect(document.activeElement).toBe(select);
  });

  it('a step not in the patient\'s list (no insurance group) opens the first step that is', () => {
    renderWizard('insurance', missing(group('address', ['address', 'city', 'state', 'zipCode'])));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.pages.missingInformationAddress);
    expect(screen.getByText('Step 1 of 1')).toBeVisible();
  });

  it('insurance: the card rule of §5 for an empty primary set; nine fields complete it without photos', async () => {
    const { user } = renderWizard('insurance');
    expect((screen.getByRole('radio', { name: text.yes }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: text.next }));
    for (const message of [messages.insuranceFrontRequired, messages.insuranceBackRequired, messages.insuranceProviderRequired, messages.pcnRequired]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    // The set's name is a hidden part of each label, so the two sets' fields differ by ear.
    const named = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${text.primaryInsurance}:\\s*${label}$`) });
    for (const [label, value] of [
      [text.insuranceProvider, 'Acme'],
      [text.healthPlanName, 'Gold'],
      [text.idNumber, 'X1'],
      [text.typeOfCoverage, 'Medical'],
      [text.relationshipToPolicyholder, 'Self'],
      [text.employerName, 'ACME'],
      [text.groupNumber, 'G1'],
      [text.BIN, '610014'],
      [text.PCN, 'P1'],
    ]) {
      await user.type(named(label!), value!);
    }
    // A set complete by its text needs no photo: the photo messages went with the last field.
    expect(screen.queryByText(messages.insuranceFrontRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: text.next }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(copy.pages.missingInformationReview);
  });

  it('review: a failed post shows the §8 message and keeps every answer on screen', async () => {
    const submit = vi.fn(async (): Promise<SubmitMissingInformationResult> => ({ ok: false, error: { kind: 'http', status: 500, message: 'x' } }));
    const { user } = renderWizard('start', missing(group('gender', ['gender'])), submit);
    await user.click(screen.getByRole('button', { name: text.start }));
    await user.selectOptions(screen.getByRole('combobox', { name: text.gender }), 'Female');
    await user.click(screen.getByRole('button', { name: text.next }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(await screen.findByText(copy.errors.missingInformationUpdate)).toBeVisible();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(screen.getByText(text.genderFemale)).toBeVisible();
    expect(screen.getByRole('link', { name: new RegExp(`^${text.edit}\\s*${copy.pages.missingInformationGender}$`) })).toBeVisible();
  });
});
