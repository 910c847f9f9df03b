import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgramProvider } from '@portal/program-config';
import { program } from 'virtual:portal-program';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { renderWithProgram } from '@portal/testing/render';
import { LoginView, type LoginViewProps } from './LoginView.tsx';
import { EARLY_SUBMIT_GLOBAL } from './earlySubmit.ts';
import { loginViewAtStart } from './loginViewStart.ts';

function props(overrides: Partial<LoginViewProps> = {}): LoginViewProps {
  return {
    ...loginViewAtStart,
    usOnlyPhone: true,
    onSendCode: vi.fn(),
    onSubmitCode: vi.fn(),
    onResend: vi.fn(),
    onChangeAddress: vi.fn(),
    ...overrides,
  };
}

describe('LoginView, step 1 "Verify your account"', () => {
  it('Get code stays disabled until the phone is valid; Enter then sends the code by SMS', async () => {
    const onSendCode = vi.fn();
    renderWithProgram(<LoginView {...props({ onSendCode })} />);
    const getCode = screen.getByRole('button', { name: 'Get code' });
    expect(getCode.getAttribute('aria-disabled')).toBe('true');
    await userEvent.type(screen.getByLabelText(/Mobile phone number/), '555555010');
    await userEvent.keyboard('{Enter}');
    expect(onSendCode).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Mobile phone number/), '0{Enter}');
    expect(onSendCode).toHaveBeenCalledWith('sms', '(555) 555-0100');
    await expectNoSeriousAxeViolations();
  });

  it.each([
    [true, '(123) 456-7890', 'US numbers only, 10 digits.'],
    [false, '+1 123 456 7890', 'Start with + and your country code.'],
  ])('with US_only_phone %s, the example in the phone field agrees with its hint', (usOnlyPhone, placeholder, hint) => {
    renderWithProgram(<LoginView {...props({ usOnlyPhone })} />);
    const phone = screen.getByRole('textbox', { name: 'Mobile phone number' }) as HTMLInputElement;
    expect(phone.placeholder).toBe(placeholder);
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(hint);
  });

  it('an e-mail address disables the phone input and is used instead', async () => {
    const onSendCode = vi.fn();
    renderWithProgram(<LoginView {...props({ onSendCode })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my e-mail address instead' }));
    await userEvent.type(screen.getByLabelText('E-mail address'), 'hub.patient@example.com');
    expect((screen.getByLabelText(/Mobile phone number/) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(onSendCode).toHaveBeenCalledWith('email', 'hub.patient@example.com');
  });

  it('in e-mail mode, Enter on an incomplete address says what is wrong, as the phone field does', async () => {
    const onSendCode = vi.fn();
    renderWithProgram(<LoginView {...props({ onSendCode })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my e-mail address instead' }));
    const email = screen.getByLabelText('E-mail address');
    await userEvent.type(email, 'bob@{Enter}');
    expect(onSendCode).not.toHaveBeenCalled();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-errormessage') ?? '')?.textContent).toContain('Invalid email');
    expect(email, 'the patient stays in the field to correct it').toBe(document.activeElement);
  });

  it('a press of the disabled Get code says what is wrong with the e-mail address', async () => {
    renderWithProgram(<LoginView {...props()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Use my e-mail address instead' }));
    const email = screen.getByLabelText('E-mail address');
    await userEvent.type(email, 'bob@');
    // A tap as a phone makes it: the button takes no focus, so the field is not left (no blur).
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(email).toBe(document.activeElement);
    expect(document.getElementById(email.getAttribute('aria-errormessage') ?? '')?.textContent).toContain('Invalid email');
  });

  it('the intro follows the channel: a text message, or an e-mail', async () => {
    renderWithProgram(<LoginView {...props()} />);
    expect(screen.getByText(program.copy.signIn.intro)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Use my e-mail address instead' }));
    expect(screen.getByText(program.copy.signIn.introEmail)).toBeVisible();
    expect(screen.queryByText(program.copy.signIn.intro)).toBeNull();
  });

  it('in phone mode, Enter on an incomplete number says what is wrong', async () => {
    renderWithProgram(<LoginView {...props()} />);
    const phone = screen.getByLabelText(/Mobile phone number/);
    await userEvent.type(phone, '555{Enter}');
    expect(document.getElementById(phone.getAttribute('aria-errormessage') ?? '')?.textContent).toContain(program.copy.validation.phoneInvalid);
  });

  it('shows the session-expired message in red and the send error in the error box', () => {
    renderWithProgram(
      <LoginView
        {...props({
          sessionExpiredMessage: 'Your login session has expired due to inactivity. Please generate a new OTP and log in again.',
          error: "You've reached the maximum number of attempts. Please try again later or contact support.",
        })}
      />,
    );
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('Your login session has expired due to inactivity. Please generate a new OTP and log in again.');
    expect(alerts).toContain("You've reached the maximum number of attempts. Please try again later or contact support.");
  });

  it('a busy Get code ignores presses', async () => {
    const onSendCode = vi.fn();
    renderWithProgram(<LoginView {...props({ busy: true, channel: 'sms', address: '(555) 555-0100', onSendCode })} />);
    await userEvent.click(screen.getByRole('button', { name: /Get code/ }));
    expect(onSendCode).not.toHaveBeenCalled();
  });
});

describe('LoginView, step 1 before the page\'s code runs the sign-in (a slow network)', () => {
  const inProgram = (ui: ReactElement) => (
    <ProgramProvider program={program}>
      <MemoryRouter initialEntries={['/login']}>{ui}</MemoryRouter>
    </ProgramProvider>
  );
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_SUBMIT_GLOBAL];
  });

  it('Get code says it is getting ready, and a press then is carried out once it is', async () => {
    const onSendCode = vi.fn();
    const { rerender } = renderWithProgram(<LoginView {...props({ starting: true, onSendCode })} />);
    const button = screen.getByRole('button', { name: 'Getting ready…' });
    expect(button.getAttribute('aria-disabled'), 'a press must reach the form').toBeNull();
    await userEvent.type(screen.getByLabelText(/Mobile phone number/), '5555550100');
    await userEvent.click(button);
    expect(onSendCode).not.toHaveBeenCalled();
    rerender(inProgram(<LoginView {...props({ starting: false, onSendCode })} />));
    expect(onSendCode).toHaveBeenCalledTimes(1);
    expect(onSendCode).toHaveBeenCalledWith('sms', '(555) 555-0100');
    expect(screen.getByRole('button', { name: 'Get code' }).textContent).toBe('Get code');
  });

  it('the number typed into the prerendered page, and Enter pressed there, count once the page runs', async () => {
    const onSendCode = vi.fn();
    const container = document.createElement('div');
    container.append(...new DOMParser().parseFromString(renderToString(inProgram(<LoginView {...props({ starting: true, onSendCode })} />)), 'text/html').body.childNodes);
    document.body.append(container);
    // Typed and sent before any script: React never saw it, the boot script noted the form.
    const form = container.querySelector('form')!;
    (form.elements.namedItem('phone') as HTMLInputElement).value = '5555550100';
    (window as unknown as Record<string, unknown>)[EARLY_SUBMIT_GLOBAL] = form;
    const { rerender } = render(inProgram(<LoginView {...props({ starting: true, onSendCode })} />), { container, hydrate: true });
    expect(onSendCode).not.toHaveBeenCalled();
    rerender(inProgram(<LoginView {...props({ starting: false, onSendCode })} />));
    expect(onSendCode).toHaveBeenCalledTimes(1);
    expect(onSendCode).toHaveBeenCalledWith('sms', '(555) 555-0100');
    expect((window as unknown as Record<string, unknown>)[EARLY_SUBMIT_GLOBAL], 'carried out once').toBeNull();
    container.remove();
  });

  it('an early press with an incomplete number says what is wrong once the page runs, and sends nothing', async () => {
    const onSendCode = vi.fn();
    const { rerender } = renderWithProgram(<LoginView {...props({ starting: true, onSendCode })} />);
    await userEvent.type(screen.getByLabelText(/Mobile phone number/), '555{Enter}');
    rerender(inProgram(<LoginView {...props({ starting: false, onSendCode })} />));
    expect(onSendCode).not.toHaveBeenCalled();
    const phone = screen.getByLabelText(/Mobile phone number/);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-errormessage') ?? '')?.textContent).toContain(program.copy.validation.phoneInvalid);
  });
});

describe('LoginView, step 2 "Enter verification code"', () => {
  it('names the channel, submits six digits once with Enter, offers resend', async () => {
    const onSubmitCode = vi.fn();
    const onResend = vi.fn();
    renderWithProgram(<LoginView {...props({ step: 'code', address: '(555) 555-0100', onSubmitCode, onResend })} />);
    expect(screen.getByText('Enter the 6-digit code we sent to your phone number (555) 555-0100.')).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Submit code' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await userEvent.keyboard('123456{Enter}');
    expect(onSubmitCode).toHaveBeenCalledTimes(1);
    expect(onSubmitCode).toHaveBeenCalledWith('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(onResend).toHaveBeenCalled();
    await expectNoSeriousAxeViolations();
  });

  describe('after an answer that the code was not right (access-and-identity §8)', () => {
    const wrongCode = program.copy.accessErrors.wrongCode;
    const inProgram = (ui: ReactElement) => (
      <ProgramProvider program={program}>
        <MemoryRouter initialEntries={['/login']}>{ui}</MemoryRouter>
      </ProgramProvider>
    );
    const digitBox = (position: number) => screen.getByRole('textbox', { name: `Verification code, digit ${position} of 6` });
    const boxes = () => screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value).join('');
    const errorBox = () => screen.getAllByRole('alert').find((element) => element.textContent !== '');

    /** The code step as the page shows it: `overrides` are what the sign-in says now. */
    function codeStep(onSubmitCode = vi.fn()) {
      const view = (overrides: Partial<LoginViewProps>) => inProgram(<LoginView {...props({ step: 'code', address: '(555) 555-0100', onSubmitCode, ...overrides })} />);
      const { rerender } = renderWithProgram(<LoginView {...props({ step: 'code', address: '(555) 555-0100', onSubmitCode })} />, { route: '/login' });
      return { show: (overrides: Partial<LoginViewProps>) => rerender(view(overrides)) };
    }

    it('a code the server turned down: the boxes empty, focus in the first, the message said in the live region', async () => {
      const onSubmitCode = vi.fn();
      const step = codeStep(onSubmitCode);
      await userEvent.keyboard('654321');
      await userEvent.click(screen.getByRole('button', { name: 'Submit code' }));
      expect(onSubmitCode).toHaveBeenCalledWith('654321');
      step.show({ busy: true });
      step.show({ error: wrongCode, codeRefusals: 1 });
      expect(boxes()).toBe('');
      expect(document.activeElement).toBe(digitBox(1));
      expect(errorBox()?.textContent).toBe(wrongCode);
      expect(errorBox()?.getAttribute('aria-live')).toBe('polite');
      expect(screen.getByRole('button', { name: 'Submit code' }).getAttribute('aria-disabled')).toBe('true');
      // The next code typed from the first box, turned down too (the same words): afresh again.
      await userEvent.keyboard('111111{Enter}');
      expect(onSubmitCode).toHaveBeenLastCalledWith('111111');
      step.show({ busy: true, codeRefusals: 1 });
      step.show({ error: wrongCode, codeRefusals: 2 });
      expect(boxes()).toBe('');
      expect(document.activeElement).toBe(digitBox(1));
      await expectNoSeriousAxeViolations();
    });

    it.each([
      ['a server fault (the same §8 words)', wrongCode],
      ['no connection', program.copy.errors.network],
    ])('%s: the code stays as typed and focus where it was, so Submit code sends it again', async (_label, message) => {
      const onSubmitCode = vi.fn();
      const step = codeStep(onSubmitCode);
      await userEvent.keyboard('123456');
      const submit = screen.getByRole('button', { name: 'Submit code' });
      await userEvent.click(submit);
      step.show({ busy: true });
      step.show({ error: message, codeRefusals: 0 });
      expect(boxes()).toBe('123456');
      expect(document.activeElement).toBe(submit);
      expect(errorBox()?.textContent).toBe(message);
      await userEvent.keyboard('{Enter}');
      expect(onSubmitCode.mock.calls).toEqual([['123456'], ['123456']]);
    });
  });

  describe('the code offered by the phone from the SMS (WebOTP, Android Chrome)', () => {
    /** A stubbed `navigator.credentials.get` that answers as the browser does: pending until the SMS, rejected on abort. */
    function stubWebOtp() {
      const requests: Array<{ options: CredentialRequestOptions & { otp?: unknown }; resolve: (code: string) => void }> = [];
      const get = vi.fn((options: CredentialRequestOptions & { otp?: unknown }) => {
        return new Promise<Credential | null>((resolve, reject) => {
          requests.push({ options, resolve: (code) => resolve({ id: '', type: 'otp', code } as Credential) });
          options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      });
      Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
      Object.defineProperty(window, 'OTPCredential', { value: class OTPCredential {}, configurable: true });
      /** The request still open (the last one: StrictMode asks, gives up and asks again). */
      const open = () => requests.at(-1)!;
      return { get, requests, open };
    }
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'credentials');
      Reflect.deleteProperty(window, 'OTPCredential');
    });
    const boxes = () => screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value).join('');
    const codeStep = (onSubmitCode = vi.fn()) => renderWithProgram(<LoginView {...props({ step: 'code', address: '(555) 555-0100', onSubmitCode })} />, { route: '/login' });

    it('asks for the SMS code once the step shows; the code offered fills the six boxes and is sent once, as a typed one is', async () => {
      const webOtp = stubWebOtp();
      const onSubmitCode = vi.fn();
      codeStep(onSubmitCode);
      expect(webOtp.open().options).toMatchObject({ otp: { transport: ['sms'] } });
      expect(webOtp.open().options.signal?.aborted).toBe(false);
      await act(async () => webOtp.open().resolve('482913'));
      expect(boxes()).toBe('482913');
      expect(onSubmitCode.mock.calls).toEqual([['482913']]);
    });

    it('leaving the step gives the request up', () => {
      const webOtp = stubWebOtp();
      const { unmount } = codeStep();
      const { signal } = webOtp.open().options;
      expect(signal?.aborted).toBe(false);
      unmount();
      expect(signal?.aborted).toBe(true);
    });

    it('typing first gives the request up: an SMS arriving later changes nothing', async () => {
      const webOtp = stubWebOtp();
      const onSubmitCode = vi.fn();
      codeStep(onSubmitCode);
      const request = webOtp.open();
      await userEvent.keyboard('12');
      expect(request.options.signal?.aborted).toBe(true);
      await act(async () => request.resolve('482913'));
      expect(boxes()).toBe('12');
      expect(onSubmitCode).not.toHaveBeenCalled();
    });

    it('a paste gives the request up too', async () => {
      const webOtp = stubWebOtp();
      codeStep();
      const request = webOtp.open();
      await userEvent.paste('654321');
      expect(boxes()).toBe('654321');
      expect(request.options.signal?.aborted).toBe(true);
    });

    it('a code sent by the patient gives the request up', async () => {
      const webOtp = stubWebOtp();
      const onSubmitCode = vi.fn();
      codeStep(onSubmitCode);
      const request = webOtp.open();
      // Autofilled at once (one-time-code): one change with the whole code, then Enter.
      fireEvent.change(screen.getByRole('textbox', { name: 'Verification code, digit 1 of 6' }), { target: { value: '765432' } });
      await userEvent.keyboard('{Enter}');
      expect(onSubmitCode.mock.calls).toEqual([['765432']]);
      expect(request.options.signal?.aborted).toBe(true);
    });

    it('a request the patient declines, or one that fails, says nothing and leaves the boxes to type in', async () => {
      const get = vi.fn(() => Promise.reject(new DOMException('declined', 'NotAllowedError')));
      Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
      Object.defineProperty(window, 'OTPCredential', { value: class OTPCredential {}, configurable: true });
      const onSubmitCode = vi.fn();
      codeStep(onSubmitCode);
      await act(async () => undefined);
      expect(get).toHaveBeenCalled();
      expect(screen.getAllByRole('alert').every((alert) => alert.textContent === '')).toBe(true);
      await userEvent.keyboard('123456{Enter}');
      expect(onSubmitCode.mock.calls).toEqual([['123456']]);
    });

    it('where the browser has no WebOTP, nothing is asked', () => {
      const get = vi.fn(() => new Promise<never>(() => undefined));
      Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
      codeStep();
      expect(get).not.toHaveBeenCalled();
    });
  });

  it('the e-mail wording when the code went by e-mail', () => {
    renderWithProgram(<LoginView {...props({ step: 'code', channel: 'email', address: 'hub.patient@example.com' })} />);
    expect(screen.getByText('Enter the 6-digit code we sent to your e-mail address hub.patient@example.com.')).toBeVisible();
  });
});
