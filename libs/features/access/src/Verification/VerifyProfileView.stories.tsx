import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { program } from 'virtual:portal-program';
import { useFeature, type Copy } from '@portal/program-config';
import { emptyVerifyProfileForm, type VerifyProfileForm } from '@portal/validation';
import { VerifyProfileView, type VerifyProfileViewProps } from './VerifyProfileView.tsx';
import { pageInRouter } from '@portal/testing/stories';

/**
 * /verification "Verify Profile" (access-and-identity §2, §5 messages, §8 registration errors).
 * The view validates on Submit by itself, so the error states are reached by pressing Submit in
 * `play`. Texts come from the programme's copy.
 */
const { copy } = program;

// The phone seeded from sign-in, as the toolbar programme's field shows it (see VerifyProfileInProgramme).
const seededPhone = '(555) 555-0101';
const INTERNATIONAL_SEEDED_PHONE = '+1 555 555 0101';

/** The view with the toolbar programme's phone rule (US_only_phone) and the seeded phone in its form, unless a story sets them. */
function VerifyProfileInProgramme({ usOnlyPhone, initial, ...props }: Omit<VerifyProfileViewProps, 'usOnlyPhone'> & { usOnlyPhone?: boolean }) {
  const programmeRule = useFeature('US_only_phone');
  const rule = usOnlyPhone ?? programmeRule;
  const phoneNumber = !rule && initial.phoneNumber === seededPhone ? INTERNATIONAL_SEEDED_PHONE : initial.phoneNumber;
  return <VerifyProfileView {...props} initial={{ ...initial, phoneNumber }} usOnlyPhone={rule} />;
}

const filled: VerifyProfileForm = {
  ...emptyVerifyProfileForm({ phoneNumber: seededPhone }),
  firstName: 'Jordan',
  lastName: 'Lee',
  birthDate: { month: '04', day: '12', year: '1961' },
  postalCode: '62701',
  residentOfUSA: true,
  agreeToTermsAndConditions: true,
};

const meta = {
  title: 'Access/Verify Profile',
  component: VerifyProfileInProgramme,
  ...pageInRouter(['/verification']),
  args: {
    initial: emptyVerifyProfileForm({ phoneNumber: seededPhone }),
    busy: false,
    error: null,
    // Fixed, so the date-of-birth rules (future, under 18) give the same result every day.
    today: new Date('2026-03-02T12:00:00Z'),
    onSubmit: fn(),
  },
  argTypes: {
    initial: { control: 'object' },
    today: { control: 'date' },
  },
} satisfies Meta<typeof VerifyProfileInProgramme>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in by phone: the number is seeded and, being valid, disabled. */
export const Empty: Story = {};

/** Signed in by e-mail: the phone field is empty and editable. */
export const EmptySignedInByEmail: Story = { args: { initial: emptyVerifyProfileForm() } };

/** Submit on the empty form: every §5 message under its field. */
export const WithErrors: Story = {
  args: { initial: emptyVerifyProfileForm() },
  play: async ({ canvas, userEvent, loaded }) => {
    // The toolbar language's texts (.storybook/preview.tsx loads them).
    const texts = (loaded as { copy: Copy }).copy;
    await userEvent.click(canvas.getByRole('button', { name: texts.verification.submit }));
  },
};

/** A birth date after `today`: "Cannot be a future date". */
export const FutureDateOfBirth: Story = {
  args: { initial: { ...filled, birthDate: { month: '01', day: '15', year: '2027' } } },
  play: async ({ canvas, userEvent, loaded }) => {
    // The toolbar language's texts (.storybook/preview.tsx loads them).
    const texts = (loaded as { copy: Copy }).copy;
    await userEvent.click(canvas.getByRole('button', { name: texts.verification.submit }));
  },
};

/** Under 18 on `today`: refused. */
export const Minor: Story = {
  args: { initial: { ...filled, birthDate: { month: '06', day: '01', year: '2010' } } },
  play: async ({ canvas, userEvent, loaded }) => {
    // The toolbar language's texts (.storybook/preview.tsx loads them).
    const texts = (loaded as { copy: Copy }).copy;
    await userEvent.click(canvas.getByRole('button', { name: texts.verification.submit }));
  },
};

/** Every field filled and both boxes ticked. */
export const Filled: Story = { args: { initial: filled } };

/** Submit pressed on a valid form: busy while registering. */
export const Registering: Story = { args: { initial: filled, busy: true } };

/** The registration call said the details do not match (last name "Mismatch" in mock mode). */
export const RegistrationMismatch: Story = {
  args: { initial: { ...filled, lastName: 'Mismatch' }, error: copy.accessErrors.registrationMismatch },
};

export const EnrolmentFailure: Story = { args: { initial: filled, error: copy.accessErrors.enrolmentFailure } };

/** A box explicitly unticked: Submit is disabled (§2). */
export const TermsUnticked: Story = { args: { initial: { ...filled, agreeToTermsAndConditions: false } } };

/** The "terms of use" link opens the Terms of Use modal (its code loads after the page). */
export const TermsOpen: Story = {
  play: async ({ canvas, userEvent, loaded }) => {
    // The toolbar language's texts (.storybook/preview.tsx loads them).
    const texts = (loaded as { copy: Copy }).copy;
    await userEvent.click(canvas.getByRole('button', { name: texts.verification.agreeToTermsLink }));
    await within(document.body).findByRole('dialog', { name: texts.verification.termsTitle });
  },
};
