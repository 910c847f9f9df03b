export {
  missingInfoTypes,
  type MissingInfoGroup,
  type MissingInfoType,
  type MissingInformationData,
} from './serverPayload.ts';
export { stepsFor, isWizardStep, type WizardStep } from './steps.ts';
export { usStates, usStateCode } from './usStates.ts';
export {
  addressFields,
  cardSides,
  insuranceTextFields,
  genderOptions,
  emptyInsuranceDetails,
  emptyWizardForm,
  initialWizardForm,
  splitAddress,
  joinAddress,
  withFieldValue,
  restoreWizardDraft,
  insuranceAnswer,
  type GenderOption,
  type InsuranceSet,
  type WizardForm,
  type WizardTextField,
} from './form.ts';
export {
  insuranceSetsInUse,
} from './insuranceCard.ts';
export {
  validateWizardStep,
  firstFieldInError,
  firstInvalidStep,
  validateAddress,
  type AddressErrors,
  type WizardErrors,
  type WizardFieldPath,
} from './stepValidation.ts';
export {
  toMissingInformationPayload,
  cardImagePart,
  cardImagesToSend,
  toMissingInformationFormData,
  type CardImageFile,
  type CardImageFiles,
} from './payload.ts';
export { CARD_IMAGE_MAX_BYTES, cardImageTooLarge, checkCardImage, type CardImageKind } from './cardImage.ts';
