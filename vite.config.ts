import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server that `npm run dev:server` starts; the dev server forwards `/v1` to it. */
const apiTarget = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  // Files served as they are at the site root (the board's service worker).
  publicDir: 'assets/public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      // The more specific websocket entry comes first: Vite matches proxy keys in order.
      '/v1/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
      '/v1': { target: apiTarget, changeOrigin: true },
    },
  },
});
