import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config';
import { staticLoginPlugin } from './vite/staticLoginPlugin';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

// The web app is served from any folder (base './') and talks to the API on the same origin.
// During development /api goes to the local server.
// react-router publishes its development build alone under its package name; its production build
// (the same code with `ENABLE_DEV_WARNINGS = false`, so the warnings drop out) is what the bundle ships.
const reactRouterProduction = fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  base: './',
  // The installable phone app (issue 40): manifest and service worker, registered by the phone shell.
  // The static sign-in page in the built index.html, drawn before the app's code arrives (issue 41).
  plugins: [react(), VitePWA(pwaOptions), staticLoginPlugin()],
  // The version every client error report carries (APP_VERSION from the build environment wins).
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.APP_VERSION ?? version) },
  resolve: {
    // The root node_modules holds an older React pulled in by a dependency; the app and every
    // library must share this workspace's single React 19 copy.
    dedupe: ['react', 'react-dom'],
    // Every `zod` import goes through the module that sets it jitless (no eval under the CSP) first.
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/platform/zodWithoutEval.ts', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // Maps on disk for the server's client error log (stacks mapped back to source); no
    // sourceMappingURL comment, and the server's static files never serve *.map.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      // A feature's index.ts only re-exports (its entry for the other features): marked free of side
      // effects so that importing one name from it pulls in that name's module alone, not every
      // module the entry lists (and their side-effect imports, e.g. leaflet's CSS, qrcode, antd-mobile).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id) },
    },
  },
}));
