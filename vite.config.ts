import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CALM_MODE_SCRIPT } from './common/calm-mode';
import { pageFiles } from './scripts/page-files-plugin';
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

/*
 * React Router 7 exports only its development build (its package.json; remix-run/react-router
 * issues 12532 and 14753): its warnings and checks cost /admin's first load about 14 ms of script
 * on this machine. A production build takes the production files beside them, which export the
 * same API (decision 048).
 */
const REACT_ROUTER_PRODUCTION = new URL(
  './node_modules/react-router/dist/production/index.mjs',
  import.meta.url,
).pathname;

export default defineConfig(({ command }) => ({
  root: 'web',
  plugins: [react(), tailwindcss(), pageFiles(), precompress(), calmModeScript()],
  resolve: {
    alias: [
      { find: '@common', replacement: new URL('./common', import.meta.url).pathname },
      { find: '@web', replacement: new URL('./web/src', import.meta.url).pathname },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }]
        : []),
    ],
  },
  /* The entry chunk's budget is checked by tests/e2e/size-budget.spec.ts, not by this warning. */
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024 } } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
