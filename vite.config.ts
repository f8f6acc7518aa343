import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CALM_MODE_SCRIPT } from './common/calm-mode';
import { precompressDir } from './scripts/precompress.mjs';

/* Brotli and gzip copies beside each built file, served by content negotiation (decision 022). */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'calmpath-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}

/* Calm mode is on <html> before the first paint (decision 026); the CSP allows it by hash. */
function calmModeScript(): Plugin {
  return {
    name: 'calmpath-calm-mode',
    transformIndexHtml: () => [
      { tag: 'script', children: CALM_MODE_SCRIPT, injectTo: 'head-prepend' },
    ],
  };
}

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), precompress(), calmModeScript()],
  resolve: {
    alias: {
      '@common': new URL('./common', import.meta.url).pathname,
      '@web': new URL('./web/src', import.meta.url).pathname,
    },
  },
  /* The entry chunk's budget is checked by tests/e2e/size-budget.spec.ts, not by this warning. */
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 600 },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
