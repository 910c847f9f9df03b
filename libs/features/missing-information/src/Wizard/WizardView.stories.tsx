import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import { wizardMachine, type SubmitMissingInformationInput, type SubmitMissingInformationResult, type WizardEvent, type WizardPlace } from '@portal/machines';
import { useFeature } from '@portal/program-config';
import type { MissingInformationData } from '@portal/validation';
import { MissingInformationInterimPage, MissingInformationSuccessPage } from './Outcomes.tsx';
import { WizardView } from './WizardView.tsx';
import { pageInRouter } from '@portal/testing/stories';
import { storyFlags } from '@portal/testing/storyFlags';

import type { ApiClient } from '@portal/api';

/** The post is the fake submit's: nothing goes through this client. */
const noPost = { api: {} as ApiClient, token: () => 'token', acticsPatientId: null, intakeCaseId: null, programCode: 'BISP' };

/**
 * The missing-information wizard's screens (access-and-identity §2, §4, §5), each in its empty,
 * filled and error state. Every story runs the real wizard machine (its post answers 200 at once),
 * so Next, Back, the fields and the insurance choices work here as in the portal.
 */

const field = (key: string) => ({ key, value: null, editable: true, required: true, possibleValues: [] });
const group = (infoType: MissingInformationData['missingInfoArray'][number]['infoType'], keys: string[]) => ({ infoType, saved: false, fieldArray: keys.map(field) });
const insuranceKeys = (type: string) => ['insuranceProvider', 'healthPlanName', 'memberId', 'typeOfCoverage', 'groupNumber', 'relationshipToPolicyholder', 'employerName', 'bin', 'pcn', `${type}-front`, `${type}-back`];

/** Every group missing, as demo account (555) 555-0103. */
const allGroups: MissingInformationData = {
  active: true,
  uninsured: false,
  Open_Task: true,
  missingInfoArray: [
    group('address', ['address', 'city', 'state', 'zipCode']),
    group('phone', ['phone']),
    group('email', ['email']),
    group('gender', ['gender']),
    group('primaryInsurance', insuranceKeys('primaryInsurance')),
    group('secondaryInsurance', insuranceKeys('secondaryInsurance')),
  ],
};

/** The phone typed, as the toolbar programme's field takes it (US_only_phone: masked; off: international). */
const US_PHONE = '(555) 555-0123';
const INTERNATIONAL_PHONE = '+1 555 555 0123';

const filled: WizardEvent[] = [
  { type: 'CHANGE', field: 'address.address1', value: '12 Main Street' },
  { type: 'CHANGE', field: 'address.address2', value: 'Apt 4' },
  { type: 'CHANGE', field: 'address.city', value: 'Springfield' },
  { type: 'CHANGE', field: 'address.state', value: 'IL' },
  { type: 'CHANGE', field: 'address.zip', value: '62704' },
  { type: 'CHANGE', field: 'phone', value: US_PHONE },
  { type: 'CHANGE', field: 'email', value: 'sam@example.com' },
  { type: 'CHANGE_GENDER', value: 'Prefer not to say' },
  { type: 'REMOVE_SECONDARY' },
  ...(
    [
      ['insuranceProvider', 'Acme Health'],
      ['healthPlanName', 'Gold PPO'],
      ['idNumber', 'XG4471902'],
      ['typeOfCoverage', 'Medical'],
      ['relationshipToPolicyholder', 'Self'],
      ['employerName', 'Springfield Library'],
      ['groupNumber', '88012'],
      ['BIN', '610014'],
      ['PCN', 'RXPCN'],
    ] as const
  ).map(([name, value]): WizardEvent => ({ type: 'CHANGE', field: `insurance.primary.${name}`, value })),
];

/** The wizard opened at `at`, after `events` (e.g. a filled form, or Next on an empty step). */
function Wizard({ at, events = [] }: { at: WizardPlace; events?: WizardEvent[] }) {
  const usOnlyPhone = useFeature('US_only_phone');
  const [actor] = useState(() => {
    const started = createActor(
      wizardMachine.provide({ actors: { submitMissingInformation: fromPromise<SubmitMissingInformationResult, SubmitMissingInformationInput>(async () => ({ ok: true, status: 200, data: null })) } }),
      { input: { post: noPost, missingInformation: allGroups, usOnlyPhone, at } },
    ).start();
    const phoneAsTyped = (event: WizardEvent): WizardEvent =>
      event.type === 'CHANGE' && event.field === 'phone' && event.value === US_PHONE && !usOnlyPhone ? { ...event, value: INTERNATIONAL_PHONE } : event;
    events.map(phoneAsTyped).forEach((event) => started.send(event));
    return started;
  });
  const snapshot = useSelector(actor, (current) => current);
  return <WizardView snapshot={snapshot} send={(event) => actor.send(event)} />;
}

const meta = {
  title: 'Missing information/Wizard',
  component: Wizard,
  ...pageInRouter(),
  parameters: { ...pageInRouter().parameters, ...storyFlags({ screenOf: 'missingInformation' }) },
  args: { at: 'start' },
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const next: WizardEvent = { type: 'NEXT' };

/** /missing-information-start: why, and the steps to come. */
export const Start: Story = {};
export const AddressEmpty: Story = { args: { at: 'address' } };
export const AddressFilled: Story = { args: { at: 'address', events: filled } };
/** Next on an empty address: every §5 message beneath its field. */
export const AddressErrors: Story = { args: { at: 'address', events: [{ type: 'CHANGE', field: 'address.zip', value: '123' }, next] } };
export const PhoneErrors: Story = { args: { at: 'phone', events: [next] } };
export const EmailErrors: Story = { args: { at: 'email', events: [{ type: 'CHANGE', field: 'email', value: 'not-an-address' }, next] } };
export const GenderFilled: Story = { args: { at: 'gender', events: filled } };
export const GenderErrors: Story = { args: { at: 'gender', events: [next] } };
/** The server sent both insurance groups: "Yes" is answered and the secondary added (§4). */
export const InsuranceEmpty: Story = { args: { at: 'insurance' } };
/** Next on an empty insurance step: the card rule's messages for both sets. */
export const InsuranceErrors: Story = { args: { at: 'insurance', events: [next] } };
/** The primary complete by its nine fields, the secondary removed. */
export const InsuranceFilled: Story = { args: { at: 'insurance', events: filled } };
export const InsuranceNo: Story = { args: { at: 'insurance', events: [{ type: 'ANSWER_INSURANCE', hasInsurance: false }] } };
/** Every answer with its edit link. */
export const Review: Story = { args: { at: 'review', events: filled } };
export const Success: Story = { render: () => <MissingInformationSuccessPage /> };
export const Interim: Story = { render: () => <MissingInformationInterimPage /> };
