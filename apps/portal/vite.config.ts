import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { portalPreset, settingsFromEnv, workspaceRoot } from '../../tools/vite/preset.ts';

/**
 * Builds the portal for one programme: PORTAL_PROGRAM=BISP (default) or another folder under
 * programs/. Output: dist/<CODE>/. See README "Run another programme".
 */
export default defineConfig(() => {
  const settings = settingsFromEnv();
  const preset = portalPreset(settings);
  return {
    ...preset,
    root: resolve(workspaceRoot, 'apps/portal'),
    // The mock service worker script is only copied into mock-mode builds.
    publicDir: settings.mock ? resolve(workspaceRoot, 'apps/portal/public-mock') : (false as const),
    build: {
      outDir: resolve(workspaceRoot, 'dist', process.env.PORTAL_OUT_DIR ?? settings.program),
      emptyOutDir: true,
      manifest: true,
      sourcemap: false,
    },
    server: { strictPort: true },
    preview: { strictPort: true },
  };
});
