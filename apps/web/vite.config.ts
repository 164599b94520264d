import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { fontPreload, precompress, sourcemapsOutOfDist } from './build/delivery-plugins';

const apiPort = process.env['PORT'] ?? '3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    fontPreload(['inter-latin-wght-normal', 'bricolage-grotesque-latin-wght-normal']),
    sourcemapsOutOfDist(fileURLToPath(new URL('./sourcemaps', import.meta.url))),
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    target: 'es2022',
    // Maps for us, not for the public: written without a reference and moved out of dist.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: each entry's chunks and static imports (the first-load budget test reads it).
    manifest: true,
    // Every browser the target allows preloads modules itself.
    modulePreload: { polyfill: false },
    // A font inlined as base64 would weigh on the render-blocking CSS; as a file it is fetched only when used.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
});
