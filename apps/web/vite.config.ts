import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { API_SNAPSHOT_PATTERN } from './src/features/offline/api-snapshot-routes.ts';
import { PRODUCT_NAME } from './src/platform/brand.ts';

const THEME_COLOUR = '#0b7285'; // theme.ts brand[7], the primary shade
const BACKGROUND = '#ffffff';

// The server serves dist/ with an SPA fallback; in dev, Vite forwards /api to the server.
export default defineConfig({
  plugins: [
    react(),
    // Compressed once here, served as is (@fastify/static preCompressed): brotli, gzip for older clients.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    // The staff portal as an installable app whose shell and day's shifts open without a signal
    // (docs/workforce.md "Clock-in, location, offline"; docs/decisions/offline.md). main.tsx registers
    // the worker in production builds only.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: PRODUCT_NAME,
        short_name: 'Care',
        description: 'Rosters, shifts and reports for support workers and care providers.',
        start_url: '/app/staff/dashboard',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOUR,
        background_color: BACKGROUND,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell: the built files, not their .br/.gz twins (the server picks those per request).
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff,woff2,webmanifest}'],
        globIgnores: ['**/*.br', '**/*.gz'],
        // The spreadsheet and PDF libraries are over 2 MiB: the office's exports, not the phone's day.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: '/index.html',
        // /api is the server's; /pdf/… is an app page (referral PDF), so it keeps the fallback.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: API_SNAPSHOT_PATTERN,
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              cacheName: 'care-api-snapshots',
              networkTimeoutSeconds: 4,
              expiration: { maxAgeSeconds: 3 * 24 * 60 * 60, maxEntries: 200 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React is on every page and changes least often: its own chunk stays cached across
          // releases. Everything else is split by the pages and actions that import it, so the
          // sign-in page never downloads a spreadsheet or PDF library.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'app', tags: ['$initial'] },
            { name: 'sign-in', test: /features[\\/]auth[\\/]SignInPage/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
});
