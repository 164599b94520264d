import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiPort = process.env['PORT'] ?? '3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The server renderer carries its own React (and every other package), built like the client's
  // (production unless the build itself runs under another NODE_ENV), whatever NODE_ENV the
  // server later runs under.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify(process.env['NODE_ENV'] ?? 'production') },
      }
    : {}),
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The server links a server-rendered page's chunks (modulepreload) from the client's manifest.
    manifest: !isSsrBuild,
    // The server renderer (dist-ssr) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
  },
}));
