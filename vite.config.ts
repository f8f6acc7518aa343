import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@common': new URL('./common', import.meta.url).pathname },
  },
  /* The entry chunk's budget is checked by tests/e2e/size-budget.spec.ts, not by this warning. */
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 600 },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
