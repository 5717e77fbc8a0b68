// The installable app (DECISIONS §15, ADR 0017): web app manifest and a Workbox service worker
// built by vite-plugin-pwa from src/sw/sw.ts ("injectManifest": our own worker, which also shows
// push notifications, with Workbox's precache list injected at build time). Kept apart from
// vite.config.ts, which only adds this plugin.
import { VitePWA } from 'vite-plugin-pwa';

export const THEME_COLOR = '#c2410c';

export const pwaPlugin = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    // src/lib/pwa/register-sw.ts registers the worker itself, after the page has loaded.
    injectRegister: false,
    registerType: 'prompt',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'FitCover',
      short_name: 'FitCover',
      description:
        'Sustituciones, coberturas urgentes y nuevas clases: gimnasios e instructores de fitness al instante.',
      lang: 'es',
      dir: 'ltr',
      // /app sends a signed-in user to their own dashboard, anyone else to the sign-in page.
      start_url: '/app',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: THEME_COLOR,
      categories: ['business', 'sports', 'productivity'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The app shell only (entry HTML, the entry script and styles, the public pages' shared
      // parts), the offline page and the icons: what a first visit already downloaded, so
      // installing the worker costs next to nothing on a phone (issue 18's budgets). Page chunks
      // are hashed and cached by the browser for a year as they are visited; pages themselves
      // always come from the network. Never anything under /api; pre-compressed copies skipped.
      globPatterns: [
        'index.html',
        'offline.html',
        'offline.js',
        'favicon.svg',
        'icons/*.png',
        'assets/index-*.{js,css}',
        'assets/public-ui-*.js',
      ],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
    },
  });
