import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/**
 * Chunks of the lazily loaded pages (design.md §10: the score entry usable < 1 s offline on a throttled phone). Left to
 * itself the bundler cuts one chunk per set of pages sharing code: the score entry needed 37 files, and every file is
 * a request through the service worker plus a script to compile, tens of ms each on a slow phone. Modules that go
 * together are grouped instead (the score entry now loads 8); the groups stay small enough that other pages load
 * little they do not use: the Radix parts a home page's avatar needs are kept apart from dialogs and selects, the
 * score entry's own components apart from what the standings use. Everything the first page loads stays in the entry
 * chunk (`$initial`), which the groups never take from.
 */
const files = (pattern: string) => new RegExp(pattern.replaceAll('/', '[\\\\/]'));
const LAZY_GROUPS: [name: string, modules: RegExp][] = [
  // Small parts nearly every page needs (the home page too): icons, the base of Radix, the page frame.
  ['ui', files('node_modules/lucide-react/dist/esm/icons/')],
  [
    'ui',
    files(
      'node_modules/@radix-ui/(primitive|react-context|react-primitive|react-use-layout-effect|react-use-callback-ref|react-id|react-presence|react-use-controllable-state|react-use-effect-event|react-collection|react-direction)/',
    ),
  ],
  [
    'ui',
    files(
      'src/web/(components/layout/page-shell|components/ui/badge|components/ui/skeleton|lib/format-number)\\.tsx?$',
    ),
  ],
  [
    'dialogs',
    files(
      'node_modules/(@radix-ui/(react-dialog|react-alert-dialog|react-dismissable-layer|react-focus-scope|react-focus-guards|react-portal|react-use-escape-keydown)|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)/',
    ),
  ],
  ['dialogs', files('src/web/components/ui/(dialog|alert-dialog)\\.tsx$')],
  [
    'select',
    files(
      'node_modules/(@radix-ui/(react-select|react-popper|react-use-size|react-visually-hidden|number|react-arrow|rect|react-use-rect|react-use-previous)|@floating-ui)/',
    ),
  ],
  ['select', files('src/web/components/ui/select\\.tsx$')],
  [
    'scorecard',
    files(
      'src/web/(components/scorecard/(hole-selector|score-dialog|player-row|offline-status|validate-results)|lib/scorecard/selected-hole|features/scores/components/audit-history|features/scores/lib/texts)\\.tsx?$',
    ),
  ],
  [
    'scorecard-core',
    files(
      'src/web/(lib/scorecard/(api|live|cache|stroke-outbox|stroke-queue)|lib/live|components/scorecard/hole-grid|features/scores/components/refusal-panel)\\.tsx?$',
    ),
  ],
  ['scorecard-core', files('src/shared/schemas/(scorecard|standings)\\.ts$')],
  // What every page that reads the server needs: zod, the rest of TanStack Query, the common schemas and the few
  // rules they use. The rules engine is a group apart: a page that only shows figures (the player's statistics and
  // handicap) does not load and evaluate it.
  ['data', files('node_modules/(zod|@tanstack)/')],
  [
    'data',
    files(
      'src/shared/(decimal|schemas/common|domain/(handicap-text|dates|playing-handicap|guards|errors|rounding|holes|whs/pcc))\\.ts$',
    ),
  ],
  ['domain', files('src/shared/(domain/|schemas/courses\\.ts$)')],
];

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [
    react(),
    // index.html paints its loading screen (and, for a visitor, the home's card) from HTML and CSS alone
    // (src/shared/first-paint.ts): the app's script does not block that paint, so it is not fetched as if it did
    // (Chrome gives a module script High priority, which Lighthouse's simulation counts as render-blocking).
    {
      name: 'entry-script-low-priority',
      transformIndexHtml: {
        order: 'post',
        handler: (html) =>
          html.replace(
            /<script type="module"(?![^>]*fetchpriority)/g,
            '<script type="module" fetchpriority="low"',
          ),
      },
    },
    // The server-rendered first paints (src/web/app/first-paint-*.tsx) are compiled for Node beside the web's build.
    {
      name: 'first-paint-render',
      apply: 'build',
      closeBundle: () =>
        void execFileSync(
          process.execPath,
          [fileURLToPath(new URL('./scripts/build-web-render.mjs', import.meta.url))],
          { stdio: 'inherit' },
        ),
    },
    tailwindcss(),
    // Installable app that opens offline (docs/decisions/014-offline.md): a Workbox service worker
    // generated at build time precaches the shell and every hashed asset; navigations fall back to index.html,
    // never /api. The manifest and icons in public/ stay as they are; registration is ours (lib/pwa).
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        // The embeds are always asked of the server: their frame-ancestors come with the page, not the cache.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/embed\//],
        cleanupOutdatedCaches: true,
        clientsClaim: false,
        skipWaiting: false,
      },
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload a page's code with its first answers (src/shared/first-paint.ts).
    manifest: true,
    // No modulepreload polyfill in the entry (first-page budget): every browser the app supports (Safari 17+,
    // Chromium, Firefox 115+) preloads modules itself; an older one fetches a lazy page's code when it imports it.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            {
              name: (id) => LAZY_GROUPS.find(([, modules]) => modules.test(id))?.[0] ?? null,
              debugName: 'lazy page groups',
              // Only the modules named above: their dependencies stay where the bundler puts them.
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
