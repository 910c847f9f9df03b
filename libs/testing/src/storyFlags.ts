import { isFeatureEnabled, type FeatureName, type ProgramConfig } from '@portal/program-config';
import type { Language } from '@portal/formats';

/**
 * How a story follows the feature flags of the programme picked in Storybook's toolbar
 * (`parameters.flags`, read by .storybook/preview.tsx). The portal reads a flag in its pages and
 * passes the result down as a prop, or leaves a route out altogether (apps/portal/src/routeTable.ts);
 * a story of a view would otherwise show whatever its args say, payment included where the
 * programme has none.
 */
export interface StoryFlags {
  /** The screen exists only in a programme with this flag on; in any other the story shows a note saying so instead. */
  screenOf?: FeatureName;
  /**
   * Props that carry a flag's value, as the page passes it down: each is off where the programme
   * has the flag off, whatever the story's args say; elsewhere the story's own value, so a story
   * that shows the flag off on purpose (its name says so) shows it off in every programme.
   */
  args?: Readonly<Record<string, FeatureName>>;
}

/** The key of a story's (or a story file's) parameters that holds its `StoryFlags`. */
const STORY_FLAGS_PARAMETER = 'flags';

/** `parameters.flags` of a story, typed: `{ ...storyFlags({ screenOf: 'payment' }) }` in a story's or a meta's `parameters`. */
export function storyFlags(flags: StoryFlags): { [STORY_FLAGS_PARAMETER]: StoryFlags } {
  return { [STORY_FLAGS_PARAMETER]: flags };
}

export function storyFlagsOf(parameters: Readonly<Record<string, unknown>>): StoryFlags {
  const flags = parameters[STORY_FLAGS_PARAMETER];
  return flags && typeof flags === 'object' ? (flags as StoryFlags) : {};
}

/** The flag whose screen the story shows, when the programme has it off (the story is then the note). */
export function screenMissingIn(program: ProgramConfig, flags: StoryFlags): FeatureName | null {
  return flags.screenOf && !isFeatureEnabled(program, flags.screenOf) ? flags.screenOf : null;
}

/** The story's args with those that carry a flag turned off where the programme has it off. */
export function argsWithFlags(args: Readonly<Record<string, unknown>>, program: ProgramConfig, flags: StoryFlags): Record<string, unknown> {
  const off = Object.entries(flags.args ?? {}).filter(([, feature]) => !isFeatureEnabled(program, feature));
  return off.length === 0 ? { ...args } : { ...args, ...Object.fromEntries(off.map(([arg]) => [arg, false])) };
}

/**
 * The note a story shows in place of a screen the programme does not have, in the toolbar's
 * language. Storybook's own words for designers, not the portal's copy: no patient ever reads it.
 */
const notes: Record<Language, { note: (code: string, feature: string) => string; features: Record<FeatureName, string> }> = {
  en: {
    note: (code, feature) => `${code} has no ${feature}: this screen is not part of its portal.`,
    features: {
      payment: 'payment',
      updateShippingAddress: 'shipping address changes',
      missingInformation: 'missing-information form',
      patientDemographics: 'patient demographics',
      US_only_phone: 'US-only phone numbers',
    },
  },
  es: {
    note: (code, feature) => `${code} no tiene ${feature}: esta pantalla no forma parte de su portal.`,
    features: {
      payment: 'pagos',
      updateShippingAddress: 'cambio de dirección de envío',
      missingInformation: 'formulario de información faltante',
      patientDemographics: 'datos demográficos del paciente',
      US_only_phone: 'teléfonos solo de EE. UU.',
    },
  },
};

export function notInProgrammeNote(program: Pick<ProgramConfig, 'code' | 'language'>, feature: FeatureName): string {
  const { note, features } = notes[program.language];
  return note(program.code, features[feature]);
}
