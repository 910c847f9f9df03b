export { baseCopy, type Copy } from './copy/en.ts';

export { copyMessage } from './copy/message.ts';
export { formatCopy } from './format.ts';
export { ProgramProvider, useProgram, useFeature, useCopy, isFeatureEnabled, programCopyValues, useLegalDocument, LanguageChoiceProvider, useLanguageChoice } from './context.tsx';
export { type FeatureName, type ProgramConfig, type DrugCatalogueEntry } from './types.ts';
export { type LegalDocumentName } from './legal/en.ts';
export { usePharmacyInfo } from './pharmacyInfo.ts';

export { languageAssistanceTaglines } from './languageAssistance.ts';
