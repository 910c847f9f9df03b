import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Language } from '@portal/formats';
import { formatCopy, formatPhoneForDisplay, type CopyValues } from './format.ts';
import type { LegalDocument, LegalDocumentName } from './legal/en.ts';
import type { FeatureName, ProgramConfig } from './types.ts';

const ProgramContext = createContext<ProgramConfig | null>(null);

/** The patient's choice of language (docs/decisions/0030-spanish-is-a-complete-translation.md): the app holds it; the switch asks for another. */
export interface LanguageChoice {
  /** Loads the language's texts, then renders the portal in it; remembered for the tab. */
  choose: (language: Language) => void;
  /** The language being loaded, if any. */
  pending: Language | null;
}

const LanguageChoiceContext = createContext<LanguageChoice>({ choose: () => undefined, pending: null });

export const LanguageChoiceProvider = LanguageChoiceContext.Provider;

/** The language the portal is in is `useProgram().language`; this is how to change it. */
export function useLanguageChoice(): LanguageChoice {
  return useContext(LanguageChoiceContext);
}

export function ProgramProvider({ program, children }: { program: ProgramConfig; children: ReactNode }) {
  return <ProgramContext.Provider value={program}>{children}</ProgramContext.Provider>;
}

export function useProgram(): ProgramConfig {
  const program = useContext(ProgramContext);
  if (!program) throw new Error('useProgram must be used inside <ProgramProvider>');
  return program;
}

export function isFeatureEnabled(program: Pick<ProgramConfig, 'features'>, feature: FeatureName): boolean {
  return program.features[feature].enabled;
}

export function useFeature(feature: FeatureName): boolean {
  return isFeatureEnabled(useProgram(), feature);
}

/** The values every copy string may use, taken from the programme. */
export function programCopyValues(program: ProgramConfig): CopyValues {
  return {
    programName: program.displayName,
    programPhone: formatPhoneForDisplay(program.contacts.programPhone),
    programHours: program.contacts.programHours,
    contactUsHours: program.contacts.contactUsHours ?? program.contacts.programHours,
    medicalInformationPhone: formatPhoneForDisplay(program.contacts.medicalInformationPhone),
    serviceProvider: program.contacts.serviceProvider,
    year: program.copyrightYear,
  };
}

/** `t(copy.landing.welcome)` fills the programme's values plus any given ones. */
export function useCopy() {
  const program = useProgram();
  return useMemo(() => {
    const defaults = programCopyValues(program);
    const t = (template: string, values?: CopyValues) => formatCopy(template, { ...defaults, ...values });
    return { copy: program.copy, t };
  }, [program]);
}

/** A legal document of the programme with its placeholders filled (name, phone, hours). */
export function useLegalDocument(name: LegalDocumentName): LegalDocument {
  const { legal } = useProgram();
  const { t } = useCopy();
  return useMemo(() => {
    const document = legal[name];
    return {
      ...document,
      intro: t(document.intro),
      sections: document.sections.map((section) => ({ heading: section.heading, paragraphs: section.paragraphs.map((paragraph) => t(paragraph)) })),
    };
  }, [legal, name, t]);
}
