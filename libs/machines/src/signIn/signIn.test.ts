import type { ApiClient, ApiError, ApiResult, VerifySignInResponse } from '@portal/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { signInDestination, signInMachine, signInStep } from './signIn.machine.ts';
import type { FetchProfileInput, ProfileResult, ProfileSummary, SendCodeInput, SignInInput, VerifyCodeInput } from './types.ts';

/** The machine's calls are the test's fakes: no request goes through this client. */
const api = {} as ApiClient;
/** What a call was asked, without the client it goes through. */
const withoutClient = <Input extends { api: ApiClient }>({ api: _client, ...rest }: Input) => rest;

const T0 = Date.UTC(2024, 5, 15, 12, 0, 0);

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data, status: 200 });
const fail = (error: ApiError): ApiResult<never> => ({ ok: false, error });
const http = (status: number, message = 'An error occurred while fetching data'): ApiResult<never> =>
  fail({ kind: 'http', status, message });

const registered: VerifySignInResponse = {
  accessToken: 'token-1',
  isPWARegistered: true,
  hubPatient: true,
  isMultiplePatientProfileExists: false,
};
const profile: ProfileSummary = { isPWARegistered: true, firstName: 'Ada' };

interface Fakes {
  sendCode?: (input: SendCodeInput) => ApiResult<unknown> | Promise<ApiResult<unknown>>;
  verifyCode?: (input: VerifyCodeInput) => ApiResult<VerifySignInResponse> | Promise<ApiResult<VerifySignInResponse>>;
  fetchProfile?: (input: FetchProfileInput) => ProfileResult | Promise<ProfileResult>;
}

function startSignIn(fakes: Fakes = {}, input: Partial<SignInInput> = {}) {
  const calls = { sendCode: [] as Omit<SendCodeInput, 'api'>[], verifyCode: [] as Omit<VerifyCodeInput, 'api'>[], fetchProfile: [] as Omit<FetchProfileInput, 'api'>[] };
  const machine = signInMachine.provide({
    actors: {
      sendCode: fromPromise<ApiResult<unknown>, SendCodeInput>(async ({ input }) => {
        calls.sendCode.push(withoutClient(input));
        return (fakes.sendCode ?? (() => ok({ success: true })))(input);
      }),
      verifyCode: fromPromise<ApiResult<VerifySignInResponse>, VerifyCodeInput>(async ({ input }) => {
        calls.verifyCode.push(withoutClient(input));
        return (fakes.verifyCode ?? (() => ok(registered)))(input);
      }),
      fetchProfile: fromPromise<ProfileResult, FetchProfileInput>(async ({ input }) => {
        calls.fetchProfile.push(withoutClient(input));
        return (fakes.fetchProfile ?? (() => ok(profile)))(input);
      }),
    },
  });
  const clock = new SimulatedClock();
  clock.set(T0);
  const actor = createActor(machine, {
    input: { api, returnUrl: null, missingInformationEnabled: false, usOnlyPhone: true, ...input },
    clock,
  });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, clock, emitted };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

type Started = ReturnType<typeof startSignIn>;

/** What the screens read of a snapshot (its tags, never a state's name): the step shown and whether a call is in flight. */
const seen = (snapshot: ReturnType<Started['actor']['getSnapshot']>) => ({ step: signInStep(snapshot), busy: snapshot.hasTag('busy') });
const ADDRESS = { step: 'address', busy: false };
const SENDING = { step: 'address', busy: true };
const CODE = { step: 'code', busy: false };
/** A resend or a verify in flight: which call it is, the test's fakes say. */
const CODE_BUSY = { step: 'code', busy: true };
const VERIFICATION = { step: 'verification', busy: false };
/** Waits for the code step, ready for the patient. */
const onCodeStep = (snapshot: ReturnType<Started['actor']['getSnapshot']>) => snapshot.hasTag('codeStep') && !snapshot.hasTag('busy');

async function toCodeStep({ actor }: Started, channel: 'sms' | 'email' = 'sms', address = '(555) 123-4567') {
  actor.send({ type: 'SEND_CODE', channel, address });
  await waitFor(actor, (s) => !s.hasTag('busy'));
}

async function submit({ actor }: Started, code = '123456') {
  actor.send({ type: 'SUBMIT_CODE', code });
  await waitFor(actor, (s) => !s.hasTag('busy'));
}

describe('signInMachine: sending the code (spec §2 Login screen, §8)', () => {
  it.each([
    ['sms', '(555) 123-4567'],
    ['email', 'ada@example.com'],
  ] as const)('sends the code by %s and moves to the code step', async (channel, address) => {
    const started = startSignIn();
    expect(seen(started.actor.getSnapshot())).toEqual(ADDRESS);
    expect(signInDestination(started.actor.getSnapshot())).toBeNull();
    await toCodeStep(started, channel, address);
    expect(seen(started.actor.getSnapshot())).toEqual(CODE);
    expect(started.calls.sendCode).toEqual([{ channel, address }]);
  });

  it('is busy while sending and sends one code for a double click', async () => {
    const answer = deferred<ApiResult<unknown>>();
    const started = startSignIn({ sendCode: () => answer.promise });
    started.actor.send({ type: 'SEND_CODE', channel: 'sms', address: '5551234567' });
    started.actor.send({ type: 'SEND_CODE', channel: 'sms', address: '5551234567' });
    expect(seen(started.actor.getSnapshot())).toEqual(SENDING);
    expect(started.actor.getSnapshot().hasTag('busy')).toBe(true);
    answer.resolve(ok({}));
    await waitFor(started.actor, onCodeStep);
    expect(started.calls.sendCode).toHaveLength(1);
  });

  it('does not send an empty address', () => {
    const started = startSignIn();
    started.actor.send({ type: 'SEND_CODE', channel: 'email', address: '   ' });
    expect(seen(started.actor.getSnapshot())).toEqual(ADDRESS);
    expect(started.calls.sendCode).toHaveLength(0);
  });

  it.each<[string, 'sms' | 'email', ApiResult<unknown>, unknown]>([
    ['429', 'sms', http(429), { section: 'accessErrors', key: 'maxAttempts' }],
    ['a provider rate-limit text', 'sms', http(400, 'Max send attempts reached'), { section: 'accessErrors', key: 'maxAttempts' }],
    ['"rate limit" in the text', 'email', http(403, 'Rate limit exceeded for this number'), { section: 'accessErrors', key: 'maxAttempts' }],
    ['the mock text', 'sms', http(400, "You've reached the maximum number of attempts."), { section: 'accessErrors', key: 'maxAttempts' }],
    ['a phone not on record', 'sms', http(404, 'Patient not found'), { section: 'accessErrors', key: 'phoneNotFound' }],
    ['an e-mail not on record', 'email', http(404, 'Patient not found'), { section: 'accessErrors', key: 'emailNotFound' }],
    ['a server error', 'sms', http(500), { section: 'accessErrors', key: 'phoneNotFound' }],
    ['no connection', 'sms', fail({ kind: 'network' }), { section: 'errors', key: 'network' }],
    ['a timeout', 'email', fail({ kind: 'timeout' }), { section: 'errors', key: 'timeout' }],
  ])('a send failing with %s stays on the first step with its message', async (_label, channel, answer, error) => {
    const started = startSignIn({ sendCode: () => answer });
    await toCodeStep(started, channel, channel === 'sms' ? '5551234567' : 'ada@example.com');
    expect(seen(started.actor.getSnapshot())).toEqual(ADDRESS);
    expect(started.actor.getSnapshot().context.error).toEqual(error);
  });

  it('clears the message when the patient tries again', async () => {
    let answer: ApiResult<unknown> = http(404);
    const started = startSignIn({ sendCode: () => answer });
    await toCodeStep(started);
    expect(started.actor.getSnapshot().context.error).not.toBeNull();
    answer = ok({});
    await toCodeStep(started);
    expect(started.actor.getSnapshot().context.error).toBeNull();
    expect(seen(started.actor.getSnapshot())).toEqual(CODE);
  });

  it('sends through the API client it is given; a client that throws is the general message, not a crash', async () => {
    const request = vi.fn(async () => {
      throw new Error('offline');
    });
    const actor = createActor(signInMachine, { input: { api: { request } as unknown as ApiClient, returnUrl: null, missingInformationEnabled: false, usOnlyPhone: true } }).start();
    actor.send({ type: 'SEND_CODE', channel: 'sms', address: '5551234567' });
    await waitFor(actor, (s) => signInStep(s) === 'address' && !s.hasTag('busy'));
    expect(request).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.error).toEqual({ section: 'errors', key: 'fetchData' });
  });
});

describe('signInMachine: the code step (spec §2 Code step, §8)', () => {
  it('verifies the code with the channel and address used to send it', async () => {
    const started = startSignIn();
    await toCodeStep(started, 'email', ' ada@example.com ');
    await submit(started, '654321');
    expect(started.calls.verifyCode).toEqual([{ channel: 'email', address: 'ada@example.com', code: '654321' }]);
  });

  it('submits once when Submit is pressed twice (no double submit)', async () => {
    const answer = deferred<ApiResult<VerifySignInResponse>>();
    const started = startSignIn({ verifyCode: () => answer.promise });
    await toCodeStep(started);
    started.actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    started.actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    started.actor.send({ type: 'RESEND' });
    expect(seen(started.actor.getSnapshot())).toEqual(CODE_BUSY);
    answer.resolve(ok(registered));
    await waitFor(started.actor, (s) => s.status === 'done');
    expect(started.calls.verifyCode).toHaveLength(1);
    expect(started.calls.sendCode).toHaveLength(1);
  });

  it.each(['12345', '1234567', '12345a', ''])('does not send the incomplete code %j', async (code) => {
    const started = startSignIn();
    await toCodeStep(started);
    started.actor.send({ type: 'SUBMIT_CODE', code });
    expect(seen(started.actor.getSnapshot())).toEqual(CODE);
    expect(started.calls.verifyCode).toHaveLength(0);
  });

  it.each<[string, ApiResult<VerifySignInResponse>, unknown]>([
    ['429', http(429), { section: 'accessErrors', key: 'maxAttempts' }],
    ['"max check attempts reached"', http(400, 'Max check attempts reached'), { section: 'accessErrors', key: 'maxAttempts' }],
    ['the same text in capitals', http(400, 'MAX CHECK ATTEMPTS REACHED'), { section: 'accessErrors', key: 'maxAttempts' }],
    ['a wrong code', http(400, 'Invalid code'), { section: 'accessErrors', key: 'wrongCode' }],
    ['another status', http(500), { section: 'accessErrors', key: 'wrongCode' }],
    ['no connection', fail({ kind: 'network' }), { section: 'errors', key: 'network' }],
    ['an unreadable answer', fail({ kind: 'invalidResponse', issues: 'accessToken: required' }), { section: 'errors', key: 'invalidResponse' }],
  ])('a verify failing with %s stays on the code step with its message', async (_label, answer, error) => {
    const started = startSignIn({ verifyCode: () => answer });
    await toCodeStep(started);
    await submit(started);
    expect(seen(started.actor.getSnapshot())).toEqual(CODE);
    expect(started.actor.getSnapshot().context.error).toEqual(error);
    expect(started.actor.getSnapshot().context.session).toBeNull();
  });

  it('resends the code and says so', async () => {
    const started = startSignIn();
    await toCodeStep(started);
    started.actor.send({ type: 'RESEND' });
    expect(seen(started.actor.getSnapshot())).toEqual(CODE_BUSY);
    expect(started.calls.sendCode).toHaveLength(2);
    await waitFor(started.actor, onCodeStep);
    expect(started.actor.getSnapshot().context.codeResent).toBe(true);
    expect(started.calls.sendCode).toHaveLength(2);
  });

  it('stays on the code step with the send message when a resend fails', async () => {
    let answer: ApiResult<unknown> = ok({});
    const started = startSignIn({ sendCode: () => answer });
    await toCodeStep(started);
    answer = http(429);
    started.actor.send({ type: 'RESEND' });
    await waitFor(started.actor, onCodeStep);
    expect(started.actor.getSnapshot().context).toMatchObject({ codeResent: false, error: { section: 'accessErrors', key: 'maxAttempts' } });
  });

  it('goes back to the first step to change the number, keeping what was typed', async () => {
    const started = startSignIn({ verifyCode: () => http(400) });
    await toCodeStep(started, 'sms', '5551234567');
    await submit(started);
    started.actor.send({ type: 'CHANGE_ADDRESS' });
    expect(seen(started.actor.getSnapshot())).toEqual(ADDRESS);
    expect(started.actor.getSnapshot().context).toMatchObject({ address: '5551234567', error: null });
  });
});

describe('signInMachine: routing after the code (spec §4 Sign-in, Missing-information routing, Profile fetch failure)', () => {
  async function signInWith(fakes: Fakes, input: Partial<SignInInput> = {}) {
    const started = startSignIn(fakes, input);
    await toCodeStep(started);
    await submit(started);
    return started;
  }

  it('sends a patient with several profiles to /login-error without fetching the profile', async () => {
    const started = await signInWith({ verifyCode: () => ok({ ...registered, isMultiplePatientProfileExists: true }) });
    expect(started.actor.getSnapshot().output).toMatchObject({ to: '/login-error', authenticated: false });
    expect(started.calls.fetchProfile).toHaveLength(0);
  });

  it.each<[string, Partial<SignInInput>, ProfileResult, string, boolean]>([
    ['no return URL', {}, ok(profile), '/prescriptions', true],
    ['a return URL', { returnUrl: '/fill-history?x=1' }, ok(profile), '/fill-history?x=1', true],
    ['an off-site return URL', { returnUrl: '//evil.example' }, ok(profile), '/prescriptions', true],
    ['a profile fetch error', {}, http(500, 'Profile service down'), '/profile-error', false],
    ['a profile fetch without connection', {}, fail({ kind: 'network' }), '/profile-error', false],
    ['an unreadable profile', {}, fail({ kind: 'invalidResponse', issues: '' }), '/profile-error', false],
    ['an answer without a usable profile', {}, ok(null), '/login-error', false],
    ['a 202 on the profile call', {}, fail({ kind: 'redirectHome', status: 202 }), '/', false],
  ])('a registered patient with %s goes to the right page', async (_label, input, answer, to, authenticated) => {
    const started = await signInWith({ fetchProfile: () => answer }, input);
    expect(started.actor.getSnapshot().status).toBe('done');
    expect(started.actor.getSnapshot().output).toMatchObject({ to, authenticated });
    expect(signInDestination(started.actor.getSnapshot())).toBe(to);
    expect(started.calls.fetchProfile).toEqual([{ token: 'token-1' }]);
  });

  it('treats a fetchProfile actor that throws as a profile error', async () => {
    const started = await signInWith({
      fetchProfile: () => {
        throw new Error('boom');
      },
    });
    expect(started.actor.getSnapshot().output).toMatchObject({ to: '/profile-error', authenticated: false });
  });

  /** `insuranceSaved` is the primary's unless given (a secondary group the server sent decides it too). */
  const missing = (active: boolean, Open_Task: boolean, primaryInsuranceSaved: boolean, insuranceSaved = primaryInsuranceSaved): ProfileSummary => ({
    isPWARegistered: true,
    missingInformation: { active, Open_Task, primaryInsuranceSaved, insuranceSaved },
  });

  it.each<[string, ProfileSummary, string | null, string]>([
    ['active, insurance not saved', missing(true, false, false), null, '/missing-information-start'],
    ['active with an open task, insurance not saved', missing(true, true, false), '/prescriptions', '/missing-information-start'],
    ['inactive, open task, insurance saved', missing(false, true, true), null, '/missing-information-interim'],
    ['inactive, open task, insurance saved, return URL', missing(false, true, true), '/fill-history', '/missing-information-interim'],
    ['active, insurance saved', missing(true, false, true), null, '/onboarding'],
    ['inactive, open task, insurance not saved', missing(false, true, false), null, '/onboarding'],
    ['inactive, open task, primary saved but the secondary not: not the interim page', missing(false, true, true, false), null, '/onboarding'],
    ['active, primary saved, secondary not: the wizard rule reads the primary only', missing(true, true, true, false), null, '/onboarding'],
    ['inactive, no task', missing(false, false, true), '/fill-history', '/fill-history'],
    ['no missing-information data', profile, null, '/onboarding'],
  ])('with missing information on: %s', async (_label, summary, returnUrl, to) => {
    const started = await signInWith({ fetchProfile: () => ok(summary) }, { missingInformationEnabled: true, returnUrl });
    expect(started.actor.getSnapshot().output).toMatchObject({ to, authenticated: true });
  });

  it('ignores the missing-information data when the feature is off', async () => {
    const started = await signInWith({ fetchProfile: () => ok(missing(true, false, false)) });
    expect(started.actor.getSnapshot().output?.to).toBe('/prescriptions');
  });

  it('outputs the session the app keeps, with the sign-in time from the actor clock', async () => {
    const started = await signInWith({});
    expect(started.actor.getSnapshot().output).toEqual({
      to: '/prescriptions',
      authenticated: true,
      token: 'token-1',
      signedInAt: T0,
      channel: 'sms',
      address: '(555) 123-4567',
      hubPatient: true,
      isPWARegistered: true,
      isMultiplePatientProfileExists: false,
      profile,
    });
    expect(started.emitted).toEqual([{ type: 'tokenIssued', token: 'token-1', signedInAt: T0 }]);
  });
});

describe('signInMachine: a patient who is not registered (spec §4 Sign-in)', () => {
  const notRegistered: VerifySignInResponse = { ...registered, accessToken: 'token-new', isPWARegistered: false, hubPatient: false };

  async function toVerification(fakes: Fakes = {}, input: Partial<SignInInput> = {}) {
    const started = startSignIn({ verifyCode: () => ok(notRegistered), ...fakes }, input);
    await toCodeStep(started);
    await submit(started);
    return started;
  }

  it('waits on /verification with the token and the sign-in phone, without fetching the profile', async () => {
    const started = await toVerification();
    const snapshot = started.actor.getSnapshot();
    expect(seen(snapshot)).toEqual(VERIFICATION);
    expect(snapshot.status).toBe('active');
    expect(snapshot.context.session?.token).toBe('token-new');
    expect(snapshot.context.address).toBe('(555) 123-4567');
    expect(started.calls.fetchProfile).toHaveLength(0);
    expect(signInDestination(snapshot)).toBe('/verification');
    // The token lifecycle can start now: the Verify Profile page calls the API with this token.
    expect(started.emitted).toEqual([{ type: 'tokenIssued', token: 'token-new', signedInAt: T0 }]);
  });

  it.each<[string, Partial<SignInInput>, string]>([
    ['no return URL', {}, '/onboarding'],
    ['a return URL', { returnUrl: '/pharmacy' }, '/pharmacy'],
    ['missing information on and nothing missing', { missingInformationEnabled: true }, '/onboarding'],
  ])('after REGISTERED fetches the profile and routes (%s)', async (_label, input, to) => {
    const started = await toVerification({}, input);
    started.actor.send({ type: 'REGISTERED', hubPatient: true });
    await waitFor(started.actor, (s) => s.status === 'done');
    expect(started.actor.getSnapshot().output).toMatchObject({ to, authenticated: true, hubPatient: true, isPWARegistered: true });
    expect(started.calls.fetchProfile).toEqual([{ token: 'token-new' }]);
  });

  it('goes to the missing-information wizard after registration when the rule says so', async () => {
    const started = await toVerification(
      { fetchProfile: () => ok({ isPWARegistered: true, missingInformation: { active: true, Open_Task: true, primaryInsuranceSaved: false, insuranceSaved: false } }) },
      { missingInformationEnabled: true },
    );
    started.actor.send({ type: 'REGISTERED' });
    await waitFor(started.actor, (s) => s.status === 'done');
    expect(started.actor.getSnapshot().output?.to).toBe('/missing-information-start');
  });

  it('stays on /verification when the profile still says not registered', async () => {
    const started = await toVerification({ fetchProfile: () => ok({ isPWARegistered: false }) });
    started.actor.send({ type: 'REGISTERED' });
    await waitFor(started.actor, (s) => !s.hasTag('busy'));
    expect(seen(started.actor.getSnapshot())).toEqual(VERIFICATION);
    expect(started.calls.fetchProfile).toHaveLength(1);
  });

  it('fetches with the renewed token when REGISTERED carries one', async () => {
    const started = await toVerification();
    started.actor.send({ type: 'REGISTERED', token: 'token-renewed' });
    await waitFor(started.actor, (s) => s.status === 'done');
    expect(started.calls.fetchProfile).toEqual([{ token: 'token-renewed' }]);
    expect(started.actor.getSnapshot().output?.token).toBe('token-renewed');
  });

  it('routes a profile fetch failure after registration like any other', async () => {
    const started = await toVerification({ fetchProfile: () => http(500) });
    started.actor.send({ type: 'REGISTERED' });
    await waitFor(started.actor, (s) => s.status === 'done');
    expect(started.actor.getSnapshot().output?.to).toBe('/profile-error');
  });

  it('ignores REGISTERED before the code is verified', async () => {
    const started = startSignIn();
    started.actor.send({ type: 'REGISTERED' });
    expect(seen(started.actor.getSnapshot())).toEqual(ADDRESS);
    expect(started.calls.fetchProfile).toHaveLength(0);
  });
});

describe('signInMachine: persistence', () => {
  it('keeps a JSON-safe context that never holds the code', async () => {
    const started = startSignIn({ verifyCode: () => ok({ ...registered, isPWARegistered: false }) });
    await toCodeStep(started);
    await submit(started, '987654');
    const persisted = JSON.parse(JSON.stringify(started.actor.getPersistedSnapshot()));
    expect(JSON.stringify(persisted)).not.toContain('987654');
    const restored = createActor(signInMachine, { snapshot: persisted, input: undefined as never }).start();
    expect(seen(restored.getSnapshot())).toEqual(VERIFICATION);
    expect(restored.getSnapshot().context.session?.token).toBe('token-1');
  });
});

describe('signInMachine: a failed resend or verify leaves the code step usable (spec §2 Code step, §8)', () => {
  /** Usable: on the code step, not busy, and both Submit code and Resend code still work. */
  async function expectUsable(started: Started) {
    expect(seen(started.actor.getSnapshot())).toEqual(CODE);
    const sent = started.calls.sendCode.length;
    started.actor.send({ type: 'RESEND' });
    expect(seen(started.actor.getSnapshot())).toEqual(CODE_BUSY);
    expect(started.calls.sendCode).toHaveLength(sent + 1);
    await waitFor(started.actor, (s) => !s.hasTag('busy'));
    const verified = started.calls.verifyCode.length;
    started.actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    expect(seen(started.actor.getSnapshot())).toEqual(CODE_BUSY);
    expect(started.calls.verifyCode).toHaveLength(verified + 1);
  }

  const resendFailures: Array<[string, () => ApiResult<unknown>, unknown]> = [
    ['429', () => http(429), { section: 'accessErrors', key: 'maxAttempts' }],
    ['"ratelimit" in the text', () => http(400, 'ratelimit'), { section: 'accessErrors', key: 'maxAttempts' }],
    ['a number not on record', () => http(404, 'Patient not found'), { section: 'accessErrors', key: 'phoneNotFound' }],
    ['no connection', () => fail({ kind: 'network' }), { section: 'errors', key: 'network' }],
    ['a timeout', () => fail({ kind: 'timeout' }), { section: 'errors', key: 'timeout' }],
    [
      'an actor that throws',
      () => {
        throw new Error('boom');
      },
      { section: 'errors', key: 'fetchData' },
    ],
  ];

  it.each(resendFailures)('a resend failing with %s never says a new code was sent', async (_label, failure, error) => {
    let sends = 0;
    const started = startSignIn({ sendCode: () => (++sends === 1 ? ok({}) : sends === 2 ? failure() : ok({})) });
    await toCodeStep(started);
    started.actor.send({ type: 'RESEND' });
    await waitFor(started.actor, (s) => !s.hasTag('busy'));
    expect(started.actor.getSnapshot().context).toMatchObject({ codeResent: false, error });
    await expectUsable(started);
  });

  it('after a resend that worked, a second resend that fails takes back "new code sent"', async () => {
    let answer: ApiResult<unknown> = ok({});
    const started = startSignIn({ sendCode: () => answer });
    await toCodeStep(started);
    started.actor.send({ type: 'RESEND' });
    await waitFor(started.actor, (s) => !s.hasTag('busy'));
    expect(started.actor.getSnapshot().context).toMatchObject({ codeResent: true, error: null });
    answer = http(500);
    started.actor.send({ type: 'RESEND' });
    await waitFor(started.actor, (s) => !s.hasTag('busy'));
    expect(started.actor.getSnapshot().context).toMatchObject({ codeResent: false, error: { section: 'accessErrors', key: 'phoneNotFound' } });
  });

  it('a resend that fails then works clears the message and says so', async () => {
    let answer: ApiResult<unknown> = ok({});
    const started = startSignIn({ sendCode: () => answer });
    await toCodeStep(started);
    answer = http(429);
    started.actor.send({ type: 'RESEND' });
    await waitFor(started.actor, (s) => !s.hasTag('busy'));
    answer = ok({});
    started.actor.send({ type: 'RESEND' });
    await waitFor(started.actor, (s) => !s.hasTag('busy'));
    expect(started.actor.getSnapshot().context).toMatchObject({ codeResent: true, error: null });
  });

  it.each<[string, () => ApiResult<VerifySignInResponse>, unknown]>([
    ['a wrong code', () => http(400, 'Invalid code'), { section: 'accessErrors', key: 'wrongCode' }],
    ['"ratelimit" in the text', () => http(400, 'ratelimit'), { section: 'accessErrors', key: 'maxAttempts' }],
    ['a timeout', () => fail({ kind: 'timeout' }), { section: 'errors', key: 'timeout' }],
    ['a 202', () => fail({ kind: 'redirectHome', status: 202 }), { section: 'errors', key: 'fetchData' }],
    [
      'an actor that throws',
      () => {
        throw new Error('boom');
      },
      { section: 'errors', key: 'fetchData' },
    ],
  ])('a verify failing with %s after a resend never says a new code was sent', async (_label, failure, error) => {
    const started = startSignIn({ verifyCode: failure });
    await toCodeStep(started);
    started.actor.send({ type: 'RESEND' });
    await waitFor(started.actor, (s) => !s.hasTag('busy'));
    expect(started.actor.getSnapshot().context.codeResent).toBe(true);
    await submit(started);
    expect(started.actor.getSnapshot().context).toMatchObject({ codeResent: false, error, session: null });
    await expectUsable(started);
    expect(started.emitted).toEqual([]);
  });

  it.each<[string, () => ApiResult<VerifySignInResponse>]>([
    ['a 500', () => http(500, 'Internal server error')],
    ['a 503', () => http(503, 'Service unavailable')],
    ['a 401', () => http(401, 'Unauthorized')],
    ['a 400 without the server\'s text', () => http(400)],
    ['no connection', () => fail({ kind: 'network' })],
    ['a timeout', () => fail({ kind: 'timeout' })],
    ['an unreadable answer', () => fail({ kind: 'invalidResponse', issues: 'accessToken: required' })],
    ['the maximum-attempts answer', () => http(429, 'max check attempts reached')],
    ['"max check attempts reached" in a 400', () => http(400, 'max check attempts reached')],
  ])('a verify failing with %s is no refusal of the code: the code is kept to send again', async (_label, failure) => {
    const started = startSignIn({ verifyCode: failure });
    await toCodeStep(started);
    await submit(started, '654321');
    expect(started.actor.getSnapshot().context.error).not.toBeNull();
    expect(started.actor.getSnapshot().context.codeRefusals).toBe(0);
  });

  it('each code the server turns down counts as a refusal, with the §8 "wasn\'t quite right" message', async () => {
    let answer: ApiResult<VerifySignInResponse> = http(400, 'Invalid code');
    const started = startSignIn({ verifyCode: () => answer });
    await toCodeStep(started);
    expect(started.actor.getSnapshot().context.codeRefusals).toBe(0);
    await submit(started, '111111');
    expect(started.actor.getSnapshot().context).toMatchObject({ codeRefusals: 1, error: { section: 'accessErrors', key: 'wrongCode' } });
    answer = http(410, 'Your OTP has expired');
    await submit(started, '222222');
    expect(started.actor.getSnapshot().context).toMatchObject({ codeRefusals: 2, error: { section: 'accessErrors', key: 'wrongCode' } });
    // A fault between them: the same words, no refusal.
    answer = http(500, 'Internal server error');
    await submit(started, '333333');
    expect(started.actor.getSnapshot().context).toMatchObject({ codeRefusals: 2, error: { section: 'accessErrors', key: 'wrongCode' } });
  });

  it('a verify that fails then works signs the patient in', async () => {
    let answer: ApiResult<VerifySignInResponse> = http(400, 'Invalid code');
    const started = startSignIn({ verifyCode: () => answer });
    await toCodeStep(started);
    await submit(started, '111111');
    answer = ok(registered);
    await submit(started, '123456');
    await waitFor(started.actor, (s) => s.status === 'done');
    expect(started.actor.getSnapshot().output).toMatchObject({ to: '/prescriptions', authenticated: true });
    expect(started.calls.verifyCode.map(({ code }) => code)).toEqual(['111111', '123456']);
  });

  it('changing the number clears "new code sent" and the message', async () => {
    let answer: ApiResult<unknown> = ok({});
    const started = startSignIn({ sendCode: () => answer });
    await toCodeStep(started);
    started.actor.send({ type: 'RESEND' });
    await waitFor(started.actor, (s) => !s.hasTag('busy'));
    started.actor.send({ type: 'CHANGE_ADDRESS' });
    expect(started.actor.getSnapshot().context).toMatchObject({ codeResent: false, error: null });
    answer = http(404);
    await toCodeStep(started);
    expect(started.actor.getSnapshot().context).toMatchObject({ codeResent: false, error: { section: 'accessErrors', key: 'phoneNotFound' } });
  });

  it('is busy while resending; a second resend or a submit meanwhile is dropped', async () => {
    const answer = deferred<ApiResult<unknown>>();
    let sends = 0;
    const started = startSignIn({ sendCode: () => (++sends === 1 ? ok({}) : answer.promise) });
    await toCodeStep(started);
    started.actor.send({ type: 'RESEND' });
    started.actor.send({ type: 'RESEND' });
    started.actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    expect(started.actor.getSnapshot().hasTag('busy')).toBe(true);
    answer.resolve(http(500));
    await waitFor(started.actor, (s) => !s.hasTag('busy'));
    expect(started.calls.sendCode).toHaveLength(2);
    expect(started.calls.verifyCode).toHaveLength(0);
    await expectUsable(started);
  });

  it('resends to the channel and address the first code went to', async () => {
    const started = startSignIn();
    await toCodeStep(started, 'email', '  ada@example.com ');
    started.actor.send({ type: 'RESEND' });
    await waitFor(started.actor, (s) => !s.hasTag('busy'));
    expect(started.calls.sendCode).toEqual([
      { channel: 'email', address: 'ada@example.com' },
      { channel: 'email', address: 'ada@example.com' },
    ]);
  });
});

describe('signInMachine: the clock', () => {
  it('without a simulated clock, the sign-in time is the wall time', async () => {
    const machine = signInMachine.provide({
      actors: {
        sendCode: fromPromise<ApiResult<unknown>, SendCodeInput>(async () => ok({})),
        verifyCode: fromPromise<ApiResult<VerifySignInResponse>, VerifyCodeInput>(async () => ok(registered)),
        fetchProfile: fromPromise<ProfileResult, FetchProfileInput>(async () => ok(profile)),
      },
    });
    const actor = createActor(machine, { input: { api, returnUrl: null, missingInformationEnabled: false, usOnlyPhone: true } }).start();
    const before = Date.now();
    actor.send({ type: 'SEND_CODE', channel: 'sms', address: '5551234567' });
    await waitFor(actor, onCodeStep);
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    await waitFor(actor, (s) => s.status === 'done');
    const signedInAt = actor.getSnapshot().output!.signedInAt;
    expect(signedInAt).toBeGreaterThanOrEqual(before);
    expect(signedInAt).toBeLessThanOrEqual(Date.now());
  });
});
