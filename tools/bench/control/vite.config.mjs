/**
 * The control of `npm run bench` (tools/bench/bench.mjs): a React hello-world built by the
 * portal's Vite with the same React plugin, into dist/bench/control. Plain .mjs, outside the Nx
 * workspaces and the tsconfig include, so it is no project of the graph.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  plugins: [react()],
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../../../dist/bench/control', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
  },
  preview: { strictPort: true },
});
