/** The missing-information wizard (access-and-identity §2, §4, §5, §7, §8): its pages and controls. */
export { MissingInformationPage } from './Wizard/MissingInformationPage.tsx';
export { MissingInformationSuccessPage, MissingInformationInterimPage, OutcomeView } from './Wizard/Outcomes.tsx';
export { WizardView, type WizardViewProps } from './Wizard/WizardView.tsx';
export { WIZARD_DRAFT_KEY, WIZARD_DRAFT_DEBOUNCE_MS, readWizardDraft, writeWizardDraft, clearWizardDraft, draftWriter } from './machine/draft.ts';
export { wizardActor, endWizard, type WizardActor, type WizardDeps } from './machine/wizardService.ts';
export {
  CardImageField,
  CARD_IMAGE_CAMERA_ACCEPT,
  CARD_IMAGE_FILE_ACCEPT,
  type CardImageFieldProps,
} from './CardImage/CardImageField.tsx';
export {
  prepareCardImage,
  UnreadableCardImageError,
  browserImageCodec,
  scaledSize,
  jpegFileName,
  CARD_IMAGE_MAX_SIDE,
  CARD_IMAGE_JPEG_QUALITY,
  type DecodedImage,
  type DownscaleOptions,
  type ImageCodec,
  type ImageSize,
} from './CardImage/downscale.ts';
export { stripImageMetadata, type PhotoKind } from './CardImage/metadata.ts';
