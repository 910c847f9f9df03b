import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { program } from 'virtual:portal-program';
import { formatCopy, useFeature, type Copy } from '@portal/program-config';
import { LoginView, type LoginViewProps } from './LoginView.tsx';
import { loginViewAtStart } from './loginViewStart.ts';
import { pageInRouter } from '@portal/testing/stories';

/**
 * /login, both steps (access-and-identity §2 Login screen and Code step, §8 error catalogue). The
 * view takes its state as props, so every state shows here without the sign-in machine. Texts
 * given as args come from the built programme's copy and show in the toolbar's programme and
 * language (the preview maps them by their copy key).
 */
const { copy } = program;

/** The view with the toolbar programme's phone rule (US_only_phone) unless a story sets one. */
function LoginViewInProgramme({ usOnlyPhone, ...props }: Omit<LoginViewProps, 'usOnlyPhone'> & { usOnlyPhone?: boolean }) {
  const programmeRule = useFeature('US_only_phone');
  return <LoginView {...props} usOnlyPhone={usOnlyPhone ?? programmeRule} />;
}

const meta = {
  title: 'Access/Login',
  component: LoginViewInProgramme,
  ...pageInRouter(['/login']),
  args: {
    ...loginViewAtStart,
    onSendCode: fn(),
    onSubmitCode: fn(),
    onResend: fn(),
    onChangeAddress: fn(),
  },
  argTypes: {
    step: { control: 'inline-radio', options: ['address', 'code'] },
    channel: { control: 'inline-radio', options: ['sms', 'email'] },
  },
} satisfies Meta<typeof LoginViewInProgramme>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = '(555) 555-0100';
const email = 'hub.patient@example.com';

// Step 1: "Verify your account".

export const AddressEmpty: Story = {};

/** US_only_phone on: the (NXX) XXX-XXXX mask. */
export const AddressUsPhone: Story = { args: { usOnlyPhone: true, address: '5555550100' } };

/** US_only_phone off: a free international input that forces a leading +. */
export const AddressInternationalPhone: Story = { args: { usOnlyPhone: false, address: '+1 555 555 0100' } };

/**
 * The prerendered page before its code runs (a slow network): Get code says it is getting ready,
 * and a press now is carried out once it is.
 */
export const GettingReady: Story = { args: { starting: true } };

/** Shown in red after an idle session ended (30 s). */
export const SessionExpired: Story = { args: { sessionExpiredMessage: copy.errors.sessionExpired } };

/** The server no longer accepted the session (a 401): the same place, its own words (30 s). */
export const SessionEnded: Story = { args: { sessionExpiredMessage: copy.errors.sessionEnded } };

/** Get code pressed: busy, a second press does nothing. */
export const Sending: Story = { args: { address: phone, busy: true } };

export const EmailMode: Story = { args: { channel: 'email', address: email } };

/** Enter on an incomplete e-mail address: it says what is wrong, as the phone field does. */
export const EmailInvalidOnEnter: Story = {
  args: { channel: 'email', address: 'bob@' },
  play: async ({ canvas, userEvent, loaded }) => {
    // The toolbar language's texts (.storybook/preview.tsx loads them).
    const texts = (loaded as { copy: Copy }).copy;
    await userEvent.type(canvas.getByRole('textbox', { name: texts.signIn.emailLabel }), '{Enter}');
  },
};

export const EmailSending: Story = { args: { channel: 'email', address: email, busy: true } };

export const ErrorMaxAttempts: Story = { args: { address: phone, error: copy.accessErrors.maxAttempts } };

export const ErrorPhoneNotFound: Story = { args: { address: '(555) 555-0107', error: copy.accessErrors.phoneNotFound } };

export const ErrorEmailNotFound: Story = { args: { channel: 'email', address: 'not.found@example.com', error: copy.accessErrors.emailNotFound } };

export const ErrorTimeout: Story = { args: { address: phone, error: copy.errors.timeout } };

export const ErrorNetwork: Story = { args: { address: phone, error: copy.errors.network } };

export const ErrorInvalidResponse: Story = { args: { address: phone, error: copy.errors.invalidResponse } };

export const ErrorFetchData: Story = { args: { address: phone, error: copy.errors.fetchData } };

/** The expired message and an error at once (a send failed right after the session ended). */
export const SessionExpiredWithError: Story = {
  args: { address: phone, sessionExpiredMessage: copy.errors.sessionExpired, error: copy.accessErrors.phoneNotFound },
};

// Step 2: "Enter verification code".

const digit = (texts: Copy, position: number) => `${texts.signIn.codeLabel}, ${formatCopy(texts.signIn.codeDigitLabel, { index: position, total: 6 })}`;

export const CodeEmpty: Story = { args: { step: 'code', address: phone } };

export const CodeSentToEmail: Story = { args: { step: 'code', channel: 'email', address: email } };

/** Six digits typed: Submit code is enabled. */
export const CodeFilled: Story = {
  args: { step: 'code', address: phone },
  play: async ({ canvas, userEvent, loaded }) => {
    // The toolbar language's texts (.storybook/preview.tsx loads them).
    const texts = (loaded as { copy: Copy }).copy;
    await userEvent.type(canvas.getByRole('textbox', { name: digit(texts, 1) }), '123456');
  },
};

/**
 * The §8 words after a code that could not be checked (a server fault): the code stays as typed,
 * to be sent again. A code the server turned down empties the boxes instead (decision 0059).
 */
export const CodeWrong: Story = {
  args: { step: 'code', address: phone, error: copy.accessErrors.wrongCode },
  play: async ({ canvas, userEvent, loaded }) => {
    // The toolbar language's texts (.storybook/preview.tsx loads them).
    const texts = (loaded as { copy: Copy }).copy;
    await userEvent.type(canvas.getByRole('textbox', { name: digit(texts, 1) }), '654321');
  },
};

export const CodeMaxAttempts: Story = { args: { step: 'code', address: phone, error: copy.accessErrors.maxAttempts } };

export const CodeResent: Story = { args: { step: 'code', address: phone, codeResent: true } };

/** Submit code pressed: busy while the code is checked. */
export const Verifying: Story = {
  args: { step: 'code', address: phone, busy: true },
  play: async ({ canvas, userEvent, loaded }) => {
    // The toolbar language's texts (.storybook/preview.tsx loads them).
    const texts = (loaded as { copy: Copy }).copy;
    await userEvent.type(canvas.getByRole('textbox', { name: digit(texts, 1) }), '123456');
  },
};

/** Resend code pressed: busy, the resend link is disabled. */
export const Resending: Story = { args: { step: 'code', address: phone, busy: true } };
