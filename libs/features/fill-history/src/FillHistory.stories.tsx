import type { Meta, StoryObj } from '@storybook/react-vite';
import { fillHistoryResponseSchema, patientProfileResponseSchema } from '@portal/api';
import { fillHistoryQueryFor, toClientPatientData, toFillEntries } from '@portal/care';
import { fillHistoryFor, profileFor } from '@portal/api-mocks';
import { baseCopy } from '@portal/program-config';
import { FillHistoryView } from './FillHistoryPage.tsx';
import { storyFlags } from '@portal/testing/storyFlags';

/** The hub demo patient's fills as the page builds them from the mock (the failed payment left out). */
const patient = toClientPatientData(patientProfileResponseSchema.parse(profileFor('hubPatient', true)), baseCopy.timeline);
const fills = toFillEntries(fillHistoryResponseSchema.parse(fillHistoryFor('hubPatient', 'IC-1000')), patient.prescriptions, fillHistoryQueryFor(patient.prescriptions, patient.intakeCaseId));

const meta = {
  title: 'Fill history/Fill History',
  component: FillHistoryView,
  // Fill History is a page of the payment feature (apps/portal/src/routeTable.ts).
  parameters: storyFlags({ screenOf: 'payment' }),
  args: { state: { status: 'success', fills }, defaultOpen: fills[1]?.id },
} satisfies Meta<typeof FillHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two paid fills; the one with a receipt and tracking open. */
export const List: Story = {};
export const Empty: Story = { args: { state: { status: 'success', fills: [] }, defaultOpen: undefined } };
export const LoadFailed: Story = { args: { state: { status: 'error', onReload: () => {} }, defaultOpen: undefined } };
