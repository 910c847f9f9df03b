/**
 * `loadProgramTexts` of `virtual:portal-program` (programModule.ts): the portal's browser build
 * leaves out of the first script the texts the first page does without (preset.ts
 * INITIAL_COPY_SECTIONS); this loads them once, into the same object every page reads (useCopy,
 * useLegalDocument). Every other build (Node, tests, Storybook) has them all: `noTextsToLoad`.
 */
import { program } from 'virtual:portal-program-data';

let texts: Promise<void> | undefined;

export const loadProgramTexts = (): Promise<void> =>
  (texts ??= import('virtual:portal-program-texts').then(
    (module) => {
      Object.assign(program.copy, module.copy);
      Object.assign(program, module.program);
      program.legal = module.legal;
    },
    (error: unknown) => {
      texts = undefined;
      throw error;
    },
  ));

export const noTextsToLoad = (): Promise<void> => Promise.resolve();
