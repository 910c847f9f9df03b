import type { ApiClient, ApiResult } from '@portal/api';
import type { CardImageFile, MissingInfoGroup, MissingInfoType, MissingInformationData, WizardForm } from '@portal/validation';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { baseCopy } from '@portal/program-config/copy/en';
import type { SubmitMissingInformationInput, WizardInput } from './types.ts';
import { resolvePlace, wizardMachine, wizardPlace, wizardPlaceOfPath, wizardProgress, wizardRoutes } from './wizard.machine.ts';

/** The post is the test's fake: nothing goes through this client. */
const post = { api: {} as ApiClient, token: () => 'token', acticsPatientId: 'A1', intakeCaseId: 'I1', programCode: 'BISP' };

const keysOf: Record<MissingInfoType, string[]> = {
  address: ['address', 'city', 'state', 'zipCode'],
  phone: ['phone'],
  email: ['email'],
  gender: ['gender'],
  primaryInsurance: ['insuranceProvider', 'healthPlanName', 'memberId', 'typeOfCoverage', 'groupNumber', 'relationshipToPolicyholder', 'employerName', 'bin', 'pcn', 'primaryInsurance-front', 'primaryInsurance-back'],
  secondaryInsurance: ['insuranceProvider', 'healthPlanName', 'memberId', 'typeOfCoverage', 'groupNumber', 'relationshipToPolicyholder', 'employerName', 'bin', 'pcn', 'secondaryInsurance-front', 'secondaryInsurance-back'],
};

const group = (infoType: MissingInfoType, required = true): MissingInfoGroup => ({
  infoType,
  saved: false,
  fieldArray: keysOf[infoType].map((key) => ({ key, value: null, editable: true, required, possibleValues: [] })),
});
const missing = (...groups: MissingInfoGroup[]): MissingInformationData => ({ active: true, uninsured: false, Open_Task: true, missingInfoArray: groups });
const allSix = missing(group('address'), group('phone'), group('email'), group('gender'), group('primaryInsurance'), group('secondaryInsurance'));

const ok: ApiResult<unknown> = { ok: true, data: null, status: 200 };
const failed: ApiResult<unknown> = { ok: false, error: { kind: 'http', status: 500, message: 'An error occurred while fetching data' } };
const photo = (name: string, size = 4): CardImageFile => new File([new Uint8Array(size)], name);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

function startWizard(input: Partial<WizardInput> = {}, answer: (input: SubmitMissingInformationInput) => Promise<ApiResult<unknown>> = async () => ok) {
  const posts: SubmitMissingInformationInput[] = [];
  const machine = wizardMachine.provide({
    actors: {
      submitMissingInformation: fromPromise<ApiResult<unknown>, SubmitMissingInformationInput>(async ({ input: post }) => {
        posts.push(post);
        return answer(post);
      }),
    },
  });
  const actor = createActor(machine, { input: { post, missingInformation: allSix, usOnlyPhone: true, ...input } });
  actor.start();
  const place = () => {
    const snapshot = actor.getSnapshot();
    // A step state must always name its step: wizardPlace would read a missing one as start.
    if (snapshot.matches({ editing: 'step' })) expect(snapshot.context.current).not.toBeNull();
    return wizardPlace(snapshot);
  };
  const context = () => actor.getSnapshot().context;
  return { actor, posts, place, context, send: actor.send.bind(actor) };
}

type Started = ReturnType<typeof startWizard>;

/** Fills every step with valid answers: primary insurance complete by its two photos. */
function fillEverything({ send }: Started) {
  send({ type: 'CHANGE', field: 'address.address1', value: '100 Example Street' });
  send({ type: 'CHANGE', field: 'address.address2', value: 'Apt 4' });
  send({ type: 'CHANGE', field: 'address.city', value: 'Springfield' });
  send({ type: 'CHANGE', field: 'address.state', value: 'IL' });
  send({ type: 'CHANGE', field: 'address.zip', value: '62701' });
  send({ type: 'CHANGE', field: 'phone', value: '(555) 123-4567' });
  send({ type: 'CHANGE', field: 'email', value: 'sam@example.com' });
  send({ type: 'CHANGE_GENDER', value: 'Intersex' });
  send({ type: 'REMOVE_SECONDARY' });
  send({ type: 'SET_CARD_IMAGE', set: 'primary', side: 'frontImage', file: photo('front.jpg') });
  send({ type: 'SET_CARD_IMAGE', set: 'primary', side: 'backImage', file: photo('back.png') });
}

async function toReview(started: Started) {
  fillEverything(started);
  started.send({ type: 'START' });
  for (let guard = 0; guard < 10 && started.place() !== 'review'; guard += 1) started.send({ type: 'NEXT' });
  expect(started.place()).toBe('review');
}

describe('wizardMachine: the steps come from the server groups (spec §2)', () => {
  it.each<[string, MissingInformationData, string[]]>([
    ['address only', missing(group('address')), ['address']],
    ['all six groups', allSix, ['address', 'phone', 'email', 'gender', 'insurance']],
    ['insurance only', missing(group('primaryInsurance')), ['insurance']],
    ['no required field', missing(group('address', false), group('primaryInsurance', false)), []],
    ['address and gender (insurance not required)', missing(group('address'), group('primaryInsurance', false), group('gender')), ['address', 'gender']],
  ])('%s', (_label, missingInformation, steps) => {
    const { context, place } = startWizard({ missingInformation });
    expect(context().steps).toEqual(steps);
    expect(place()).toBe('start');
  });

  it('all six groups: Next walks every step in order, then review; Back walks back to start', () => {
    const started = startWizard();
    fillEverything(started);
    const seen: string[] = [];
    started.send({ type: 'START' });
    while (started.place() !== 'review') {
      seen.push(started.place());
      expect(wizardProgress(started.context())).toEqual({ index: seen.length, total: 5 });
      started.send({ type: 'NEXT' });
    }
    expect(seen).toEqual(['address', 'phone', 'email', 'gender', 'insurance']);
    const back: string[] = [];
    while (started.place() !== 'start') {
      started.send({ type: 'BACK' });
      back.push(started.place());
    }
    expect(back).toEqual(['insurance', 'gender', 'email', 'phone', 'address', 'start']);
  });

  it('address only: Next after the only step goes to review, Back from it to start', () => {
    const started = startWizard({ missingInformation: missing(group('address')) });
    fillEverything(started);
    started.send({ type: 'START' });
    expect(started.place()).toBe('address');
    expect(wizardProgress(started.context())).toEqual({ index: 1, total: 1 });
    started.send({ type: 'NEXT' });
    expect(started.place()).toBe('review');
    started.send({ type: 'BACK' });
    expect(started.place()).toBe('address');
    started.send({ type: 'BACK' });
    expect(started.place()).toBe('start');
  });

  it('insurance only: start -> insurance -> review', () => {
    const started = startWizard({ missingInformation: missing(group('primaryInsurance')) });
    started.send({ type: 'START' });
    expect(started.place()).toBe('insurance');
    started.send({ type: 'ANSWER_INSURANCE', hasInsurance: false });
    started.send({ type: 'NEXT' });
    expect(started.place()).toBe('review');
  });

  it('no required field: start goes straight to review, and Back from review to start', () => {
    const started = startWizard({ missingInformation: missing() });
    expect(wizardProgress(started.context())).toEqual({ index: 0, total: 0 });
    started.send({ type: 'START' });
    expect(started.place()).toBe('review');
    started.send({ type: 'BACK' });
    expect(started.place()).toBe('start');
  });
});

describe('wizardMachine: deep links and route changes (spec §4 "only ever a step in the list")', () => {
  const addressAndGender = missing(group('address'), group('gender'));

  it.each<[WizardInput['at'], MissingInformationData, string]>([
    ['gender', addressAndGender, 'gender'],
    ['insurance', addressAndGender, 'address'],
    ['phone', addressAndGender, 'address'],
    ['review', addressAndGender, 'review'],
    ['start', addressAndGender, 'start'],
    [undefined, addressAndGender, 'start'],
    ['email', missing(), 'start'],
  ])('opening on %s lands on %s', (at, missingInformation, expected) => {
    expect(startWizard({ missingInformation, at }).place()).toBe(expected);
  });

  it('a route change to a step not in the list lands on one that is', () => {
    const started = startWizard({ missingInformation: addressAndGender, at: 'gender' });
    started.send({ type: 'SHOW', at: 'insurance' });
    expect(started.place()).toBe('address');
    started.send({ type: 'SHOW', at: 'review' });
    expect(started.place()).toBe('review');
    started.send({ type: 'SHOW', at: 'gender' });
    expect(started.place()).toBe('gender');
    started.send({ type: 'SHOW', at: 'start' });
    expect(started.place()).toBe('start');
  });

  it('a route change to where the wizard already is keeps the errors on screen', () => {
    const started = startWizard({ missingInformation: addressAndGender, at: 'gender' });
    started.send({ type: 'NEXT' });
    started.send({ type: 'SHOW', at: 'gender' });
    expect(started.context().errors).toEqual({ gender: 'genderRequired' });
    started.send({ type: 'SHOW', at: 'address' });
    expect(started.context().errors).toEqual({});
  });

  it.each([
    ['address', 'address'],
    ['phone', 'address'],
    ['insurance', 'address'],
    ['review', 'review'],
    ['start', 'start'],
  ] as const)('resolvePlace(%s) with [address, gender] -> %s', (at, place) => {
    expect(resolvePlace(at, ['address', 'gender'])).toBe(place);
  });

  it('names every route of the wizard (§2)', () => {
    expect(wizardRoutes).toEqual({
      start: '/missing-information-start',
      address: '/missing-information-address',
      phone: '/missing-information-phone',
      email: '/missing-information-email',
      gender: '/missing-information-gender',
      insurance: '/missing-information-insurance',
      review: '/missing-information-review',
      success: '/missing-information-success',
    });
    expect(wizardPlaceOfPath('/missing-information-insurance')).toBe('insurance');
    expect(wizardPlaceOfPath('/missing-information-success')).toBeNull();
    expect(wizardPlaceOfPath('/prescriptions')).toBeNull();
  });
});

describe('wizardMachine: Next validates the step (spec §5)', () => {
  it('stays on the step with its errors and names the first field in error', () => {
    const started = startWizard({ at: 'address' });
    started.send({ type: 'CHANGE', field: 'address.address1', value: '1 Main St' });
    started.send({ type: 'NEXT' });
    expect(started.place()).toBe('address');
    expect(started.context().errors).toEqual({ 'address.city': 'cityRequired', 'address.state': 'stateRequired', 'address.zip': 'wizardZipRequired' });
    expect(started.context().focus).toEqual({ field: 'address.city', attempt: 1 });
  });

  it('a fixed field loses its message at once; no new message appears before Next', () => {
    const started = startWizard({ at: 'address' });
    started.send({ type: 'CHANGE', field: 'address.address1', value: '1 Main St' });
    started.send({ type: 'NEXT' });
    started.send({ type: 'CHANGE', field: 'address.city', value: 'Springfield' });
    started.send({ type: 'CHANGE', field: 'address.address1', value: '' });
    expect(started.context().errors).toEqual({ 'address.state': 'stateRequired', 'address.zip': 'wizardZipRequired' });
    started.send({ type: 'CHANGE', field: 'address.zip', value: '1' });
    expect(started.context().errors).toEqual({ 'address.state': 'stateRequired', 'address.zip': 'postalCodeInvalid' });
    started.send({ type: 'NEXT' });
    expect(started.context().errors).toEqual({ 'address.address1': 'address1Required', 'address.state': 'stateRequired', 'address.zip': 'postalCodeInvalid' });
    expect(started.context().focus).toEqual({ field: 'address.address1', attempt: 2 });
  });

  it('checks the phone with the programme US-only flag', () => {
    const usOnly = startWizard({ at: 'phone', usOnlyPhone: true });
    usOnly.send({ type: 'CHANGE', field: 'phone', value: '+91 9876543210' });
    usOnly.send({ type: 'NEXT' });
    expect(usOnly.context().errors).toEqual({ phone: 'phoneInvalid' });
    const international = startWizard({ at: 'phone', usOnlyPhone: false });
    international.send({ type: 'CHANGE', field: 'phone', value: '+91 9876543210' });
    international.send({ type: 'NEXT' });
    expect(international.place()).toBe('email');
  });

  it('moving on clears the errors and the focus', () => {
    const started = startWizard({ at: 'email' });
    started.send({ type: 'NEXT' });
    expect(started.context().errors).toEqual({ email: 'wizardEmailRequired' });
    started.send({ type: 'BACK' });
    expect(started.place()).toBe('phone');
    expect(started.context()).toMatchObject({ errors: {}, focus: null });
  });

  it('the insurance step asks the yes/no question first, then the card rule', () => {
    const started = startWizard({ missingInformation: missing(group('secondaryInsurance')), at: 'insurance' });
    started.send({ type: 'NEXT' });
    expect(started.context().errors).toEqual({ 'insurance.hasInsurance': 'insuranceAnswerRequired' });
    started.send({ type: 'ANSWER_INSURANCE', hasInsurance: true });
    expect(started.context().errors).toEqual({});
    started.send({ type: 'NEXT' });
    expect(started.context().focus?.field).toBe('insurance.primary.frontImage');
    expect(started.context().errors['insurance.secondary.PCN']).toBe('pcnRequired');
  });
});

describe('wizardMachine: edit from review', () => {
  it('an edit link opens that step; Next returns straight to review', async () => {
    const started = startWizard();
    await toReview(started);
    started.send({ type: 'EDIT', step: 'phone' });
    expect(started.place()).toBe('phone');
    expect(wizardProgress(started.context())).toEqual({ index: 2, total: 5 });
    started.send({ type: 'CHANGE', field: 'phone', value: '555' });
    started.send({ type: 'NEXT' });
    expect(started.place()).toBe('phone');
    started.send({ type: 'CHANGE', field: 'phone', value: '5551234567' });
    started.send({ type: 'NEXT' });
    expect(started.place()).toBe('review');
    // Once back on review, the steps chain normally again.
    started.send({ type: 'BACK' });
    started.send({ type: 'BACK' });
    expect(started.place()).toBe('gender');
  });

  it('Back from a step opened from review returns to review', async () => {
    const started = startWizard();
    await toReview(started);
    started.send({ type: 'EDIT', step: 'email' });
    started.send({ type: 'BACK' });
    expect(started.place()).toBe('review');
  });

  it('an edit link to a step not in the list is ignored', async () => {
    const started = startWizard({ missingInformation: missing(group('address')) });
    await toReview(started);
    started.send({ type: 'EDIT', step: 'gender' });
    expect(started.place()).toBe('review');
  });
});

describe('wizardMachine: the insurance sub-state (spec §4 Insurance state)', () => {
  const insurance = (started: Started) => started.context().form.insurance;

  it('starts answered "yes" with a secondary when the server sent both groups', () => {
    expect(insurance(startWizard())).toMatchObject({ hasInsurance: true, hasSecondaryInsurance: true });
    expect(insurance(startWizard({ missingInformation: missing(group('primaryInsurance')) }))).toMatchObject({ hasInsurance: true, hasSecondaryInsurance: false });
    expect(insurance(startWizard({ missingInformation: missing(group('address')) }))).toMatchObject({ hasInsurance: null, hasSecondaryInsurance: false });
  });

  it('"No" clears the secondary, its details and its photos, and keeps the primary', () => {
    const started = startWizard({ at: 'insurance' });
    started.send({ type: 'CHANGE', field: 'insurance.primary.BIN', value: '610014' });
    started.send({ type: 'CHANGE', field: 'insurance.secondary.BIN', value: '999' });
    started.send({ type: 'SET_CARD_IMAGE', set: 'secondary', side: 'frontImage', file: photo('s.jpg') });
    started.send({ type: 'SET_CARD_IMAGE', set: 'primary', side: 'frontImage', file: photo('p.jpg') });
    started.send({ type: 'ANSWER_INSURANCE', hasInsurance: false });
    expect(insurance(started)).toMatchObject({ hasInsurance: false, hasSecondaryInsurance: false, secondary: { BIN: '', frontImage: '' }, primary: { BIN: '610014', frontImage: 'p.jpg' } });
    expect(Object.keys(started.context().files)).toEqual(['primaryInsuranceFront']);
    started.send({ type: 'NEXT' });
    expect(started.place()).toBe('review');
  });

  it('a secondary can be added only with insurance, starts empty, and can be removed', () => {
    const started = startWizard({ missingInformation: missing(group('primaryInsurance')), at: 'insurance' });
    started.send({ type: 'ANSWER_INSURANCE', hasInsurance: false });
    started.send({ type: 'ADD_SECONDARY' });
    expect(insurance(started).hasSecondaryInsurance).toBe(false);
    started.send({ type: 'ANSWER_INSURANCE', hasInsurance: true });
    started.send({ type: 'ADD_SECONDARY' });
    expect(insurance(started)).toMatchObject({ hasInsurance: true, hasSecondaryInsurance: true, secondary: { insuranceProvider: '', frontImage: '' } });
    started.send({ type: 'CHANGE', field: 'insurance.secondary.PCN', value: 'X' });
    started.send({ type: 'SET_CARD_IMAGE', set: 'secondary', side: 'backImage', file: photo('s-back.jpg') });
    started.send({ type: 'REMOVE_SECONDARY' });
    expect(insurance(started)).toMatchObject({ hasInsurance: true, hasSecondaryInsurance: false, secondary: { PCN: '', backImage: '' } });
    expect(started.context().files).toEqual({});
  });

  it('removing the secondary removes its messages', () => {
    const started = startWizard({ at: 'insurance' });
    started.send({ type: 'NEXT' });
    expect(started.context().errors['insurance.secondary.frontImage']).toBe('insuranceFrontRequired');
    started.send({ type: 'REMOVE_SECONDARY' });
    expect(Object.keys(started.context().errors).some((field) => field.startsWith('insurance.secondary'))).toBe(false);
    expect(started.context().errors['insurance.primary.frontImage']).toBe('insuranceFrontRequired');
  });

  it('adding a secondary starts it empty, whatever was there before', () => {
    const started = startWizard({ missingInformation: missing(group('primaryInsurance')), at: 'insurance' });
    started.send({ type: 'CHANGE', field: 'insurance.secondary.employerName', value: 'Left over' });
    started.send({ type: 'ADD_SECONDARY' });
    expect(insurance(started).secondary.employerName).toBe('');
  });

  it('a card photo sets its side to the file name; removing it empties the side', () => {
    const started = startWizard({ at: 'insurance' });
    const front = photo('card-front.heic');
    started.send({ type: 'SET_CARD_IMAGE', set: 'primary', side: 'frontImage', file: front });
    expect(insurance(started).primary.frontImage).toBe('card-front.heic');
    expect(started.context().files.primaryInsuranceFront).toBe(front);
    started.send({ type: 'SET_CARD_IMAGE', set: 'primary', side: 'frontImage', file: null });
    expect(insurance(started).primary.frontImage).toBe('');
    expect(started.context().files.primaryInsuranceFront).toBeNull();
  });
});

describe('wizardMachine: submit (spec §4 Insurance submit, §7, §8)', () => {
  it('posts the payload and the photos of the sets in use, then is done', async () => {
    const started = startWizard();
    await toReview(started);
    started.send({ type: 'SUBMIT' });
    await waitFor(started.actor, (snapshot) => snapshot.status === 'done');
    expect(started.place()).toBe('success');
    expect(started.posts).toHaveLength(1);
    const [post] = started.posts;
    expect(post!.missingInformation.uninsured).toBe(false);
    // The secondary the server sent was removed: answered (no secondary), so saved with its own values.
    expect(post!.missingInformation.missingInfoArray.map((each) => [each.infoType, each.saved])).toEqual([
      ['address', true], ['phone', true], ['email', true], ['gender', true], ['primaryInsurance', true], ['secondaryInsurance', true],
    ]);
    expect(post!.missingInformation.missingInfoArray[0]!.fieldArray[0]).toMatchObject({ key: 'address', value: '100 Example Street, Apt 4' });
    expect(Object.keys(post!.files)).toEqual(['primaryInsuranceFront', 'primaryInsuranceBack']);
  });

  it('answering "No" posts no card photo, though the primary photos stay on the device', async () => {
    const started = startWizard();
    await toReview(started);
    started.send({ type: 'EDIT', step: 'insurance' });
    started.send({ type: 'ANSWER_INSURANCE', hasInsurance: false });
    started.send({ type: 'NEXT' });
    started.send({ type: 'SUBMIT' });
    await waitFor(started.actor, (snapshot) => snapshot.status === 'done');
    expect(started.posts[0]!.files).toEqual({});
    expect(started.posts[0]!.missingInformation.uninsured).toBe(true);
    expect(Object.keys(started.context().files)).toEqual(['primaryInsuranceFront', 'primaryInsuranceBack']);
  });

  it('is pending while posting and posts once for a double press', async () => {
    const answer = deferred<ApiResult<unknown>>();
    const started = startWizard({}, () => answer.promise);
    await toReview(started);
    started.send({ type: 'SUBMIT' });
    started.send({ type: 'SUBMIT' });
    expect(started.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(started.place()).toBe('review');
    // Entries are frozen while the post is in flight.
    started.send({ type: 'CHANGE', field: 'email', value: 'other@example.com' });
    expect(started.context().form.email).toBe('sam@example.com');
    answer.resolve(ok);
    await waitFor(started.actor, (snapshot) => snapshot.status === 'done');
    expect(started.posts).toHaveLength(1);
  });

  it.each<[string, () => Promise<ApiResult<unknown>>]>([
    ['a status other than 200', async () => failed],
    ['no connection', async () => ({ ok: false, error: { kind: 'network' } })],
    ['an actor that throws', async () => Promise.reject(new Error('boom'))],
  ])('a failure (%s) stays on review with the §8 message and every entry and photo kept', async (_label, answer) => {
    const started = startWizard({}, answer);
    await toReview(started);
    const before = started.context();
    started.send({ type: 'SUBMIT' });
    await waitFor(started.actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(started.place()).toBe('review');
    const error = started.context().submitError;
    expect(error).toEqual({ section: 'errors', key: 'missingInformationUpdate' });
    expect(baseCopy.errors.missingInformationUpdate).toBe('An error occurred while updating your missing information. Please try again.');
    expect(started.context().form).toEqual(before.form);
    expect(started.context().files).toEqual(before.files);
    // The patient can try again; a new try clears the message.
    started.send({ type: 'SUBMIT' });
    expect(started.context().submitError).toBeNull();
    expect(started.posts).toHaveLength(2);
  });

  it('a review reached with a step that does not pass shows that step instead of posting', () => {
    const started = startWizard({ at: 'review' });
    started.send({ type: 'SUBMIT' });
    expect(started.posts).toHaveLength(0);
    expect(started.place()).toBe('address');
    expect(started.context().focus).toEqual({ field: 'address.address1', attempt: 1 });
    expect(started.context().returnToReview).toBe(true);
  });

  it('with no required field, review posts the payload as the server sent it', async () => {
    const missingInformation = missing(group('address', false));
    const started = startWizard({ missingInformation, at: 'review' });
    started.send({ type: 'SUBMIT' });
    await waitFor(started.actor, (snapshot) => snapshot.status === 'done');
    expect(started.posts[0]!.missingInformation).toEqual(missingInformation);
  });
});

describe('wizardMachine: a draft after a reload, nothing lost', () => {
  it('opens with what was typed; photos without their files are asked for again', () => {
    const draft: WizardForm = {
      address: { address1: '1 Main St', address2: '', city: 'Springfield', state: 'IL', zip: '62701' },
      phone: '5551234567',
      email: '',
      gender: 'Male',
      insurance: {
        hasInsurance: true,
        hasSecondaryInsurance: false,
        primary: { frontImage: 'front.jpg', backImage: '', insuranceProvider: 'Acme', healthPlanName: '', idNumber: '', typeOfCoverage: '', relationshipToPolicyholder: '', employerName: '', groupNumber: '', BIN: '', PCN: '' },
        secondary: { frontImage: '', backImage: '', insuranceProvider: '', healthPlanName: '', idNumber: '', typeOfCoverage: '', relationshipToPolicyholder: '', employerName: '', groupNumber: '', BIN: '', PCN: '' },
      },
    };
    const started = startWizard({ draft, at: 'insurance' });
    expect(started.place()).toBe('insurance');
    expect(started.context().form).toEqual({ ...draft, insurance: { ...draft.insurance, primary: { ...draft.insurance.primary, frontImage: '' } } });
    expect(started.context().cardImagesDropped).toBe(true);
    expect(startWizard().context().cardImagesDropped).toBe(false);
  });
});
