import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/prerender.mjs: the chunks each prerendered page preloads.
    manifest: true,
    // Every browser that runs the app supports modulepreload.
    modulePreload: { polyfill: false },
    // The prerender build (--ssr, scripts/prerender.mjs) keeps its entry's exports and one chunk
    // per page; the client build is split for the browser.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: {
            // Everything the entry needs in one chunk rather than seven (each request costs ~1 KiB
            // of headers and a slot on a slow link). Pages stay one chunk each. ADR 0016.
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 3072 },
            },
          },
        },
  },
}));
