import { languages, type Language } from '@portal/formats';

/**
 * The languages a programme is written in, English first: program.json's `languages`, else every
 * language of the portal (docs/languages.md). The build writes, prerenders and offers these; the
 * header's switch offers the others of them, none when English is alone.
 */
export function languagesOf(program: { languages?: readonly Language[] | undefined }): readonly Language[] {
  return program.languages ?? languages;
}
