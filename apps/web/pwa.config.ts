import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable phone app (issue 40), built by vite-plugin-pwa with Workbox: a web app manifest
 * (standalone, icons) and a service worker that precaches the app shell and every chunk, so the
 * technician's pages open and reload without a network. The API is never cached by the worker:
 * the technician's orders are kept for offline reading by the app itself (IndexedDB), per user.
 *
 * The page registers the worker itself (injectRegister false), lazily from the phone shell, so the
 * sign-in page carries none of it. A new version waits (registerType 'prompt'): the phone announces
 * it and it takes over when the page is next loaded, never under a form being filled in.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png'],
  manifest: {
    id: './',
    name: 'Fieldlink',
    short_name: 'Fieldlink',
    description: 'Fieldlink: equipment monitoring and after-sales service',
    lang: 'zh-CN',
    start_url: './#/workbench/workbench',
    scope: './',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f5f6f8',
    theme_color: '#1677ff',
    icons: [
      { src: 'pwa-192.png', sizes: '192x192', type: 'image/png' },
      { src: 'pwa-512.png', sizes: '512x512', type: 'image/png' },
      { src: 'pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
    // The manual's pages and screenshots are read online.
    globIgnores: ['manual/**'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    navigateFallback: 'index.html',
    // The server's own pages (the API, its documentation) are never the app.
    navigateFallbackDenylist: [/\/api\//, /\/mqtt/],
    cleanupOutdatedCaches: true,
    // The first worker takes the page it was registered from, so that page works offline at once.
    clientsClaim: true,
    // Web Push of new assignments: shown and opened by public/push-handler.js.
    importScripts: ['push-handler.js'],
  },
};
