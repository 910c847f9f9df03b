export { baseCopy, type Copy } from './copy/en.ts';
export { findTranslationProblems, findOverrideTranslationProblems, type TranslationProblem } from './copy/translation.ts';
export { copyMessage, type CopyMessageRef } from './copy/message.ts';
export { formatCopy, formatPhoneForDisplay, type CopyValues } from './format.ts';
export {
  ProgramProvider,
  useProgram,
  useFeature,
  useCopy,
  isFeatureEnabled,
  programCopyValues,
  useLegalDocument,
  LanguageChoiceProvider,
  useLanguageChoice,
  type LanguageChoice,
} from './context.tsx';
export { featureNames, type FeatureName, type Features, type ProgramConfig, type DrugCatalogueEntry, type Contacts } from './types.ts';
export { baseLegal, legalDocumentNames, type LegalDocument, type LegalDocumentName, type LegalSection, type LegalTexts } from './legal/en.ts';
export { pharmacyInfoFor, pharmacyKindOf, pharmacyKinds, usePharmacyInfo, type PharmacyInfo, type PharmacyInfoContent, type PharmacyKind } from './pharmacyInfo.ts';
export { apiBaseUrlProblem, API_BASE_URL_RULE, LOOPBACK_HOSTS } from './apiBaseUrl.ts';
