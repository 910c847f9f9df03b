/**
 * Texts that depend on a feature. A programme with a feature off never promises it: where a text
 * names the feature (the landing page's "pay in one place"), it has a wording without it, which the
 * programme's copy takes instead, at build time, so no page decides and no byte of the other
 * wording ships. The variant keys (`…WithoutPayment`) are sources only: resolved copy has none.
 * A programme overrides the wording it shows (the check says which when it overrides the other).
 */
import type { FeatureName } from '../features.ts';

/** For each feature: the key shown with it → the key of its wording without it. */
const WORDING_WITHOUT: Partial<Record<FeatureName, Record<string, string>>> = {
  payment: {
    'landing.intro': 'landing.introWithoutPayment',
    'onboarding.slide1Body': 'onboarding.slide1BodyWithoutPayment',
  },
};

type Sections = Record<string, Record<string, unknown>>;
const split = (key: string) => key.split('.') as [string, string];

/** Every variant key (the wordings without a feature): no page reads them. */
const VARIANT_KEYS: readonly string[] = Object.values(WORDING_WITHOUT).flatMap((pairs) => Object.values(pairs ?? {}));

/** `copy` as a programme with `enabled` features shows it: each feature-off wording in its key's place, the variants gone. */
export function withFeatureWording<T extends object>(copy: T, enabled: (feature: FeatureName) => boolean): T {
  const sections = Object.fromEntries(Object.entries(copy as Sections).map(([name, section]) => [name, { ...section }])) as Sections;
  for (const [feature, pairs] of Object.entries(WORDING_WITHOUT) as [FeatureName, Record<string, string>][]) {
    if (enabled(feature)) continue;
    for (const [shown, without] of Object.entries(pairs)) {
      const [section, key] = split(shown);
      const [variantSection, variantKey] = split(without);
      sections[section]![key] = sections[variantSection]![variantKey];
    }
  }
  for (const variant of VARIANT_KEYS) {
    const [section, key] = split(variant);
    delete sections[section]![key];
  }
  return sections as T;
}

/**
 * An override a programme never shows: the wording of a feature the programme has off (it shows the
 * wording without it), or a wording without a feature it has on.
 */
export function unshownOverrides(overrides: unknown, enabled: (feature: FeatureName) => boolean): { path: string; message: string }[] {
  const has = (key: string) => {
    const [section, name] = split(key);
    const value = (overrides as Sections | undefined)?.[section];
    return typeof value === 'object' && value !== null && name in value;
  };
  return (Object.entries(WORDING_WITHOUT) as [FeatureName, Record<string, string>][]).flatMap(([feature, pairs]) =>
    Object.entries(pairs).flatMap(([shown, without]) => {
      const on = enabled(feature);
      const unshown = on ? without : shown;
      return has(unshown) ? [{ path: unshown, message: `is never shown: ${feature} is ${on ? 'on' : 'off'}, so the programme shows ${on ? shown : without} instead; override that` }] : [];
    }),
  );
}
