/**
 * What Submit posts. spec: access-and-identity §4 "Insurance submit", §7 the multipart
 * POST /api/pwa/exp/v1/patient/missingInformation.
 */
import {
  genderPayloadValue,
  groupTypeOfSet,
  insuranceFields,
  insurancePayloadKeys,
  joinAddress,
  type InsuranceGroupType,
  type InsuranceSet,
  type WizardForm,
} from './form.ts';
import { insuranceSetsInUse } from './insuranceCard.ts';
import { groupOf, type MissingInfoGroup, type MissingInformationData } from './serverPayload.ts';
import { stepOfGroup, type WizardStep } from './steps.ts';

/** The entered value for each payload key of a group; keys not listed keep the server's value. */
function enteredValues(infoType: MissingInfoGroup['infoType'], form: WizardForm): Record<string, string> {
  switch (infoType) {
    case 'address':
      return { address: joinAddress(form.address), city: form.address.city, state: form.address.state, zipCode: form.address.zip };
    case 'phone':
      return { phone: form.phone };
    case 'email':
      return { email: form.email };
    case 'gender':
      // No value is posted as null (filledGroup): "Prefer not to say" gives the patient no gender.
      return { gender: genderPayloadValue(form.gender) ?? '' };
    case 'primaryInsurance':
      return insuranceValues('primaryInsurance', form.insurance.primary);
    case 'secondaryInsurance':
      return insuranceValues('secondaryInsurance', form.insurance.secondary);
    default:
      return infoType satisfies never;
  }
}

function insuranceValues(groupType: InsuranceGroupType, details: WizardForm['insurance']['primary']): Record<string, string> {
  const keys = insurancePayloadKeys(groupType);
  return Object.fromEntries(insuranceFields.flatMap((field) => keys[field].map((key) => [key, details[field]])));
}

/** §4: a group is filled with the entered values and marked saved. An empty entry is sent as null, as the server sends "no value". */
function filledGroup(group: MissingInfoGroup, form: WizardForm): MissingInfoGroup {
  const values = enteredValues(group.infoType, form);
  return {
    ...group,
    saved: true,
    fieldArray: group.fieldArray.map((field) => {
      const entered = values[field.key];
      if (entered === undefined) return field;
      const trimmed = entered.trim();
      return { ...field, value: trimmed === '' ? null : trimmed };
    }),
  };
}

/** The §3 field keys of an insurance group, for a group the server did not send at all. */
function standardInsuranceGroup(): MissingInfoGroup {
  const keys = Object.values(insurancePayloadKeys('primaryInsurance')).map((names) => names[0]!);
  return { infoType: 'primaryInsurance', saved: false, fieldArray: keys.map((key) => ({ key, value: null, editable: true, required: false, possibleValues: [] })) };
}

/**
 * §4: "If a secondary was added and the server data had no secondary group, one is cloned from
 * the primary group with its keys renamed" (primaryInsurance-front -> secondaryInsurance-front).
 * The clone starts without the primary's values: they are the primary card's, not the secondary's.
 */
export function cloneInsuranceGroup(primary: MissingInfoGroup, groupType: InsuranceGroupType): MissingInfoGroup {
  return {
    infoType: groupType,
    saved: false,
    fieldArray: primary.fieldArray.map((field) => ({ ...field, key: field.key.replace(/^primaryInsurance(?=-)/, groupType), value: null })),
  };
}

/** Which sets the patient answered for; the other insurance groups go back as the server sent them. */
function answeredInsuranceGroups(form: WizardForm, steps: readonly WizardStep[]): InsuranceGroupType[] {
  if (!steps.includes('insurance')) return [];
  return insuranceSetsInUse(form.insurance).map((set) => groupTypeOfSet[set]);
}

const isInsuranceGroup = (group: MissingInfoGroup): group is MissingInfoGroup & { infoType: InsuranceGroupType } =>
  group.infoType === 'primaryInsurance' || group.infoType === 'secondaryInsurance';

/**
 * An insurance group the patient said they do not have ("No" to insurance, or a secondary they
 * removed): answered, so saved, with the server's values as they were (nothing typed for a card
 * the patient then said they do not have is sent, as with its photos). Left unsaved, it would read
 * as a question never answered: §4 opens the wizard again while the primary group is not saved.
 */
const declinedGroup = (group: MissingInfoGroup): MissingInfoGroup => ({ ...group, saved: true });

/**
 * The missing-information object to post. Only what the patient was asked changes: a group whose
 * step was not in the wizard (no required field) goes back untouched. When the insurance step was
 * in the wizard, every insurance group the server sent is answered: a set in use is filled with
 * the entries, any other is declined (`uninsured` tells the server which answer it was).
 */
export function toMissingInformationPayload(server: MissingInformationData, form: WizardForm, steps: readonly WizardStep[]): MissingInformationData {
  const insurance = answeredInsuranceGroups(form, steps);
  const isAnswered = (group: MissingInfoGroup) =>
    steps.includes(stepOfGroup[group.infoType]) && (isInsuranceGroup(group) ? insurance.includes(group.infoType) : true);

  const groups = server.missingInfoArray.map((group) => {
    if (isAnswered(group)) return filledGroup(group, form);
    if (isInsuranceGroup(group) && steps.includes('insurance')) return declinedGroup(group);
    return group;
  });
  const template = groupOf(server, 'primaryInsurance') ?? standardInsuranceGroup();
  const added = insurance.filter((groupType) => !groupOf(server, groupType)).map((groupType) => filledGroup(cloneInsuranceGroup(template, groupType), form));

  return {
    ...server,
    // §4: "uninsured is set to the opposite of hasInsurance" - when the patient was asked.
    uninsured: steps.includes('insurance') ? form.insurance.hasInsurance !== true : server.uninsured,
    missingInfoArray: [...groups, ...added],
  };
}

/** A card photo: any Blob with a name (a File in the browser). */
export type CardImageFile = Blob & { readonly name: string };

/** §7: the file parts of the post, one per card side. */
const cardImageParts = ['primaryInsuranceFront', 'primaryInsuranceBack', 'secondaryInsuranceFront', 'secondaryInsuranceBack'] as const;
export type CardImagePart = (typeof cardImageParts)[number];
export type CardImageFiles = Partial<Record<CardImagePart, CardImageFile | null>>;

export function cardImagePart(set: InsuranceSet, side: 'frontImage' | 'backImage'): CardImagePart {
  return `${groupTypeOfSet[set]}${side === 'frontImage' ? 'Front' : 'Back'}`;
}

/**
 * The photos to send: those of the sets in use only. A photo of a secondary the patient removed,
 * or of a card after answering "No", stays on the device.
 */
export function cardImagesToSend(form: WizardForm, files: CardImageFiles): CardImageFiles {
  const inUse = new Set(insuranceSetsInUse(form.insurance).flatMap((set) => [cardImagePart(set, 'frontImage'), cardImagePart(set, 'backImage')]));
  return Object.fromEntries(cardImageParts.filter((part) => inUse.has(part) && files[part]).map((part) => [part, files[part]]));
}

export interface MissingInformationPost {
  missingInformation: MissingInformationData;
  acticsPatientId: string | null;
  intakeCaseId: string | null;
  programCode: string;
  files: CardImageFiles;
}

/**
 * §7: the multipart body. `missingInformation` holds the JSON text of the groups (with active,
 * uninsured and Open_Task, which the post is the only place to send); acticsPatientId,
 * intakeCaseId and programCode are fields of their own; each file part only if its size is above 0.
 */
export function toMissingInformationFormData({ missingInformation, acticsPatientId, intakeCaseId, programCode, files }: MissingInformationPost): FormData {
  const body = new FormData();
  body.append('missingInformation', JSON.stringify(missingInformation));
  body.append('acticsPatientId', acticsPatientId ?? '');
  body.append('intakeCaseId', intakeCaseId ?? '');
  body.append('programCode', programCode);
  for (const part of cardImageParts) {
    const file = files[part];
    if (file && file.size > 0) body.append(part, file, file.name);
  }
  return body;
}
