import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { fileURLToPath } from 'node:url';
import { portalPreset, settingsFromEnv } from '../apps/portal/build/preset.ts';
import { studioWriter } from '../tools/generators/studioWriter.ts';

/**
 * Storybook builds through the one shared Vite preset (React, vanilla-extract, the
 * `virtual:portal-program` module and its build-time defines), so a component renders here exactly
 * as in the portal. Every programme, whole, is bundled and follows the toolbar (see preview.tsx):
 * its theme, assets, names, copy, contacts and flags (`virtual:portal-programmes`);
 * `virtual:portal-program` (PORTAL_PROGRAM, default BISP) is what the portal's own modules import.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // Stories live with the libraries, and the programme studio's in its app; a pattern that
  // matches nothing greets a designer with a warning.
  stories: ['../libs/**/*.stories.@(ts|tsx)', '../apps/studio/*.stories.tsx'],
  // No onboarding checklist in the sidebar: this Storybook is the portal's design system, not a first project.
  features: { sidebarOnboardingChecklist: false },
  addons: ['@storybook/addon-a11y'],
  core: {
    disableTelemetry: true,
    enableCrashReports: false,
    disableWhatsNewNotifications: true,
  },
  async viteFinal(storybookConfig) {
    const { mergeConfig } = await import('vite');
    const { plugins: presetPlugins = [], ...preset } = portalPreset(settingsFromEnv());
    const merged = mergeConfig(storybookConfig, preset);
    // A plugin registered twice breaks vanilla-extract ("Styles were unable to be assigned to a
    // file"): keep the first plugin of each name, whichever config brought it.
    // The studio's local export: the dev server writes its folder into programs/ (tools/generators/studioWriter.ts).
    merged.plugins = dedupeByName(await flattenPlugins([...(storybookConfig.plugins ?? []), ...presetPlugins, studioWriter(fileURLToPath(new URL('..', import.meta.url)))]));
    return merged;
  },
};

export default config;

type NamedPlugin = { name: string };

async function flattenPlugins(options: PluginOption[]): Promise<NamedPlugin[]> {
  const flat: NamedPlugin[] = [];
  for (const option of options) {
    const resolved = await option;
    if (!resolved) continue;
    if (Array.isArray(resolved)) flat.push(...(await flattenPlugins(resolved)));
    else flat.push(resolved as NamedPlugin);
  }
  return flat;
}

function dedupeByName(plugins: NamedPlugin[]): NamedPlugin[] {
  const seen = new Set<string>();
  return plugins.filter((plugin) => {
    if (seen.has(plugin.name)) {
      console.info(`[storybook] skipping duplicate Vite plugin "${plugin.name}"`);
      return false;
    }
    seen.add(plugin.name);
    return true;
  });
}
