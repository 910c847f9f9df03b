/**
 * Sign-in with a one-time code and the routing after it.
 * spec: access-and-identity §2 Login screen and Code step, §4 Sign-in, Missing-information routing,
 * Profile fetch failure, §8 error catalogue.
 *
 * enteringAddress -SEND_CODE-> sending -> enteringCode -SUBMIT_CODE-> verifying -> routing
 *   routing: several profiles -> done(/login-error); not registered -> verificationRequired;
 *            registered -> fetchingProfile -> done(destination)
 *   verificationRequired -REGISTERED-> fetchingProfile (still not registered -> verificationRequired)
 *
 * The calls are actors the app provides (`signInMachine.provide({ actors })`); until then they throw.
 */
import { fetchProfile, sendCode, verifyCode, type ApiResult, type PatientProfileResponse } from '@portal/api';
import { toProfileSummary } from '@portal/care';
import { isCompleteCode } from '@portal/validation';
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup, type DoneActorEvent, type SnapshotFrom } from 'xstate';
import { nowOn } from '../session/session.machine.ts';
import { safeReturnPath } from '../returnPath.ts';
import {
  destinationForRegisteredPatient,
  sendCodeError,
  signInRoutes,
  unexpectedError,
  verifyCodeError,
  verifyRefusedCode,
} from './rules.ts';
import type {
  FetchedProfile,
  FetchProfileInput,
  ProfileSummary,
  SendCodeInput,
  SignInContext,
  SignInEmitted,
  SignInEvent,
  SignInInput,
  SignInOutput,
  VerifyCodeInput,
  VerifySignInResponse,
} from './types.ts';


/**
 * What routing needs from the profile (§4), or null when the server holds no single usable patient
 * profile ("unsuccessful without an error").
 */
function profileSummaryOf(profile: PatientProfileResponse): ProfileSummary | null {
  const summary = toProfileSummary(profile);
  if (profile.successful === false || summary.isMultiplePatientProfileExists || profile.patientProfileDetails.length !== 1) return null;
  return {
    isPWARegistered: summary.isPWARegistered,
    ...(summary.firstName ? { firstName: summary.firstName } : {}),
    ...(summary.missingInformation
      ? {
          missingInformation: {
            active: summary.missingInformation.active,
            Open_Task: summary.missingInformation.Open_Task,
            primaryInsuranceSaved: summary.missingInformation.primaryInsuranceSaved,
            insuranceSaved: summary.missingInformation.insuranceSaved,
          },
        }
      : {}),
  };
}

function sessionOf(context: SignInContext) {
  if (!context.session) throw new Error('signInMachine: no verified session yet');
  return context.session;
}

function outputOf(context: SignInContext): SignInOutput {
  const session = sessionOf(context);
  if (!context.destination) throw new Error('signInMachine: finished without a destination');
  return {
    to: context.destination.to,
    authenticated: context.destination.authenticated,
    token: session.token,
    signedInAt: session.signedInAt,
    channel: context.channel,
    address: context.address,
    hubPatient: session.hubPatient,
    isPWARegistered: session.isPWARegistered,
    isMultiplePatientProfileExists: session.isMultiplePatientProfileExists,
    profile: context.profile,
  };
}

const to = (path: string, authenticated = false) => ({ destination: { to: path, authenticated } });

export const signInMachine = setup({
  types: {
    input: {} as SignInInput,
    context: {} as SignInContext,
    events: {} as SignInEvent,
    output: {} as SignInOutput,
    emitted: {} as SignInEmitted,
    tags: {} as SignInTag,
  },
  actors: {
    sendCode: fromPromise<ApiResult<unknown>, SendCodeInput>(({ input }) => sendCode(input.api, input.channel, input.address)),
    verifyCode: fromPromise<ApiResult<VerifySignInResponse>, VerifyCodeInput>(({ input }) => verifyCode(input.api, input.channel, input.address, input.code)),
    fetchProfile: fromPromise<FetchedProfile, FetchProfileInput>(async ({ input }) => {
      const result = await fetchProfile(input.api, input.token);
      if (!result.ok) return result;
      return { ok: true, status: 200, data: profileSummaryOf(result.data), profile: result.data };
    }),
  },
  guards: {
    hasAddress: ({ event }) => event.type === 'SEND_CODE' && event.address.trim() !== '',
    // spec §5/§9: exactly 6 digits (the one rule in @portal/validation). The page validates too; the machine never sends less.
    isCompleteCode: ({ event }) => event.type === 'SUBMIT_CODE' && isCompleteCode(event.code),
    hasMultipleProfiles: ({ context }) => context.session?.isMultiplePatientProfileExists === true,
    isNotRegistered: ({ context }) => context.session?.isPWARegistered !== true,
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    api: input.api,
    returnUrl: safeReturnPath(input.returnUrl),
    missingInformationEnabled: input.missingInformationEnabled,
    usOnlyPhone: input.usOnlyPhone,
    // §2: the login screen asks for the mobile phone first.
    channel: 'sms',
    address: '',
    error: null,
    codeResent: false,
    codeRefusals: 0,
    session: null,
    profile: null,
    afterRegistration: false,
    destination: null,
  }),
  output: ({ context }) => outputOf(context),
  initial: 'enteringAddress',
  states: {
    enteringAddress: {
      tags: ['addressStep'],
      on: {
        SEND_CODE: {
          // Sent while `sending`, the event is not handled: a double click sends one code.
          guard: 'hasAddress',
          target: 'sending',
          actions: assign(({ event }) => ({ channel: event.channel, address: event.address.trim(), error: null, codeResent: false })),
        },
      },
    },
    sending: {
      tags: ['addressStep', 'busy'],
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ api: context.api, channel: context.channel, address: context.address }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'enteringCode' },
          {
            target: 'enteringAddress',
            actions: assign(({ context, event }) => ({ error: event.output.ok ? null : sendCodeError(event.output.error, context.channel) })),
          },
        ],
        onError: { target: 'enteringAddress', actions: assign({ error: unexpectedError }) },
      },
    },
    enteringCode: {
      tags: ['codeStep'],
      on: {
        SUBMIT_CODE: { guard: 'isCompleteCode', target: 'verifying', actions: assign({ error: null, codeResent: false }) },
        RESEND: { target: 'resending', actions: assign({ error: null, codeResent: false }) },
        CHANGE_ADDRESS: { target: 'enteringAddress', actions: assign({ error: null, codeResent: false }) },
      },
    },
    resending: {
      tags: ['codeStep', 'busy'],
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ api: context.api, channel: context.channel, address: context.address }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'enteringCode', actions: assign({ codeResent: true }) },
          {
            target: 'enteringCode',
            actions: assign(({ context, event }) => ({ error: event.output.ok ? null : sendCodeError(event.output.error, context.channel) })),
          },
        ],
        onError: { target: 'enteringCode', actions: assign({ error: unexpectedError }) },
      },
    },
    verifying: {
      // No SUBMIT_CODE here: a second submit while the first is in flight is dropped (§2).
      tags: ['codeStep', 'busy'],
      invoke: {
        src: 'verifyCode',
        input: ({ context, event }) => {
          // The code travels in the event, never into the context (which the app may persist).
          assertEvent(event, 'SUBMIT_CODE');
          return { api: context.api, channel: context.channel, address: context.address, code: event.code };
        },
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'routing',
            actions: [
              assign(({ event, self }) => {
                if (!event.output.ok) return {};
                const answer = event.output.data;
                return {
                  session: {
                    token: answer.accessToken,
                    signedInAt: nowOn(self),
                    isPWARegistered: answer.isPWARegistered,
                    hubPatient: answer.hubPatient,
                    isMultiplePatientProfileExists: answer.isMultiplePatientProfileExists,
                  },
                };
              }),
              emit(({ context }) => {
                const session = sessionOf(context);
                return { type: 'tokenIssued' as const, token: session.token, signedInAt: session.signedInAt };
              }),
            ],
          },
          {
            target: 'enteringCode',
            actions: assign(({ context, event }) =>
              event.output.ok
                ? {}
                : {
                    error: verifyCodeError(event.output.error),
                    codeRefusals: context.codeRefusals + (verifyRefusedCode(event.output.error) ? 1 : 0),
                  },
            ),
          },
        ],
        onError: { target: 'enteringCode', actions: assign({ error: unexpectedError }) },
      },
    },
    routing: {
      always: [
        // §4 Sign-in: several profiles -> /login-error; not registered -> /verification.
        { guard: 'hasMultipleProfiles', target: 'done', actions: assign(to(signInRoutes.loginError)) },
        { guard: 'isNotRegistered', target: 'verificationRequired' },
        { target: 'fetchingProfile' },
      ],
    },
    verificationRequired: {
      // The app shows /verification; the page registers with the token, then sends REGISTERED.
      tags: ['verificationStep'],
      on: {
        REGISTERED: {
          target: 'fetchingProfile',
          actions: assign(({ context, event }) => {
            const session = sessionOf(context);
            return {
              afterRegistration: true,
              session: { ...session, token: event.token ?? session.token, hubPatient: event.hubPatient ?? session.hubPatient },
            };
          }),
        },
      },
    },
    fetchingProfile: {
      tags: ['busy'],
      // The whole profile, for the first page after sign-in (it needs no second call); routing keeps its summary.
      exit: enqueueActions(({ event, enqueue }) => {
        const answer = (event as unknown as Partial<DoneActorEvent<FetchedProfile>>).output;
        if (answer?.ok && answer.profile) enqueue.emit({ type: 'profileFetched', profile: answer.profile });
      }),
      invoke: {
        src: 'fetchProfile',
        input: ({ context }) => ({ api: context.api, token: sessionOf(context).token }),
        onDone: [
          {
            // 202: the API client already sends the browser to "/" (§7).
            guard: ({ event }) => !event.output.ok && event.output.error.kind === 'redirectHome',
            target: 'done',
            actions: assign(to(signInRoutes.home)),
          },
          // §4 Profile fetch failure: with an error -> /profile-error ...
          { guard: ({ event }) => !event.output.ok, target: 'done', actions: assign(to(signInRoutes.profileError)) },
          // ... unsuccessful without an error -> /login-error.
          { guard: ({ event }) => event.output.ok && event.output.data === null, target: 'done', actions: assign(to(signInRoutes.loginError)) },
          {
            // §4 Sign-in: "After registration, the profile is fetched; if still not registered, go to /verification."
            guard: ({ event }) => event.output.ok && event.output.data?.isPWARegistered === false,
            target: 'verificationRequired',
            actions: assign(({ context, event }) => ({
              profile: event.output.ok ? event.output.data : null,
              session: { ...sessionOf(context), isPWARegistered: false },
            })),
          },
          {
            target: 'done',
            actions: assign(({ context, event }) => {
              if (!event.output.ok || !event.output.data) return {};
              const profile = event.output.data;
              return {
                profile,
                session: { ...sessionOf(context), isPWARegistered: true },
                ...to(
                  destinationForRegisteredPatient({
                    profile,
                    missingInformationEnabled: context.missingInformationEnabled,
                    returnUrl: context.returnUrl,
                    afterRegistration: context.afterRegistration,
                  }),
                  true,
                ),
              };
            }),
          },
        ],
        onError: { target: 'done', actions: assign(to(signInRoutes.profileError)) },
      },
    },
    done: { type: 'final' },
  },
});

/**
 * Where the app should be for a sign-in snapshot: the output's `to` once finished,
 * /verification while the machine waits for REGISTERED, null while sign-in is on /login.
 */
export function signInDestination(snapshot: SnapshotFrom<typeof signInMachine>): string | null {
  if (snapshot.status === 'done') return snapshot.output?.to ?? null;
  return snapshot.hasTag('verificationStep') ? signInRoutes.verification : null;
}

/**
 * The machine's tags, what the screens and the tests read of where sign-in is (never a state's
 * name, which is the machine's own business): the step the patient is on, and `busy` while a call
 * is in flight.
 */
type SignInTag = 'busy' | 'addressStep' | 'codeStep' | 'verificationStep';

/** The step a snapshot shows the patient, from its tags (as the tests read it); null between steps (routing, the profile call after registering) and once done. */
export function signInStep(snapshot: SnapshotFrom<typeof signInMachine>): 'address' | 'code' | 'verification' | null {
  if (snapshot.hasTag('addressStep')) return 'address';
  if (snapshot.hasTag('codeStep')) return 'code';
  if (snapshot.hasTag('verificationStep')) return 'verification';
  return null;
}
