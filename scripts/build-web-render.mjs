// Compiles the server-rendered first paints of the web app (src/web/app/first-paint-*.tsx) into
// dist/web-render/*.mjs, ES modules the server loads at run time (src/server/lib/first-paint-page.ts). Packages stay
// imports of node_modules. Run after the web's build (build-web.mjs, npm run build).
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [react()],
  resolve: { alias: { '@': path.join(root, 'src') } },
  build: {
    ssr: path.join(root, 'src', 'web', 'app', 'first-paint-torneos.tsx'),
    outDir: path.join(root, 'dist', 'web-render'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'first-paint-torneos.mjs', format: 'es' } },
  },
});
