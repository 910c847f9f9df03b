declare const __PORTAL_MOCK__: boolean;
declare const __PORTAL_MOCK_DELAY_MS__: number;
declare const __PORTAL_API_TIMEOUT_MS__: number;

declare module 'virtual:portal-program' {
  import type { ProgramConfig } from '@portal/program-config';
  export const program: ProgramConfig;
  export const themeClass: string;
  /** The texts the first page does without (apps/portal/build/preset.ts INITIAL_COPY_SECTIONS), into `program`; once. */
  export function loadProgramTexts(): Promise<void>;
  /** The programme in a language: English at once, another after its texts have loaded (once). */
  export function loadLanguage(language: import('@portal/formats').Language): Promise<ProgramConfig>;
}

/** programModule.ts's data, written by the build (apps/portal/build/preset.ts `programPlugin`). */
declare module 'virtual:portal-program-data' {
  import type { ProgramConfig } from '@portal/program-config';
  export const program: ProgramConfig;
  export const themeClass: string;
  /** `virtual:portal-program-language/<language>` of each language besides English, loaded on switch. */
  export const languageModules: Partial<Record<import('@portal/formats').Language, () => Promise<import('@portal/program-config/load').ProgramTranslation>>>;
}

/** programModule.ts's `loadProgramTexts` (programTexts.ts). */
declare module 'virtual:portal-program-texts-loader' {
  export function loadProgramTexts(): Promise<void>;
}

/** The texts the portal's first script does without (programTexts.ts loads them). */
declare module 'virtual:portal-program-texts' {
  import type { ProgramConfig } from '@portal/program-config';
  export const copy: Partial<ProgramConfig['copy']>;
  export const legal: ProgramConfig['legal'];
  export const program: Pick<ProgramConfig, 'drugCatalogue' | 'checkoutHosts' | 'receiptHosts' | 'pharmacyLinks' | 'carriers' | 'languageAssistance'>;
}

declare module 'virtual:portal-programmes' {
  import type { ProgramConfig } from '@portal/program-config';
  /** Storybook's: programs/<CODE> → each language it is written in → the programme as the app reads it, assets aside. */
  export const programmes: Record<string, Partial<Record<import('@portal/formats').Language, Omit<ProgramConfig, 'assets'>>>>;
}
