import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pwaPlugin } from './pwa.config';
import { iconsOfPublicPages } from './icon-chunks';

/**
 * Shared parts of the public pages: form fields, cards, the page-title hook, plain contract values,
 * and the icons the landing and sign-up forms share (each alone was a chunk of its own).
 */
const publicUi =
  /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](building-2|dumbbell|check)\.js$|[\\/]src[\\/](components[\\/]ui[\\/](card|field|input|checkbox|password-input)|features[\\/]auth[\\/]components[\\/](auth-card|notice)|lib[\\/](use-document-meta|format))\.tsx?$|contract[\\/]src[\\/](common[\\/](values|lazy)|auth[\\/]sign-up-labels)\.ts$/;

const zodModule = (files: string) => new RegExp(`[\\\\/]node_modules[\\\\/]zod[\\\\/]v4[\\\\/]${files}\\.js$`);
const zodChunks: [string, RegExp][] = [
  [
    'zod-base',
    zodModule('(core[\\\\/](util|core|errors|parse|regexes|checks|doc|versions|memoizer|registries)|locales[\\\\/]en)'),
  ],
  ['zod-schemas', zodModule('core[\\\\/]schemas')],
  ['zod-classic', zodModule('(core[\\\\/](api|to-json-schema|json-schema-processors)|classic[\\\\/][a-z-]+)')],
];

const publicIcons = iconsOfPublicPages(fileURLToPath(new URL('./src', import.meta.url)));
/** The icons of the signed-in areas that no public page draws (icon-chunks.ts). */
const areaIcon = (id: string) => {
  const icon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.js$/.exec(id)?.[1];
  return icon !== undefined && !publicIcons.has(icon);
};

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The service worker belongs to the browser build only, not to the prerender (SSR) build.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [pwaPlugin()])],
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
    // The prerender build is server code: the public files are the client build's alone.
    copyPublicDir: !isSsrBuild,
    sourcemap: !!process.env.WEB_SOURCEMAP,
    // Read by scripts/prerender.mjs: the chunks each prerendered page preloads.
    manifest: true,
    // Every browser that runs the app supports modulepreload.
    modulePreload: { polyfill: false },
    // The prerender build (--ssr, scripts/prerender.mjs) keeps its entry's exports; the client
    // build puts everything the entry needs in one chunk rather than seven (each request costs
    // ~1 KiB of headers and a slot on a slow link). Every other module lives in exactly one
    // chunk, so moving between pages never downloads code twice. ADR 0016.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 2 },
                // The small parts every public page and form shares (with their icons): one
                // request instead of a dozen. Nothing here may import zod (ADR 0016).
                { name: 'public-ui', test: publicUi, priority: 1 },
                // zod in three chunks: a signed-in page's shell evaluates its chunks one per task
                // (ADR 0025, amendment), and zod in one piece was a 50 ms task on a slow phone.
                ...zodChunks.map(([name, test]) => ({ name, test, priority: 3 })),
                // The areas' icons in one request rather than one each (icon-chunks.ts).
                { name: 'icons', test: areaIcon, minShareCount: 2, priority: 0 },
              ],
            },
          },
        },
  },
}));
