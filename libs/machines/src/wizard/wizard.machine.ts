/**
 * The missing-information wizard. spec: access-and-identity §2 "Missing-information wizard",
 * §4 "Wizard", "Insurance state", "Insurance submit", §5 wizard messages, §8.
 *
 *   editing
 *     locating -> start | step | review          (input.at, SHOW: a place not in the list -> one that is)
 *     start  -START->  first step (review when there is none)
 *     step   -NEXT->   next step | review         (blocked while the step has errors; they are kept)
 *            -BACK->   previous step | start
 *     review -EDIT->   that step, whose Next and Back come straight back
 *            -SUBMIT-> submitting                 (or the first step that does not pass)
 *   submitting -> done | editing.review with the §8 message, every entry and file kept
 *
 * The form, the card photos and the insurance sub-state live in the context so that a failed
 * post, a Back or an edit from review loses nothing. The post is an actor the app provides
 * (`wizardMachine.provide({ actors: { submitMissingInformation } })`).
 */
import {
  cardImagePart,
  cardImagesToSend,
  emptyInsuranceDetails,
  firstFieldInError,
  firstInvalidStep,
  initialWizardForm,
  isWizardStep,
  restoreWizardDraft,
  stepsFor,
  toMissingInformationFormData,
  toMissingInformationPayload,
  validateWizardStep,
  withFieldValue,
  type CardImageFiles,
  type WizardErrors,
  type WizardForm,
  type WizardStep,
} from '@portal/validation';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type {
  SubmitMissingInformationInput,
  SubmitMissingInformationResult,
  WizardContext,
  WizardEvent,
  WizardInput,
  WizardPlace,
} from './types.ts';
import { routes } from '@portal/routes';
import { submitMissingInformation } from '@portal/api';

/** §2 routes of the wizard. */
export const wizardRoutes = {
  start: routes.missingInformationStart,
  address: routes.missingInformationAddress,
  phone: routes.missingInformationPhone,
  email: routes.missingInformationEmail,
  gender: routes.missingInformationGender,
  insurance: routes.missingInformationInsurance,
  review: routes.missingInformationReview,
  success: routes.missingInformationSuccess,
} as const satisfies Record<WizardPlace | 'success', string>;

/** The wizard place a route names, or null for a route that is not one of the wizard's. */
export function wizardPlaceOfPath(path: string): WizardPlace | null {
  const place = (Object.keys(wizardRoutes) as (keyof typeof wizardRoutes)[]).find((key) => wizardRoutes[key] === path);
  return place && place !== 'success' ? place : null;
}

/** §4: "The current step is only ever set to one that is in the list": else the first step that is. */
export function resolvePlace(at: WizardPlace, steps: readonly WizardStep[]): WizardPlace {
  if (!isWizardStep(at) || steps.includes(at)) return at;
  return steps[0] ?? 'start';
}

/** §8 "Missing-information post not ok". */
const SUBMIT_FAILED = { section: 'errors', key: 'missingInformationUpdate' } as const;


function initialContext({ post, missingInformation, usOnlyPhone, at = 'start', draft }: WizardInput): WizardContext {
  const steps = stepsFor(missingInformation.missingInfoArray);
  const fromServer = initialWizardForm(missingInformation);
  const { form, cardImagesDropped } = draft ? restoreWizardDraft(draft, fromServer) : { form: fromServer, cardImagesDropped: false };
  return {
    post,
    server: missingInformation,
    steps,
    current: null,
    form,
    files: {},
    usOnlyPhone,
    errors: {},
    focus: null,
    returnToReview: false,
    submitError: null,
    cardImagesDropped,
    requested: at,
  };
}


const errorsOf = (context: WizardContext, step: WizardStep | null, form = context.form): WizardErrors =>
  step ? validateWizardStep(step, form, { usOnlyPhone: context.usOnlyPhone }) : {};

const hasErrors = (errors: WizardErrors) => Object.keys(errors).length > 0;

/**
 * A changed form keeps only the messages that still apply: a fixed field (or a card set that
 * became complete) loses its message at once, but no new one appears before the next Next.
 */
function withForm(context: WizardContext, form: WizardForm, files: CardImageFiles = context.files): Partial<WizardContext> {
  const now = errorsOf(context, context.current, form);
  const errors = Object.fromEntries(Object.keys(context.errors).flatMap((field) => (field in now ? [[field, now[field as keyof WizardErrors]]] : [])));
  return { form, files, errors };
}

/** §4 Insurance state: "removing it clears the flag and resets the details" (and its photos). */
function withoutSecondary(context: WizardContext, hasInsurance: boolean | null): Partial<WizardContext> {
  const { secondaryInsuranceFront: _front, secondaryInsuranceBack: _back, ...files } = context.files;
  const insurance = { ...context.form.insurance, hasInsurance, hasSecondaryInsurance: false, secondary: emptyInsuranceDetails() };
  return withForm(context, { ...context.form, insurance }, files);
}

const stepAt = (context: WizardContext, offset: number) => context.steps[context.steps.indexOf(context.current as WizardStep) + offset];

const leaveStep = { errors: {}, focus: null, returnToReview: false };

export const wizardMachine = setup({
  types: {
    input: {} as WizardInput,
    context: {} as WizardContext,
    events: {} as WizardEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** §7 missing-information post (multipart, the card photos attached). */
    submitMissingInformation: fromPromise<SubmitMissingInformationResult, SubmitMissingInformationInput>(async ({ input: { post, missingInformation, files } }) => {
      const token = post.token();
      if (!token) throw new Error('the session ended before the missing information was sent');
      const body = toMissingInformationFormData({ missingInformation, acticsPatientId: post.acticsPatientId, intakeCaseId: post.intakeCaseId, programCode: post.programCode, files });
      return submitMissingInformation(post.api, token, body);
    }),
  },
  guards: {
    hasNoSteps: ({ context }) => context.steps.length === 0,
    requestsReview: ({ context }) => resolvePlace(context.requested, context.steps) === 'review',
    requestsStep: ({ context }) => isWizardStep(resolvePlace(context.requested, context.steps)),
    isElsewhere: ({ context, event }, { here }: { here: WizardPlace | null }) =>
      event.type === 'SHOW' && resolvePlace(event.at, context.steps) !== here,
    stepHasErrors: ({ context }) => hasErrors(errorsOf(context, context.current)),
    returnsToReview: ({ context }) => context.returnToReview,
    isFirstStep: ({ context }) => context.current === context.steps[0],
    isLastStep: ({ context }) => context.current === context.steps.at(-1),
    isListedStep: ({ context, event }) => event.type === 'EDIT' && context.steps.includes(event.step),
    formHasErrors: ({ context }) => firstInvalidStep(context.steps, context.form, { usOnlyPhone: context.usOnlyPhone }) !== null,
    isInsured: ({ context }) => context.form.insurance.hasInsurance === true,
  },
  actions: {
    showStepErrors: assign(({ context }) => {
      const errors = errorsOf(context, context.current);
      const field = context.current && firstFieldInError(context.current, errors);
      return { errors, focus: field ? { field, attempt: (context.focus?.attempt ?? 0) + 1 } : null };
    }),
    showFirstInvalidStep: assign(({ context }) => {
      const invalid = firstInvalidStep(context.steps, context.form, { usOnlyPhone: context.usOnlyPhone });
      if (!invalid) return {};
      const field = firstFieldInError(invalid.step, invalid.errors);
      return { current: invalid.step, errors: invalid.errors, returnToReview: true, focus: field ? { field, attempt: 1 } : null };
    }),
  },
}).createMachine({
  id: 'wizard',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  states: {
    editing: {
      initial: 'locating',
      on: {
        CHANGE: { actions: assign(({ context, event }) => withForm(context, withFieldValue(context.form, event.field, event.value))) },
        CHANGE_GENDER: { actions: assign(({ context, event }) => withForm(context, { ...context.form, gender: event.value })) },
        ANSWER_INSURANCE: [
          // §4: "Choosing no insurance also clears the secondary."
          { guard: ({ event }) => !event.hasInsurance, actions: assign(({ context }) => withoutSecondary(context, false)) },
          { actions: assign(({ context }) => withForm(context, { ...context.form, insurance: { ...context.form.insurance, hasInsurance: true } })) },
        ],
        ADD_SECONDARY: {
          // §4: "Adding a secondary sets its flag and creates empty secondary details."
          guard: 'isInsured',
          actions: assign(({ context }) => {
            const { secondaryInsuranceFront: _front, secondaryInsuranceBack: _back, ...files } = context.files;
            const insurance = { ...context.form.insurance, hasSecondaryInsurance: true, secondary: emptyInsuranceDetails() };
            return withForm(context, { ...context.form, insurance }, files);
          }),
        },
        REMOVE_SECONDARY: { actions: assign(({ context }) => withoutSecondary(context, context.form.insurance.hasInsurance)) },
        SET_CARD_IMAGE: {
          actions: assign(({ context, event }) => {
            const details = { ...context.form.insurance[event.set], [event.side]: event.file?.name ?? '' };
            const files = { ...context.files, [cardImagePart(event.set, event.side)]: event.file };
            return withForm(context, { ...context.form, insurance: { ...context.form.insurance, [event.set]: details } }, files);
          }),
        },
      },
      states: {
        locating: {
          always: [
            { guard: 'requestsReview', target: 'review' },
            {
              guard: 'requestsStep',
              target: 'step',
              actions: assign(({ context }) => ({ current: resolvePlace(context.requested, context.steps) as WizardStep })),
            },
            { target: 'start' },
          ],
        },
        start: {
          on: {
            START: [
              { guard: 'hasNoSteps', target: 'review' },
              { target: 'step', actions: assign(({ context }) => ({ current: context.steps[0] ?? null })) },
            ],
            SHOW: { guard: { type: 'isElsewhere', params: { here: 'start' } }, target: 'locating', actions: assign(({ event }) => ({ requested: event.at })) },
          },
        },
        step: {
          on: {
            NEXT: [
              { guard: 'stepHasErrors', actions: 'showStepErrors' },
              { guard: 'returnsToReview', target: 'review', actions: assign(leaveStep) },
              { guard: 'isLastStep', target: 'review', actions: assign(leaveStep) },
              { actions: assign(({ context }) => ({ ...leaveStep, current: stepAt(context, 1) ?? null })) },
            ],
            BACK: [
              { guard: 'returnsToReview', target: 'review', actions: assign(leaveStep) },
              { guard: 'isFirstStep', target: 'start', actions: assign(leaveStep) },
              { actions: assign(({ context }) => ({ ...leaveStep, current: stepAt(context, -1) ?? null })) },
            ],
            SHOW: {
              guard: { type: 'isElsewhere', params: ({ context }) => ({ here: context.current }) },
              target: 'locating',
              actions: assign(({ event }) => ({ ...leaveStep, requested: event.at })),
            },
          },
        },
        review: {
          on: {
            BACK: [
              { guard: 'hasNoSteps', target: 'start', actions: assign({ submitError: null }) },
              { target: 'step', actions: assign(({ context }) => ({ current: context.steps.at(-1) ?? null, submitError: null })) },
            ],
            EDIT: {
              guard: 'isListedStep',
              target: 'step',
              actions: assign(({ event }) => ({ current: event.step, returnToReview: true, submitError: null })),
            },
            SUBMIT: [
              // A draft or a deep link can reach review with a step that does not pass: show it first.
              { guard: 'formHasErrors', target: 'step', actions: ['showFirstInvalidStep', assign({ submitError: null })] },
              { target: '#wizard.submitting', actions: assign({ submitError: null }) },
            ],
            SHOW: {
              guard: { type: 'isElsewhere', params: { here: 'review' } },
              target: 'locating',
              actions: assign(({ event }) => ({ requested: event.at, submitError: null })),
            },
          },
        },
      },
    },
    submitting: {
      // No SUBMIT here: a second press while the post is in flight is dropped. Entries are frozen too.
      tags: ['busy'],
      invoke: {
        src: 'submitMissingInformation',
        input: ({ context }) => ({
          post: context.post,
          missingInformation: toMissingInformationPayload(context.server, context.form, context.steps),
          files: cardImagesToSend(context.form, context.files),
        }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'done' },
          { target: '#wizard.editing.review', actions: assign({ submitError: SUBMIT_FAILED }) },
        ],
        onError: { target: '#wizard.editing.review', actions: assign({ submitError: SUBMIT_FAILED }) },
      },
    },
    done: { type: 'final' },
  },
});

export type WizardSnapshot = SnapshotFrom<typeof wizardMachine>;

/** Where the app should be for a wizard snapshot (its route is `wizardRoutes[place]`). */
export function wizardPlace(snapshot: WizardSnapshot): WizardPlace | 'success' {
  if (snapshot.status === 'done') return 'success';
  if (snapshot.matches('submitting') || snapshot.matches({ editing: 'review' })) return 'review';
  if (snapshot.matches({ editing: 'step' }) && snapshot.context.current) return snapshot.context.current;
  return 'start';
}

/** §2: "the step index (current position + 1) and the total number of steps". */
export function wizardProgress({ steps, current }: Pick<WizardContext, 'steps' | 'current'>): { index: number; total: number } {
  return { index: current ? steps.indexOf(current) + 1 : 0, total: steps.length };
}
