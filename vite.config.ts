// The browser client lives in client/; the build goes to dist/ at the top,
// where the server serves it (static files plus SPA fallback to index.html).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const clientRoot = fileURLToPath(new URL('./client', import.meta.url));
const outDir = fileURLToPath(new URL('./dist', import.meta.url));
// `npm run dev` of the client proxies the API to a server started separately.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: clientRoot,
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    // Read by the service worker to precache every built file, lazy chunks included.
    manifest: true,
  },
  server: {
    proxy: {
      '/graphql': { target: apiTarget, ws: true, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
});
