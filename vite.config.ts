import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@common': new URL('./common', import.meta.url).pathname },
  },
  /* React, React Router, Radix and TanStack Query make a ~430 kB (133 kB gzip) entry chunk; pages are split. */
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 600 },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
