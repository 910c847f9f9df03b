import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { portalPreset, settingsFromEnv } from '../tools/vite/preset.ts';

/**
 * Storybook builds through the one shared Vite preset (React, vanilla-extract, the
 * `virtual:portal-program` module and its build-time defines), so a component renders here exactly
 * as in the portal. Every programme's theme and assets (logos, drug logos) are bundled and follow
 * the toolbar (see preview.tsx); `virtual:portal-program` still resolves to one programme,
 * PORTAL_PROGRAM (default BISP), for its data and copy.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../libs/**/*.stories.@(ts|tsx)', '../apps/**/*.stories.@(ts|tsx)'],
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
    merged.plugins = dedupeByName(await flattenPlugins([...(storybookConfig.plugins ?? []), ...presetPlugins]));
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
